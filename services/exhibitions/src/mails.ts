import type { Language } from '@konstvagg/contracts';
import {
  escapeHtml,
  exhibitionsMails,
  mailGreeting,
  mailSignature,
  messageOf,
  type ExhibitionsMailKey,
  type MessageValues,
} from '@konstvagg/i18n';
import { config } from '@konstvagg/lambda-kit';
import type { MailMessage } from '@konstvagg/lambda-kit/ports/mail';

/**
 * The mails of the exhibition flow, one per event, in the recipient's language (plain text and
 * simple HTML). `other` is the party that acted, as the recipient knows it (a venue's or an
 * artist's name); `note` is what they wrote (a message, a reason, a damage description).
 */
export type ExhibitionMailEvent =
  | 'requested_by_venue'
  | 'proposed_by_artist'
  | 'accepted'
  | 'rejected'
  | 'cancelled'
  | 'competitor_closed'
  | 'shipped'
  | 'on_display'
  | 'collected'
  | 'damaged'
  | 'return_requested'
  | 'returned';

export type Recipient = 'artist' | 'venue' | 'admin';

interface Facts {
  title: string;
  other: string;
  venue: string;
  tracking?: string | null;
}

/** The words are shared/i18n's (exhibitionsMails): this module picks the keys and passes the values. */
const text = (lang: Language, key: ExhibitionsMailKey, values?: MessageValues) =>
  messageOf(exhibitionsMails, lang, key, values);

const PAGES: Record<Recipient, string> = {
  artist: '/artist/exhibitions',
  venue: '/venue/exhibitions',
  admin: '/admin',
};

export function exhibitionMail(
  event: ExhibitionMailEvent,
  lang: Language,
  to: { email: string; name: string; as: Recipient },
  facts: Facts,
  note: string | null,
): MailMessage {
  const base = config.publicBaseUrl.replace(/\/+$/, '');
  const url = `${base}${PAGES[to.as]}`;
  const greeting = mailGreeting(lang, to.name);
  const values = { title: facts.title, other: facts.other, venue: facts.venue };
  const subject = text(lang, `mail.exhibition.${event}.subject`, values);
  const lead =
    event === 'shipped' && facts.tracking
      ? text(lang, 'mail.exhibition.shipped.lead_tracked', { ...values, tracking: facts.tracking })
      : text(lang, `mail.exhibition.${event}.lead`, values);
  const noteLabel = text(lang, 'mail.exhibition.note_label');
  const action = text(lang, 'mail.exhibition.action');
  const signature = mailSignature(lang);
  const noted = note ? `${noteLabel}\n${note}\n\n` : '';
  const body = `${greeting}\n\n${lead}\n\n${noted}${action}: ${url}\n\n${signature}`;
  const esc = escapeHtml;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1rem">
<p>${esc(greeting)}</p><p>${esc(lead)}</p>${note ? `<p><strong>${esc(noteLabel)}</strong><br>${esc(note)}</p>` : ''}
<p><a href="${esc(url)}">${esc(action)}</a></p><p>${esc(signature)}</p></body></html>`;
  return { to: to.email, subject, text: body, html };
}
