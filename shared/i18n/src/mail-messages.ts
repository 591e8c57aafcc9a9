import { messageOf } from './format.ts';
import type { Language } from './language.ts';

/** The words every mail shares (the greeting, the sign-off), by key, in both languages. */
export const mailMessages = {
  en: {
    'mail.greeting': 'Hi {name},',
    'mail.greeting_unnamed': 'Hi,',
    'mail.signature': 'Konstvägg',
  },
  sv: {
    'mail.greeting': 'Hej {name}!',
    'mail.greeting_unnamed': 'Hej!',
    'mail.signature': 'Konstvägg',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The salutation every mail opens with, in the recipient's language. */
export function mailGreeting(lang: Language, name: string): string {
  return name
    ? messageOf(mailMessages, lang, 'mail.greeting', { name })
    : messageOf(mailMessages, lang, 'mail.greeting_unnamed');
}

/** The sign-off under every mail. */
export const mailSignature = (lang: Language) => messageOf(mailMessages, lang, 'mail.signature');
