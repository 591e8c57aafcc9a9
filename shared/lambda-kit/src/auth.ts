import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ROLES, type Role } from '@konstvagg/contracts';
import { config } from './config.ts';
import { AppError, unauthorized } from './errors.ts';

/** The signed-in caller, from a verified Cognito access token. */
export interface Caller {
  userId: string;
  username: string;
  role: Role;
  groups: readonly string[];
}

let jwks: { url: string; get: JWTVerifyGetKey } | null = null;

/**
 * The pool's signing keys, fetched once and kept: Cognito publishes a new key beside the old ones
 * before it signs with it, so a token whose key is unknown makes jose fetch the set again (at
 * most every 30 s). A set that expired on a timer would make a sign-in wait on, or fail with,
 * Cognito's endpoint every few minutes.
 */
function keySet(): JWTVerifyGetKey {
  const { jwksUrl } = config.cognito;
  if (jwks?.url !== jwksUrl)
    jwks = { url: jwksUrl, get: createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: Infinity }) };
  return jwks.get;
}

/**
 * jose's errors that say something about the token. Anything else (a timeout, a refused
 * connection, a key-set response that is not one) is about reaching Cognito's keys, not the token.
 */
const TOKEN_ERRORS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

/** 503 and Retry-After, not 401: a 401 would make the client refresh and then end a good session. */
const keysUnavailable = () =>
  new AppError(503, 'unavailable', 'error.unavailable', undefined, { 'Retry-After': '1' });

/** Reads "Bearer <token>" from the (normalized, lower-case) headers. */
export function bearerToken(headers: Record<string, string | undefined>): string | null {
  const value = headers.authorization;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}

/**
 * Verifies a Cognito ACCESS token: signature against the pool's JWKS, issuer, expiry, token_use
 * 'access' (an ID token is refused) and our app client. The role comes from the user's groups.
 * When the keys cannot be fetched, the answer is 503 (try again), never "your session is invalid".
 */
export async function verifyAccessToken(token: string): Promise<Caller> {
  const { issuer, clientId } = config.cognito;
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySet(), { issuer, clockTolerance: 5 }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw unauthorized('error.token_expired');
    if (!(err instanceof joseErrors.JOSEError) || !TOKEN_ERRORS.has(err.code)) throw keysUnavailable();
    throw unauthorized('error.token_invalid');
  }
  if (payload.token_use !== 'access') throw unauthorized('error.token_invalid');
  if (payload.client_id !== undefined && payload.client_id !== clientId)
    throw unauthorized('error.token_invalid');
  const groups = Array.isArray(payload['cognito:groups']) ? (payload['cognito:groups'] as string[]) : [];
  const role = (ROLES as readonly string[]).find((r) => groups.includes(r)) as Role | undefined;
  if (!role || typeof payload.sub !== 'string') throw unauthorized('error.token_invalid');
  return { userId: payload.sub, username: String(payload.username ?? payload.sub), role, groups };
}
