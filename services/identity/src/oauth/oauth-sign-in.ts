import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthUser, Language, Role } from '@konstvagg/contracts';
import type { SignupRole } from '@konstvagg/rules';
import { keys, type UserRecord } from '@konstvagg/domain';
import { AppError, nowIso, verifyAccessToken } from '@konstvagg/lambda-kit';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { findCognitoUser, markEmailVerified } from '../accounts/cognito.ts';
import {
  dynamoSteps,
  emailTaken,
  registerAccount,
  type RegisterSteps,
} from '../accounts/register-account.ts';
import {
  ensureUserRecord,
  findUserRecordByEmail,
  setRecordEmailVerified,
  toAuthUser,
} from '../accounts/users.ts';
import { trySendVerificationMail } from '../accounts/verification.ts';
import type { OAuthProvider } from './config.ts';
import { signInWithoutPassword, type MintedTokens } from './custom-auth.ts';
import type { ProviderIdentity } from './verify-id-token.ts';

/**
 * What a verified Google/Apple identity leads to:
 * - an account with that email exists: sign it in; the first time this provider is used, remember
 *   it on the user record (`oauth_providers`) and answer `linked: true`. Linking needs the provider
 *   to vouch for the email (email_verified), and then the account's email counts as verified too;
 * - no account and no role: 409 role_required (the client asks for a role and posts again);
 * - no account and a role: the same sign-up saga as POST /auth/register (user, group, user record
 *   and profile, all or nothing), with an unguessable password nobody knows, so the account is
 *   CONFIRMED and can later set a password through "forgot password".
 * Tokens come from Cognito's custom auth flow (custom-auth.ts): no password is involved.
 */
export interface OAuthSignInInput {
  identity: ProviderIdentity;
  role: SignupRole | null;
  /** A better name than the token's (Apple's first-time `user` object). */
  name: string | null;
  lang: Language;
}

export interface OAuthSignInResult {
  user: AuthUser;
  tokens: MintedTokens;
  isNewUser: boolean;
  linked: boolean;
}

const roleRequired = () => new AppError(409, 'role_required', 'auth.oauth_role_required');

/** The steps, replaceable in unit tests. */
export interface OAuthSignInDeps {
  findRecordByEmail(email: string): Promise<UserRecord | null>;
  cognitoUserExists(email: string): Promise<boolean>;
  signIn(email: string): Promise<MintedTokens>;
  callerOf(accessToken: string): Promise<{ userId: string; role: Role }>;
  ensureRecord(userId: string, email: string, role: Role, lang: Language): Promise<UserRecord>;
  /** Adds the provider to the record; the updated record, or null when it was there already. */
  linkProvider(userId: string, provider: OAuthProvider): Promise<UserRecord | null>;
  markVerified(record: UserRecord): Promise<UserRecord>;
  createAccount(input: NewOAuthAccount): Promise<UserRecord>;
  toUser(record: UserRecord, role: Role): Promise<AuthUser>;
}

interface NewOAuthAccount {
  provider: OAuthProvider;
  role: SignupRole;
  email: string;
  name: string;
  emailVerified: boolean;
  lang: Language;
}

export async function oauthSignIn(
  input: OAuthSignInInput,
  deps: OAuthSignInDeps = liveDeps,
): Promise<OAuthSignInResult> {
  const { identity, lang } = input;
  const email = identity.email;
  const record = await deps.findRecordByEmail(email);
  const exists = record !== null || (await deps.cognitoUserExists(email));

  if (exists) {
    // An address the provider has not confirmed never opens somebody's existing account.
    if (!identity.emailVerified) throw emailTaken();
    const tokens = await deps.signIn(email);
    const caller = await deps.callerOf(tokens.accessToken);
    let current = record ?? (await deps.ensureRecord(caller.userId, email, caller.role, lang));
    const linkedRecord = await deps.linkProvider(current.id, identity.provider);
    if (linkedRecord) current = linkedRecord;
    if (!current.email_verified) current = await deps.markVerified(current);
    return {
      user: await deps.toUser(current, caller.role),
      tokens,
      isNewUser: false,
      linked: linkedRecord !== null,
    };
  }

  if (!input.role) throw roleRequired();
  const name = (input.name ?? identity.name ?? email.split('@')[0]!)
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 100);
  const created = await deps.createAccount({
    provider: identity.provider,
    role: input.role,
    email,
    name,
    emailVerified: identity.emailVerified,
    lang,
  });
  const tokens = await deps.signIn(email);
  return { user: await deps.toUser(created, input.role), tokens, isNewUser: true, linked: false };
}

/** A password that satisfies the pool's policy and that nobody ever sees. */
const unguessablePassword = () => `Kv1-${randomBytes(24).toString('base64url')}`;

async function linkProvider(userId: string, provider: OAuthProvider): Promise<UserRecord | null> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression:
          'SET oauth_providers = list_append(if_not_exists(oauth_providers, :none), :provider), updated_at = :at, version = version + :one',
        ConditionExpression: 'attribute_exists(PK) AND NOT contains(oauth_providers, :name)',
        ExpressionAttributeValues: {
          ':none': [],
          ':provider': [provider],
          ':name': provider,
          ':at': nowIso(),
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as UserRecord;
  } catch (err) {
    if (isConditionalCheckFailed(err)) return null;
    throw err;
  }
}

async function createAccount(a: NewOAuthAccount): Promise<UserRecord> {
  const extra = { email_verified: a.emailVerified, oauth_providers: [a.provider] };
  // The sign-up saga of POST /auth/register, with the provider's verdict on the email and the link
  // written in the same steps, so that an undo takes them back too.
  const steps: RegisterSteps = {
    ...dynamoSteps,
    async createCognitoUser(u) {
      const sub = await dynamoSteps.createCognitoUser(u);
      if (sub !== 'exists' && a.emailVerified) await markEmailVerified(u.email);
      return sub;
    },
    commit: (items, claimId) => dynamoSteps.commit({ ...items, user: { ...items.user, ...extra } }, claimId),
  };
  const items = await registerAccount(
    {
      role: a.role,
      name: a.name,
      email: a.email,
      password: unguessablePassword(),
      phone: null,
      language: a.lang,
      // The profile starts from the provider's name; its owner completes it in the settings.
      ...(a.role === 'artist' ? { artist: { artist_name: a.name, bio: '' } } : {}),
      ...(a.role === 'venue'
        ? { venue: { venue_name: a.name, location: '', venue_type: 'other' as const } }
        : {}),
    },
    steps,
  );
  const user: UserRecord = { ...items.user, ...extra };
  if (!a.emailVerified) await trySendVerificationMail(user, a.lang);
  return user;
}

const liveDeps: OAuthSignInDeps = {
  findRecordByEmail: findUserRecordByEmail,
  cognitoUserExists: async (email) => (await findCognitoUser(email)) !== null,
  signIn: signInWithoutPassword,
  callerOf: async (accessToken) => {
    const caller = await verifyAccessToken(accessToken);
    return { userId: caller.userId, role: caller.role };
  },
  ensureRecord: ensureUserRecord,
  linkProvider,
  async markVerified(record) {
    await markEmailVerified(record.email);
    return setRecordEmailVerified(record.id);
  },
  createAccount,
  toUser: (record, role) => toAuthUser(record, role),
};
