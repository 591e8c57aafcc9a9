import type { Language } from '@konstvagg/contracts';
import { escapeHtml, mailGreeting } from '@konstvagg/i18n';
import { config } from '@konstvagg/lambda-kit';
import type { MailMessage } from '@konstvagg/lambda-kit/ports/mail';

type Event = 'suspended' | 'reactivated';

const TEXTS: Record<Language, Record<Event, { subject: string; lead: string; reasonLabel?: string }>> = {
  en: {
    suspended: {
      subject: 'Your Konstvägg account is suspended',
      lead: 'We have suspended your account. You cannot log in, and your public profile and works are hidden, until we reactivate it. Orders already paid are still handled.',
      reasonLabel: 'Why:',
    },
    reactivated: {
      subject: 'Your Konstvägg account is active again',
      lead: 'We have reactivated your account. You can log in again, and your profile and works are back in the marketplace.',
    },
  },
  sv: {
    suspended: {
      subject: 'Ditt konto på Konstvägg är avstängt',
      lead: 'Vi har stängt av ditt konto. Du kan inte logga in, och din offentliga profil och dina verk är dolda, tills vi öppnar kontot igen. Redan betalda ordrar hanteras som vanligt.',
      reasonLabel: 'Varför:',
    },
    reactivated: {
      subject: 'Ditt konto på Konstvägg är aktivt igen',
      lead: 'Vi har öppnat ditt konto igen. Du kan logga in, och din profil och dina verk finns på marknadsplatsen igen.',
    },
  },
};

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
  const t = TEXTS[lang][event.kind];
  const base = config.publicBaseUrl.replace(/\/+$/, '');
  const link = event.kind === 'suspended' ? `${base}/contact` : `${base}/login`;
  const greeting = mailGreeting(lang, to.name);
  const reason = event.kind === 'suspended' ? event.reason : null;
  const why = reason ? `${t.reasonLabel}\n${reason}\n\n` : '';
  const text = `${greeting}\n\n${t.lead}\n\n${why}${link}\n\nKonstvägg`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1rem">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.lead)}</p>${
    reason ? `<p><strong>${escapeHtml(t.reasonLabel ?? '')}</strong><br>${escapeHtml(reason)}</p>` : ''
  }<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Konstvägg</p></body></html>`;
  return { to: to.email, subject: t.subject, text, html };
}
