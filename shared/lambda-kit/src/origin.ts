import { timingSafeEqual } from 'node:crypto';
import { config } from './config.ts';

/**
 * CloudFront adds this header, with the secret from the CDK app (infra/cdk api stack), to every
 * request it forwards to the HTTP API. When the functions are configured with the secret
 * (ORIGIN_SECRET), a request without it did not come through CloudFront (someone called the
 * execute-api URL directly) and is refused with a 403 before anything else runs. Locally no secret
 * is configured: the local gateway is the only way in.
 */
export const ORIGIN_SECRET_HEADER = 'x-konstvagg-origin-secret';

/** True when an origin secret is configured and the (lower-cased) headers carry it. */
export function cameThroughCdn(headers: Record<string, string | undefined> | undefined): boolean {
  const expected = config.originSecret;
  const sent = headers?.[ORIGIN_SECRET_HEADER];
  if (!expected || typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request may be served: no secret configured (local), or it carries the secret. */
export const originAllowed = (headers: Record<string, string | undefined> | undefined): boolean =>
  !config.originSecret || cameThroughCdn(headers);
