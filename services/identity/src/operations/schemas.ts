import type * as z from 'zod';
import {
  emailBodySchema,
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  registerBodySchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '@konstvagg/contracts';
import {
  isValidEmail,
  loginErrors,
  normalizeEmail,
  passwordRuleError,
  registerErrors,
  type RegisterVenueType,
  type SignupRole,
} from '@konstvagg/domain';

/**
 * The contract's request shapes with the spec §5 rules on top: every bad field is answered with
 * the rule's own message key (auth.*), so the API says exactly the spec's texts, in sv and en.
 */
type FieldKeys = Partial<Record<string, string>>;

function withRules<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  rules: (input: z.infer<T>) => FieldKeys,
) {
  return schema.superRefine((input, ctx) => {
    for (const [field, key] of Object.entries(rules(input))) {
      if (key) ctx.addIssue({ code: 'custom', path: [field], params: { key }, message: key });
    }
  });
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const tokenError = (v: unknown): FieldKeys => (text(v).trim() ? {} : { token: 'auth.link_invalid' });

export const registerBody = withRules(registerBodySchema, (b) => registerErrors(b)).transform((b) => ({
  role: b.role as SignupRole,
  name: text(b.name).trim().replace(/\s+/g, ' '),
  email: normalizeEmail(text(b.email)),
  password: text(b.password),
  phone: text(b.phone).trim() || null,
  artist_name: text(b.artist_name).trim(),
  bio: text(b.bio).trim(),
  venue_name: text(b.venue_name).trim(),
  location: text(b.location).trim(),
  venue_type: text(b.venue_type) as RegisterVenueType,
}));

export const loginBody = withRules(loginBodySchema, (b) => loginErrors(b)).transform((b) => ({
  email: normalizeEmail(text(b.email)),
  password: text(b.password),
}));

export const emailBody = withRules(emailBodySchema, (b) =>
  isValidEmail(text(b.email)) ? {} : { email: 'auth.email_invalid' },
).transform((b) => ({ email: normalizeEmail(text(b.email)) }));

export const refreshBody = withRules(refreshBodySchema, (b) =>
  text(b.refreshToken) ? {} : { refreshToken: 'auth.refresh_invalid' },
).transform((b) => ({ refreshToken: text(b.refreshToken) }));

export const logoutBody = logoutBodySchema.transform((b) => ({ refreshToken: text(b.refreshToken) || null }));

export const resetPasswordBody = withRules(resetPasswordBodySchema, (b) => {
  const errors: FieldKeys = tokenError(b.token);
  const password = passwordRuleError(text(b.password));
  if (password) errors.password = password;
  return errors;
}).transform((b) => ({ token: text(b.token).trim(), password: text(b.password) }));

export const verifyEmailBody = withRules(verifyEmailBodySchema, (b) => tokenError(b.token)).transform(
  (b) => ({
    token: text(b.token).trim(),
  }),
);

export const resendVerificationBody = withRules(resendVerificationBodySchema, (b) =>
  b.email !== undefined && !isValidEmail(text(b.email)) ? { email: 'auth.email_invalid' } : {},
).transform((b) => ({
  token: text(b.token).trim() || null,
  email: b.email === undefined ? null : normalizeEmail(text(b.email)),
}));
