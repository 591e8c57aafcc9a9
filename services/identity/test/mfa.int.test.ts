import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@konstvagg/domain';
import { getJson, postJson, scanEntity, stackEnv, tableClient } from '@konstvagg/test-kit';
import { createAdmin } from '../src/admin/create-admin.ts';
import { resetAdminMfa } from '../src/admin/reset-admin-mfa.ts';
import { api, login, PASSWORD, register, registration, uniqueEmail, type Body } from './helpers.ts';

// Admin MFA (issue 41) end to end against the test stack's cognito-local: TOTP set-up, the
// two-step login, the admin console's gate, and recovery. Codes come from otplib, as an app's do.
beforeAll(() => {
  Object.assign(process.env, stackEnv());
});

const ADMIN_PASSWORD = 'Admin-Mfa-2026';
/** A code other than the app's current one (never all of its neighbours' either: an unlikely code). */
const wrongCodeFor = async (secret: string) => {
  const right = await generate({ secret });
  return right === '000000' ? '111111' : '000000';
};

async function newAdmin() {
  const email = uniqueEmail('mfa-admin');
  await createAdmin({ email, name: 'Maja Mfa', password: ADMIN_PASSWORD });
  const session = await login(email, ADMIN_PASSWORD);
  expect(session.status).toBe(200);
  return { email, token: session.body.accessToken as string };
}

async function setUp(token: string) {
  const setup = await postJson<Body>(api('/auth/mfa/setup'), {}, { token });
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  expect(setup.body.otpauth_uri).toMatch(
    /^otpauth:\/\/totp\/Konstv%C3%A4gg:.+\?secret=[A-Z2-7]+&issuer=Konstv%C3%A4gg$/,
  );
  expect(setup.body.otpauth_uri).toContain(`secret=${secret}`);
  return secret;
}

describe('admin MFA (TOTP)', () => {
  it('an admin without MFA is sent to set it up: 403 mfa_required on admin routes, in sv and en; /auth/* still answers', async () => {
    const { token } = await newAdmin();
    const en = await getJson<Body>(api('/admin/users'), { token, lang: 'en' });
    expect(en.status).toBe(403);
    expect(en.body.error).toMatchObject({
      code: 'mfa_required',
      message: expect.stringMatching(/two-step login/),
    });
    const sv = await getJson<Body>(api('/admin/users'), { token, lang: 'sv' });
    expect(sv.body.error).toMatchObject({
      code: 'mfa_required',
      message: expect.stringMatching(/tvåstegsinloggning/),
    });
    expect((await getJson<Body>(api('/auth/me'), { token })).status).toBe(200);
    const status = await getJson<Body>(api('/auth/mfa'), { token });
    expect(status.body).toEqual({ enabled: false, required: true });
  });

  it('an admin whose record says nothing about MFA (made before the flag, or promoted by hand) is gated too', async () => {
    const { email, token } = await newAdmin();
    const users = await scanEntity<{ id: string; email: string }>('user');
    const id = users.find((u) => u.email === email)!.id;
    const { doc, table } = tableClient();
    await doc.send(
      new UpdateCommand({ TableName: table, Key: keys.user(id), UpdateExpression: 'REMOVE mfa_required' }),
    );
    const gated = await getJson<Body>(api('/admin/users'), { token });
    expect(gated.status).toBe(403);
    expect(gated.body.error.code).toBe('mfa_required');
    expect((await getJson<Body>(api('/auth/mfa'), { token })).body).toEqual({
      enabled: false,
      required: true,
    });
  });

  it('associates, verifies with the app code, then signs in with password and code and reaches the console', async () => {
    const { email, token } = await newAdmin();
    const secret = await setUp(token);

    const wrong = await postJson<Body>(
      api('/auth/mfa/verify'),
      { code: await wrongCodeFor(secret) },
      { token, lang: 'sv' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('mfa_code_invalid');
    expect(wrong.body.error.fields.code).toMatch(/Koden stämmer inte/);
    const badShape = await postJson<Body>(api('/auth/mfa/verify'), { code: '12ab' }, { token });
    expect(badShape.status).toBe(400);
    expect(badShape.body.error.fields.code).toBe('Enter the 6-digit code from your authenticator app');

    const verified = await postJson<Body>(
      api('/auth/mfa/verify'),
      { code: await generate({ secret }) },
      { token },
    );
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ enabled: true });
    expect((await getJson<Body>(api('/auth/mfa'), { token })).body).toEqual({
      enabled: true,
      required: true,
    });
    // The session that set it up has proven the device: the console opens.
    expect((await getJson<Body>(api('/admin/users'), { token })).status).toBe(200);
    // A second set-up would replace the working secret unproven.
    expect((await postJson<Body>(api('/auth/mfa/setup'), {}, { token })).body.error.code).toBe(
      'mfa_already_enabled',
    );

    // Password alone is no longer a sign-in.
    const first = await login(email, ADMIN_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ challenge: 'mfa', session: expect.any(String) });
    expect(first.body.accessToken).toBeUndefined();

    const refused = await postJson<Body>(
      api('/auth/login/mfa'),
      { email, session: first.body.session, code: await wrongCodeFor(secret) },
      { lang: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'mfa_code_invalid',
      fields: { code: expect.stringMatching(/not right/) },
    });

    // A made-up session is refused even with the right code.
    const forged = await postJson<Body>(api('/auth/login/mfa'), {
      email,
      session: 'x'.repeat(64),
      code: await generate({ secret }),
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('mfa_session_expired');

    const done = await postJson<Body>(api('/auth/login/mfa'), {
      email,
      session: first.body.session,
      code: await generate({ secret }),
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ email, role: 'admin' });
    const console = await getJson<Body>(api('/admin/users'), { token: done.body.accessToken });
    expect(console.status).toBe(200);
    // The session is used up.
    const again = await postJson<Body>(api('/auth/login/mfa'), {
      email,
      session: first.body.session,
      code: await generate({ secret }),
    });
    expect(again.status).toBe(401);
  });

  it('recovery: a reset admin signs in with the password alone and must set up a new device', async () => {
    const { email, token } = await newAdmin();
    const secret = await setUp(token);
    await postJson<Body>(api('/auth/mfa/verify'), { code: await generate({ secret }) }, { token });
    await resetAdminMfa(email);
    const session = await login(email, ADMIN_PASSWORD);
    expect(session.status).toBe(200);
    expect(session.body.accessToken).toEqual(expect.any(String));
    const gated = await getJson<Body>(api('/admin/users'), { token: session.body.accessToken });
    expect(gated.body.error.code).toBe('mfa_required');
    await setUp(session.body.accessToken);
  });

  it('a buyer signs in without MFA as before, and the seeded admin keeps its console', async () => {
    const buyer = registration('buyer');
    expect((await register(buyer)).status).toBe(201);
    const session = await login(buyer.email, PASSWORD);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ user: { role: 'buyer' }, accessToken: expect.any(String) });
    expect((await getJson<Body>(api('/auth/mfa'), { token: session.body.accessToken })).body).toEqual({
      enabled: false,
      required: false,
    });
    const seeded = await login('admin@konstvagg.local', 'Demo-Konst-2026');
    expect((await getJson<Body>(api('/admin/users'), { token: seeded.body.accessToken })).status).toBe(200);
  });
});
