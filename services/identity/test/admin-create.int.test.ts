import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, scanEntity, stackEnv } from '@konstvagg/test-kit';
import { passwordRuleError } from '@konstvagg/rules';
import type { UserRecord } from '@konstvagg/domain';
import { createAdmin, CreateAdminError } from '../src/admin/create-admin.ts';
import { api, login, uniqueEmail, type Body } from './helpers.ts';

// createAdmin runs in this process against the test stack, as `npm run admin:create` runs against a local stack.
beforeAll(() => {
  Object.assign(process.env, stackEnv());
});

describe('admin:create', () => {
  it('creates an admin who can sign in; /auth/me shows role admin', async () => {
    const email = uniqueEmail('ops');
    const created = await createAdmin({
      email: email.toUpperCase(),
      name: 'Olle  Ops',
      password: 'Admin-Pass-2026',
    });
    expect(created.generated).toBe(false);
    expect(created.user).toMatchObject({ email, role: 'admin', name: 'Olle Ops', email_verified: true });

    const session = await login(email, 'Admin-Pass-2026');
    expect(session.status).toBe(200);
    const me = await getJson<Body>(api('/auth/me'), { token: session.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, role: 'admin', profile_id: null, restrictions: [] });
    const users = (await scanEntity<UserRecord>('user')).filter((u) => u.email === email);
    expect(users).toHaveLength(1);
  });

  it('generates a strong password when none is given', async () => {
    const email = uniqueEmail('ops');
    const created = await createAdmin({ email });
    expect(created.generated).toBe(true);
    expect(created.password.length).toBeGreaterThanOrEqual(20);
    expect(passwordRuleError(created.password)).toBeNull();
    expect((await login(email, created.password)).status).toBe(200);
  });

  it('refuses an existing email, a bad email and a weak password, creating nothing', async () => {
    await expect(createAdmin({ email: 'artist@konstvagg.local' })).rejects.toThrow(CreateAdminError);
    await expect(createAdmin({ email: 'not-an-email' })).rejects.toThrow('Not a valid email address');
    const weak = uniqueEmail('ops');
    await expect(createAdmin({ email: weak, password: 'short' })).rejects.toThrow('breaks the rule');
    expect((await scanEntity<UserRecord>('user')).filter((u) => u.email === weak)).toEqual([]);
    // The seeded artist is still an artist.
    expect((await login('artist@konstvagg.local', 'Demo-Konst-2026')).body.user.role).toBe('artist');
  });
});
