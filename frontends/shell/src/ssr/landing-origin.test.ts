// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

// The Lambda runtime's Secrets Manager client, as a unit test stands it in: the stages a rotation
// leaves, and whether it is reachable.
const secrets = vi.hoisted(() => ({ current: 'rotated-1', down: false, reads: 0 }));
vi.mock('@aws-sdk/client-secrets-manager', () => ({
  GetSecretValueCommand: class {
    constructor(readonly input: { SecretId: string }) {}
  },
  SecretsManagerClient: class {
    send() {
      secrets.reads += 1;
      return secrets.down
        ? Promise.reject(new Error('unreachable'))
        : Promise.resolve({ SecretString: secrets.current });
    }
  },
}));

const { originSecretToSend } = await import('./landing.ts');

afterEach(() => vi.useRealTimers());

describe('the origin secret the landing sends to the API', () => {
  it('is the deploy’s value locally and without a secret to read', async () => {
    expect(await originSecretToSend({ ORIGIN_SECRET: 'deployed' })).toBe('deployed');
    expect(await originSecretToSend({})).toBeUndefined();
    expect(secrets.reads).toBe(0);
  });

  it('on AWS is the current value read at run time, kept five minutes, the last one known if unreachable', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-02T10:00:00Z') });
    const env = { ORIGIN_SECRET: 'deployed', ORIGIN_SECRET_ID: 'konstvagg/prod/origin-secret' };
    expect(await originSecretToSend(env)).toBe('rotated-1');
    secrets.current = 'rotated-2';
    expect(await originSecretToSend(env)).toBe('rotated-1');
    expect(secrets.reads).toBe(1);
    vi.advanceTimersByTime(5 * 60_000 + 1);
    expect(await originSecretToSend(env)).toBe('rotated-2');
    secrets.down = true;
    vi.advanceTimersByTime(5 * 60_000 + 1);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await originSecretToSend(env)).toBe('rotated-2');
  });
});
