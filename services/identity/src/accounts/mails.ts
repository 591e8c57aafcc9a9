import type { Language } from '@konstvagg/contracts';
import {
  escapeHtml,
  linkMails,
  mailGreeting,
  mailSignature,
  messageOf,
  type LinkMailKey,
  type MessageValues,
} from '@konstvagg/i18n';
import { RESET_PASSWORD_TOKEN_HOURS, VERIFY_EMAIL_TOKEN_HOURS } from '@konstvagg/rules';
import { config } from '@konstvagg/lambda-kit';
import { sendMail, type MailMessage } from '@konstvagg/lambda-kit/ports/mail';

/**
 * The verification and reset mails, in the user's language: a subject, a plain-text body and a
 * simple HTML body, each with the one link (`${PUBLIC_BASE_URL}/verify-email/{token}` or
 * `/reset-password/{token}`).
 */
export type LinkMailKind = 'verify' | 'reset';
type Kind = LinkMailKind;

/** The words are shared/i18n's (linkMails): this module picks the keys and passes the values. */
const text = (lang: Language, key: LinkMailKey, values?: MessageValues) =>
  messageOf(linkMails, lang, key, values);

/** How long each link works, from the business constants. */
const LIFETIME: Record<Kind, MessageValues> = {
  verify: { days: VERIFY_EMAIL_TOKEN_HOURS / 24 },
  reset: { hours: RESET_PASSWORD_TOKEN_HOURS },
};

const esc = escapeHtml;

function linkUrl(kind: Kind, token: string): string {
  const base = config.publicBaseUrl.replace(/\/+$/, '');
  return `${base}/${kind === 'verify' ? 'verify-email' : 'reset-password'}/${token}`;
}

/** The verification or reset mail itself (exported for the rendering test). */
export function linkMail(
  kind: Kind,
  lang: Language,
  to: { email: string; name: string },
  token: string,
): MailMessage {
  const t = {
    subject: text(lang, `mail.link.${kind}.subject`),
    lead: text(lang, `mail.link.${kind}.lead`),
    action: text(lang, `mail.link.${kind}.action`),
    note: text(lang, `mail.link.${kind}.note`, LIFETIME[kind]),
    signature: mailSignature(lang),
  };
  const url = linkUrl(kind, token);
  const greeting = mailGreeting(lang, to.name);
  const body = `${greeting}\n\n${t.lead}\n\n${t.action}: ${url}\n\n${t.note}\n\n${t.signature}`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1rem">
<p>${esc(greeting)}</p><p>${esc(t.lead)}</p>
<p><a href="${esc(url)}" style="display:inline-block;background:#1a1a1a;color:#fff;padding:.6rem 1rem;border-radius:4px;text-decoration:none">${esc(t.action)}</a></p>
<p style="font-size:.9rem;color:#555">${esc(url)}</p><p style="font-size:.9rem;color:#555">${esc(t.note)}</p><p>${esc(t.signature)}</p>
</body></html>`;
  return { to: to.email, subject: t.subject, text: body, html, essential: true };
}

export async function sendLinkMail(
  kind: Kind,
  lang: Language,
  to: { email: string; name: string },
  token: string,
): Promise<void> {
  await sendMail(linkMail(kind, lang, to, token));
}
