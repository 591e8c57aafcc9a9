import { randomBytes, randomUUID } from 'node:crypto';
import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { cognitoClient } from '@konstvagg/local-runtime/bootstrap';
import { apiBaseUrl, demoLogin, getJson, postJson, scanEntity, stackEnv } from '@konstvagg/test-kit';
import { api, login, uniqueEmail, type Body } from './helpers.ts';

/**
 * Google and Apple sign-in against the local stack: ID tokens come from the labelled stand-in page
 * (fetched and submitted the way a browser's popup does), the identity API turns them into Cognito
 * tokens through the custom auth flow that the patched cognito-local runs with our triggers.
 */
type Provider = 'google' | 'apple';

interface Providers {
  google: { clientId: string; authorizeUrl: string };
  apple: { clientId: string; authorizeUrl: string };
}

async function providers(): Promise<Providers> {
  const res = await getJson<Providers>(api('/auth/providers'));
  expect(res.status).toBe(200);
  return res.body;
}

/** The gateway as this process reaches it (127.0.0.1), for a URL the stack handed out under its public origin. */
const internal = (url: string) => {
  const u = new URL(url);
  const base = new URL(apiBaseUrl());
  u.protocol = base.protocol;
  u.host = base.host;
  return u.toString();
};

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface PopupOptions {
  email?: string;
  name?: string;
  verified?: boolean;
  action?: 'continue' | 'cancel' | 'error';
  lang?: 'sv' | 'en';
  nonce?: string;
  redirectUri?: string;
  /** Apple only: the state cookie the callback compares with (default: the state sent). */
  stateCookie?: string | null;
}

const hiddenFields = (html: string) => {
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(m[1]!, decodeEntities(m[2]!));
  return form;
};

/**
 * Apple's form_post: the stand-in's page posts its form to the callback (with the cookie the
 * shell wrote, as the browser would send it), which redirects to /auth/callback#...
 */
async function followFormPost(html: string, cookie: string | null) {
  const action = decodeEntities(/<form method="post" action="([^"]+)"/.exec(html)![1]!);
  const fields = hiddenFields(html);
  const answer = await fetch(internal(action), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie === null ? {} : { cookie: `kv_oauth_state=${cookie}` }),
    },
  });
  return { answer, fields, action };
}

