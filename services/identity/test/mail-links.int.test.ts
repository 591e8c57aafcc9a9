import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '@konstvagg/local-runtime/bootstrap';
import { getJson, outbox, postJson, stackEnv } from '@konstvagg/test-kit';
import { keys } from '@konstvagg/domain';
import {
  api,
  latestLinkToken,
  login,
  PASSWORD,
  register,
  registration,
  uniqueEmail,
  type Body,
} from './helpers.ts';

const post = (path: string, body: unknown, lang: 'sv' | 'en' = 'en', token?: string) =>
  postJson<Body>(api(path), body, { lang, token });

function table() {
  const env = stackEnv();
  return {
    doc: DynamoDBDocumentClient.from(dynamoClient(env.AWS_ENDPOINT_URL_DYNAMODB!)),
    name: env.TABLE_NAME!,
  };
}

describe('verify email', () => {
  it('follows the mailed link: verified in /auth/me, restrictions gone; the link works once', async () => {
    const body = registration('artist');
    const created = await register(body);
    const session = (await login(body.email, PASSWORD)).body;
    expect(session.user.restrictions).toEqual(['publish', 'payouts']);
    const token = await latestLinkToken(body.email, 'verify-email');
    expect(token).not.toBeNull();
    // The link is the site's own origin.
    expect((await outbox(body.email))[0]!.text).toContain(
      `${stackEnv().PUBLIC_BASE_URL}/verify-email/${token}`,
    );

    const verified = await post('/auth/verify-email', { token }, 'sv');
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Tack! Din e-postadress är verifierad.');
    expect(verified.body.user).toMatchObject({
      id: created.body.user.id,
      email_verified: true,
      restrictions: [],
    });

    const me = await getJson<Body>(api('/auth/me'), { token: session.accessToken });
    expect(me.body.user).toMatchObject({ email_verified: true, restrictions: [] });

    // Used once: a second visit tells the verified person so, not to ask for a new link (issue 38).
    for (const [lang, text] of [
      ['en', 'Your email address is already verified.'],
      ['sv', 'Din e-postadress är redan verifierad.'],
    ] as const) {
      const twice = await post('/auth/verify-email', { token }, lang);
      expect(twice.status).toBe(200);
      expect(twice.body.message).toBe(text);
      expect(twice.body.user).toMatchObject({ id: created.body.user.id, email_verified: true });
    }
  });

  it('an expired link of an account verified since says it is verified', async () => {
    const body = registration('venue');
    const created = (await register(body)).body.user;
    const expired = randomBytes(32).toString('base64url');
    const { doc, name } = table();
    try {
      await doc.send(
        new PutCommand({
          TableName: name,
          Item: {
            ...keys.authToken(createHash('sha256').update(expired).digest('hex')),
            entity: 'auth_token',
            kind: 'verify_email',
            user_id: created.id,
            email: body.email,
            created_at: '2020-01-01T00:00:00.000Z',
            expires_at: '2020-01-08T00:00:00.000Z',
            expires_at_epoch: 1578441600,
          },
        }),
      );
    } finally {
      doc.destroy();
    }
    const fresh = (await latestLinkToken(body.email, 'verify-email'))!;
    expect((await post('/auth/verify-email', { token: fresh })).status).toBe(200);
    const old = await post('/auth/verify-email', { token: expired }, 'sv');
    expect(old.status).toBe(200);
    expect(old.body.message).toBe('Din e-postadress är redan verifierad.');
  });

  it('refuses a made-up token and a missing one', async () => {
    const made = await post('/auth/verify-email', { token: randomBytes(32).toString('base64url') });
    expect(made.status).toBe(400);
    expect(made.body.error.code).toBe('link_invalid');
    const missing = await post('/auth/verify-email', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.token).toBe('This link is not valid or has already been used.');
  });

  it('answers an expired link with link_expired, in both languages', async () => {
    const body = registration('venue');
    const created = (await register(body)).body.user;
    const { doc, name } = table();
    const tokens: string[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const token = randomBytes(32).toString('base64url');
        tokens.push(token);
        const hash = createHash('sha256').update(token).digest('hex');
        await doc.send(
          new PutCommand({
            TableName: name,
            Item: {
              ...keys.authToken(hash),
              entity: 'auth_token',
              kind: 'verify_email',
              user_id: created.id,
              email: body.email,
              created_at: '2020-01-01T00:00:00.000Z',
              expires_at: '2020-01-08T00:00:00.000Z',
              expires_at_epoch: 1578441600,
            },
          }),
        );
      }
    } finally {
      doc.destroy();
    }
    const en = await post('/auth/verify-email', { token: tokens[0] });
    expect(en.status).toBe(400);
    expect(en.body.error).toMatchObject({
      code: 'link_expired',
      message: 'This link has expired. Ask for a new one.',
    });
    const sv = await post('/auth/verify-email', { token: tokens[1] }, 'sv');
    expect(sv.body.error).toMatchObject({
      code: 'link_expired',
      message: 'Länken har gått ut. Be om en ny.',
    });
    const me = await getJson<Body>(api('/auth/me'), {
      token: (await login(body.email, PASSWORD)).body.accessToken,
    });
    expect(me.body.user.email_verified).toBe(false);
  });

  it('resends a link to the signed-in user, by access token in the body, and by email', async () => {
    const body = registration('artist');
    await register(body, 'sv');
    const session = (await login(body.email, PASSWORD)).body;
    const before = (await outbox(body.email)).length;
    const byBearer = await post('/auth/resend-verification', {}, 'en', session.accessToken);
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.message).toBe('We have sent a new verification link to your email.');
    const byToken = await post('/auth/resend-verification', { token: session.accessToken }, 'sv');
    expect(byToken.body.message).toBe('Vi har skickat en ny verifieringslänk till din e-post.');
    const byEmail = await post('/auth/resend-verification', { email: body.email });
    expect(byEmail.status).toBe(200);
    const mails = await outbox(body.email);
    expect(mails.length).toBe(before + 3);
    // In the user's language (Swedish, from sign-up).
    expect(mails[0]!.subject).toBe('Verifiera din e-postadress för Konstvägg');

    // The newest link verifies; then a resend says it is already done.
    const token = await latestLinkToken(body.email, 'verify-email');
    expect((await post('/auth/verify-email', { token })).status).toBe(200);
    const done = await post('/auth/resend-verification', {}, 'sv', session.accessToken);
    expect(done.body.message).toBe('Din e-postadress är redan verifierad.');
    // An unknown email gets the same answer as a known one.
    const unknown = await post('/auth/resend-verification', { email: uniqueEmail('ghost') });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe('We have sent a new verification link to your email.');
    // A bad bearer token is a 401, a bad email a 400 naming it.
    expect((await post('/auth/resend-verification', {}, 'en', 'x.y.z')).status).toBe(401);
    const bad = await post('/auth/resend-verification', { email: 'not-an-email' }, 'sv');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.email).toBe('Ange en giltig e-postadress');
  });
});

