import * as z from 'zod';
import { languageSchema, roleSchema } from './enums.ts';
import { RESTRICTIONS } from './vocabulary/enums.ts';

/**
 * The /auth/* request bodies and the user object (auth contract, issue 3). The request schemas fix
 * each field's JSON type and nothing more: a text field refuses a number, an array, a boolean or
 * an object ('validation.invalid_type'; a number once passed as "no phone", issue 38), and the
 * account rules (`@konstvagg/rules`, auth.ts) answer every other bad field with its own
 * message, in sv and en. The identity service applies those rules on top of these shapes.
 */
// A wrong type is a field error that does not stop the rules (z.string() would abort them), so
// one answer still names every bad field.
const aString = z
  .custom<string>()
  .refine((v) => typeof v === 'string', { params: { key: 'validation.invalid_type' } });
const text = aString.optional();
/** A field a client may also send as null to mean "none". */
const optionalText = aString.nullable().optional();

export const registerBodySchema = z.object({
  role: text,
  name: text,
  email: text,
  password: text,
  confirmPassword: text,
  phone: optionalText,
  // The terms rule takes only `true` and answers anything else with its own message.
  terms_accepted: z.unknown().optional(),
  artist_name: optionalText,
  bio: optionalText,
  venue_name: optionalText,
  location: optionalText,
  venue_type: optionalText,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({ email: text, password: text });
export const emailBodySchema = z.object({ email: text });
export const refreshBodySchema = z.object({ refreshToken: text });
export const logoutBodySchema = z.object({ refreshToken: optionalText });
export const resetPasswordBodySchema = z.object({ token: text, password: text });
export const verifyEmailBodySchema = z.object({ token: text });
/** Resend: the signed-in caller (bearer), or an access token in `token`, or an `email`. */
export const resendVerificationBodySchema = z.object({ token: optionalText, email: text });

/** The user object every /auth/* answer carries. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  language: languageSchema,
  email_verified: z.boolean(),
  profile_id: z.string().nullable(),
  restrictions: z.array(z.enum(RESTRICTIONS)),
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