/** Opens the provider's authorize page like the shell's popup, then presses one of its buttons. */
async function popup(provider: Provider, opts: PopupOptions = {}) {
  const cfg = (await providers())[provider];
  const origin = new URL(cfg.authorizeUrl).origin;
  // As the shell asks: Google in the fragment, Apple (name and email) by form_post to the API.
  const state = randomBytes(16).toString('hex');
  const url = new URL(cfg.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: cfg.clientId,
    state,
    nonce: opts.nonce ?? randomUUID(),
    ...(provider === 'apple'
      ? {
          redirect_uri: opts.redirectUri ?? `${origin}/api/v1/auth/oauth/apple/callback`,
          response_type: 'code id_token',
          response_mode: 'form_post',
          scope: 'name email',
        }
      : {
          redirect_uri: opts.redirectUri ?? `${origin}/auth/callback`,
          response_type: 'id_token',
          scope: 'openid email profile',
        }),
  }).toString();
  const page = await fetch(internal(url.toString()), { headers: { 'accept-language': opts.lang ?? 'en' } });
  const html = await page.text();
  if (page.status !== 200) return { pageStatus: page.status, html, state } as const;
  const action = decodeEntities(/<form[^>]*action="([^"]+)"/.exec(html)![1]!);
  const form = hiddenFields(html);
  form.set('email', opts.email ?? uniqueEmail(provider));
  form.set('name', opts.name ?? 'Test Person');
  if (opts.verified ?? true) form.set('email_verified', 'true');
  form.set('action', opts.action ?? 'continue');
  let answer = await fetch(new URL(action, apiBaseUrl()), {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  let posted: URLSearchParams | null = null;
  if (provider === 'apple' && answer.status === 200) {
    const followed = await followFormPost(
      await answer.text(),
      opts.stateCookie === undefined ? state : opts.stateCookie,
    );
    answer = followed.answer;
    posted = followed.fields;
  }
  const location = answer.headers.get('location') ?? '';
  const fragment = new URLSearchParams(location.split('#')[1] ?? '');
  return {
    pageStatus: page.status,
    html,
    state,
    status: answer.status,
    location,
    idToken: fragment.get('id_token'),
    error: fragment.get('error'),
    returnedState: fragment.get('state'),
    user: fragment.get('user'),
    /** What Apple's page posted to the callback (Apple only). */
    posted,
    setCookie: answer.headers.get('set-cookie'),
  } as const;
}

async function idTokenFor(provider: Provider, email: string, opts: Omit<PopupOptions, 'email'> = {}) {
  const p = await popup(provider, { ...opts, email });
  expect(p.status).toBe(303);
  expect(p.idToken).toBeTruthy();
  return p.idToken!;
}

/** The stand-in's signing without a browser (its documented helper endpoint). */
async function mintedToken(provider: Provider, claims: Record<string, unknown>) {
  const res = await postJson<{ id_token: string }>(`/_dev/oauth/${provider}/token`, claims);
  expect(res.status).toBe(200);
  return res.body.id_token;
}

const oauth = (provider: Provider, body: Record<string, unknown>, lang: 'sv' | 'en' = 'en') =>
  postJson<Body>(api(`/auth/oauth/${provider}`), body, { lang });

const me = (token: string) => getJson<Body>(api('/auth/me'), { token });

describe('GET /auth/providers', () => {
  it('names both providers with the local stand-in page on the stack origin', async () => {
    const p = await providers();
    const origin = new URL(stackEnv().PUBLIC_BASE_URL!).origin;
    expect(p.google.clientId).toBeTruthy();
    expect(p.apple.clientId).toBeTruthy();
    expect(p.google.authorizeUrl).toBe(`${origin}/_dev/oauth/google/authorize`);
    expect(p.apple.authorizeUrl).toBe(`${origin}/_dev/oauth/apple/authorize`);
  });
});

describe('the local stand-in sign-in page', () => {
  it('says plainly, in English and Swedish, that it is not the real provider, with labelled fields', async () => {
    const en = await popup('google', { action: 'cancel' });
    expect(en.pageStatus).toBe(200);
    expect(en.html).toContain('Local stand-in for Google sign-in — not the real provider');
    expect(en.html).toMatch(/<html lang="en"/);
    for (const id of ['email', 'name']) {
      expect(en.html).toMatch(new RegExp(`<label for="${id}">`));
      expect(en.html).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    }
    expect(en.html).toContain('>Continue</button>');
    expect(en.html).toContain('>Cancel</button>');
    expect(en.html).toContain('>Simulate a provider error</button>');

    const sv = await popup('apple', { action: 'cancel', lang: 'sv' });
    expect(sv.html).toContain('Lokal ersättare för inloggning med Apple — inte den riktiga tjänsten');
    expect(sv.html).toMatch(/<html lang="sv"/);
    expect(sv.html).toContain('>Fortsätt</button>');
    expect(sv.html).toContain('>Avbryt</button>');
  });

  it('answers Cancel with access_denied and the error button with server_error, keeping the state', async () => {
    const cancelled = await popup('google', { action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toMatch(/\/auth\/callback#/);
    expect(cancelled.error).toBe('access_denied');
    expect(cancelled.returnedState).toBe(cancelled.state);
    expect(cancelled.idToken).toBeNull();

    const failed = await popup('apple', { action: 'error' });
    expect(failed.error).toBe('server_error');
    expect(failed.returnedState).toBe(failed.state);
  });

  it('refuses a redirect_uri on another origin, showing the problem instead of redirecting', async () => {
    const res = await popup('google', { redirectUri: 'https://evil.example/auth/callback' });
    expect(res.pageStatus).toBe(400);
    expect(res.html).toContain('redirect_uri');
    // Posting the form straight to the stand-in with a foreign redirect_uri is refused too.
    const cfg = (await providers()).google;
    const form = new URLSearchParams({
      client_id: cfg.clientId,
      redirect_uri: 'https://evil.example/auth/callback',
      state: 's',
      email: 'someone@example.se',
      action: 'continue',
    });
    const posted = await fetch(new URL('/_dev/oauth/google/authorize', apiBaseUrl()), {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  it("posts Apple's answer to the API's callback (form_post), which hands it to /auth/callback", async () => {
    const p = await popup('apple', { name: 'Astrid Lind' });
    // Apple's page posted what Apple posts: state, code, id_token and the first-time user object.
    expect([...p.posted!.keys()].sort()).toEqual(['code', 'id_token', 'state', 'user']);
    expect(p.status).toBe(303);
    expect(p.location?.split('#')[0]).toBe('/auth/callback');
    expect(p.returnedState).toBe(p.state);
    expect(p.idToken).toBe(p.posted!.get('id_token'));
    expect(p.error).toBeNull();
    // The state cookie is spent.
    expect(p.setCookie).toMatch(/^kv_oauth_state=; Path=\/api\/v1\/auth\/oauth\/apple\/callback; Max-Age=0/);
    // The token it hands over signs in.
    const res = await oauth('apple', { idToken: p.idToken, user: p.user, role: 'buyer' });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('buyer');
  });

  it("refuses Apple's answer when the state is not the one the page wrote, and maps Apple's cancel", async () => {
    for (const stateCookie of [null, randomBytes(16).toString('hex')]) {
      const p = await popup('apple', { stateCookie });
      expect(p.status).toBe(303);
      expect(p.error).toBe('state_mismatch');
      expect(p.idToken).toBeNull();
      expect(p.user).toBeNull();
    }
    const cancelled = await popup('apple', { action: 'cancel' });
    expect(cancelled.posted!.get('error')).toBe('user_cancelled_authorize');
    expect(cancelled.error).toBe('access_denied');
    expect(cancelled.returnedState).toBe(cancelled.state);
  });

  it('answers a callback that is not a form with a 415 naming the body, in the caller language', async () => {
    const res = await postJson<Body>(api('/auth/oauth/apple/callback'), { id_token: 'x' }, { lang: 'sv' });
    expect(res.status).toBe(415);
    expect(res.body.error.fields).toEqual({ body: expect.any(String) });
    expect(res.body.error.message).toBe(
      'Adressen tar emot ett formulär (application/x-www-form-urlencoded).',
    );
  });

  it('refuses an Apple request for the name or email without form_post, as Apple does', async () => {
    const cfg = (await providers()).apple;
    const url = new URL(cfg.authorizeUrl);
    url.search = new URLSearchParams({
      client_id: cfg.clientId,
      redirect_uri: `${new URL(cfg.authorizeUrl).origin}/auth/callback`,
      response_type: 'id_token',
      scope: 'name email',
      state: 's',
    }).toString();
    const page = await fetch(internal(url.toString()));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('response_mode=form_post');
  });

  it('hands Apple users their name beside the token, never inside it', async () => {
    const p = await popup('apple', { name: 'Astrid Lind' });
    expect(JSON.parse(p.user!)).toMatchObject({ name: { firstName: 'Astrid', lastName: 'Lind' } });
    const payload = JSON.parse(Buffer.from(p.idToken!.split('.')[1]!, 'base64url').toString());
    expect(payload.name).toBeUndefined();
    expect(payload.email_verified).toBe('true');
  });
});

describe('POST /auth/oauth/{provider}: new users', () => {
  it('asks a new user for a role (409 role_required in both languages), then creates the account', async () => {
    const email = uniqueEmail('google-new');
    const idToken = await idTokenFor('google', email, { name: 'Greta Gmail' });

    const en = await oauth('google', { idToken });
    expect(en.status).toBe(409);
    expect(en.body.error).toMatchObject({
      code: 'role_required',
      message: 'Choose whether you are an artist, a venue or a buyer to finish signing up.',
    });
    const sv = await oauth('google', { idToken }, 'sv');
    expect(sv.status).toBe(409);
    expect(sv.body.error.message).toBe(
      'Välj om du är konstnär, lokal eller köpare för att slutföra registreringen.',
    );

    // The client posts the same token again with the chosen role.
    const created = await oauth('google', { idToken, role: 'artist' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ isNewUser: true, linked: false });
    expect(created.body.user).toMatchObject({
      email,
      role: 'artist',
      name: 'Greta Gmail',
      first_name: 'Greta',
      last_name: 'Gmail',
      email_verified: true,
      restrictions: [],
    });
    expect(created.body.user.profile_id).toEqual(expect.any(String));
    const { accessToken, refreshToken } = created.body.tokens;

    // The tokens are ordinary Cognito session tokens.
    const who = await me(accessToken);
    expect(who.status).toBe(200);
    expect(who.body.user).toMatchObject({ email, role: 'artist', id: created.body.user.id });
    const refreshed = await postJson<Body>(api('/auth/refresh'), { refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await me(refreshed.body.accessToken)).status).toBe(200);

    // The account has its artist profile, and the record remembers the provider.
    const artists = await scanEntity<{ id: string; user_id: string; artist_name: string }>('artist');
    expect(artists.find((a) => a.user_id === created.body.user.id)).toMatchObject({
      id: created.body.user.profile_id,
      artist_name: 'Greta Gmail',
    });
    const users = await scanEntity<{ id: string; oauth_providers?: string[] }>('user');
    expect(users.find((u) => u.id === created.body.user.id)?.oauth_providers).toEqual(['google']);

    // Signing in with Google again is the same account, not a new one.
    const again = await oauth('google', { idToken: await idTokenFor('google', email) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ isNewUser: false, linked: false });
    expect(again.body.user).toMatchObject({ id: created.body.user.id, role: 'artist' });
    const records = await scanEntity<{ email: string }>('user');
    expect(records.filter((u) => u.email === email)).toHaveLength(1);
  });

  it("creates an Apple venue with the name from Apple's user object", async () => {
    const email = uniqueEmail('apple-new');
    const p = await popup('apple', { email, name: 'Café Äpplet' });
    const res = await oauth('apple', { idToken: p.idToken, user: p.user, role: 'venue' }, 'sv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isNewUser: true, linked: false });
    expect(res.body.user).toMatchObject({
      email,
      role: 'venue',
      name: 'Café Äpplet',
      language: 'sv',
      email_verified: true,
    });
    expect(res.body.user.profile_id).toEqual(expect.any(String));
    expect((await me(res.body.tokens.accessToken)).body.user.role).toBe('venue');
  });

  it('keeps an email the provider did not verify unverified (artist restrictions apply)', async () => {
    const email = uniqueEmail('google-unverified');
    const idToken = await idTokenFor('google', email, { verified: false });
    const res = await oauth('google', { idToken, role: 'artist' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email_verified: false, restrictions: ['publish', 'payouts'] });
  });
});

describe('POST /auth/oauth/{provider}: existing accounts', () => {
  it('links Google and then Apple to a password account, which keeps its password', async () => {
    const buyer = demoLogin('buyer');
    const first = await oauth('google', { idToken: await idTokenFor('google', buyer.email) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isNewUser: false, linked: true });
    expect(first.body.user).toMatchObject({ email: buyer.email, role: 'buyer' });
    expect((await me(first.body.tokens.accessToken)).body.user.email).toBe(buyer.email);

    const second = await oauth('google', { idToken: await idTokenFor('google', buyer.email) });
    expect(second.body).toMatchObject({ isNewUser: false, linked: false });
    expect(second.body.user.id).toBe(first.body.user.id);

    // The role sent with a known email changes nothing.
    const apple = await oauth('apple', { idToken: await idTokenFor('apple', buyer.email), role: 'artist' });
    expect(apple.body).toMatchObject({ isNewUser: false, linked: true });
    expect(apple.body.user.role).toBe('buyer');

    const password = await login(buyer.email, buyer.password);
    expect(password.status).toBe(200);
    expect(password.body.user.id).toBe(first.body.user.id);
  });

  it('never opens an existing account for an address the provider has not verified', async () => {
    const venue = demoLogin('venue');
    const idToken = await idTokenFor('google', venue.email, { verified: false });
    const res = await oauth('google', { idToken });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('email_taken');
  });
});

describe('POST /auth/oauth/{provider}: tokens that are not good enough', () => {
  const expectInvalid = async (provider: Provider, idToken: string, label: string) => {
    const en = await oauth(provider, { idToken, role: 'buyer' });
    expect(en.status).toBe(401);
    expect(en.body.error).toEqual({
      code: 'oauth_token_invalid',
      message: `We could not confirm your login with ${label}. Please try again.`,
    });
    const sv = await oauth(provider, { idToken, role: 'buyer' }, 'sv');
    expect(sv.status).toBe(401);
    expect(sv.body.error.message).toBe(`Vi kunde inte bekräfta din inloggning med ${label}. Försök igen.`);
  };

  it('refuses a token for another client id', async () => {
    await expectInvalid(
      'google',
      await mintedToken('google', {
        email: uniqueEmail('aud'),
        client_id: 'someone-else.apps.googleusercontent.com',
      }),
      'Google',
    );
  });

  it('refuses an expired token', async () => {
    await expectInvalid(
      'apple',
      await mintedToken('apple', { email: uniqueEmail('exp'), expires_in: -120 }),
      'Apple',
    );
  });

  it('refuses a token signed by another key, and a Google token at the Apple endpoint', async () => {
    const cfg = (await providers()).google;
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: uniqueEmail('forged'), email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'standin-google-forged' })
      .setIssuer(`${new URL(cfg.authorizeUrl).origin}/_dev/oauth/google`)
      .setAudience(cfg.clientId)
      .setSubject('forged')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await expectInvalid('google', forged, 'Google');
    await expectInvalid('apple', await idTokenFor('google', uniqueEmail('cross')), 'Apple');
    await expectInvalid('google', 'not-a-jwt', 'Google');
  });

  it('checks the nonce when the client sends the one it gave the provider', async () => {
    const email = uniqueEmail('nonce');
    const idToken = await idTokenFor('google', email, { nonce: 'nonce-from-the-popup' });
    expect((await oauth('google', { idToken, nonce: 'another-nonce', role: 'buyer' })).status).toBe(401);
    const ok = await oauth('google', { idToken, nonce: 'nonce-from-the-popup', role: 'buyer' });
    expect(ok.status).toBe(200);
  });

  it('names the bad field of a malformed request', async () => {
    const res = await oauth('google', { role: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toMatchObject({
      idToken: 'This field is required.',
      role: 'Role must be artist, venue, or buyer',
    });
    const sv = await oauth('google', { idToken: 'x', role: 'admin' }, 'sv');
    expect(sv.body.error.fields.role).toBe('Rollen måste vara konstnär, lokal eller köpare');
  });
});

describe('Cognito custom auth (the triggers behind the OAuth tokens)', () => {
  it('cannot be completed without the server secret', async () => {
    const env = stackEnv();
    const c = cognitoClient(env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!);
    try {
      const buyer = demoLogin('buyer');
      const started = await c.send(
        new InitiateAuthCommand({
          ClientId: env.COGNITO_CLIENT_ID,
          AuthFlow: 'CUSTOM_AUTH',
          AuthParameters: { USERNAME: buyer.email },
        }),
      );
      expect(started.ChallengeName).toBe('CUSTOM_CHALLENGE');
      expect(started.ChallengeParameters?.nonce).toEqual(expect.any(String));
      await expect(
        c.send(
          new RespondToAuthChallengeCommand({
            ClientId: env.COGNITO_CLIENT_ID,
            ChallengeName: 'CUSTOM_CHALLENGE',
            Session: started.Session,
            ChallengeResponses: { USERNAME: started.ChallengeParameters!.USERNAME!, ANSWER: 'guess' },
          }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    } finally {
      c.destroy();
    }
  });
});
