import { type RegisterVenueType, type SignupRole } from '@konstvagg/rules';
import {
  ApiError,
  call,
  INVALID_RESPONSE,
  isRole,
  type CallInput,
  type Endpoint,
  type SessionTokens,
  type SessionUser,
} from '@konstvagg/ui';
import * as ep from '@konstvagg/contracts/endpoints';
import type { OAuthProvider } from '@konstvagg/contracts/vocabulary';

/** The /auth/* calls (docs/api.md, Accounts), with their responses checked. */

export type AuthMessageKey = 'auth.login_no_data' | 'auth.login_invalid_format' | 'auth.login_incomplete';

/** A 200 from /auth/login (or an OAuth call) that cannot be used: no data, not an object, or incomplete. */
export class MalformedAuthResponse extends Error {
  constructor(readonly key: AuthMessageKey) {
    super(key);
    this.name = 'MalformedAuthResponse';
  }
}

export interface SignedIn {
  user: SessionUser;
  tokens: SessionTokens;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readUser(v: unknown): SessionUser | null {
  return isObject(v) && isRole(v.role) && typeof v.id === 'string' && typeof v.email === 'string'
    ? (v as unknown as SessionUser)
    : null;
}

/** The answer's body, at the top level or under `data`; the three malformed cases. */
function responseBody(json: unknown): Record<string, unknown> {
  if (json === undefined || json === null || json === '')
    throw new MalformedAuthResponse('auth.login_no_data');
  if (!isObject(json)) throw new MalformedAuthResponse('auth.login_invalid_format');
  const body = json.data === undefined ? json : json.data;
  if (!isObject(body)) throw new MalformedAuthResponse('auth.login_invalid_format');
  return body;
}

/** The user and both tokens, or 'Login failed: Incomplete response'. */
function signedIn(user: unknown, tokens: Record<string, unknown>): SignedIn {
  const checked = readUser(user);
  const { accessToken, refreshToken } = tokens;
  if (
    !checked ||
    typeof accessToken !== 'string' ||
    !accessToken ||
    typeof refreshToken !== 'string' ||
    !refreshToken
  )
    throw new MalformedAuthResponse('auth.login_incomplete');
  return { user: checked, tokens: { accessToken, refreshToken } };
}

/** User, accessToken and refreshToken at the top level or under `data`. */
export function readLoginResponse(json: unknown): SignedIn {
  const body = responseBody(json);
  return signedIn(body.user, body);
}

export interface OAuthResult extends SignedIn {
  isNewUser: boolean;
  linked: boolean;
}

/** OAuth responses: user, tokens{accessToken, refreshToken}, isNewUser, linked. */
export function readOAuthResponse(json: unknown): OAuthResult {
  const body = responseBody(json);
  return {
    ...signedIn(body.user, isObject(body.tokens) ? body.tokens : {}),
    isNewUser: body.isNewUser === true,
    linked: body.linked === true,
  };
}

/** The sign-in calls, whose answers are read with the checks above. */
type SignInOperation = 'login' | 'loginMfa' | 'oauthGoogle' | 'oauthApple';

async function postRaw<N extends SignInOperation>(
  endpoint: Endpoint<N>,
  body: CallInput<N>['body'],
): Promise<unknown> {
  try {
    return await call<SignInOperation>(endpoint, { body } as CallInput<SignInOperation>);
  } catch (error) {
    if (error instanceof ApiError && error.code === INVALID_RESPONSE)
      throw new MalformedAuthResponse('auth.login_invalid_format');
    throw error;
  }
}

/** The password was right; the account has two-step sign-in, so a code finishes it (issue 41). */
export interface MfaChallenge {
  challenge: 'mfa';
  email: string;
  session: string;
}

export const isMfaChallenge = (v: SignedIn | MfaChallenge): v is MfaChallenge => 'challenge' in v;

export async function login(email: string, password: string): Promise<SignedIn | MfaChallenge> {
  const json = await postRaw(ep.login, { email, password });
  const body = isObject(json) ? (json.data === undefined ? json : json.data) : null;
  if (isObject(body) && body.challenge === 'mfa' && typeof body.session === 'string')
    return { challenge: 'mfa', email, session: body.session };
  return readLoginResponse(json);
}

/** The second step: the authenticator app's code for the challenge's session. */
export async function loginWithCode(challenge: MfaChallenge, code: string): Promise<SignedIn> {
  return readLoginResponse(
    await postRaw(ep.loginMfa, { email: challenge.email, session: challenge.session, code }),
  );
}

export const mfaStatus = () => call(ep.mfaStatus);
export const mfaSetup = () => call(ep.mfaSetup);
export const mfaVerify = (code: string) => call(ep.mfaVerify, { body: { code } });

export interface RegisterPayload {
  role: SignupRole;
  name: string;
  email: string;
  password: string;
  phone?: string;
  terms_accepted: true;
  artist_name?: string;
  bio?: string;
  venue_name?: string;
  location?: string;
  venue_type?: RegisterVenueType;
}

export function register(payload: RegisterPayload) {
  return call(ep.register, { body: payload });
}

export const forgotPassword = (email: string) => call(ep.forgotPassword, { body: { email } });

export const resetPassword = (token: string, password: string) =>
  call(ep.resetPassword, { body: { token, password } });

/** Whether a reset link can still be used (400 link_invalid / link_expired when not), without using it. */
export const checkResetLink = (token: string) => call(ep.checkResetLink, { body: { token } });

export const verifyEmail = (token: string) => call(ep.verifyEmail, { body: { token } });

/** Resends the verification link to the signed-in user (bearer token). */
export const resendVerification = () => call(ep.resendVerification);

export type Provider = OAuthProvider;

export const providers = () => call(ep.providers);

export interface OAuthPayload {
  idToken: string;
  role?: SignupRole;
  accessToken?: string;
  /** Apple's first-time name object, passed through. */
  user?: unknown;
}

export async function oauthSignIn(provider: Provider, payload: OAuthPayload): Promise<OAuthResult> {
  return readOAuthResponse(await postRaw(provider === 'google' ? ep.oauthGoogle : ep.oauthApple, payload));
}
