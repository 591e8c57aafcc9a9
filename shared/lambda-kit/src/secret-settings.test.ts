import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { loadSecretSettings, resetSecretSettings } from './secret-settings.ts';

const setting = { valueVar: 'KV_TEST_SECRET', nameVar: 'KV_TEST_SECRET_NAME' };

afterEach(() => {
  delete process.env.KV_TEST_SECRET;
  delete process.env.KV_TEST_SECRET_NAME;
  resetSecretSettings();
});

describe('loadSecretSettings', () => {
  it('fills a missing value from the named parameter, once per container', async () => {
    process.env.KV_TEST_SECRET_NAME = '/konstvagg/prod/stripe/secret-key';
    const asked: string[] = [];
    const fetch = async (name: string) => {
      asked.push(name);
      return 'sk_from_ssm';
    };
    await Promise.all([loadSecretSettings([setting], fetch), loadSecretSettings([setting], fetch)]);
    await loadSecretSettings([setting], fetch);
    expect(process.env.KV_TEST_SECRET).toBe('sk_from_ssm');
    expect(asked).toEqual(['/konstvagg/prod/stripe/secret-key']);
  });

  it('keeps a value that is set directly (the local stand-in) and asks nothing', async () => {
    process.env.KV_TEST_SECRET = 'sk_local';
    process.env.KV_TEST_SECRET_NAME = '/ignored';
    let asked = 0;
    await loadSecretSettings([setting], async () => {
      asked++;
      return 'other';
    });
    expect(process.env.KV_TEST_SECRET).toBe('sk_local');
    expect(asked).toBe(0);
  });

  it('answers a failed read with a retryable 503 and tries again on the next request', async () => {
    process.env.KV_TEST_SECRET_NAME = '/konstvagg/prod/stripe/secret-key';
    const failing = loadSecretSettings([setting], async () => {
      throw new Error('AccessDenied');
    });
    await expect(failing).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    await expect(failing).rejects.toBeInstanceOf(AppError);
    await loadSecretSettings([setting], async () => 'sk_second_try');
    expect(process.env.KV_TEST_SECRET).toBe('sk_second_try');
  });
});
