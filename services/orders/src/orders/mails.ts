import { DAYS, type Language, type OpeningHours } from '@konstvagg/contracts';
import { formatEuros, type OrderRecord, type VenueRecord } from '@konstvagg/domain';
import { escapeHtml, mailGreeting } from '@konstvagg/i18n';
import { config, createLogger } from '@konstvagg/lambda-kit';
import { sendMail, type MailMessage } from '@konstvagg/lambda-kit/ports/mail';

const log = createLogger('konstvagg-orders');

/** The mails of the buying loop, each in its reader's language (plain text and simple HTML). */

const DAY_NAMES: Record<Language, string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  sv: ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
};

const when = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    timeZone: 'Europe/Stockholm',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));

/** "Monday 10:00-18:00" lines, today's first (Stockholm's today). */
function openingLines(
  hours: OpeningHours,
  lang: Language,
  todayIso: string,
): { today: string; week: string[] } {
  const closed = lang === 'sv' ? 'stängt' : 'closed';
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', weekday: 'long' })
    .format(new Date(todayIso))
    .toLowerCase();
  const week = DAYS.map((d, i) => `${DAY_NAMES[lang][i]}: ${hours[d] ?? closed}`);
  const todayIndex = Math.max(0, DAYS.indexOf(weekday as (typeof DAYS)[number]));
  return { today: week[todayIndex]!, week };
}

const orderUrl = (order: OrderRecord) =>
  `${config.publicBaseUrl.replace(/\/+$/, '')}/buyer/purchases/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.access_key ?? '')}`;

function message(to: string, subject: string, lines: string[]): MailMessage {
  const html = lines
    .map((l) => (l === '' ? '' : `<p>${escapeHtml(l)}</p>`))
    .filter(Boolean)
    .join('\n');
  return { to, subject, text: lines.join('\n'), html };
}

/** The buyer's receipt: the pickup code (QR on the linked page, and the typed form), where, until when, and the refund promise. */
export function receiptMail(order: OrderRecord, venue: VenueRecord | undefined, nowIso: string): MailMessage {
  const lang: Language = order.language ?? 'en';
  const price = formatEuros(order.amount_cents, lang);
  const deadline = when(order.pickup_deadline!, lang);
  const hours = venue ? openingLines(venue.opening_hours, lang, nowIso) : null;
  const place = venue ? `${venue.venue_name}, ${venue.address}, ${venue.postal_code} ${venue.city}` : '';
  if (lang === 'sv') {
    return message(order.buyer_email, `Kvitto: ”${order.title}” är ditt – hämta det senast ${deadline}`, [
      mailGreeting('sv', order.buyer_name ?? ''),
      `Tack för ditt köp av ”${order.title}” av ${order.artist_name} för ${price}.`,
      `Din hämtkod: ${order.pickup_code_short}. Visa QR-koden på kvittosidan, eller säg koden, när du hämtar verket.`,
      `Hämta hos: ${place}`,
      ...(hours ? [`Öppet i dag: ${hours.today}`, 'Öppettider:', ...hours.week] : []),
      `Hämta senast ${deadline}. Hämtar du inte verket i tid får du automatiskt tillbaka hela beloppet.`,
      `Kvitto och hämtkod: ${orderUrl(order)}`,
      `Beställning ${order.id}`,
    ]);
  }
  return message(order.buyer_email, `Receipt: “${order.title}” is yours – collect it by ${deadline}`, [
    mailGreeting('en', order.buyer_name ?? ''),
    `Thank you for buying “${order.title}” by ${order.artist_name} for ${price}.`,
    `Your pickup code: ${order.pickup_code_short}. Show the QR code on the receipt page, or tell the code, when you collect the work.`,
    `Collect it at: ${place}`,
    ...(hours ? [`Open today: ${hours.today}`, 'Opening hours:', ...hours.week] : []),
    `Collect it by ${deadline}. If you do not, you get the whole amount back automatically.`,
    `Receipt and pickup code: ${orderUrl(order)}`,
    `Order ${order.id}`,
  ]);
}

