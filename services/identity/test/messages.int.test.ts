import { describe, expect, it } from 'vitest';
import { authMessages } from '@konstvagg/i18n';
import { postJson } from '@konstvagg/test-kit';
import { api, latestLinkToken, login, PASSWORD, register, registration, type Body } from './helpers.ts';

type Key = keyof (typeof authMessages)['en'];
const LANGS = ['en', 'sv'] as const;

/**
 * The account texts' set English wording: the API must answer with exactly these ("log in" as the
 * verb, never "login", issue 38: one word for it everywhere, the glossary's).
 */
const SPEC_EN: Partial<Record<Key, string>> = {
  'auth.email_invalid': 'Please enter a valid email address',
  'auth.login_password_min': 'Password must be at least 6 characters',
  'auth.role_required': 'Please select a role',
  'auth.password_min': 'Password must be at least 8 characters',
  'auth.password_uppercase': 'Password must contain at least one uppercase letter',
  'auth.password_lowercase': 'Password must contain at least one lowercase letter',
  'auth.password_number': 'Password must contain at least one number',
  'auth.password_mismatch': "Passwords don't match",
  'auth.phone_invalid': 'Please enter a valid phone number',
  'auth.terms_required': 'You must accept the terms and conditions',
  'auth.bio_min': 'Bio must be at least 20 characters',
  'auth.bio_max': 'Bio must not exceed 500 characters',
  'auth.location_invalid': 'Please enter a valid location',
  'auth.venue_type_required': 'Please select a venue type',
  // Success texts the server says
  'auth.register_success': 'Registration successful! Please log in to continue.',
  'auth.forgot_success': 'Password reset link sent to your email!',
  'auth.reset_success': 'Password reset successful! Please log in with your new password.',
  'auth.logout_success': 'Logged out successfully',
};

function expectText(lang: 'en' | 'sv', key: Key, actual: unknown) {
  expect(actual, key).toBe(authMessages[lang][key]);
  if (lang === 'en' && SPEC_EN[key]) expect(actual, key).toBe(SPEC_EN[key]);
}

/** [path, body, field, key]: each account rule the server applies, broken alone. */
const artist = () => registration('artist');
const venue = () => registration('venue');
const cases: [string, () => Record<string, unknown>, string, Key][] = [
  ['/auth/login', () => ({ email: 'not-an-email', password: 'whatever1' }), 'email', 'auth.email_invalid'],
  [
    '/auth/login',
    () => ({ email: 'a@konstvagg.local', password: '12345' }),
    'password',
    'auth.login_password_min',
  ],
  ['/auth/register', () => ({ ...artist(), role: 'admin' }), 'role', 'auth.role_required'],
  ['/auth/register', () => ({ ...artist(), name: 'A' }), 'name', 'auth.name_min'],
  ['/auth/register', () => ({ ...artist(), name: 'A'.repeat(101) }), 'name', 'auth.name_max'],
  ['/auth/register', () => ({ ...artist(), email: 'x@y' }), 'email', 'auth.email_invalid'],
  ['/auth/register', () => ({ ...artist(), password: 'Ab1' }), 'password', 'auth.password_min'],
  ['/auth/register', () => ({ ...artist(), password: 'lowercase1' }), 'password', 'auth.password_uppercase'],
  ['/auth/register', () => ({ ...artist(), password: 'UPPERCASE1' }), 'password', 'auth.password_lowercase'],
  ['/auth/register', () => ({ ...artist(), password: 'NoDigitsHere' }), 'password', 'auth.password_number'],
  [
    '/auth/register',
    () => ({ ...artist(), confirmPassword: 'Other-Pass-1' }),
    'confirmPassword',
    'auth.password_mismatch',
  ],
  ['/auth/register', () => ({ ...artist(), phone: '070123' }), 'phone', 'auth.phone_invalid'],
  ['/auth/register', () => ({ ...artist(), terms_accepted: false }), 'terms_accepted', 'auth.terms_required'],
  ['/auth/register', () => ({ ...artist(), artist_name: 'X' }), 'artist_name', 'auth.artist_name_min'],
  ['/auth/register', () => ({ ...artist(), bio: 'Too short a bio' }), 'bio', 'auth.bio_min'],
  ['/auth/register', () => ({ ...artist(), bio: 'B'.repeat(501) }), 'bio', 'auth.bio_max'],
  ['/auth/register', () => ({ ...venue(), venue_name: 'V' }), 'venue_name', 'auth.venue_name_min'],
  ['/auth/register', () => ({ ...venue(), location: 'Sth' }), 'location', 'auth.location_invalid'],
  [
    '/auth/register',
    () => ({ ...venue(), venue_type: 'restaurant' }),
    'venue_type',
    'auth.venue_type_required',
  ],
  ['/auth/forgot-password', () => ({ email: 'nope' }), 'email', 'auth.email_invalid'],
  [
    '/auth/reset-password',
    () => ({ token: 'x'.repeat(43), password: 'short' }),
    'password',
    'auth.password_min',
  ],
];

