import type { Language } from './language.ts';

/**
 * The account owner's mail about a suspension (with the admin's reason) or a reactivation
 * (services/admin users/mails.ts), by key, in both languages.
 */
export const accountMails = {
  en: {
    'mail.account.suspended.subject': 'Your Konstvägg account is suspended',
    'mail.account.suspended.lead':
      'We have suspended your account. You cannot log in, and your public profile and works are hidden, until we reactivate it. Orders already paid are still handled.',
    'mail.account.suspended.reason_label': 'Why:',
    'mail.account.reactivated.subject': 'Your Konstvägg account is active again',
    'mail.account.reactivated.lead':
      'We have reactivated your account. You can log in again, and your profile and works are back in the marketplace.',
  },
  sv: {
    'mail.account.suspended.subject': 'Ditt konto på Konstvägg är avstängt',
    'mail.account.suspended.lead':
      'Vi har stängt av ditt konto. Du kan inte logga in, och din offentliga profil och dina verk är dolda, tills vi öppnar kontot igen. Redan betalda ordrar hanteras som vanligt.',
    'mail.account.suspended.reason_label': 'Varför:',
    'mail.account.reactivated.subject': 'Ditt konto på Konstvägg är aktivt igen',
    'mail.account.reactivated.lead':
      'Vi har öppnat ditt konto igen. Du kan logga in, och din profil och dina verk finns på marknadsplatsen igen.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type AccountMailKey = keyof (typeof accountMails)['en'];
