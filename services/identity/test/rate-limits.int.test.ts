import { describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_LIMIT_WINDOW_MINUTES,
} from '@konstvagg/rules';
import {
  api,
  freshLoopbackIp,
  latestLinkToken,
  PASSWORD,
  register,
  registration,
  requestFrom,
  uniqueEmail,
} from './helpers.ts';

const loginFrom = (ip: string, email: string, password: string, lang: 'sv' | 'en' = 'en') =>
  requestFrom(ip, 'POST', api('/auth/login'), { body: { email, password }, lang });

function expectLocked(res: Awaited<ReturnType<typeof loginFrom>>, lang: 'sv' | 'en') {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('too_many_attempts');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMIT_WINDOW_MINUTES * 60);
  const minutes = Math.ceil(retryAfter / 60);
  expect(res.body.error.message).toBe(
    lang === 'en'
      ? `Too many login attempts. Please wait ${minutes}\u00a0minutes and try again.`
      : `För många inloggningsförsök. Vänta ${minutes}\u00a0minuter och försök igen.`,
  );
}

describe('login rate limits', () => {
  it(`locks an account after ${LOGIN_FAILURES_PER_ACCOUNT} failures, even for the right password and from another IP`, async () => {
    const body = registration('buyer');
    expect((await register(body)).status).toBe(201);
    const ip = freshLoopbackIp();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const res = await loginFrom(ip, body.email, `Wrong-Password-${i}`);
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    expectLocked(await loginFrom(ip, body.email, PASSWORD), 'en');
    expectLocked(await loginFrom(freshLoopbackIp(), body.email, PASSWORD, 'sv'), 'sv');
    // Other accounts from the same IP are not affected.
    const other = registration('buyer');
    await register(other);
    expect((await loginFrom(ip, other.email, PASSWORD)).status).toBe(200);

    // A password reset lifts the lock.
    await requestFrom(ip, 'POST', api('/auth/forgot-password'), { body: { email: body.email } });
    const token = await latestLinkToken(body.email, 'reset-password');
    const reset = await requestFrom(ip, 'POST', api('/auth/reset-password'), {
      body: { token, password: 'After-Reset-2026' },
    });
    expect(reset.status).toBe(200);
    expect((await loginFrom(ip, body.email, 'After-Reset-2026')).status).toBe(200);
  });

  it('counts only failures: successful sign-ins never lock an account and forgive earlier failures', async () => {
    const body = registration('buyer');
    await register(body);
    const ip = freshLoopbackIp();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT + 3; i++)
      expect((await loginFrom(ip, body.email, PASSWORD)).status).toBe(200);
    // A successful login forgives the account's earlier failures: twice four failures never lock it.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++)
        expect((await loginFrom(ip, body.email, 'Wrong-Password-1')).status).toBe(401);
      expect((await loginFrom(ip, body.email, PASSWORD)).status).toBe(200);
    }
  });

  it(`blocks an IP after ${LOGIN_FAILURES_PER_IP} failures across accounts; other IPs still sign in`, async () => {
    const ip = freshLoopbackIp();
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
      // Fresh addresses each time, so no account limit is reached: only the IP's counter fills up.
      const res = await loginFrom(ip, uniqueEmail('spray'), 'Wrong-Password-1');
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    const body = registration('buyer');
    await register(body);
    expectLocked(await loginFrom(ip, body.email, PASSWORD, 'sv'), 'sv');
    expectLocked(await loginFrom(ip, 'artist@konstvagg.local', 'Demo-Konst-2026'), 'en');
    expect((await loginFrom(freshLoopbackIp(), body.email, PASSWORD)).status).toBe(200);
  });

  it('concurrent failures never get past the account limit', async () => {
    const body = registration('buyer');
    await register(body);
    const answers = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT + 5 }, () =>
        loginFrom(freshLoopbackIp(), body.email, 'Wrong-Password-1'),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });
});
