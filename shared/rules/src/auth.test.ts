import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from './business.ts';
import {
  isSignupRole,
  isValidEmail,
  loginErrors,
  modalEmailError,
  modalSignInErrors,
  modalSignUpErrors,
  normalizeEmail,
  passwordLevel,
  passwordRuleError,
  passwordScore,
  registerErrors,
  REGISTER_VENUE_TYPES,
  SIGNUP_ROLES,
} from './auth.ts';

const artist = {
  role: 'artist',
  name: 'Anna Lind',
  email: 'anna@example.se',
  password: 'Konst-2026',
  terms_accepted: true,
  artist_name: 'Anna L',
  bio: 'Oil on canvas, mostly the archipelago.',
};
const venue = {
  ...artist,
  role: 'venue',
  venue_name: 'Café Linné',
  location: 'Linnégatan 3, Göteborg',
  venue_type: 'gallery',
};

describe('emails', () => {
  it('are trimmed and lower-cased', () =>
    expect(normalizeEmail('  Anna@Example.SE ')).toBe('anna@example.se'));
  it.each([
    ['anna@example.se', true],
    [' Anna@Example.se ', true],
    ['anna@example', false],
    ['anna example@x.se', false],
    ['@example.se', false],
    ['anna@.se', false],
    [`${'a'.repeat(251)}@x.se`, false],
  ])('%s valid: %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
});

describe('roles', () => {
  it('sign-up allows artist, venue and buyer only', () => {
    expect(SIGNUP_ROLES).toEqual(['artist', 'venue', 'buyer']);
    for (const role of SIGNUP_ROLES) expect(isSignupRole(role)).toBe(true);
    for (const role of ['admin', 'Artist', '', undefined, 3]) expect(isSignupRole(role)).toBe(false);
  });
});

describe('sign-up passwords', () => {
  it.each([
    ['Ab1', 'auth.password_min'],
    ['abcdefg1', 'auth.password_uppercase'],
    ['ABCDEFG1', 'auth.password_lowercase'],
    ['Abcdefgh', 'auth.password_number'],
    ['Abcdefg1', null],
  ])('%s -> %s', (password, key) => expect(passwordRuleError(password)).toBe(key));

  it('scores 0-5 and levels weak/medium/strong', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('a')).toBe(1);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefgh')).toBe(3);
    expect(passwordScore('Abcdefg1')).toBe(4);
    expect(passwordScore('Abcdef-1')).toBe(5);
    expect(passwordLevel('abc')).toBe('weak');
    expect(passwordLevel('Abcdefgh')).toBe('medium');
    expect(passwordLevel('Abcdef-1')).toBe('strong');
  });
});

describe('login page', () => {
  it('needs a valid email and 6+ characters of password', () => {
    expect(loginErrors({ email: 'anna@example.se', password: '123456' })).toEqual({});
    expect(loginErrors({ email: 'anna', password: '12345' })).toEqual({
      email: 'auth.email_invalid',
      password: 'auth.login_password_min',
    });
    expect(loginErrors({})).toEqual({ email: 'auth.email_invalid', password: 'auth.login_password_min' });
  });
});

