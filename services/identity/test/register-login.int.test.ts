import { describe, expect, it } from 'vitest';
import { getJson, outbox, postJson, scanEntity } from '@konstvagg/test-kit';
import type { ArtistRecord, UserRecord, VenueRecord } from '@konstvagg/domain';
import { api, latestLinkToken, login, PASSWORD, register, registration, type Body } from './helpers.ts';

describe('POST /auth/register', () => {
  it('creates an artist with its profile, confirmed at once, and mails a verification link in the request language', async () => {
    const body = registration('artist');
    const res = await register(body, 'sv');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registreringen lyckades! Logga in för att fortsätta.');
    const user = res.body.user;
    expect(user).toMatchObject({
      email: body.email,
      role: 'artist',
      name: 'Test Person Testsson',
      first_name: 'Test',
      last_name: 'Person Testsson',
      phone: '+46701234567',
      language: 'sv',
      email_verified: false,
      restrictions: ['publish', 'payouts'],
    });
    expect(user.profile_id).toEqual(expect.any(String));

    // The profile shows in the catalog like a seeded one.
    const artist = await getJson<Body>(api(`/artists/${user.profile_id}`));
    expect(artist.status).toBe(200);
    expect(artist.body.artist).toMatchObject({
      id: user.profile_id,
      user_id: user.id,
      artist_name: 'Test Artist',
      bio: 'I paint the light over Lake Mälaren.',
      is_verified: false,
      user: { first_name: 'Test', last_name: 'Person Testsson' },
    });

    // Login works at once.
    const session = await login(body.email, PASSWORD);
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(user.id);

    const mails = await outbox(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Verifiera din e-postadress för Konstvägg');
    expect(mails[0]!.html).toContain('/verify-email/');
    expect(await latestLinkToken(body.email, 'verify-email')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('creates a venue in the city its location names, at the city centre, not featured and not verified', async () => {
    const body = registration('venue', { location: 'Storgatan 5, Göteborg', venue_type: 'museum' });
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      role: 'venue',
      language: 'en',
      restrictions: ['publish', 'payouts'],
    });
    const venue = await getJson<Body>(api(`/venues/${res.body.user.profile_id}`));
    expect(venue.status).toBe(200);
    expect(venue.body.venue).toMatchObject({
      venue_name: 'Testcaféet',
      venue_type: 'museum',
      address: 'Storgatan 5, Göteborg',
      city: 'Gothenburg',
      is_featured: false,
      is_verified: false,
      user_id: res.body.user.id,
    });
    expect(venue.body.venue.latitude).toBeCloseTo(57.707, 2);
    expect(venue.body.venue.longitude).toBeCloseTo(11.967, 2);
    // Listed with the city filter, and found near the city centre.
    const inCity = await getJson<Body>(api(`/venues?city=Göteborg&q=Testcaféet&limit=100`));
    expect(inCity.body.venues.map((v: Body) => v.id)).toContain(res.body.user.profile_id);
    const mail = (await outbox(body.email))[0]!;
    expect(mail.subject).toBe('Verify your email address for Konstvägg');
  });

  it('creates a buyer with a user record only', async () => {
    const body = registration('buyer');
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'buyer', profile_id: null, restrictions: [] });
    const users = (await scanEntity<UserRecord>('user')).filter((u) => u.email === body.email);
    expect(users).toHaveLength(1);
    const profiles = [
      ...(await scanEntity<ArtistRecord>('artist')),
      ...(await scanEntity<VenueRecord>('venue')),
    ].filter((p) => p.user_id === res.body.user.id);
    expect(profiles).toEqual([]);
  });

  it.each(['admin', 'superuser', undefined])('refuses the role %s (400 naming role)', async (role) => {
    const body = registration('buyer', { role });
    for (const [lang, text] of [
      ['en', 'Please select a role'],
      ['sv', 'Välj en roll'],
    ] as const) {
      const res = await register(body, lang);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.fields.role).toBe(text);
    }
    expect((await scanEntity<UserRecord>('user')).filter((u) => u.email === body.email)).toEqual([]);
  });

  it('answers a taken email with 409 email_taken and leaves exactly one user and one profile', async () => {
    const body = registration('artist');
    expect((await register(body)).status).toBe(201);
    const again = await register(
      { ...body, email: `  ${body.email.toUpperCase()} `, artist_name: 'Someone Else' },
      'sv',
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('email_taken');
    expect(again.body.error.fields.email).toBe(
      'Det finns redan ett konto med den här e-postadressen. Logga in eller återställ lösenordet.',
    );
    const users = (await scanEntity<UserRecord>('user')).filter((u) => u.email === body.email);
    expect(users).toHaveLength(1);
    const artists = (await scanEntity<ArtistRecord>('artist')).filter((a) => a.user_id === users[0]!.id);
    expect(artists).toHaveLength(1);
    expect(artists[0]!.artist_name).toBe('Test Artist');
    // The first account still works with its own password.
    expect((await login(body.email, PASSWORD)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous sign-ups with one email through', async () => {
    const body = registration('venue');
    const answers = await Promise.all([register(body), register({ ...body, venue_name: 'Other Venue' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const users = (await scanEntity<UserRecord>('user')).filter((u) => u.email === body.email);
    expect(users).toHaveLength(1);
    const venues = (await scanEntity<VenueRecord>('venue')).filter((v) => v.email === body.email);
    expect(venues).toHaveLength(1);
    expect(venues[0]!.user_id).toBe(users[0]!.id);
  });

  it('refuses an email that exists only in the user pool (a seeded account) and leaves that account alone', async () => {
    const res = await register(registration('artist', { email: 'buyer@konstvagg.local' }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('email_taken');
    const login2 = await login('buyer@konstvagg.local', 'Demo-Konst-2026');
    expect(login2.status).toBe(200);
    expect(login2.body.user.role).toBe('buyer');
    const artists = (await scanEntity<ArtistRecord>('artist')).filter(
      (a) => a.user_id === login2.body.user.id,
    );
    expect(artists).toEqual([]);
  });
});

describe('POST /auth/login, /auth/refresh, /auth/logout, GET /auth/me', () => {
  it('signs in each seeded demo account with its role and profile', async () => {
    for (const [email, role, hasProfile] of [
      ['admin@konstvagg.local', 'admin', false],
      ['artist@konstvagg.local', 'artist', true],
      ['venue@konstvagg.local', 'venue', true],
      ['buyer@konstvagg.local', 'buyer', false],
    ] as const) {
      const res = await login(email, 'Demo-Konst-2026');
      expect(res.status, email).toBe(200);
      expect(res.body.accessToken).toEqual(expect.any(String));
      expect(res.body.refreshToken).toEqual(expect.any(String));
      expect(res.body.user).toMatchObject({ email, role, email_verified: true, restrictions: [] });
      expect(res.body.user.profile_id === null).toBe(!hasProfile);
      const me = await getJson<Body>(api('/auth/me'), { token: res.body.accessToken });
      expect(me.status).toBe(200);
      expect(me.body.user).toEqual(res.body.user);
    }
  });

  it('answers a wrong password and an unknown email alike: 401 invalid_credentials mentioning the password', async () => {
    const wrong = await login('artist@konstvagg.local', 'Not-The-Password-1');
    const unknown = await login('nobody-here@konstvagg.local', 'Not-The-Password-1');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({
        code: 'invalid_credentials',
        message: 'Incorrect email or password.',
      });
    }
    const sv = await login('nobody-here@konstvagg.local', 'Not-The-Password-1', 'sv');
    expect(sv.body.error.message).toBe('Fel e-postadress eller lösenord.');
    expect(sv.body.error.message).toContain('lösenord');
  });

  it('refreshes an access token, and after logout the refresh token no longer works', async () => {
    const body = registration('buyer');
    await register(body);
    const session = (await login(body.email, PASSWORD)).body;
    const refreshed = await postJson<Body>(api('/auth/refresh'), { refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(200);
    const me = await getJson<Body>(api('/auth/me'), { token: refreshed.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(body.email);

    const out = await postJson<Body>(
      api('/auth/logout'),
      { refreshToken: session.refreshToken },
      { lang: 'sv' },
    );
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Du är utloggad');
    for (const lang of ['en', 'sv'] as const) {
      const again = await postJson<Body>(
        api('/auth/refresh'),
        { refreshToken: session.refreshToken },
        { lang },
      );
      expect(again.status).toBe(401);
      expect(again.body.error.code).toBe('refresh_invalid');
      expect(again.body.error.message).toBe(
        lang === 'en'
          ? 'Your session has ended. Please log in again.'
          : 'Din session har avslutats. Logga in igen.',
      );
    }
  });

  it('logs out without a token or with a bad one, and says so in English', async () => {
    for (const body of [{}, { refreshToken: 'not-a-token' }]) {
      const res = await postJson<Body>(api('/auth/logout'), body);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Logged out successfully');
    }
  });

  it('GET /auth/me: 401 without a token or with a bad one', async () => {
    expect((await getJson<Body>(api('/auth/me'))).status).toBe(401);
    expect((await getJson<Body>(api('/auth/me'), { token: 'abc.def.ghi' })).status).toBe(401);
  });
});
