import type { Language } from './language.ts';

/**
 * The verification and password reset mails (services/identity accounts/mails.ts), by key, in
 * both languages. How long a link works arrives as a value ({days}, {hours}) from the business
 * constants, never written out.
 */
export const linkMails = {
  en: {
    'mail.link.verify.subject': 'Verify your email address for Konstvägg',
    'mail.link.verify.lead': 'Welcome to Konstvägg! Please confirm that this is your email address.',
    'mail.link.verify.action': 'Verify my email address',
    'mail.link.verify.note':
      'The link works once and for {days, plural, one {#\u00a0day} other {#\u00a0days}}. If you did not sign up, you can ignore this mail.',
    'mail.link.reset.subject': 'Reset your Konstvägg password',
    'mail.link.reset.lead': 'We received a request to reset the password of your Konstvägg account.',
    'mail.link.reset.action': 'Choose a new password',
    'mail.link.reset.note':
      'The link works once and for {hours, plural, one {#\u00a0hour} other {#\u00a0hours}}. If you did not ask for this, you can ignore this mail: your password stays the same.',
  },
  sv: {
    'mail.link.verify.subject': 'Verifiera din e-postadress för Konstvägg',
    'mail.link.verify.lead': 'Välkommen till Konstvägg! Bekräfta att det här är din e-postadress.',
    'mail.link.verify.action': 'Verifiera min e-postadress',
    'mail.link.verify.note':
      'Länken fungerar en gång och i {days, plural, one {#\u00a0dag} other {#\u00a0dagar}}. Om du inte har registrerat dig kan du bortse från det här mejlet.',
    'mail.link.reset.subject': 'Återställ ditt lösenord på Konstvägg',
    'mail.link.reset.lead': 'Vi har fått en begäran om att återställa lösenordet till ditt Konstvägg-konto.',
    'mail.link.reset.action': 'Välj ett nytt lösenord',
    'mail.link.reset.note':
      'Länken fungerar en gång och i {hours, plural, one {#\u00a0timme} other {#\u00a0timmar}}. Om du inte har bett om detta kan du bortse från mejlet: ditt lösenord är oförändrat.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type LinkMailKey = keyof (typeof linkMails)['en'];
