import * as z from 'zod';
import { AUTH_LIMITS, isValidEmail, normalizeEmail } from '@konstvagg/rules';

/** An email address as the account forms take it: trimmed, lower-cased, at most 255, a valid shape. */
export const emailField = z
  .string()
  .trim()
  .min(1)
  .max(AUTH_LIMITS.emailMax)
  .refine((value) => isValidEmail(value), { params: { key: 'validation.email' } })
  .transform(normalizeEmail);

/** The caller's chosen language for later mail; the request's language when absent. */
export const languageField = z.enum(['sv', 'en']).optional();

/**
 * A consent checkbox: only `true` is consent. Missing, false or anything else is a 400 naming the
 * field, with a message asking to tick the box (GDPR: consent is never assumed).
 */
export const consentField = z
  .unknown()
  .refine((value) => value === true, { params: { key: 'validation.consent_required' } })
  .transform(() => true as const);
