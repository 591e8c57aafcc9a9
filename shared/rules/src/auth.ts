/**
 * The account rules (sign-up, login, the auth modal, a new password), written once without zod so
 * the browser forms and the identity service apply the same checks. Each check answers with a
 * message key of `authMessages` (shared/i18n), never with text, so both sides speak sv and en
 * from one table.
 */

import { AUTH_LIMITS } from './business.ts';

/** Roles a person may sign up as: an admin never signs up (npm run admin:create makes one). */
export const SIGNUP_ROLES = ['artist', 'venue', 'buyer'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

/** The registration form's venue types; the profile's wider list lives in the contracts. */
export const REGISTER_VENUE_TYPES = ['gallery', 'museum', 'studio', 'other'] as const;
export type RegisterVenueType = (typeof REGISTER_VENUE_TYPES)[number];

export type AuthRuleKey =
  | 'auth.email_invalid'
  | 'auth.email_required'
  | 'auth.email_max'
  | 'auth.email_format'
  | 'auth.login_password_min'
  | 'auth.password_required'
  | 'auth.password_min'
  | 'auth.password_uppercase'
  | 'auth.password_lowercase'
  | 'auth.password_number'
  | 'auth.password_letter_number'
  | 'auth.confirm_required'
  | 'auth.password_mismatch'
  | 'auth.role_required'
  | 'auth.role_invalid'
  | 'auth.name_min'
  | 'auth.name_max'
  | 'auth.phone_invalid'
  | 'auth.terms_required'
  | 'auth.artist_name_min'
  | 'auth.bio_min'
  | 'auth.bio_max'
  | 'auth.venue_name_min'
  | 'auth.location_invalid'
  | 'auth.venue_type_required';

export type AuthFieldErrors = Partial<Record<string, AuthRuleKey>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Trimmed and lower-cased: how an email is compared and stored (the modal's rule, applied everywhere). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const e = normalizeEmail(email);
  return e.length <= AUTH_LIMITS.emailMax && EMAIL_PATTERN.test(e);
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const trimmedLength = (v: unknown) => text(v).trim().length;

export function isSignupRole(value: unknown): value is SignupRole {
  return typeof value === 'string' && (SIGNUP_ROLES as readonly string[]).includes(value);
}

/** The first rule a sign-up password breaks (length, uppercase, lowercase, digit), or null. */
export function passwordRuleError(password: string): AuthRuleKey | null {
  if (password.length < AUTH_LIMITS.passwordMin) return 'auth.password_min';
  if (!/[A-Z]/.test(password)) return 'auth.password_uppercase';
  if (!/[a-z]/.test(password)) return 'auth.password_lowercase';
  if (!/[0-9]/.test(password)) return 'auth.password_number';
  return null;
}

/**
 * The register wizard's strength meter: one point each for 8+ characters, an uppercase letter, a lowercase
 * letter, a digit and a symbol; 0 for an empty password.
 */
export function passwordScore(password: string): 0 | 1 | 2 | 3 | 4 | 5 {
  if (!password) return 0;
  const points = [
    password.length >= AUTH_LIMITS.passwordMin,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /[0-9]/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  return points as 0 | 1 | 2 | 3 | 4 | 5;
}

/** The auth modal's three levels (weak below 3, strong at 5), from the same score. */
export function passwordLevel(password: string): 'weak' | 'medium' | 'strong' {
  const score = passwordScore(password);
  return score >= 5 ? 'strong' : score >= 3 ? 'medium' : 'weak';
}

/** Login page: a valid email and a password of 6+ characters. */
export function loginErrors(input: { email?: unknown; password?: unknown }): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (!isValidEmail(text(input.email))) errors.email = 'auth.email_invalid';
  if (text(input.password).length < AUTH_LIMITS.loginPasswordMin) errors.password = 'auth.login_password_min';
  return errors;
}

export interface RegisterInput {
  role?: unknown;
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  terms_accepted?: unknown;
  artist_name?: unknown;
  bio?: unknown;
  venue_name?: unknown;
  location?: unknown;
  venue_type?: unknown;
}

/**
 * The register wizard's rules, step by step: 1 role; 2 basic info; 3 role details.
 * `confirmPassword` is checked only when present (the API payload has none). The phone is
 * optional in the payload; when given it must have 10+ characters.
 */
export function registerErrors(
  input: RegisterInput,
  steps: readonly (1 | 2 | 3)[] = [1, 2, 3],
): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (steps.includes(1) && !isSignupRole(input.role)) errors.role = 'auth.role_required';
  if (steps.includes(2)) {
    const name = trimmedLength(input.name);
    if (name < AUTH_LIMITS.nameMin) errors.name = 'auth.name_min';
    else if (name > AUTH_LIMITS.nameMax) errors.name = 'auth.name_max';
    if (!isValidEmail(text(input.email))) errors.email = 'auth.email_invalid';
    const phone = text(input.phone).trim();
    if (phone && phone.length < AUTH_LIMITS.phoneMin) errors.phone = 'auth.phone_invalid';
    const passwordError = passwordRuleError(text(input.password));
    if (passwordError) errors.password = passwordError;
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
      errors.confirmPassword = 'auth.password_mismatch';
    if (input.terms_accepted !== true) errors.terms_accepted = 'auth.terms_required';
  }
  if (steps.includes(3)) {
    if (input.role === 'artist') {
      if (trimmedLength(input.artist_name) < AUTH_LIMITS.artistNameMin)
        errors.artist_name = 'auth.artist_name_min';
      const bio = trimmedLength(input.bio);
      if (bio < AUTH_LIMITS.bioMin) errors.bio = 'auth.bio_min';
      else if (text(input.bio).length > AUTH_LIMITS.bioMax) errors.bio = 'auth.bio_max';
    }
    if (input.role === 'venue') {
      if (trimmedLength(input.venue_name) < AUTH_LIMITS.venueNameMin)
        errors.venue_name = 'auth.venue_name_min';
      if (trimmedLength(input.location) < AUTH_LIMITS.locationMin) errors.location = 'auth.location_invalid';
      if (!(REGISTER_VENUE_TYPES as readonly string[]).includes(text(input.venue_type)))
        errors.venue_type = 'auth.venue_type_required';
    }
  }
  return errors;
}

/** The auth modal's email rule: trimmed and lowercased, required, at most 255, then a valid format. */
export function modalEmailError(email: unknown): AuthRuleKey | null {
  const e = normalizeEmail(text(email));
  if (!e) return 'auth.email_required';
  if (e.length > AUTH_LIMITS.emailMax) return 'auth.email_max';
  if (!EMAIL_PATTERN.test(e)) return 'auth.email_format';
  return null;
}

/** Modal sign-in: an email and a non-empty password. */
export function modalSignInErrors(input: { email?: unknown; password?: unknown }): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  const email = modalEmailError(input.email);
  if (email) errors.email = email;
  if (!text(input.password)) errors.password = 'auth.password_required';
  return errors;
}

/** Modal sign-up: role, name 2-100, email, and the sign-up password rules. */
export function modalSignUpErrors(input: {
  role?: unknown;
  name?: unknown;
  email?: unknown;
  password?: unknown;
}): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (!isSignupRole(input.role)) errors.role = 'auth.role_invalid';
  const name = trimmedLength(input.name);
  if (name < AUTH_LIMITS.nameMin) errors.name = 'auth.name_min';
  else if (name > AUTH_LIMITS.nameMax) errors.name = 'auth.name_max';
  const email = modalEmailError(input.email);
  if (email) errors.email = email;
  const password = passwordRuleError(text(input.password));
  if (password) errors.password = password;
  return errors;
}
