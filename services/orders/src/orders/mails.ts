import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { DAYS, type Language, type OpeningHours } from '@konstvagg/contracts';
import { formatPrice, formatRate } from '@konstvagg/rules';
import {
  addCalendarDays,
  listPriceOf,
  keys,
  nextOpening,
  sellerProtected,
  stockholmDateOf,
  type OrderMailRecord,
  type OrderRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { escapeHtml, mailGreeting } from '@konstvagg/i18n';
import { config, createLogger, nowIso } from '@konstvagg/lambda-kit';
import { sendMail, type MailMessage } from '@konstvagg/lambda-kit/ports/mail';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

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

/** "Monday: 10:00-18:00" lines, one a weekday. */
function weekLines(hours: OpeningHours, lang: Language): string[] {
  const closed = lang === 'sv' ? 'stängt' : 'closed';
  return DAYS.map((d, i) => `${DAY_NAMES[lang][i]}: ${hours[d] ?? closed}`);
}

/**
 * When the venue is open next, from the moment the mail is written (Stockholm time, holidays and
 * the venue's exceptions counted: shared/domain nextOpening): "Open today until 18:00" only while
 * it is open; after closing "Opens tomorrow at 10:00" or the day it opens next. Null for a venue
 * without hours.
 */
export function openingNote(hours: OpeningHours, lang: Language, nowIso: string): string | null {
  const now = new Date(nowIso);
  const next = nextOpening(hours, now);
  if (!next) return null;
  const today = stockholmDateOf(now);
  if (lang === 'sv') {
    if (next.openNow) return `Öppet nu, till ${next.close}.`;
    if (next.date === today) return `Öppnar i dag kl. ${next.open}.`;
    if (next.date === addCalendarDays(today, 1)) return `Öppnar i morgon kl. ${next.open}.`;
    return `Öppnar ${dayAndDate(next.date, 'sv')} kl. ${next.open}.`;
  }
  if (next.openNow) return `Open now, until ${next.close}.`;
  if (next.date === today) return `Opens today at ${next.open}.`;
  if (next.date === addCalendarDays(today, 1)) return `Opens tomorrow at ${next.open}.`;
  return `Opens ${dayAndDate(next.date, 'en')} at ${next.open}.`;
}

/** "Monday 28 December" / "måndag 28 december" for a yyyy-mm-dd date. */
const dayAndDate = (date: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`));

const orderUrl = (order: OrderRecord) =>
  `${config.publicBaseUrl.replace(/\/+$/, '')}/orders/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.access_key ?? '')}`;

function message(to: string, subject: string, lines: string[]): MailMessage {
  const html = lines
    .map((l) => (l === '' ? '' : `<p>${escapeHtml(l)}</p>`))
    .filter(Boolean)
    .join('\n');
  return { to, subject, text: lines.join('\n'), html };
}

/**
 * A mail the buyer must get even if their address was suppressed after a bounce or complaint
 * (issue 41, docs/decisions.md): the receipt with the pickup code, and the money coming back.
 */
function essentialMessage(to: string, subject: string, lines: string[]): MailMessage {
  return { ...message(to, subject, lines), essential: true };
}

/** The buyer's receipt: the pickup code (QR on the linked page, and the typed form), where, until when, and the refund promise. */
export function receiptMail(order: OrderRecord, venue: VenueRecord | undefined, nowIso: string): MailMessage {
  const lang: Language = order.language ?? 'en';
  const price = formatPrice({ cents: order.amount_cents }, lang, order.currency);
  const deadline = when(order.pickup_deadline!, lang);
  const week = venue ? weekLines(venue.opening_hours, lang) : null;
  const note = venue ? openingNote(venue.opening_hours, lang, nowIso) : null;
  const place = venue ? `${venue.venue_name}, ${venue.address}, ${venue.postal_code} ${venue.city}` : '';
  if (lang === 'sv') {
    return essentialMessage(
      order.buyer_email,
      `Kvitto: ”${order.title}” är ditt – hämta det senast ${deadline}`,
      [
        mailGreeting('sv', order.buyer_name ?? ''),
        `Tack för ditt köp av ”${order.title}” av ${order.artist_name} för ${price}.`,
        `Din hämtkod: ${order.pickup_code_short}. Visa QR-koden på kvittosidan, eller säg koden, när du hämtar verket.`,
        `Hämta hos: ${place}`,
        ...(note ? [note] : []),
        ...(week ? ['Öppettider:', ...week] : []),
        `Hämta senast ${deadline}. Hämtar du inte verket i tid får du automatiskt tillbaka hela beloppet.`,
        `Kvitto och hämtkod: ${orderUrl(order)}`,
        `Beställning ${order.id}`,
      ],
    );
  }
  return essentialMessage(
    order.buyer_email,
    `Receipt: “${order.title}” is yours – collect it by ${deadline}`,
    [
      mailGreeting('en', order.buyer_name ?? ''),
      `Thank you for buying “${order.title}” by ${order.artist_name} for ${price}.`,
      `Your pickup code: ${order.pickup_code_short}. Show the QR code on the receipt page, or tell the code, when you collect the work.`,
      `Collect it at: ${place}`,
      ...(note ? [note] : []),
      ...(week ? ['Opening hours:', ...week] : []),
      `Collect it by ${deadline}. If you do not, you get the whole amount back automatically.`,
      `Receipt and pickup code: ${orderUrl(order)}`,
      `Order ${order.id}`,
    ],
  );
}

/** The artist's and the venue's "sold" mail. */
/** ", listpris 450 € till kursen 11,5556" after a price in another currency than the list price's. */
function listPriceNote(order: OrderRecord, lang: Language): string {
  const lp = listPriceOf(order);
  if (!lp) return '';
  const rate = formatRate(lp.rate, lang);
  const list = formatPrice({ cents: lp.cents }, lang, lp.currency);
  return lang === 'sv' ? ` (listpris ${list} till kursen ${rate})` : ` (list price ${list} at ${rate})`;
}

export function soldMail(
  order: OrderRecord,
  to: { email: string; name: string; lang: Language },
  party: 'artist' | 'venue',
): MailMessage {
  const { lang } = to;
  const deadline = when(order.pickup_deadline!, lang);
  const share = formatPrice(
    { cents: party === 'artist' ? order.artist_cents : order.venue_cents },
    lang,
    order.currency,
  );
  if (lang === 'sv') {
    return message(to.email, `Sålt: ”${order.title}”`, [
      mailGreeting('sv', to.name),
      `”${order.title}” har sålts för ${formatPrice({ cents: order.amount_cents }, 'sv', order.currency)}${listPriceNote(order, 'sv')}.`,
      party === 'venue'
        ? `Köparen, ${order.buyer_name ?? ''}, hämtar verket hos er senast ${deadline}. Skanna köparens hämtkod när verket lämnas ut. Er provision: ${share}.`
        : `Köparen hämtar verket på ${order.venue_name ?? 'lokalen'} senast ${deadline}. Din del, ${share}, betalas ut bankdagen efter att verket hämtats.`,
    ]);
  }
  return message(to.email, `Sold: “${order.title}”`, [
    mailGreeting('en', to.name),
    `“${order.title}” has been sold for ${formatPrice({ cents: order.amount_cents }, 'en', order.currency)}${listPriceNote(order, 'en')}.`,
    party === 'venue'
      ? `The buyer, ${order.buyer_name ?? ''}, collects it from you by ${deadline}. Scan the buyer's pickup code when you hand it over. Your commission: ${share}.`
      : `The buyer collects it at ${order.venue_name ?? 'the venue'} by ${deadline}. Your part, ${share}, is paid out the business day after the pickup.`,
  ]);
}

