import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config.ts';
import { createLogger } from './logger.ts';

/**
 * CloudFront adds this header, with the origin secret (infra/cdk constructs/origin-secret.ts), to
 * every request it forwards to the HTTP API. When the functions are configured with the secret, a
 * request without it did not come through CloudFront (someone called the execute-api URL directly)
 * and is refused with a 403 before anything else runs. Locally no secret is configured: the local
 * gateway is the only way in.
 *
 * The secret rotates (every 30 days, issue 41). A function knows it two ways: ORIGIN_SECRET, the
 * value at its deploy, and ORIGIN_SECRET_ID, the secret to read at run time. Both the current and
 * the previous value (AWSCURRENT, AWSPREVIOUS) are accepted, so CloudFront and the functions never
 * have to switch at the same instant: the rotation makes a new value current, asks the API with it,
 * and only then puts it in CloudFront's header. The values read are kept ROTATING_CACHE_MS; a value
 * that matches none of them reads the secret again, at most once every REFRESH_MIN_MS, before the
 * answer is a 403.
 */
export const ORIGIN_SECRET_HEADER = 'x-konstvagg-origin-secret';

/** How long the values read from Secrets Manager are trusted without asking again. */
export const ROTATING_CACHE_MS = 5 * 60_000;
/** At most one read forced by an unknown value in this long (a flood of bad headers asks once). */
export const REFRESH_MIN_MS = 20_000;

const log = createLogger('konstvagg-origin');

interface Rotating {
  values: string[];
  readAt: number;
}
let rotating: Rotating | null = null;
let reading: Promise<Rotating> | null = null;
let client: SecretsManagerClient | null = null;

/** What reads a version stage of the secret (a test swaps it); null: the stage does not exist. */
export type SecretReader = (secretId: string, stage: 'AWSCURRENT' | 'AWSPREVIOUS') => Promise<string | null>;

const readFromSecretsManager: SecretReader = async (secretId, stage) => {
  client ??= new SecretsManagerClient({ region: config.region });
  try {
    const out = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }));
    return out.SecretString ?? null;
  } catch (err) {
    // Before the first rotation there is no AWSPREVIOUS.
    if ((err as { name?: string }).name === 'ResourceNotFoundException') return null;
    throw err;
  }
};
let reader: SecretReader = readFromSecretsManager;

/** Swaps the reader and forgets what was read (tests); null goes back to Secrets Manager. */
export function useSecretReader(r: SecretReader | null): void {
  reader = r ?? readFromSecretsManager;
  rotating = null;
  reading = null;
}

const same = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The values known now without asking: the deploy-time one and the last ones read. */
const knownValues = (): string[] => [
  ...(config.originSecret ? [config.originSecret] : []),
  ...(rotating?.values ?? []),
];

async function readRotating(secretId: string): Promise<Rotating> {
  reading ??= (async () => {
    try {
      const values = (
        await Promise.all([reader(secretId, 'AWSCURRENT'), reader(secretId, 'AWSPREVIOUS')])
      ).filter((v): v is string => !!v);
      rotating = { values, readAt: Date.now() };
    } catch (err) {
      // Keep what was known: a Secrets Manager outage must not lock CloudFront out.
      log.error('Could not read the origin secret; the values known stay', err as Error);
      rotating = { values: rotating?.values ?? [], readAt: Date.now() };
    } finally {
      reading = null;
    }
    return rotating;
  })();
  return reading;
}

/**
 * True when the (lower-cased) headers carry a value of the origin secret known now (the deploy's,
 * or one read at run time). Synchronous, for the per-IP limit's trust in CloudFront's viewer-IP
 * header; `originAllowed` is the check that reads the secret when it must.
 */
export function cameThroughCdn(headers: Record<string, string | undefined> | undefined): boolean {
  const sent = headers?.[ORIGIN_SECRET_HEADER];
  if (typeof sent !== 'string') return false;
  return knownValues().some((v) => same(sent, v));
}

/** Whether an origin secret is configured at all (on AWS); locally none is. */
const configured = () => !!config.originSecret || !!process.env.ORIGIN_SECRET_ID;

/**
 * Whether the request may be served: no secret configured (local), or it carries the current or
 * the previous value of the secret.
 */
export async function originAllowed(
  headers: Record<string, string | undefined> | undefined,
): Promise<boolean> {
  if (!configured()) return true;
  const sent = headers?.[ORIGIN_SECRET_HEADER];
  if (typeof sent !== 'string' || !sent) return false;
  const secretId = process.env.ORIGIN_SECRET_ID;
  if (secretId && (!rotating || Date.now() - rotating.readAt > ROTATING_CACHE_MS))
    await readRotating(secretId);
  if (cameThroughCdn(headers)) return true;
  // A value not known: the secret may have rotated since the last read. Ask again, not too often.
  if (secretId && rotating && Date.now() - rotating.readAt > REFRESH_MIN_MS) {
    await readRotating(secretId);
    return cameThroughCdn(headers);
  }
  return false;
}
