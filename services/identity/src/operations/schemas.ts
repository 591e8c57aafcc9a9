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
  loginMfaBodySchema,
  mfaVerifyBodySchema,
  MFA_CODE_PATTERN,
} from '@konstvagg/contracts';
import {
  AUTH_LIMITS,
  isValidEmail,
  loginErrors,
  normalizeEmail,
  passwordRuleError,
  registerErrors,
  type RegisterVenueType,
  type SignupRole,
} from '@konstvagg/rules';
import { isCleanText, TEXT_CHARACTERS_KEY } from '@konstvagg/contracts';

/**
 * The contract's request shapes with the account rules (@konstvagg/rules) on top: every
 * bad field is answered with the rule's own message key (auth.*), so the API says the same texts as
 * the forms, in sv and en.
 */
type FieldKeys = Partial<Record<string, string>>;

/**
 * The longest value each field takes, checked before the account rules and before any call: a 100 KB
 * password or token never reaches Cognito (which answers 413) nor the sign-in counter (issue 9).
 * Passwords follow Cognito's own limit (256); `text` fields are user text (shared/contracts text.ts).
 */
// `key`: the account rules' own message for the maximum, where they have one; `trim`: the length is
// counted trimmed, as those rules count it.
const FIELD_LIMITS: Record<
  string,
  { max: number; text?: 'line' | 'multiline'; key?: string; trim?: boolean }
> = {
  name: { max: AUTH_LIMITS.nameMax, text: 'line', key: 'auth.name_max', trim: true },
  email: { max: AUTH_LIMITS.emailMax },
  password: { max: 256 },
  confirmPassword: { max: 256 },
  phone: { max: 30, text: 'line' },
  artist_name: { max: 100, text: 'line' },
  bio: { max: AUTH_LIMITS.bioMax, text: 'multiline', key: 'auth.bio_max' },
  venue_name: { max: 100, text: 'line' },
  location: { max: 200, text: 'line' },
  venue_type: { max: 40 },
  role: { max: 40 },
  refreshToken: { max: 8192 },
  token: { max: 4096 },
  session: { max: 4096 },
  code: { max: 12 },
};

function limitIssues(input: Record<string, unknown>, ctx: z.RefinementCtx): Set<string> {
  const failed = new Set<string>();
  for (const [field, limit] of Object.entries(FIELD_LIMITS)) {
    const value = Object.hasOwn(input, field) ? input[field] : undefined;
    if (typeof value !== 'string') continue;
    if ((limit.trim ? value.trim() : value).length > limit.max) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        params: limit.key ? { key: limit.key } : { key: 'validation.too_long', values: { max: limit.max } },
        message: 'validation.too_long',
      });
      failed.add(field);
    } else if (limit.text && !isCleanText(value, { multiline: limit.text === 'multiline' })) {
      ctx.addIssue({ code: 'custom', path: [field], params: { key: TEXT_CHARACTERS_KEY }, message: 'text' });
      failed.add(field);
    }
  }
  return failed;
}

function withRules<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  rules: (input: z.infer<T>) => FieldKeys,
) {
  return schema.superRefine((input, ctx) => {
    const failed = limitIssues(input, ctx);
    // Rules run only on values within bounds (an oversized value is not looked at further).
    if (failed.size) return;
    for (const [field, key] of Object.entries(rules(input))) {
      if (key) ctx.addIssue({ code: 'custom', path: [field], params: { key }, message: key });
    }
  });
}

const text = (v: unknown) => (typeof v === 'string' ? v.normalize('NFC') : '');
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

export const logoutBody = withRules(logoutBodySchema, () => ({})).transform((b) => ({
  refreshToken: text(b.refreshToken) || null,
}));

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

/** The authenticator app's code: 6 digits (spaces as apps show "123 456" are dropped). */
const mfaCode = (v: unknown) => text(v).replace(/\s+/g, '');

export const loginMfaBody = withRules(loginMfaBodySchema, (b) => ({
  ...(isValidEmail(text(b.email)) ? {} : { email: 'auth.email_invalid' }),
  ...(text(b.session) ? {} : { session: 'auth.mfa_session_expired' }),
  ...(MFA_CODE_PATTERN.test(mfaCode(b.code)) ? {} : { code: 'auth.mfa_code_format' }),
})).transform((b) => ({
  email: normalizeEmail(text(b.email)),
  session: text(b.session),
  code: mfaCode(b.code),
}));

export const mfaVerifyBody = withRules(mfaVerifyBodySchema, (b) =>
  MFA_CODE_PATTERN.test(mfaCode(b.code)) ? {} : { code: 'auth.mfa_code_format' },
).transform((b) => ({ code: mfaCode(b.code) }));
