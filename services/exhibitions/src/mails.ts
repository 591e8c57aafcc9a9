import type { Language } from '@konstvagg/contracts';
import { escapeHtml, mailGreeting } from '@konstvagg/i18n';
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

interface Texts {
  subject: (f: Facts) => string;
  lead: (f: Facts) => string;
}

const TEXTS: Record<Language, Record<ExhibitionMailEvent, Texts> & { noteLabel: string; action: string }> = {
  en: {
    noteLabel: 'Their note:',
    action: 'Open your exhibitions',
    requested_by_venue: {
      subject: (f) => `${f.other} would like to show “${f.title}”`,
      lead: (f) =>
        `The venue ${f.other} has asked to exhibit your work “${f.title}”. Accept or decline the request on Konstvägg.`,
    },
    proposed_by_artist: {
      subject: (f) => `${f.other} proposes “${f.title}” for your walls`,
      lead: (f) =>
        `The artist ${f.other} would like to exhibit the work “${f.title}” at your venue. Accept or decline the proposal on Konstvägg.`,
    },
    accepted: {
      subject: (f) => `“${f.title}” is going to ${f.venue}`,
      lead: (f) =>
        `${f.other} has accepted: “${f.title}” will be exhibited at ${f.venue}. The artist ships the work, free for the venue.`,
    },
    rejected: {
      subject: (f) => `“${f.title}”: the request was declined`,
      lead: (f) => `${f.other} has declined the request to exhibit “${f.title}” at ${f.venue}.`,
    },
    cancelled: {
      subject: (f) => `“${f.title}”: the request was withdrawn`,
      lead: (f) => `${f.other} has withdrawn the request to exhibit “${f.title}” at ${f.venue}.`,
    },
    competitor_closed: {
      subject: (f) => `“${f.title}” is going to another venue`,
      lead: (f) =>
        `“${f.title}” has been accepted for another venue, so the open request for ${f.venue} has been closed. A work hangs on one wall at a time.`,
    },
    shipped: {
      subject: (f) => `“${f.title}” is on its way`,
      lead: (f) =>
        `${f.other} has shipped “${f.title}”${f.tracking ? ` (tracking: ${f.tracking})` : ''}. When it arrives, scan the QR code on its label to confirm the arrival.`,
    },
    on_display: {
      subject: (f) => `“${f.title}” is on display at ${f.venue}`,
      lead: (f) => `${f.venue} has confirmed the arrival: “${f.title}” is on display now.`,
    },
    collected: {
      subject: (f) => `“${f.title}” has been collected by its buyer`,
      lead: (f) => `The buyer has collected “${f.title}” at ${f.venue}. Your payout is on its way.`,
    },
    damaged: {
      subject: (f) => `Damage reported: “${f.title}”`,
      lead: (f) =>
        `${f.other} has reported damage to “${f.title}” (exhibition at ${f.venue}). The work has been taken out of the marketplace.`,
    },
    return_requested: {
      subject: (f) => `Return requested: “${f.title}”`,
      lead: (f) =>
        `${f.other} has asked for “${f.title}” to go back from ${f.venue} to the artist. The artist confirms once it is back.`,
    },
    returned: {
      subject: (f) => `“${f.title}” is back with the artist`,
      lead: (f) =>
        `${f.other} has confirmed that “${f.title}” is back. The exhibition at ${f.venue} is closed.`,
    },
  },
  sv: {
    noteLabel: 'Deras meddelande:',
    action: 'Öppna dina utställningar',
    requested_by_venue: {
      subject: (f) => `${f.other} vill visa ”${f.title}”`,
      lead: (f) =>
        `Lokalen ${f.other} vill ställa ut ditt verk ”${f.title}”. Acceptera eller avböj förfrågan på Konstvägg.`,
    },
    proposed_by_artist: {
      subject: (f) => `${f.other} föreslår ”${f.title}” för era väggar`,
      lead: (f) =>
        `Konstnären ${f.other} vill ställa ut verket ”${f.title}” i er lokal. Acceptera eller avböj förslaget på Konstvägg.`,
    },
    accepted: {
      subject: (f) => `”${f.title}” ska till ${f.venue}`,
      lead: (f) =>
        `${f.other} har accepterat: ”${f.title}” ställs ut hos ${f.venue}. Konstnären skickar verket, utan kostnad för lokalen.`,
    },
    rejected: {
      subject: (f) => `”${f.title}”: förfrågan avböjdes`,
      lead: (f) => `${f.other} har avböjt förfrågan om att ställa ut ”${f.title}” hos ${f.venue}.`,
    },
    cancelled: {
      subject: (f) => `”${f.title}”: förfrågan drogs tillbaka`,
      lead: (f) => `${f.other} har dragit tillbaka förfrågan om att ställa ut ”${f.title}” hos ${f.venue}.`,
    },
    competitor_closed: {
      subject: (f) => `”${f.title}” ska till en annan lokal`,
      lead: (f) =>
        `”${f.title}” har accepterats för en annan lokal, så den öppna förfrågan för ${f.venue} har stängts. Ett verk hänger på en vägg i taget.`,
    },
    shipped: {
      subject: (f) => `”${f.title}” är på väg`,
      lead: (f) =>
        `${f.other} har skickat ”${f.title}”${f.tracking ? ` (spårning: ${f.tracking})` : ''}. Skanna QR-koden på etiketten när verket kommer, så bekräftas ankomsten.`,
    },
    on_display: {
      subject: (f) => `”${f.title}” visas nu hos ${f.venue}`,
      lead: (f) => `${f.venue} har bekräftat ankomsten: ”${f.title}” visas nu.`,
    },
    collected: {
      subject: (f) => `”${f.title}” har hämtats av köparen`,
      lead: (f) => `Köparen har hämtat ”${f.title}” hos ${f.venue}. Din utbetalning är på väg.`,
    },
    damaged: {
      subject: (f) => `Skada rapporterad: ”${f.title}”`,
      lead: (f) =>
        `${f.other} har rapporterat en skada på ”${f.title}” (utställningen hos ${f.venue}). Verket har tagits bort från marknadsplatsen.`,
    },
    return_requested: {
      subject: (f) => `Retur begärd: ”${f.title}”`,
      lead: (f) =>
        `${f.other} har bett att ”${f.title}” går tillbaka från ${f.venue} till konstnären. Konstnären bekräftar när verket är tillbaka.`,
    },
    returned: {
      subject: (f) => `”${f.title}” är tillbaka hos konstnären`,
      lead: (f) =>
        `${f.other} har bekräftat att ”${f.title}” är tillbaka. Utställningen hos ${f.venue} är avslutad.`,
    },
  },
};

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
  const t = TEXTS[lang];
  const base = config.publicBaseUrl.replace(/\/+$/, '');
  const url = `${base}${PAGES[to.as]}`;
  const greeting = mailGreeting(lang, to.name);
  const subject = t[event].subject(facts);
  const lead = t[event].lead(facts);
  const noted = note ? `${t.noteLabel}\n${note}\n\n` : '';
  const text = `${greeting}\n\n${lead}\n\n${noted}${t.action}: ${url}\n\nKonstvägg`;
  const esc = escapeHtml;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1rem">
<p>${esc(greeting)}</p><p>${esc(lead)}</p>${note ? `<p><strong>${esc(t.noteLabel)}</strong><br>${esc(note)}</p>` : ''}
<p><a href="${esc(url)}">${esc(t.action)}</a></p><p>Konstvägg</p></body></html>`;
  return { to: to.email, subject, text, html };
}
