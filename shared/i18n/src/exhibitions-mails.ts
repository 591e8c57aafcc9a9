import type { Language } from './language.ts';

/**
 * The mails of the exhibition flow (services/exhibitions mails.ts), one subject and one lead per
 * event, by key, in both languages. `{other}` is the party that acted, as the recipient knows it
 * (a venue's or an artist's name); `{venue}` the venue of the exhibition.
 */
export const exhibitionsMails = {
  en: {
    'mail.exhibition.note_label': 'Their note:',
    'mail.exhibition.action': 'Open your exhibitions',
    'mail.exhibition.requested_by_venue.subject': '{other} would like to show “{title}”',
    'mail.exhibition.requested_by_venue.lead':
      'The venue {other} has asked to exhibit your work “{title}”. Accept or decline the request on Konstvägg.',
    'mail.exhibition.proposed_by_artist.subject': '{other} proposes “{title}” for your walls',
    'mail.exhibition.proposed_by_artist.lead':
      'The artist {other} would like to exhibit the work “{title}” at your venue. Accept or decline the proposal on Konstvägg.',
    'mail.exhibition.accepted.subject': '“{title}” is going to {venue}',
    'mail.exhibition.accepted.lead':
      '{other} has accepted: “{title}” will be exhibited at {venue}. The artist ships the work, free for the venue.',
    'mail.exhibition.rejected.subject': '“{title}”: the request was declined',
    'mail.exhibition.rejected.lead': '{other} has declined the request to exhibit “{title}” at {venue}.',
    'mail.exhibition.cancelled.subject': '“{title}”: the request was withdrawn',
    'mail.exhibition.cancelled.lead': '{other} has withdrawn the request to exhibit “{title}” at {venue}.',
    'mail.exhibition.competitor_closed.subject': '“{title}” is going to another venue',
    'mail.exhibition.competitor_closed.lead':
      '“{title}” has been accepted for another venue, so the open request for {venue} has been closed. A work hangs on one wall at a time.',
    'mail.exhibition.shipped.subject': '“{title}” is on its way',
    'mail.exhibition.shipped.lead':
      '{other} has shipped “{title}”. When it arrives, scan the QR code on its label to confirm the arrival.',
    'mail.exhibition.shipped.lead_tracked':
      '{other} has shipped “{title}” (tracking: {tracking}). When it arrives, scan the QR code on its label to confirm the arrival.',
    'mail.exhibition.on_display.subject': '“{title}” is on display at {venue}',
    'mail.exhibition.on_display.lead': '{venue} has confirmed the arrival: “{title}” is on display now.',
    'mail.exhibition.collected.subject': '“{title}” has been collected by its buyer',
    'mail.exhibition.collected.lead':
      'The buyer has collected “{title}” at {venue}. Your payout is on its way.',
    'mail.exhibition.damaged.subject': 'Damage reported: “{title}”',
    'mail.exhibition.damaged.lead':
      '{other} has reported damage to “{title}” (exhibition at {venue}). The work has been taken out of the marketplace.',
    'mail.exhibition.return_requested.subject': 'Return requested: “{title}”',
    'mail.exhibition.return_requested.lead':
      '{other} has asked for “{title}” to go back from {venue} to the artist. The artist confirms once it is back.',
    'mail.exhibition.returned.subject': '“{title}” is back with the artist',
    'mail.exhibition.returned.lead':
      '{other} has confirmed that “{title}” is back. The exhibition at {venue} is closed.',
  },
  sv: {
    'mail.exhibition.note_label': 'Deras meddelande:',
    'mail.exhibition.action': 'Öppna dina utställningar',
    'mail.exhibition.requested_by_venue.subject': '{other} vill visa ”{title}”',
    'mail.exhibition.requested_by_venue.lead':
      'Lokalen {other} vill ställa ut ditt verk ”{title}”. Acceptera eller avböj förfrågan på Konstvägg.',
    'mail.exhibition.proposed_by_artist.subject': '{other} föreslår ”{title}” för era väggar',
    'mail.exhibition.proposed_by_artist.lead':
      'Konstnären {other} vill ställa ut verket ”{title}” i er lokal. Acceptera eller avböj förslaget på Konstvägg.',
    'mail.exhibition.accepted.subject': '”{title}” ska till {venue}',
    'mail.exhibition.accepted.lead':
      '{other} har accepterat: ”{title}” ställs ut hos {venue}. Konstnären skickar verket, utan kostnad för lokalen.',
    'mail.exhibition.rejected.subject': '”{title}”: förfrågan avböjdes',
    'mail.exhibition.rejected.lead': '{other} har avböjt förfrågan om att ställa ut ”{title}” hos {venue}.',
    'mail.exhibition.cancelled.subject': '”{title}”: förfrågan drogs tillbaka',
    'mail.exhibition.cancelled.lead':
      '{other} har dragit tillbaka förfrågan om att ställa ut ”{title}” hos {venue}.',
    'mail.exhibition.competitor_closed.subject': '”{title}” ska till en annan lokal',
    'mail.exhibition.competitor_closed.lead':
      '”{title}” har accepterats för en annan lokal, så den öppna förfrågan för {venue} har stängts. Ett verk hänger på en vägg i taget.',
    'mail.exhibition.shipped.subject': '”{title}” är på väg',
    'mail.exhibition.shipped.lead':
      '{other} har skickat ”{title}”. Skanna QR-koden på etiketten när verket kommer, så bekräftas ankomsten.',
    'mail.exhibition.shipped.lead_tracked':
      '{other} har skickat ”{title}” (spårning: {tracking}). Skanna QR-koden på etiketten när verket kommer, så bekräftas ankomsten.',
    'mail.exhibition.on_display.subject': '”{title}” visas nu hos {venue}',
    'mail.exhibition.on_display.lead': '{venue} har bekräftat ankomsten: ”{title}” visas nu.',
    'mail.exhibition.collected.subject': '”{title}” har hämtats av köparen',
    'mail.exhibition.collected.lead': 'Köparen har hämtat ”{title}” hos {venue}. Din utbetalning är på väg.',
    'mail.exhibition.damaged.subject': 'Skada rapporterad: ”{title}”',
    'mail.exhibition.damaged.lead':
      '{other} har rapporterat en skada på ”{title}” (utställningen hos {venue}). Verket har tagits bort från marknadsplatsen.',
    'mail.exhibition.return_requested.subject': 'Retur begärd: ”{title}”',
    'mail.exhibition.return_requested.lead':
      '{other} har bett att ”{title}” går tillbaka från {venue} till konstnären. Konstnären bekräftar när verket är tillbaka.',
    'mail.exhibition.returned.subject': '”{title}” är tillbaka hos konstnären',
    'mail.exhibition.returned.lead':
      '{other} har bekräftat att ”{title}” är tillbaka. Utställningen hos {venue} är avslutad.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ExhibitionsMailKey = keyof (typeof exhibitionsMails)['en'];
