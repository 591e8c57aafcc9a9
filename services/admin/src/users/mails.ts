import type { Language } from '@konstvagg/contracts';
import {
  accountMails,
  escapeHtml,
  mailGreeting,
  mailSignature,
  messageOf,
  type AccountMailKey,
} from '@konstvagg/i18n';
import { config } from '@konstvagg/lambda-kit';
import type { MailMessage } from '@konstvagg/lambda-kit/ports/mail';

/** The words are shared/i18n's (accountMails): this module picks the keys and passes the values. */
const text = (lang: Language, key: AccountMailKey) => messageOf(accountMails, lang, key);

/**
 * The account owner's mail about a suspension (with the admin's reason: the dialog says the person
 * reads it) or a reactivation. A reactivation's note is the admins' own, kept in the audit log
 * only (the dialog says so), so that mail has no place for it (issue 38).
 */
export function accountMail(
  lang: Language,
  to: { email: string; name: string },
  event: { kind: 'suspended'; reason: string } | { kind: 'reactivated' },
): MailMessage {
  const subject = text(lang, `mail.account.${event.kind}.subject`);
  const lead = text(lang, `mail.account.${event.kind}.lead`);
  const base = config.publicBaseUrl.replace(/\/+$/, '');
  const link = event.kind === 'suspended' ? `${base}/contact` : `${base}/login`;
  const greeting = mailGreeting(lang, to.name);
  const signature = mailSignature(lang);
  const why =
    event.kind === 'suspended' && event.reason
      ? { label: text(lang, 'mail.account.suspended.reason_label'), reason: event.reason }
      : null;
  const body = `${greeting}\n\n${lead}\n\n${why ? `${why.label}\n${why.reason}\n\n` : ''}${link}\n\n${signature}`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1rem">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>${
    why ? `<p><strong>${escapeHtml(why.label)}</strong><br>${escapeHtml(why.reason)}</p>` : ''
  }<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(signature)}</p></body></html>`;
  return { to: to.email, subject, text: body, html };
}
