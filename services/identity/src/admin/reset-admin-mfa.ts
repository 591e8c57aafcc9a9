import { normalizeEmail } from '@konstvagg/rules';
import { resetUserMfa } from '../accounts/mfa.ts';
import { findUserRecordByEmail } from '../accounts/users.ts';

/**
 * Recovery of an admin who lost their authenticator (docs/decisions.md, Admin MFA): an operator
 * (another admin, with the same access `npm run admin:create` needs) turns the admin's TOTP off.
 * The next sign-in is by password alone, and the API keeps the console closed until a new device
 * is set up (`mfa_required` stays). There is never an API route for it, as for creating admins.
 */
export class ResetAdminMfaError extends Error {}

export async function resetAdminMfa(rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const record = await findUserRecordByEmail(email);
  if (!record || record.role !== 'admin') throw new ResetAdminMfaError(`No admin with the email ${email}`);
  await resetUserMfa(email, record.id);
}
