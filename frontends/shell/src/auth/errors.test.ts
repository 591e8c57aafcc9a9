import { describe, expect, it } from 'vitest';
import { ApiError } from '@konstvagg/ui';
import { authMessage } from '@konstvagg/i18n';
import { MalformedAuthResponse, readLoginResponse, readOAuthResponse } from './auth-api.ts';
import {
  forgotErrorText,
  loginErrorTexts,
  mentionsPassword,
  OAuthCancelled,
  oauthErrorText,
  registerErrorText,
  registerInlineText,
  resetErrorText,
} from './errors.ts';
import { readCallback } from './OAuthCallback.tsx';
import { safeNext } from './useFinishSignIn.ts';

const en = (key: string, values?: Record<string, string | number>) => authMessage('en', key, values);
const sv = (key: string, values?: Record<string, string | number>) => authMessage('sv', key, values);
const apiError = (status: number, body: unknown, code = 'x', fields: Record<string, string> = {}) =>
  new ApiError(status, code, 'ignored', fields, body);

describe('account error texts', () => {
  it('login: the server message in the toast and box, else the two fallbacks, in both languages', () => {
    const server = apiError(401, {
      error: { code: 'invalid_credentials', message: 'Fel e-postadress eller lösenord.' },
    });
    expect(loginErrorTexts(server, sv)).toEqual({
      toast: 'Fel e-postadress eller lösenord.',
      inline: 'Fel e-postadress eller lösenord.',
    });
    expect(loginErrorTexts(apiError(500, { message: 'Down for maintenance' }), en).toast).toBe(
      'Down for maintenance',
    );
    expect(loginErrorTexts(new TypeError('Failed to fetch'), en)).toEqual({
      toast: 'Login failed. Please check your credentials.',
      inline: 'Login failed. Please try again.',
    });
    expect(loginErrorTexts(apiError(502, undefined), sv)).toEqual({
      toast: 'Inloggningen misslyckades. Kontrollera dina uppgifter.',
      inline: 'Inloggningen misslyckades. Försök igen.',
    });
  });

  it('login: no data, a malformed body and a missing user or token each have their text', () => {
    const texts = (body: unknown) => {
      try {
        readLoginResponse(body);
        return null;
      } catch (error) {
        return loginErrorTexts(error, en).toast;
      }
    };
    expect(texts(undefined)).toBe('Login failed: No response data');
    expect(texts('')).toBe('Login failed: No response data');
    expect(texts([1, 2])).toBe('Login failed: Invalid response format');
    expect(texts({ data: 'nope' })).toBe('Login failed: Invalid response format');
    expect(texts({ user: { id: 'u', email: 'a@b.se', role: 'artist' }, accessToken: 'a' })).toBe(
      'Login failed: Incomplete response',
    );
    expect(texts({ accessToken: 'a', refreshToken: 'r' })).toBe('Login failed: Incomplete response');
    expect(loginErrorTexts(new MalformedAuthResponse('auth.login_incomplete'), sv).inline).toBe(
      'Inloggningen misslyckades: svaret är ofullständigt',
    );
  });

  it('login: reads user and tokens at the top level or under data', () => {
    const user = { id: 'u', email: 'a@b.se', role: 'venue' };
    expect(readLoginResponse({ user, accessToken: 'a', refreshToken: 'r' }).tokens).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(readLoginResponse({ data: { user, accessToken: 'a', refreshToken: 'r' } }).user.role).toBe(
      'venue',
    );
    expect(
      readOAuthResponse({ data: { user, tokens: { accessToken: 'a', refreshToken: 'r' }, isNewUser: true } }),
    ).toMatchObject({ isNewUser: true, linked: false });
  });

  it("registration: 'Validation error: ' plus the joined errors, else the message, else the fallback", () => {
    expect(
      registerErrorText(
        apiError(400, { errors: [{ msg: 'Email is taken' }, { message: 'Name too short' }] }),
        en,
      ),
    ).toBe('Validation error: Email is taken, Name too short');
    const fields = { email: 'Ange en giltig e-postadress', password: 'Lösenordet måste vara minst 8 tecken' };
    expect(
      registerErrorText(
        apiError(400, { error: { message: 'Vissa fält är ogiltiga.', fields } }, 'validation_failed', fields),
        sv,
      ),
    ).toBe('Valideringsfel: Ange en giltig e-postadress, Lösenordet måste vara minst 8 tecken');
    const taken = apiError(409, {
      error: { code: 'email_taken', message: 'An account with this email already exists.' },
    });
    expect(registerErrorText(taken, en)).toBe('An account with this email already exists.');
    expect(registerInlineText(taken, en)).toBe('An account with this email already exists.');
    expect(registerErrorText(new TypeError('offline'), en)).toBe('Registration failed. Please try again.');
    expect(registerInlineText(new TypeError('offline'), sv)).toBe(
      'Registreringen misslyckades. Försök igen.',
    );
  });

  it('forgot and reset: the server message, else the fallbacks', () => {
    expect(forgotErrorText(new TypeError('offline'), en)).toBe(
      'Failed to send reset link. Please try again.',
    );
    expect(forgotErrorText(new TypeError('offline'), sv)).toBe(
      'Det gick inte att skicka återställningslänken. Försök igen.',
    );
    expect(resetErrorText(new TypeError('offline'), en)).toBe('Failed to reset password. Please try again.');
    expect(
      resetErrorText(apiError(400, { error: { message: 'Länken har gått ut. Be om en ny.' } }), sv),
    ).toBe('Länken har gått ut. Be om en ny.');
    expect(en('auth.forgot_success')).toBe('Password reset link sent to your email!');
    expect(en('auth.reset_success')).toBe('Password reset successful! Please log in with your new password.');
    expect(en('auth.logout_success')).toBe('Logged out successfully');
  });

  it('Google and Apple: server message, else the provider text; a cancelled popup has its own', () => {
    expect(oauthErrorText('google', new OAuthCancelled(), en)).toBe(
      'Google authentication was cancelled or failed',
    );
    expect(oauthErrorText('google', new TypeError('x'), en)).toBe(
      'Google authentication failed. Please try again.',
    );
    expect(oauthErrorText('apple', new TypeError('x'), en)).toBe(
      'Apple authentication failed. Please try again.',
    );
    expect(oauthErrorText('google', new OAuthCancelled(), sv)).toBe(
      'Inloggningen med Google avbröts eller misslyckades',
    );
    expect(oauthErrorText('apple', apiError(401, { error: { message: 'Token rejected' } }), en)).toBe(
      'Token rejected',
    );
    expect(en('auth.oauth_failed')).toBe('Authentication failed. Please try again.');
  });

  it('the modal offers Forgot password when the error mentions the password, in either language', () => {
    expect(mentionsPassword('Incorrect email or password.')).toBe(true);
    expect(mentionsPassword('Fel e-postadress eller lösenord.')).toBe(true);
    expect(mentionsPassword('Lösenordet måste vara minst 8 tecken')).toBe(true);
    expect(mentionsPassword('Too many login attempts.')).toBe(false);
  });
});

describe('the OAuth callback and the remembered origin', () => {
  it('reads id_token, error, state and Apple’s user from the fragment', () => {
    expect(readCallback('#id_token=abc&state=s1', '')).toEqual({
      type: 'konstvagg:oauth',
      state: 's1',
      idToken: 'abc',
    });
    expect(readCallback('#error=access_denied&state=s2', '')).toMatchObject({
      error: 'access_denied',
      state: 's2',
    });
    expect(
      readCallback(`#id_token=t&state=s&user=${encodeURIComponent('{"name":{"firstName":"Ada"}}')}`, ''),
    ).toMatchObject({ user: { name: { firstName: 'Ada' } } });
  });

  it('sends back only to same-site paths', () => {
    expect(safeNext('/artist/sales?x=1#y')).toBe('/artist/sales?x=1#y');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login',
      '/register?role=artist',
      42,
      null,
    ])
      expect(safeNext(bad)).toBeNull();
  });
});
