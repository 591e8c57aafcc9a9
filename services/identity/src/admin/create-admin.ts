import { randomBytes, randomInt } from 'node:crypto';
import type { Language } from '@konstvagg/contracts';
import { AUTH_LIMITS, isValidEmail, normalizeEmail, passwordRuleError } from '@konstvagg/rules';
import type { UserRecord } from '@konstvagg/domain';
import { AppError } from '@konstvagg/lambda-kit';
import { registerAccount } from '../accounts/register-account.ts';
import { setRecordMfaRequired } from '../accounts/mfa.ts';

/**
 * Creates an admin: the Cognito user (email verified, permanent password), the admin group and
 * the user record, with the same all-or-nothing steps as sign-up. Used by `npm run admin:create`
 * (scripts/admin-create.ts) against the local stack or AWS; there is never an API route for it.
 * The AWS clients come from the usual configuration (TABLE_NAME, COGNITO_USER_POOL_ID, endpoints).
 */
export interface CreateAdminInput {
  email: string;
  name?: string;
  password?: string;
  language?: Language;
}

export interface CreatedAdmin {
  user: UserRecord;
  password: string;
  /** True when no password was given and one was generated (print it once). */
  generated: boolean;
}

export class CreateAdminError extends Error {}

/** 20 random characters plus one of each class the pool's policy asks for, shuffled. */
export function generatePassword(): string {
  const chars = [...randomBytes(15).toString('base64url'), 'K', 'v', String(randomInt(10)), '-'];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export async function createAdmin(input: CreateAdminInput): Promise<CreatedAdmin> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new CreateAdminError(`Not a valid email address: ${input.email}`);
  const name = (input.name ?? email.split('@')[0]!).trim().replace(/\s+/g, ' ');
  if (name.length < AUTH_LIMITS.nameMin || name.length > AUTH_LIMITS.nameMax)
    throw new CreateAdminError(`The name must have ${AUTH_LIMITS.nameMin}-${AUTH_LIMITS.nameMax} characters`);
  const generated = input.password === undefined;
  const password = input.password ?? generatePassword();
  const rule = passwordRuleError(password);
  if (rule)
    throw new CreateAdminError(
      `The password breaks the rule ${rule}: 8+ characters with an uppercase letter, a lowercase letter and a digit`,
    );
  try {
    const items = await registerAccount({
      role: 'admin',
      name,
      email,
      password,
      phone: null,
      language: input.language ?? 'sv',
      emailVerified: true,
    });
    // Admins must sign in with TOTP (issue 41): the API sends this one to set it up first.
    await setRecordMfaRequired(items.user.id);
    return { user: { ...items.user, mfa_required: true } as UserRecord, password, generated };
  } catch (err) {
    if (err instanceof AppError && err.code === 'email_taken')
      throw new CreateAdminError(`An account with the email ${email} already exists`);
    throw err;
  }
}
