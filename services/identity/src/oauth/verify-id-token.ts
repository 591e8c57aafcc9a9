import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { now } from '@konstvagg/lambda-kit';
import { providerConfig, type OAuthProvider } from './config.ts';

/**
 * Verifies a Google or Apple ID token: signature against the provider's JWKS, issuer, audience
 * (our client id), expiry and, when the caller sent one, the nonce. Returns the identity it vouches
 * for, or null when anything is off (the caller answers 401 oauth_token_invalid).
 */
export interface ProviderIdentity {
  provider: OAuthProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

const keySets = new Map<string, JWTVerifyGetKey>();

function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cacheMaxAge: 10 * 60_000, timeoutDuration: 5_000 });
    keySets.set(url, set);
  }
  return set;
}

const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** Google sends booleans, Apple sends "true"/"false". */
const truthy = (v: unknown) => v === true || v === 'true';

export async function verifyProviderIdToken(
  provider: OAuthProvider,
  idToken: string,
  expectedNonce?: string | null,
): Promise<ProviderIdentity | null> {
  const cfg = providerConfig(provider);
  if (!cfg.clientId) return null; // the provider is not configured: no token can be ours
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(cfg.jwksUrl), {
      issuer: cfg.issuers,
      audience: cfg.clientId,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      // The service clock (moved forward in local tests, the system clock on AWS).
      currentDate: now(),
      clockTolerance: 30,
    }));
  } catch {
    return null;
  }
  if (expectedNonce) {
    // Some clients hand the provider the nonce's SHA-256 (Apple's JS SDK convention); accept either.
    const nonce = payload.nonce;
    if (typeof nonce !== 'string' || (nonce !== expectedNonce && nonce !== sha256Hex(expectedNonce)))
      return null;
  }
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email || !payload.sub) return null;
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null;
  return {
    provider,
    subject: payload.sub,
    email,
    emailVerified: truthy(payload.email_verified),
    name,
  };
}
