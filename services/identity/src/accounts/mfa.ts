import {
  AssociateSoftwareTokenCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  AdminSetUserMFAPreferenceCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys, type UserRecord } from '@konstvagg/domain';
import { nowIso } from '@konstvagg/lambda-kit';
import { cognito, userPool } from '@konstvagg/lambda-kit/ports/identity';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { errorName, type SessionTokens } from './cognito.ts';

/**
 * TOTP multi-factor sign-in (issue 41) through Cognito's software-token calls: the same calls on
 * AWS and on cognito-local (infra/local/engines/cognito-mfa.mjs adds what it lacks). Cognito keeps
 * the secret and checks every code; our user record only says whether MFA is required of the
 * account (`mfa_required`, every admin made by admin:create) and since when it is set up
 * (`mfa_enabled_at`), which is what the API's gate reads (docs/decisions.md, Admin MFA).
 */

/** The record's MFA fields (beside UserRecord's own). */
export interface MfaFields {
  mfa_required?: boolean;
  mfa_enabled_at?: string;
}

export const mfaOf = (record: UserRecord | null): MfaFields => (record ?? {}) as MfaFields;

/** The issuer authenticator apps show above the code. */
const MFA_ISSUER = 'Konstvägg';

/** otpauth://totp/Konstvägg:<email>?secret=…&issuer=Konstvägg (Key Uri Format; SHA1, 6 digits, 30 s are the defaults). */
export function otpauthUri(email: string, secret: string): string {
  const label = `${encodeURIComponent(MFA_ISSUER)}:${encodeURIComponent(email)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(MFA_ISSUER)}`;
}

/** A new secret for the signed-in user (replaces one not yet verified). */
export async function associateSoftwareToken(accessToken: string): Promise<string> {
  const out = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!out.SecretCode) throw new Error('Cognito returned no secret');
  return out.SecretCode;
}

export type VerifyOutcome = 'ok' | 'wrong_code' | 'not_started';

/** Checks the first code against the new secret and makes TOTP the user's MFA (enabled, preferred). */
export async function verifySoftwareToken(accessToken: string, code: string): Promise<VerifyOutcome> {
  try {
    const out = await cognito().send(
      new VerifySoftwareTokenCommand({
        AccessToken: accessToken,
        UserCode: code,
        FriendlyDeviceName: 'Authenticator',
      }),
    );
    if (out.Status !== 'SUCCESS') return 'wrong_code';
  } catch (err) {
    const name = errorName(err);
    if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') return 'wrong_code';
    // No secret associated (or it was replaced): the set-up must start again.
    if (name === 'InvalidParameterException') return 'not_started';
    throw err;
  }
  await cognito().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return 'ok';
}

export type ChallengeOutcome = SessionTokens | 'wrong_code' | 'session_expired';

/** Answers the SOFTWARE_TOKEN_MFA challenge of a password sign-in with the app's code. */
export async function answerMfaChallenge(
  email: string,
  session: string,
  code: string,
): Promise<ChallengeOutcome> {
  try {
    const out = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: userPool().clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
    const r = out.AuthenticationResult;
    if (!r?.AccessToken || !r.RefreshToken) return 'session_expired';
    return { accessToken: r.AccessToken, refreshToken: r.RefreshToken };
  } catch (err) {
    const name = errorName(err);
    if (name === 'CodeMismatchException') return 'wrong_code';
    // An expired, used or foreign session, or an unknown user: sign in again from the password.
    if (
      name === 'NotAuthorizedException' ||
      name === 'ExpiredCodeException' ||
      name === 'InvalidParameterException' ||
      name === 'UserNotFoundException'
    )
      return 'session_expired';
    throw err;
  }
}

/** Marks the record: MFA set up now. */
export async function setRecordMfaEnabled(userId: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET mfa_enabled_at = :at, updated_at = :at, version = version + :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': nowIso(), ':one': 1 },
    }),
  );
}

/**
 * Recovery (docs/decisions.md, Admin MFA): an admin who lost the device gets TOTP turned off in
 * Cognito and the record's `mfa_enabled_at` removed, so the next sign-in is by password alone and
 * the API sends them to set up a new device before the console opens (`mfa_required` stays).
 */
export async function resetUserMfa(email: string, userId: string): Promise<void> {
  await cognito().send(
    new AdminSetUserMFAPreferenceCommand({
      UserPoolId: userPool().userPoolId,
      Username: email,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    }),
  );
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'REMOVE mfa_enabled_at SET updated_at = :at, version = version + :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': nowIso(), ':one': 1 },
    }),
  );
}

/** Marks a record as one that must have MFA (every admin). */
export async function setRecordMfaRequired(userId: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET mfa_required = :true',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':true': true },
    }),
  );
}
