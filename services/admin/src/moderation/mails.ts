import type { Language } from '@konstvagg/contracts';
import {
  escapeHtml,
  mailGreeting,
  mailSignature,
  messageOf,
  moderationMails,
  type MessageValues,
  type ModerationMailKey,
} from '@konstvagg/i18n';
import { config } from '@konstvagg/lambda-kit';
import type { MailMessage } from '@konstvagg/lambda-kit/ports/mail';

/**
 * The artist's mail about a moderation decision, in the artist's language (plain text and simple
 * HTML); `unpublished`: an admin took a public work off the marketplace (back to draft).
 */
export type Decision = 'approved' | 'rejected' | 'unpublished';

/** The words are shared/i18n's (moderationMails): this module picks the keys and passes the values. */
const text = (lang: Language, key: ModerationMailKey, values?: MessageValues) =>
  messageOf(moderationMails, lang, key, values);

const esc = escapeHtml;

export function moderationMail(
  decision: Decision,
  lang: Language,
  to: { email: string; name: string },
  artwork: { id: string; title: string },
  reason: string | null,
): MailMessage {
  const base = config.publicBaseUrl.replace(/\/+$/, '');
  const url =
    decision === 'approved' ? `${base}/artworks/${artwork.id}` : `${base}/artist/artworks/edit/${artwork.id}`;
  const greeting = mailGreeting(lang, to.name);
  const subject = text(lang, `mail.moderation.${decision}.subject`, { title: artwork.title });
  const lead = text(lang, `mail.moderation.${decision}.lead`, { title: artwork.title });
  const action = text(lang, `mail.moderation.${decision}.action`);
  const signature = mailSignature(lang);
  // An approval has no reason; a rejection and an unpublishing say what to change, and why.
  const why =
    decision !== 'approved' && reason
      ? { label: text(lang, `mail.moderation.${decision}.reason_label`), reason }
      : null;
  const body = `${greeting}\n\n${lead}\n\n${why ? `${why.label}\n${why.reason}\n\n` : ''}${action}: ${url}\n\n${signature}`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1rem">
<p>${esc(greeting)}</p><p>${esc(lead)}</p>${
    why ? `<p><strong>${esc(why.label)}</strong><br>${esc(why.reason)}</p>` : ''
  }
<p><a href="${esc(url)}">${esc(action)}</a></p><p>${esc(signature)}</p></body></html>`;
  return { to: to.email, subject, text: body, html };
}
