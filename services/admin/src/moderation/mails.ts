import type { Language } from '@konstvagg/contracts';
import { escapeHtml, mailGreeting } from '@konstvagg/i18n';
import { config } from '@konstvagg/lambda-kit';
import type { MailMessage } from '@konstvagg/lambda-kit/ports/mail';

/**
 * The artist's mail about a moderation decision, in the artist's language (plain text and simple
 * HTML); `unpublished`: an admin took a public work off the marketplace (back to draft).
 */
export type Decision = 'approved' | 'rejected' | 'unpublished';

interface Texts {
  subject: (title: string) => string;
  lead: (title: string) => string;
  action: string;
  reasonLabel: string;
}

const TEXTS: Record<Language, Record<Decision, Texts>> = {
  en: {
    approved: {
      subject: (t) => `“${t}” is approved and in the marketplace`,
      lead: (t) => `Good news: your work “${t}” has been approved. Buyers and venues can see it now.`,
      action: 'See it in the marketplace',
      reasonLabel: '',
    },
    rejected: {
      subject: (t) => `“${t}” needs a few changes`,
      lead: (t) =>
        `We have looked at your work “${t}” and sent it back to you as a draft. Please change it and submit it again.`,
      action: 'Edit the work',
      reasonLabel: 'What to change:',
    },
    unpublished: {
      subject: (t) => `“${t}” has been taken off the marketplace`,
      lead: (t) =>
        `We have taken your work “${t}” off the marketplace and made it a draft again: buyers and venues no longer see it. Change what the reason names and submit it for review again.`,
      action: 'Edit the work',
      reasonLabel: 'Why:',
    },
  },
  sv: {
    approved: {
      subject: (t) => `”${t}” är godkänt och finns på marknadsplatsen`,
      lead: (t) => `Goda nyheter: ditt verk ”${t}” har godkänts. Köpare och lokaler kan se det nu.`,
      action: 'Se verket på marknadsplatsen',
      reasonLabel: '',
    },
    rejected: {
      subject: (t) => `”${t}” behöver några ändringar`,
      lead: (t) =>
        `Vi har gått igenom ditt verk ”${t}” och skickat tillbaka det till dig som utkast. Ändra det och skicka in det igen.`,
      action: 'Redigera verket',
      reasonLabel: 'Det här behöver ändras:',
    },
    unpublished: {
      subject: (t) => `”${t}” har tagits bort från marknadsplatsen`,
      lead: (t) =>
        `Vi har tagit bort ditt verk ”${t}” från marknadsplatsen och gjort det till ett utkast igen: köpare och lokaler ser det inte längre. Ändra det som anledningen nämner och skicka in verket för granskning igen.`,
      action: 'Redigera verket',
      reasonLabel: 'Varför:',
    },
  },
};

const esc = escapeHtml;

export function moderationMail(
  decision: Decision,
  lang: Language,
  to: { email: string; name: string },
  artwork: { id: string; title: string },
  reason: string | null,
): MailMessage {
  const t = TEXTS[lang][decision];
  const base = config.publicBaseUrl.replace(/\/+$/, '');
  const url =
    decision === 'approved' ? `${base}/artworks/${artwork.id}` : `${base}/artist/artworks/edit/${artwork.id}`;
  const greeting = mailGreeting(lang, to.name);
  const why = reason ? `${t.reasonLabel}\n${reason}\n\n` : '';
  const text = `${greeting}\n\n${t.lead(artwork.title)}\n\n${why}${t.action}: ${url}\n\nKonstvägg`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t.subject(artwork.title))}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1rem">
<p>${esc(greeting)}</p><p>${esc(t.lead(artwork.title))}</p>${
    reason ? `<p><strong>${esc(t.reasonLabel)}</strong><br>${esc(reason)}</p>` : ''
  }
<p><a href="${esc(url)}">${esc(t.action)}</a></p><p>Konstvägg</p></body></html>`;
  return { to: to.email, subject: t.subject(artwork.title), text, html };
}