/** The artist's and the venue's "sold" mail. */
export function soldMail(
  order: OrderRecord,
  to: { email: string; name: string; lang: Language },
  party: 'artist' | 'venue',
): MailMessage {
  const { lang } = to;
  const deadline = when(order.pickup_deadline!, lang);
  const share = formatEuros(party === 'artist' ? order.artist_cents : order.venue_cents, lang);
  if (lang === 'sv') {
    return message(to.email, `Sålt: ”${order.title}”`, [
      mailGreeting('sv', to.name),
      `”${order.title}” har sålts för ${formatEuros(order.amount_cents, 'sv')}.`,
      party === 'venue'
        ? `Köparen, ${order.buyer_name ?? ''}, hämtar verket hos er senast ${deadline}. Skanna köparens hämtkod när verket lämnas ut. Er provision: ${share}.`
        : `Köparen hämtar verket på ${order.venue_name ?? 'lokalen'} senast ${deadline}. Din del, ${share}, betalas ut vardagen efter att verket hämtats.`,
    ]);
  }
  return message(to.email, `Sold: “${order.title}”`, [
    mailGreeting('en', to.name),
    `“${order.title}” has been sold for ${formatEuros(order.amount_cents, 'en')}.`,
    party === 'venue'
      ? `The buyer, ${order.buyer_name ?? ''}, collects it from you by ${deadline}. Scan the buyer's pickup code when you hand it over. Your commission: ${share}.`
      : `The buyer collects it at ${order.venue_name ?? 'the venue'} by ${deadline}. Your part, ${share}, is paid out the business day after the pickup.`,
  ]);
}

/** The refund mail to the buyer (not collected in time, or paid after the work was taken). */
export function refundBuyerMail(order: OrderRecord, reason: 'not_collected' | 'late_payment'): MailMessage {
  const lang: Language = order.language ?? 'en';
  const price = formatEuros(order.amount_cents, lang);
  if (lang === 'sv') {
    return message(order.buyer_email, `Återbetalning: ”${order.title}”`, [
      mailGreeting('sv', order.buyer_name ?? ''),
      reason === 'late_payment'
        ? `Din betalning för ”${order.title}” kom efter att reservationen gått ut och någon annan hunnit köpa verket. Vi har betalat tillbaka hela beloppet, ${price}.`
        : `Verket ”${order.title}” hämtades inte i tid, så vi har betalat tillbaka hela beloppet, ${price}.`,
      'Pengarna syns på ditt konto inom några bankdagar.',
      `Beställning ${order.id}`,
    ]);
  }
  return message(order.buyer_email, `Refund: “${order.title}”`, [
    mailGreeting('en', order.buyer_name ?? ''),
    reason === 'late_payment'
      ? `Your payment for “${order.title}” arrived after your reservation had lapsed and someone else had bought the work. We have refunded the whole amount, ${price}.`
      : `“${order.title}” was not collected in time, so we have refunded the whole amount, ${price}.`,
    'The money shows on your account within a few banking days.',
    `Order ${order.id}`,
  ]);
}

/** The artist's and the venue's mail when a sale is refunded because it was not collected. */
export function refundPartyMail(
  order: OrderRecord,
  to: { email: string; name: string; lang: Language },
): MailMessage {
  if (to.lang === 'sv') {
    return message(to.email, `Inte hämtat: ”${order.title}” visas igen`, [
      mailGreeting('sv', to.name),
      `Köparen hämtade inte ”${order.title}” i tid och har fått pengarna tillbaka. Verket är till salu på ${order.venue_name ?? 'lokalen'} igen.`,
    ]);
  }
  return message(to.email, `Not collected: “${order.title}” is on display again`, [
    mailGreeting('en', to.name),
    `The buyer did not collect “${order.title}” in time and has been refunded. The work is for sale at ${order.venue_name ?? 'the venue'} again.`,
  ]);
}

/** The state change is made; a mail that cannot go out is logged, never undone or retried into a double mail. */
export async function sendQuietly(mail: MailMessage | null | undefined, what: string): Promise<void> {
  if (!mail) return;
  try {
    await sendMail(mail);
  } catch (err) {
    log.error(`Mail could not be sent: ${what}`, err as Error);
  }
}
