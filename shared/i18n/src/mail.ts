import type { Language } from './language.ts';

/** The salutation every mail opens with, in the recipient's language. */
export function mailGreeting(lang: Language, name: string): string {
  if (lang === 'sv') return name ? `Hej ${name}!` : 'Hej!';
  return name ? `Hi ${name},` : 'Hi,';
}

/** Text placed in a mail's HTML body (names, titles and reasons people typed). */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
