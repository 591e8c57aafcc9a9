import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ROLES, type Role } from '@konstvagg/contracts';
import { config } from './config.ts';
import { unauthorized } from './errors.ts';

/** The signed-in caller, from a verified Cognito access token. */
export interface Caller {
  userId: string;
  username: string;
  role: Role;
  groups: readonly string[];
}

let jwks: { url: string; get: JWTVerifyGetKey } | null = null;

function keySet(): JWTVerifyGetKey {
  const { jwksUrl } = config.cognito;
  if (jwks?.url !== jwksUrl)
    jwks = { url: jwksUrl, get: createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 10 * 60_000 }) };
  return jwks.get;
}

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
 */
export async function verifyAccessToken(token: string): Promise<Caller> {
  const { issuer, clientId } = config.cognito;
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySet(), { issuer, clockTolerance: 5 }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw unauthorized('error.token_expired');
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
