import type { Language } from '@konstvagg/contracts';
import type { UserRecord } from '@konstvagg/domain';
import { createLogger } from '@konstvagg/lambda-kit';
import { createLinkToken } from './mail-links.ts';
import { sendLinkMail } from './mails.ts';

const log = createLogger('konstvagg-identity');

const displayName = (u: UserRecord) => u.name ?? [u.first_name, u.last_name].filter(Boolean).join(' ');

/** A new single-use verification link, mailed in `lang` (default: the user's language). */
export async function sendVerificationMail(user: UserRecord, lang: Language = user.language): Promise<void> {
  const token = await createLinkToken('verify_email', { id: user.id, email: user.email });
  await sendLinkMail(
    'verify',
    lang,
    { email: user.email, name: user.first_name || displayName(user) },
    token,
  );
}

/** A new single-use reset link, mailed in the user's language. */
export async function sendResetMail(user: UserRecord): Promise<void> {
  const token = await createLinkToken('reset_password', { id: user.id, email: user.email });
  await sendLinkMail(
    'reset',
    user.language,
    { email: user.email, name: user.first_name || displayName(user) },
    token,
  );
}

/** After sign-up the account exists whatever happens to the mail: a failure is logged, the user can ask again. */
export async function trySendVerificationMail(user: UserRecord, lang: Language): Promise<boolean> {
  try {
    await sendVerificationMail(user, lang);
    return true;
  } catch (err) {
    log.error('Could not send the verification mail', err as Error);
    return false;
  }
}
