import type { Language } from '@konstvagg/contracts';
import { escapeHtml, mailGreeting } from '@konstvagg/i18n';
import { RESET_PASSWORD_TOKEN_HOURS, VERIFY_EMAIL_TOKEN_HOURS } from '@konstvagg/domain';
import { config } from '@konstvagg/lambda-kit';
import { sendMail, type MailMessage } from '@konstvagg/lambda-kit/ports/mail';

/**
 * The verification and reset mails, in the user's language: a subject, a plain-text body and a
 * simple HTML body, each with the one link (`${PUBLIC_BASE_URL}/verify-email/{token}` or
 * `/reset-password/{token}`).
 */
export type LinkMailKind = 'verify' | 'reset';
type Kind = LinkMailKind;

const TEXTS: Record<
  Language,
  Record<Kind, { subject: string; lead: string; action: string; note: string }>
> = {
  en: {
    verify: {
      subject: 'Verify your email address for Konstvägg',
      lead: 'Welcome to Konstvägg! Please confirm that this is your email address.',
      action: 'Verify my email address',
      note: `The link works once and for ${VERIFY_EMAIL_TOKEN_HOURS / 24} days. If you did not sign up, you can ignore this mail.`,
    },
    reset: {
      subject: 'Reset your Konstvägg password',
      lead: 'We received a request to reset the password of your Konstvägg account.',
      action: 'Choose a new password',
      note: `The link works once and for ${RESET_PASSWORD_TOKEN_HOURS} hour. If you did not ask for this, you can ignore this mail: your password stays the same.`,
    },
  },
  sv: {
    verify: {
      subject: 'Verifiera din e-postadress för Konstvägg',
      lead: 'Välkommen till Konstvägg! Bekräfta att det här är din e-postadress.',
      action: 'Verifiera min e-postadress',
      note: `Länken fungerar en gång och i ${VERIFY_EMAIL_TOKEN_HOURS / 24} dagar. Om du inte har registrerat dig kan du bortse från det här mejlet.`,
    },
    reset: {
      subject: 'Återställ ditt lösenord på Konstvägg',
      lead: 'Vi har fått en begäran om att återställa lösenordet till ditt Konstvägg-konto.',
      action: 'Välj ett nytt lösenord',
      note: `Länken fungerar en gång och i ${RESET_PASSWORD_TOKEN_HOURS} timme. Om du inte har bett om detta kan du bortse från mejlet: ditt lösenord är oförändrat.`,
    },
  },
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
  const t = TEXTS[lang][kind];
  const url = linkUrl(kind, token);
  const greeting = mailGreeting(lang, to.name);
  const text = `${greeting}\n\n${t.lead}\n\n${t.action}: ${url}\n\n${t.note}\n\nKonstvägg`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1rem">
<p>${esc(greeting)}</p><p>${esc(t.lead)}</p>
<p><a href="${esc(url)}" style="display:inline-block;background:#1a1a1a;color:#fff;padding:.6rem 1rem;border-radius:4px;text-decoration:none">${esc(t.action)}</a></p>
<p style="font-size:.9rem;color:#555">${esc(url)}</p><p style="font-size:.9rem;color:#555">${esc(t.note)}</p><p>Konstvägg</p>
</body></html>`;
  return { to: to.email, subject: t.subject, text, html, essential: true };
}

export async function sendLinkMail(
  kind: Kind,
  lang: Language,
  to: { email: string; name: string },
  token: string,
): Promise<void> {
  await sendMail(linkMail(kind, lang, to, token));
}
