import * as z from 'zod';
import { languageSchema, roleSchema } from './enums.ts';
import { RESTRICTIONS } from './vocabulary/enums.ts';

/**
 * The /auth/* request bodies and the user object (auth contract, issue 3). The request schemas
 * only fix the shape: each field is read as given, so that the spec §5 rules
 * (`@konstvagg/domain/auth-rules`) can answer every bad field with its own message, in sv and en.
 * The identity service applies those rules on top of these shapes.
 */
const field = z.unknown().optional();

export const registerBodySchema = z.object({
  role: field,
  name: field,
  email: field,
  password: field,
  confirmPassword: field,
  phone: field,
  terms_accepted: field,
  artist_name: field,
  bio: field,
  venue_name: field,
  location: field,
  venue_type: field,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({ email: field, password: field });
export const emailBodySchema = z.object({ email: field });
export const refreshBodySchema = z.object({ refreshToken: field });
export const logoutBodySchema = z.object({ refreshToken: field });
export const resetPasswordBodySchema = z.object({ token: field, password: field });
export const verifyEmailBodySchema = z.object({ token: field });
/** Resend: the signed-in caller (bearer), or an access token in `token`, or an `email`. */
export const resendVerificationBodySchema = z.object({ token: field, email: field });

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