/** The refund mail to the buyer (not collected in time, paid after the work was taken, or refunded by our team). */
export function refundBuyerMail(
  order: OrderRecord,
  reason: 'not_collected' | 'late_payment' | 'admin',
): MailMessage {
  const lang: Language = order.language ?? 'en';
  const price = formatPrice({ cents: order.amount_cents }, lang, order.currency);
  if (lang === 'sv') {
    return essentialMessage(order.buyer_email, `Återbetalning: ”${order.title}”`, [
      mailGreeting('sv', order.buyer_name ?? ''),
      reason === 'late_payment'
        ? `Din betalning för ”${order.title}” kom efter att reservationen gått ut och någon annan hunnit köpa verket. Vi har betalat tillbaka hela beloppet, ${price}.`
        : reason === 'admin'
          ? `Vi har betalat tillbaka hela beloppet för ”${order.title}”, ${price}. Har du frågor kan du svara på det här mejlet.`
          : `Verket ”${order.title}” hämtades inte i tid, så vi har betalat tillbaka hela beloppet, ${price}.`,
      'Pengarna syns på ditt konto inom några bankdagar.',
      `Beställningen: ${orderUrl(order)}`,
      `Beställning ${order.id}`,
    ]);
  }
  return essentialMessage(order.buyer_email, `Refund: “${order.title}”`, [
    mailGreeting('en', order.buyer_name ?? ''),
    reason === 'late_payment'
      ? `Your payment for “${order.title}” arrived after your reservation had lapsed and someone else had bought the work. We have refunded the whole amount, ${price}.`
      : reason === 'admin'
        ? `We have refunded the whole amount for “${order.title}”, ${price}. If you have questions, reply to this mail.`
        : `“${order.title}” was not collected in time, so we have refunded the whole amount, ${price}.`,
    'The money shows on your account within a few banking days.',
    `The order: ${orderUrl(order)}`,
    `Order ${order.id}`,
  ]);
}