describe('validation messages from the API, in both languages', () => {
  it.each(cases.map(([path, body, field, key]) => [path, field, key, body] as const))(
    '%s: %s -> %s',
    async (path, field, key, body) => {
      const payload = body();
      for (const lang of LANGS) {
        const res = await postJson<Body>(api(path), payload, { lang });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(Object.keys(res.body.error.fields)).toEqual([field]);
        expectText(lang, key, res.body.error.fields[field]);
      }
    },
  );

  it('names every bad field of a sign-up at once', async () => {
    const res = await postJson<Body>(
      api('/auth/register'),
      { role: 'venue', terms_accepted: 'yes' },
      { lang: 'sv' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Namnet måste vara minst 2 tecken',
      email: 'Ange en giltig e-postadress',
      password: 'Lösenordet måste vara minst 8 tecken',
      terms_accepted: 'Du måste godkänna villkoren',
      venue_name: 'Lokalens namn måste vara minst 2 tecken',
      location: 'Ange en giltig plats',
      venue_type: 'Välj en typ av lokal',
    });
  });
});

describe('success and server texts, in both languages', () => {
  it('register, forgot, reset and logout success messages', async () => {
    for (const lang of LANGS) {
      const body = registration('buyer');
      const created = await register(body, lang);
      expect(created.status).toBe(201);
      expectText(lang, 'auth.register_success', created.body.message);

      const forgot = await postJson<Body>(api('/auth/forgot-password'), { email: body.email }, { lang });
      expectText(lang, 'auth.forgot_success', forgot.body.message);
      const token = await latestLinkToken(body.email, 'reset-password');
      const reset = await postJson<Body>(
        api('/auth/reset-password'),
        { token, password: 'New-Pass-2026' },
        { lang },
      );
      expectText(lang, 'auth.reset_success', reset.body.message);

      const session = (await login(body.email, 'New-Pass-2026')).body;
      const out = await postJson<Body>(api('/auth/logout'), { refreshToken: session.refreshToken }, { lang });
      expectText(lang, 'auth.logout_success', out.body.message);
    }
  });

  it('wrong credentials, taken email, ended session, used and unknown links', async () => {
    const body = registration('buyer');
    await register(body);
    for (const lang of LANGS) {
      const wrong = await login(body.email, 'Wrong-Pass-1', lang);
      expect(wrong.status).toBe(401);
      expectText(lang, 'auth.invalid_credentials', wrong.body.error.message);
      // The modal shows "Forgot password" when the error mentions the password.
      expect(wrong.body.error.message).toMatch(lang === 'en' ? /password/ : /lösenord/);

      const taken = await register({ ...body }, lang);
      expect(taken.status).toBe(409);
      expectText(lang, 'auth.email_taken', taken.body.error.message);
      expectText(lang, 'auth.email_taken', taken.body.error.fields.email);

      const ended = await postJson<Body>(
        api('/auth/refresh'),
        { refreshToken: 'not-a-refresh-token' },
        { lang },
      );
      expect(ended.status).toBe(401);
      expectText(lang, 'auth.refresh_invalid', ended.body.error.message);

      const unknown = await postJson<Body>(api('/auth/verify-email'), { token: 'y'.repeat(43) }, { lang });
      expect(unknown.status).toBe(400);
      expectText(lang, 'auth.link_invalid', unknown.body.error.message);
    }
    expect((await login(body.email, PASSWORD)).status).toBe(200);
  });

  it('verification: sent, verified, already verified', async () => {
    for (const lang of LANGS) {
      const body = registration('artist');
      await register(body, lang);
      const session = (await login(body.email, PASSWORD)).body;
      const sent = await postJson<Body>(api('/auth/resend-verification'), { email: body.email }, { lang });
      expectText(lang, 'auth.verification_sent', sent.body.message);
      const token = await latestLinkToken(body.email, 'verify-email');
      const verified = await postJson<Body>(api('/auth/verify-email'), { token }, { lang });
      expectText(lang, 'auth.email_verified', verified.body.message);
      const again = await postJson<Body>(
        api('/auth/resend-verification'),
        {},
        { lang, token: session.accessToken },
      );
      expectText(lang, 'auth.already_verified', again.body.message);
    }
  });
});