describe('forgot and reset password', () => {
  it('forgot -> mailed link -> reset: the old password fails, the new one works, the link works once', async () => {
    const body = registration('buyer');
    await register(body);
    expect((await login(body.email, PASSWORD)).status).toBe(200);

    const forgot = await post('/auth/forgot-password', { email: body.email.toUpperCase() }, 'sv');
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toBe('En länk för att återställa lösenordet har skickats till din e-post!');
    const mail = (await outbox(body.email))[0]!;
    expect(mail.subject).toBe('Reset your Konstvägg password'); // the user's language (English sign-up)
    const token = await latestLinkToken(body.email, 'reset-password');
    expect(token).not.toBeNull();

    // A password that breaks a rule is refused without using up the link.
    const weak = await post('/auth/reset-password', { token, password: 'alllowercase1' }, 'sv');
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toBe('Lösenordet måste innehålla minst en stor bokstav');

    const reset = await post('/auth/reset-password', { token, password: 'Brand-New-Pass-9' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password reset successful! Please log in with your new password.');
    expect((await login(body.email, PASSWORD)).status).toBe(401);
    expect((await login(body.email, 'Brand-New-Pass-9')).status).toBe(200);

    const twice = await post('/auth/reset-password', { token, password: 'Another-Pass-9' }, 'sv');
    expect(twice.status).toBe(400);
    expect(twice.body.error.code).toBe('link_invalid');
    expect((await login(body.email, 'Another-Pass-9')).status).toBe(401);
  });

  it('checks a reset link without using it: usable, then used, expired or unknown (issue 38)', async () => {
    const body = registration('buyer');
    await register(body);
    await post('/auth/forgot-password', { email: body.email });
    const token = (await latestLinkToken(body.email, 'reset-password'))!;

    const usable = await post('/auth/reset-password/check', { token }, 'sv');
    expect(usable.status).toBe(200);
    expect(usable.body.message).toBe('Länken fungerar: välj ett nytt lösenord.');
    // Checking twice does not use it up: the reset still works.
    expect((await post('/auth/reset-password/check', { token })).status).toBe(200);
    expect((await post('/auth/reset-password', { token, password: 'Brand-New-Pass-9' })).status).toBe(200);

    for (const [lang, text] of [
      ['en', 'This link is not valid or has already been used.'],
      ['sv', 'Länken är inte giltig eller har redan använts.'],
    ] as const) {
      const used = await post('/auth/reset-password/check', { token }, lang);
      expect(used.status).toBe(400);
      expect(used.body.error).toMatchObject({ code: 'link_invalid', message: text });
      expect(used.body.error.fields.token).toBe(text);
    }
    const unknown = await post('/auth/reset-password/check', {
      token: randomBytes(32).toString('base64url'),
    });
    expect(unknown.body.error.code).toBe('link_invalid');
    const verifyLink = (await latestLinkToken(body.email, 'verify-email'))!;
    expect((await post('/auth/reset-password/check', { token: verifyLink })).body.error.code).toBe(
      'link_invalid',
    );

    // An expired one says so.
    const expired = randomBytes(32).toString('base64url');
    const { doc, name } = table();
    try {
      await doc.send(
        new PutCommand({
          TableName: name,
          Item: {
            ...keys.authToken(createHash('sha256').update(expired).digest('hex')),
            entity: 'auth_token',
            kind: 'reset_password',
            user_id: 'someone',
            email: body.email,
            created_at: '2020-01-01T00:00:00.000Z',
            expires_at: '2020-01-01T01:00:00.000Z',
            expires_at_epoch: 1577840400,
          },
        }),
      );
    } finally {
      doc.destroy();
    }
    const old = await post('/auth/reset-password/check', { token: expired });
    expect(old.status).toBe(400);
    expect(old.body.error).toMatchObject({
      code: 'link_expired',
      message: 'This link has expired. Ask for a new one.',
    });
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const res = await post('/auth/forgot-password', { email: ghost });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password reset link sent to your email!' });
    expect(await outbox(ghost)).toEqual([]);
  });

  it('a verification link cannot reset a password, nor a reset link verify', async () => {
    const body = registration('artist');
    await register(body);
    const verifyToken = await latestLinkToken(body.email, 'verify-email');
    const asReset = await post('/auth/reset-password', { token: verifyToken, password: 'Brand-New-Pass-9' });
    expect(asReset.body.error.code).toBe('link_invalid');
    await post('/auth/forgot-password', { email: body.email });
    const resetToken = await latestLinkToken(body.email, 'reset-password');
    expect((await post('/auth/verify-email', { token: resetToken })).body.error.code).toBe('link_invalid');
    // Both still work for their own purpose.
    expect((await post('/auth/verify-email', { token: verifyToken })).status).toBe(200);
    expect(
      (await post('/auth/reset-password', { token: resetToken, password: 'Brand-New-Pass-9' })).status,
    ).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const body = registration('buyer');
    await register(body);
    const token = (await latestLinkToken(body.email, 'verify-email'))!;
    const { doc, name } = table();
    try {
      const byToken = await doc.send(new GetCommand({ TableName: name, Key: keys.authToken(token) }));
      expect(byToken.Item).toBeUndefined();
      const hash = createHash('sha256').update(token).digest('hex');
      const byHash = await doc.send(new GetCommand({ TableName: name, Key: keys.authToken(hash) }));
      expect(byHash.Item).toMatchObject({ kind: 'verify_email', email: body.email });
      expect(JSON.stringify(byHash.Item)).not.toContain(token);
    } finally {
      doc.destroy();
    }
  });
});