/** The buyer's mail when their bank has decided a dispute for them before the pickup: the purchase has ended. */
export function disputeLostBuyerMail(order: OrderRecord): MailMessage {
  const lang: Language = order.language ?? 'en';
  const price = formatPrice({ cents: order.amount_cents }, lang, order.currency);
  if (lang === 'sv') {
    return essentialMessage(order.buyer_email, `Köpet avbrutet: ”${order.title}”`, [
      mailGreeting('sv', order.buyer_name ?? ''),
      `Din bank har avgjort bestridandet av betalningen för ”${order.title}” till din fördel och betalat tillbaka ${price}.`,
      'Köpet är därmed avbrutet och hämtkoden gäller inte längre. Har du frågor kan du svara på det här mejlet.',
      `Beställningen: ${orderUrl(order)}`,
      `Beställning ${order.id}`,
    ]);
  }
  return essentialMessage(order.buyer_email, `Purchase ended: “${order.title}”`, [
    mailGreeting('en', order.buyer_name ?? ''),
    `Your bank has decided the dispute about your payment for “${order.title}” in your favour and paid back ${price}.`,
    'So the purchase has ended, and the pickup code no longer works. If you have questions, reply to this mail.',
    `The order: ${orderUrl(order)}`,
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

/**
 * The artist's and the venue's mail when our team refunds a sale: whether their part comes back
 * (`reversed`: it had been paid out and was taken back; `cancelled`: it will not be paid out).
 */
export function adminRefundPartyMail(
  order: OrderRecord,
  to: { email: string; name: string; lang: Language },
  party: 'artist' | 'venue',
  payout: 'cancelled' | 'reversed' | 'kept',
): MailMessage {
  const share = formatPrice(
    { cents: party === 'artist' ? order.artist_cents : order.venue_cents },
    to.lang,
    order.currency,
  );
  if (to.lang === 'sv') {
    const part =
      payout === 'reversed'
        ? `Din del, ${share}, var redan utbetald och har dragits tillbaka från ditt Stripe-konto.`
        : payout === 'cancelled'
          ? `Din del, ${share}, kommer inte att betalas ut.`
          : `Din utbetalda del, ${share}, behåller du tills vidare; vi hör av oss om den.`;
    return message(to.email, `Återbetald försäljning: ”${order.title}”`, [
      mailGreeting('sv', to.name),
      `Vi har betalat tillbaka köpet av ”${order.title}” (beställning ${order.id}) till köparen.`,
      part,
    ]);
  }
  const part =
    payout === 'reversed'
      ? `Your part, ${share}, had been paid out and has been taken back from your Stripe account.`
      : payout === 'cancelled'
        ? `Your part, ${share}, will not be paid out.`
        : `You keep your paid-out part, ${share}, for now; we will be in touch about it.`;
  return message(to.email, `Sale refunded: “${order.title}”`, [
    mailGreeting('en', to.name),
    `We have refunded the purchase of “${order.title}” (order ${order.id}) to the buyer.`,
    part,
  ]);
}

/** Stripe's dispute reasons an admin meets most, in words; any other is shown as Stripe's code. */
const DISPUTE_REASONS: Record<string, Record<Language, string>> = {
  fraudulent: {
    sv: 'kortinnehavaren känner inte igen köpet',
    en: 'the cardholder does not recognise the purchase',
  },
  product_not_received: {
    sv: 'köparen säger att verket inte lämnades ut',
    en: 'the buyer says the work was not handed over',
  },
  duplicate: { sv: 'dragen två gånger', en: 'charged twice' },
  unrecognized: { sv: 'köpet känns inte igen', en: 'the purchase is not recognised' },
};

const adminOrderUrl = (orderId: string) =>
  `${config.publicBaseUrl.replace(/\/+$/, '')}/admin/transactions/${encodeURIComponent(orderId)}`;

/**
 * The admins' mail about a dispute on an order's payment: opened (with Stripe's reason and the
 * date by which evidence must be in) or closed (won, lost, or an inquiry closed), with a link to
 * the order's page in the admin console.
 */
export function disputeAdminMail(
  order: OrderRecord,
  to: { email: string; name: string; lang: Language },
  dispute:
    | { phase: 'opened'; reason: string | null; dueBy: string | null }
    | { phase: 'closed'; outcome: 'won' | 'lost' | 'warning_closed' },
): MailMessage {
  const price = formatPrice({ cents: order.amount_cents }, to.lang, order.currency);
  const link = adminOrderUrl(order.id);
  if (to.lang === 'sv') {
    if (dispute.phase === 'opened') {
      const reason = dispute.reason ? (DISPUTE_REASONS[dispute.reason]?.sv ?? dispute.reason) : null;
      return message(to.email, `Bestridande öppnat: ”${order.title}” (${order.id})`, [
        mailGreeting('sv', to.name),
        `Köparens bank bestrider betalningen av ”${order.title}”, ${price}${reason ? ` (${reason})` : ''}.`,
        dispute.dueBy
          ? `Svara med underlag i Stripes dashboard senast ${when(dispute.dueBy, 'sv')}.`
          : 'Svara med underlag i Stripes dashboard.',
        'Utbetalningar till konstnären och lokalen som inte gjorts är pausade tills bestridandet är avgjort.',
        `Beställningen: ${link}`,
      ]);
    }
    const outcome = {
      won: `Bestridandet är avgjort till vår fördel: betalningen av ${price} står kvar.`,
      lost:
        order.refund_reason === 'dispute_lost'
          ? `Bestridandet är förlorat: banken har tagit tillbaka ${price} till köparen. Verket hade inte hämtats, så försäljningen är avbruten och verket är till salu igen; inget betalas ut.`
          : `Bestridandet är förlorat: banken har tagit tillbaka ${price} till köparen. Utbetalningar som inte gjorts förblir pausade, och gjorda utbetalningar dras inte tillbaka automatiskt; bestäm vad som ska gälla.`,
      warning_closed: 'Förfrågan är avslutad utan att bli ett bestridande. Inga pengar har flyttats.',
    }[dispute.outcome];
    return message(to.email, `Bestridande avslutat: ”${order.title}” (${order.id})`, [
      mailGreeting('sv', to.name),
      outcome,
      `Beställningen: ${link}`,
    ]);
  }
  if (dispute.phase === 'opened') {
    const reason = dispute.reason ? (DISPUTE_REASONS[dispute.reason]?.en ?? dispute.reason) : null;
    return message(to.email, `Dispute opened: “${order.title}” (${order.id})`, [
      mailGreeting('en', to.name),
      `The buyer's bank disputes the payment for “${order.title}”, ${price}${reason ? ` (${reason})` : ''}.`,
      dispute.dueBy
        ? `Answer with evidence in Stripe's dashboard by ${when(dispute.dueBy, 'en')}.`
        : "Answer with evidence in Stripe's dashboard.",
      'Payouts to the artist and the venue not yet made are on hold until it is settled.',
      `The order: ${link}`,
    ]);
  }
  const outcome = {
    won: `The dispute was decided in our favour: the payment of ${price} stands.`,
    lost:
      order.refund_reason === 'dispute_lost'
        ? `The dispute was lost: the bank has taken ${price} back to the buyer. The work had not been collected, so the sale has ended and the work is for sale again; nothing is paid out.`
        : `The dispute was lost: the bank has taken ${price} back to the buyer. Payouts not yet made stay on hold, and payouts already made are not taken back automatically; decide what should apply.`,
    warning_closed: 'The inquiry was closed without becoming a dispute. No money has moved.',
  }[dispute.outcome];
  return message(to.email, `Dispute closed: “${order.title}” (${order.id})`, [
    mailGreeting('en', to.name),
    outcome,
    `The order: ${link}`,
  ]);
}

/**
 * The artist's and the venue's mail about a dispute on a sale they have a part in, in plain words
 * about which case applies (issue 39 §2): a pickup validated with the buyer's code protects their
 * part whatever the outcome; without one, an open dispute holds it, and a lost one cancels it (or
 * takes it back if it was sent); lost before the pickup, the sale has ended. Won, or an inquiry
 * closed: it goes out as usual.
 */
export function disputePartyMail(
  order: OrderRecord,
  to: { email: string; name: string; lang: Language },
  party: 'artist' | 'venue',
  phase: 'opened' | 'won' | 'lost' | 'warning_closed',
): MailMessage {
  const share = formatPrice(
    { cents: party === 'artist' ? order.artist_cents : order.venue_cents },
    to.lang,
    order.currency,
  );
  const collected = !!order.collected_at;
  const shielded = sellerProtected(order);
  // Lost before the pickup: the sale has ended (endUncollectedSale) and the work hangs for sale again.
  const ended = order.refund_reason === 'dispute_lost' && !collected;
  const sv = to.lang === 'sv';
  const part = sv
    ? party === 'artist'
      ? `Din del, ${share},`
      : `Er provision, ${share},`
    : party === 'artist'
      ? `Your part, ${share},`
      : `Your commission, ${share},`;
  const what = sv ? `”${order.title}” (beställning ${order.id})` : `“${order.title}” (order ${order.id})`;
  const venue = order.venue_name ?? (sv ? 'lokalen' : 'the venue');
  let lines: string[];
  if (ended)
    lines = sv
      ? [
          `Köparens bank har avgjort bestridandet av ${what} till köparens fördel och betalat tillbaka köpet.`,
          `Verket hade inte hämtats, så försäljningen är avbruten: verket är till salu på ${venue} igen och köparens hämtkod gäller inte längre.`,
          party === 'venue' ? 'Lämna inte ut verket till köparen.' : `${part} betalas inte ut.`,
        ]
      : [
          `The buyer's bank has decided the dispute about ${what} for the buyer and paid the purchase back.`,
          `The work had not been collected, so the sale has ended: it is for sale at ${venue} again, and the buyer's pickup code no longer works.`,
          party === 'venue' ? 'Do not hand the work over to the buyer.' : `${part} is not paid out.`,
        ];
  else if (phase === 'opened')
    lines = sv
      ? [
          `Köparens bank bestrider betalningen av ${what}.`,
          shielded
            ? `Lokalen bekräftade hämtningen med köparens egen kod, så ${part.charAt(0).toLowerCase()}${part.slice(1)} är skyddad: du behåller den oavsett vad banken beslutar. Vi skickar hämtningen som underlag.`
            : `${part} betalas inte ut medan bestridandet pågår. Vi svarar på det med underlaget vi har.`,
        ]
      : [
          `The buyer's bank disputes the payment for ${what}.`,
          shielded
            ? `The venue confirmed the pickup with the buyer's own code, so ${part.charAt(0).toLowerCase()}${part.slice(1)} is protected: you keep it whatever the bank decides. We send the pickup as evidence.`
            : `${part} is not paid out while the dispute is open. We answer it with the evidence we have.`,
        ];
  else if (phase === 'lost')
    lines = sv
      ? [
          `Köparens bank har avgjort bestridandet av ${what} till köparens fördel och tagit tillbaka betalningen.`,
          shielded
            ? `Lokalen bekräftade hämtningen med köparens egen kod, så du behåller ${party === 'artist' ? 'din del' : 'er provision'}, ${share}. Konstvägg står för förlusten.`
            : collected
              ? `Hämtningen bekräftades inte med köparens egen kod, så ${part.charAt(0).toLowerCase()}${part.slice(1)} betalas inte ut, eller dras tillbaka om den redan betalats ut.`
              : `${part} betalas inte ut.`,
        ]
      : [
          `The buyer's bank has decided the dispute about ${what} for the buyer and taken the payment back.`,
          shielded
            ? `The venue confirmed the pickup with the buyer's own code, so you keep ${party === 'artist' ? 'your part' : 'your commission'}, ${share}. Konstvägg bears the loss.`
            : collected
              ? `The pickup was not confirmed with the buyer's own code, so ${part.charAt(0).toLowerCase()}${part.slice(1)} is not paid out, or is taken back if it was already paid.`
              : `${part} is not paid out.`,
        ];
  else
    lines = sv
      ? [
          `Bestridandet av betalningen för ${what} är avslutat och betalningen står kvar.`,
          collected
            ? `${part} betalas ut inom kort, om det inte redan har skett.`
            : `${part} betalas ut bankdagen efter att verket hämtats, som vanligt.`,
        ]
      : [
          `The dispute about the payment for ${what} is closed, and the payment stands.`,
          collected
            ? `${part} is paid out shortly, if it has not been already.`
            : `${part} is paid out the business day after the pickup, as usual.`,
        ];
  return message(
    to.email,
    sv
      ? phase === 'opened'
        ? `Bestriden betalning: ”${order.title}”`
        : `Bestridandet avslutat: ”${order.title}”`
      : phase === 'opened'
        ? `Payment disputed: “${order.title}”`
        : `Dispute closed: “${order.title}”`,
    [
      mailGreeting(to.lang, to.name),
      ...lines,
      sv ? 'Frågor? Svara på det här mejlet.' : 'Questions? Reply to this mail.',
    ],
  );
}

/** Which mail about an order it was (kept with the order: the admin's timeline shows the mails sent). */
export type OrderMailKind =
  | 'receipt'
  | 'sold_artist'
  | 'sold_venue'
  | 'refund_buyer'
  | 'refund_artist'
  | 'refund_venue'
  | 'dispute_opened_admin'
  | 'dispute_closed_admin'
  | 'dispute_opened_artist'
  | 'dispute_opened_venue'
  | 'dispute_closed_artist'
  | 'dispute_closed_venue';

/**
 * The state change is made; a mail that cannot go out is logged, never undone or retried into a
 * double mail. With `about`, the mail (recipient, subject, sent or failed) is recorded in the
 * order's partition (keys.orderMail) for the admin's timeline; a failed record is only logged.
 */
export async function sendQuietly(
  mail: MailMessage | null | undefined,
  what: string,
  about?: { orderId: string; kind: OrderMailKind },
): Promise<void> {
  await sendRecorded(mail, what, about, 'log');
}

/**
 * As sendQuietly, but a mail that cannot go out throws after it is recorded as failed: for the
 * outbox's worker, which tries again (tasks/outbox.ts), where a state change's mail must not be lost.
 */
export async function sendOrThrow(
  mail: MailMessage | null | undefined,
  what: string,
  about: { orderId: string; kind: OrderMailKind },
): Promise<void> {
  await sendRecorded(mail, what, about, 'throw');
}

async function sendRecorded(
  mail: MailMessage | null | undefined,
  what: string,
  about: { orderId: string; kind: OrderMailKind } | undefined,
  onFailure: 'log' | 'throw',
): Promise<void> {
  if (!mail) return;
  let status: OrderMailRecord['status'] = 'sent';
  let failure: unknown = null;
  try {
    if ((await sendMail(mail)).suppressed) status = 'suppressed';
  } catch (err) {
    status = 'failed';
    failure = err;
    log.error(`Mail could not be sent: ${what}`, err as Error);
  }
  if (about) await recordMail(mail, what, about, status);
  if (failure && onFailure === 'throw') throw failure;
}

async function recordMail(
  mail: MailMessage,
  what: string,
  about: { orderId: string; kind: OrderMailKind },
  status: OrderMailRecord['status'],
): Promise<void> {
  const at = nowIso();
  const record: OrderMailRecord = {
    entity: 'order_mail',
    id: randomUUID(),
    order_id: about.orderId,
    kind: about.kind,
    to: mail.to,
    subject: mail.subject,
    status,
    at,
  };
  await documentClient()
    .send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.orderMail(about.orderId, at, record.id), ...record },
      }),
    )
    .catch((err: unknown) => log.error(`Mail not recorded: ${what}`, err as Error));
}
