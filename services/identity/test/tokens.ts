import { createRequire } from 'node:module';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';

/**
 * Tokens a client must never get past the API with, made from real ones: an expired access token
 * signed with cognito-local's own key (the package ships it, so the signature is valid and only
 * the expiry is wrong), and a tampered one (a claim changed, the signature kept).
 */
const require = createRequire(import.meta.url);

export async function expiredCopy(accessToken: string): Promise<string> {
  const { jwk } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: JWK };
  const key = await importJWK(jwk, 'RS256');
  const claims = decodeJwt(accessToken);
  const past = Math.floor(Date.now() / 1000) - 2 * 3600;
  return new SignJWT({ ...claims, iat: past - 3600, exp: past })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .sign(key);
}

/** The same token with its groups changed to admin: the signature no longer matches. */
export function tamperedCopy(accessToken: string): string {
  const [header, payload, signature] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  claims['cognito:groups'] = ['admin'];
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