describe('register wizard', () => {
  it('accepts a complete artist, venue and buyer', () => {
    expect(registerErrors(artist)).toEqual({});
    expect(registerErrors(venue)).toEqual({});
    expect(registerErrors({ ...artist, role: 'buyer', artist_name: undefined, bio: undefined })).toEqual({});
  });

  it.each([
    [{ role: 'admin' }, 'role', 'auth.role_required'],
    [{ role: undefined }, 'role', 'auth.role_required'],
    [{ name: ' A ' }, 'name', 'auth.name_min'],
    [{ name: 'A'.repeat(AUTH_LIMITS.nameMax + 1) }, 'name', 'auth.name_max'],
    [{ email: 'anna@' }, 'email', 'auth.email_invalid'],
    [{ password: 'short1A' }, 'password', 'auth.password_min'],
    [{ password: 'nouppercase1' }, 'password', 'auth.password_uppercase'],
    [{ password: 'NOLOWERCASE1' }, 'password', 'auth.password_lowercase'],
    [{ password: 'NoNumbersHere' }, 'password', 'auth.password_number'],
    [{ confirmPassword: 'Konst-2027' }, 'confirmPassword', 'auth.password_mismatch'],
    [{ phone: '123456789' }, 'phone', 'auth.phone_invalid'],
    [{ terms_accepted: 'true' }, 'terms_accepted', 'auth.terms_required'],
    [{ terms_accepted: false }, 'terms_accepted', 'auth.terms_required'],
    [{ artist_name: 'A' }, 'artist_name', 'auth.artist_name_min'],
    [{ bio: 'x'.repeat(AUTH_LIMITS.bioMin - 1) }, 'bio', 'auth.bio_min'],
    [{ bio: 'x'.repeat(AUTH_LIMITS.bioMax + 1) }, 'bio', 'auth.bio_max'],
  ])('artist %j -> %s %s', (change, field, key) => {
    expect(registerErrors({ ...artist, ...change })).toEqual({ [field]: key });
  });

  it.each([
    [{ venue_name: 'V' }, 'venue_name', 'auth.venue_name_min'],
    [{ location: 'Sth ' }, 'location', 'auth.location_invalid'],
    [{ venue_type: 'restaurant' }, 'venue_type', 'auth.venue_type_required'],
    [{ venue_type: undefined }, 'venue_type', 'auth.venue_type_required'],
  ])('venue %j -> %s %s', (change, field, key) => {
    expect(registerErrors({ ...venue, ...change })).toEqual({ [field]: key });
  });

  it('the phone is optional, the confirmation checked only when sent, and each step checks its own fields', () => {
    expect(registerErrors({ ...artist, phone: '' })).toEqual({});
    expect(registerErrors({ ...artist, phone: '070-123 45 67' })).toEqual({});
    expect(registerErrors({ ...artist, confirmPassword: artist.password })).toEqual({});
    expect(registerErrors({}, [1])).toEqual({ role: 'auth.role_required' });
    expect(Object.keys(registerErrors({ role: 'artist' }, [2])).sort()).toEqual([
      'email',
      'name',
      'password',
      'terms_accepted',
    ]);
    expect(registerErrors({ role: 'venue' }, [3])).toEqual({
      venue_name: 'auth.venue_name_min',
      location: 'auth.location_invalid',
      venue_type: 'auth.venue_type_required',
    });
    expect(REGISTER_VENUE_TYPES).toEqual(['gallery', 'museum', 'studio', 'other']);
  });
});

describe('auth modal', () => {
  it('email: required, at most 255, valid format', () => {
    expect(modalEmailError('   ')).toBe('auth.email_required');
    expect(modalEmailError(`${'a'.repeat(250)}@ex.se`)).toBe('auth.email_max');
    expect(modalEmailError('anna@example')).toBe('auth.email_format');
    expect(modalEmailError(' Anna@Example.se ')).toBeNull();
  });

  it('sign-in needs only a non-empty password', () => {
    expect(modalSignInErrors({ email: 'anna@example.se', password: 'x' })).toEqual({});
    expect(modalSignInErrors({ email: '', password: '' })).toEqual({
      email: 'auth.email_required',
      password: 'auth.password_required',
    });
  });

  it('sign-up: role, name 2-100, email and the sign-up password rules', () => {
    expect(
      modalSignUpErrors({ role: 'buyer', name: 'Bo', email: 'bo@example.se', password: 'Konst-2026' }),
    ).toEqual({});
    expect(modalSignUpErrors({ role: 'admin', name: 'B', email: 'bo', password: 'konst' })).toEqual({
      role: 'auth.role_invalid',
      name: 'auth.name_min',
      email: 'auth.email_format',
      password: 'auth.password_min',
    });
    expect(
      modalSignUpErrors({
        role: 'artist',
        name: 'B'.repeat(101),
        email: 'bo@example.se',
        password: 'Konst-2026',
      }),
    ).toEqual({ name: 'auth.name_max' });
  });
});
