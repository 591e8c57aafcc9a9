import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cameThroughCdn,
  originAllowed,
  ORIGIN_SECRET_HEADER,
  REFRESH_MIN_MS,
  ROTATING_CACHE_MS,
  useSecretReader,
  type SecretReader,
} from './origin.ts';

const sent = (value?: string) => (value === undefined ? {} : { [ORIGIN_SECRET_HEADER]: value });

/** A Secrets Manager that holds stages as a rotation leaves them, and counts its reads. */
function fakeSecrets(stages: { AWSCURRENT: string; AWSPREVIOUS?: string }) {
  const calls: string[] = [];
  let failing = false;
  const reader: SecretReader = async (id, stage) => {
    calls.push(`${id}:${stage}`);
    if (failing) throw new Error('Secrets Manager is down');
    return stages[stage] ?? null;
  };
  return {
    reader,
    calls,
    rotate(next: string) {
      stages.AWSPREVIOUS = stages.AWSCURRENT;
      stages.AWSCURRENT = next;
    },
    fail(on: boolean) {
      failing = on;
    },
  };
}

describe('the origin secret, which rotates', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-12-02T10:00:00Z') });
    process.env.ORIGIN_SECRET = 'deployed';
    process.env.ORIGIN_SECRET_ID = 'konstvagg/prod/origin-secret';
  });
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.ORIGIN_SECRET;
    delete process.env.ORIGIN_SECRET_ID;
    useSecretReader(null);
  });

  it('accepts the deploy’s value, the current and the previous one, and nothing else', async () => {
    const secrets = fakeSecrets({ AWSCURRENT: 'deployed' });
    useSecretReader(secrets.reader);
    expect(await originAllowed(sent('deployed'))).toBe(true);
    expect(await originAllowed(sent('guess'))).toBe(false);
    expect(await originAllowed(sent())).toBe(false);
    expect(await originAllowed(sent(''))).toBe(false);

    // A rotation: CloudFront switches to the new value once the API accepts it; both work meanwhile.
    secrets.rotate('second');
    vi.advanceTimersByTime(REFRESH_MIN_MS + 1);
    expect(await originAllowed(sent('second'))).toBe(true);
    expect(await originAllowed(sent('deployed'))).toBe(true);
    // Two rotations on, the deploy's value is still the function's own setting until its next deploy,
    // but the value before the previous one is refused.
    secrets.rotate('third');
    vi.advanceTimersByTime(ROTATING_CACHE_MS + 1);
    expect(await originAllowed(sent('third'))).toBe(true);
    expect(await originAllowed(sent('second'))).toBe(true);
    delete process.env.ORIGIN_SECRET;
    expect(await originAllowed(sent('deployed'))).toBe(false);
  });

  it('reads Secrets Manager once per few minutes, and a flood of wrong values asks at most once per 20 s', async () => {
    const secrets = fakeSecrets({ AWSCURRENT: 'deployed' });
    useSecretReader(secrets.reader);
    for (let i = 0; i < 50; i++) await originAllowed(sent('deployed'));
    expect(secrets.calls).toHaveLength(2); // AWSCURRENT and AWSPREVIOUS, once
    for (let i = 0; i < 50; i++) expect(await originAllowed(sent(`guess-${i}`))).toBe(false);
    expect(secrets.calls).toHaveLength(2);
    vi.advanceTimersByTime(REFRESH_MIN_MS + 1);
    for (let i = 0; i < 50; i++) await originAllowed(sent('guess'));
    expect(secrets.calls).toHaveLength(4);
  });

  it('a Secrets Manager outage keeps the values known: CloudFront is never locked out by it', async () => {
    const secrets = fakeSecrets({ AWSCURRENT: 'current', AWSPREVIOUS: 'deployed' });
    useSecretReader(secrets.reader);
    expect(await originAllowed(sent('current'))).toBe(true);
    secrets.fail(true);
    vi.advanceTimersByTime(ROTATING_CACHE_MS + 1);
    expect(await originAllowed(sent('current'))).toBe(true);
    expect(await originAllowed(sent('deployed'))).toBe(true);
    expect(await originAllowed(sent('guess'))).toBe(false);
  });

  it('trusts the viewer-IP header only on a request with a known value (synchronous, no read)', async () => {
    const secrets = fakeSecrets({ AWSCURRENT: 'current', AWSPREVIOUS: 'deployed' });
    useSecretReader(secrets.reader);
    expect(cameThroughCdn(sent('deployed'))).toBe(true);
    expect(cameThroughCdn(sent('current'))).toBe(false); // not read yet
    await originAllowed(sent('current'));
    expect(cameThroughCdn(sent('current'))).toBe(true);
    expect(cameThroughCdn(sent('guess'))).toBe(false);
  });

  it('locally no secret is configured: the local gateway is the only way in', async () => {
    delete process.env.ORIGIN_SECRET;
    delete process.env.ORIGIN_SECRET_ID;
    expect(await originAllowed(sent())).toBe(true);
    expect(cameThroughCdn(sent('anything'))).toBe(false);
  });
});
