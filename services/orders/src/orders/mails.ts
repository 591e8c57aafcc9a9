import { formatPrice } from '@konstvagg/rules';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { DAYS, type Language, type OpeningHours } from '@konstvagg/contracts';
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
import {
  escapeHtml,
  mailGreeting,
  messageOf,
  ordersMails,
  type MessageValues,
  type OrdersMailKey,
} from '@konstvagg/i18n';
import { config, createLogger, nowIso } from '@konstvagg/lambda-kit';
import { sendMail, type MailMessage } from '@konstvagg/lambda-kit/ports/mail';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

const log = createLogger('konstvagg-orders');

/**
 * The mails of the buying loop, each in its reader's language (plain text and simple HTML). The
 * words are shared/i18n's (ordersMails): this module picks the keys and passes the values.
 */
const text = (lang: Language, key: OrdersMailKey, values?: MessageValues) =>
  messageOf(ordersMails, lang, key, values);

const when = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    timeZone: 'Europe/Stockholm',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));

/** "Monday: 10:00-18:00" lines, one a weekday. */
function weekLines(hours: OpeningHours, lang: Language): string[] {
  return DAYS.map((d) =>
    text(lang, 'mail.order.hours.day', {
      day: text(lang, `mail.order.weekday.${d}`),
      hours: hours[d] ?? text(lang, 'mail.order.hours.closed'),
    }),
  );
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
  if (next.openNow) return text(lang, 'mail.order.opening.open_now', { close: next.close });
  if (next.date === today) return text(lang, 'mail.order.opening.today', { open: next.open });
  if (next.date === addCalendarDays(today, 1))
    return text(lang, 'mail.order.opening.tomorrow', { open: next.open });
  return text(lang, 'mail.order.opening.later', { day: dayAndDate(next.date, lang), open: next.open });
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

/** The lines that close a buyer's mail: the order's page, and its id. */
const orderFooter = (order: OrderRecord, lang: Language) => [
  text(lang, 'mail.order.order_link', { url: orderUrl(order) }),
  text(lang, 'mail.order.order_id', { id: order.id }),
];

const venueOf = (order: OrderRecord, lang: Language) =>
  order.venue_name ?? text(lang, 'mail.order.the_venue');

/** The buyer's receipt: the pickup code (QR on the linked page, and the typed form), where, until when, and the refund promise. */
export function receiptMail(order: OrderRecord, venue: VenueRecord | undefined, nowIso: string): MailMessage {
  const lang: Language = order.language ?? 'en';
  const deadline = when(order.pickup_deadline!, lang);
  const week = venue ? weekLines(venue.opening_hours, lang) : null;
  const note = venue ? openingNote(venue.opening_hours, lang, nowIso) : null;
  const place = venue
    ? text(lang, 'mail.order.receipt.address', {
        venue: venue.venue_name,
        address: venue.address,
        postalCode: venue.postal_code,
        city: venue.city,
      })
    : '';
  return essentialMessage(
    order.buyer_email,
    text(lang, 'mail.order.receipt.subject', { title: order.title, deadline }),
    [
      mailGreeting(lang, order.buyer_name ?? ''),
      text(lang, 'mail.order.receipt.thanks', {
        title: order.title,
        artist: order.artist_name,
        price: formatPrice({ cents: order.amount_cents }, lang, order.currency),
      }),
      text(lang, 'mail.order.receipt.code', { code: order.pickup_code_short ?? '' }),
      text(lang, 'mail.order.receipt.place', { place }),
      ...(note ? [note] : []),
      ...(week ? [text(lang, 'mail.order.receipt.hours'), ...week] : []),
      text(lang, 'mail.order.receipt.deadline', { deadline }),
      text(lang, 'mail.order.receipt.link', { url: orderUrl(order) }),
      text(lang, 'mail.order.order_id', { id: order.id }),
    ],
  );
}

/** The artist's and the venue's "sold" mail; a price in another currency than the list price's names both, and the rate. */
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
  const price = formatPrice({ cents: order.amount_cents }, lang, order.currency);
  const lp = listPriceOf(order);
  return message(to.email, text(lang, 'mail.order.sold.subject', { title: order.title }), [
    mailGreeting(lang, to.name),
    lp
      ? text(lang, 'mail.order.sold.lead_list_price', {
          title: order.title,
          price,
          listPrice: formatPrice({ cents: lp.cents }, lang, lp.currency),
          rate: lp.rate,
        })
      : text(lang, 'mail.order.sold.lead', { title: order.title, price }),
    party === 'venue'
      ? text(lang, 'mail.order.sold.venue', { buyer: order.buyer_name ?? '', deadline, share })
      : text(lang, 'mail.order.sold.artist', { venue: venueOf(order, lang), deadline, share }),
  ]);
}

/** The refund mail to the buyer (not collected in time, paid after the work was taken, or refunded by our team). */
export function refundBuyerMail(
  order: OrderRecord,
  reason: 'not_collected' | 'late_payment' | 'admin',
): MailMessage {
  const lang: Language = order.language ?? 'en';
  const price = formatPrice({ cents: order.amount_cents }, lang, order.currency);
  return essentialMessage(
    order.buyer_email,
    text(lang, 'mail.order.refund.subject', { title: order.title }),
    [
      mailGreeting(lang, order.buyer_name ?? ''),
      text(lang, `mail.order.refund.${reason}`, { title: order.title, price }),
      text(lang, 'mail.order.refund.arrives'),
      ...orderFooter(order, lang),
    ],
  );
}

/** The buyer's mail when their bank has decided a dispute for them before the pickup: the purchase has ended. */
export function disputeLostBuyerMail(order: OrderRecord): MailMessage {
  const lang: Language = order.language ?? 'en';
  const price = formatPrice({ cents: order.amount_cents }, lang, order.currency);
  return essentialMessage(
    order.buyer_email,
    text(lang, 'mail.order.dispute_lost.subject', { title: order.title }),
    [
      mailGreeting(lang, order.buyer_name ?? ''),
      text(lang, 'mail.order.dispute_lost.lead', { title: order.title, price }),
      text(lang, 'mail.order.dispute_lost.ended'),
      ...orderFooter(order, lang),
    ],
  );
}

/** The artist's and the venue's mail when a sale is refunded because it was not collected. */
export function refundPartyMail(
  order: OrderRecord,
  to: { email: string; name: string; lang: Language },
): MailMessage {
  const { lang } = to;
  return message(to.email, text(lang, 'mail.order.not_collected.subject', { title: order.title }), [
    mailGreeting(lang, to.name),
    text(lang, 'mail.order.not_collected.lead', { title: order.title, venue: venueOf(order, lang) }),
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
  const { lang } = to;
  const share = formatPrice(
    { cents: party === 'artist' ? order.artist_cents : order.venue_cents },
    lang,
    order.currency,
  );
  return message(to.email, text(lang, 'mail.order.admin_refund.subject', { title: order.title }), [
    mailGreeting(lang, to.name),
    text(lang, 'mail.order.admin_refund.lead', { title: order.title, id: order.id }),
    text(lang, `mail.order.admin_refund.${payout}`, { share }),
  ]);
}

/** Stripe's dispute reasons an admin meets most, in words; any other is shown as Stripe's code. */
const DISPUTE_REASONS = ['fraudulent', 'product_not_received', 'duplicate', 'unrecognized'] as const;
const isNamedReason = (reason: string): reason is (typeof DISPUTE_REASONS)[number] =>
  (DISPUTE_REASONS as readonly string[]).includes(reason);

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
  const { lang } = to;
  const price = formatPrice({ cents: order.amount_cents }, lang, order.currency);
  const link = text(lang, 'mail.order.order_link', { url: adminOrderUrl(order.id) });
  const about = { title: order.title, id: order.id };
  if (dispute.phase === 'opened') {
    const { reason, dueBy } = dispute;
    return message(to.email, text(lang, 'mail.order.dispute_admin.opened.subject', about), [
      mailGreeting(lang, to.name),
      reason
        ? text(lang, 'mail.order.dispute_admin.opened.lead_reason', {
            title: order.title,
            price,
            reason: isNamedReason(reason) ? text(lang, `mail.order.dispute_reason.${reason}`) : reason,
          })
        : text(lang, 'mail.order.dispute_admin.opened.lead', { title: order.title, price }),
      dueBy
        ? text(lang, 'mail.order.dispute_admin.opened.due', { due: when(dueBy, lang) })
        : text(lang, 'mail.order.dispute_admin.opened.answer'),
      text(lang, 'mail.order.dispute_admin.opened.on_hold'),
      link,
    ]);
  }
  const outcome =
    dispute.outcome === 'lost' && order.refund_reason === 'dispute_lost' ? 'lost_ended' : dispute.outcome;
  return message(to.email, text(lang, 'mail.order.dispute_admin.closed.subject', about), [
    mailGreeting(lang, to.name),
    text(lang, `mail.order.dispute_admin.closed.${outcome}`, { price }),
    link,
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
  const { lang } = to;
  const share = formatPrice(
    { cents: party === 'artist' ? order.artist_cents : order.venue_cents },
    lang,
    order.currency,
  );
  const collected = !!order.collected_at;
  const shielded = sellerProtected(order);
  // Lost before the pickup: the sale has ended (endUncollectedSale) and the work hangs for sale again.
  const ended = order.refund_reason === 'dispute_lost' && !collected;
  const about = { title: order.title, id: order.id };
  const part = { party, share };
  let lines: string[];
  if (ended)
    lines = [
      text(lang, 'mail.order.dispute_party.ended.lead', about),
      text(lang, 'mail.order.dispute_party.ended.for_sale', { venue: venueOf(order, lang) }),
      party === 'venue'
        ? text(lang, 'mail.order.dispute_party.ended.do_not_hand_over')
        : text(lang, 'mail.order.dispute_party.not_paid_out', part),
    ];
  else if (phase === 'opened')
    lines = [
      text(lang, 'mail.order.dispute_party.opened.lead', about),
      text(
        lang,
        shielded ? 'mail.order.dispute_party.opened.protected' : 'mail.order.dispute_party.opened.held',
        part,
      ),
    ];
  else if (phase === 'lost')
    lines = [
      text(lang, 'mail.order.dispute_party.lost.lead', about),
      text(
        lang,
        shielded
          ? 'mail.order.dispute_party.lost.protected'
          : collected
            ? 'mail.order.dispute_party.lost.not_validated'
            : 'mail.order.dispute_party.not_paid_out',
        part,
      ),
    ];
  else
    lines = [
      text(lang, 'mail.order.dispute_party.closed.lead', about),
      text(
        lang,
        collected
          ? 'mail.order.dispute_party.closed.collected'
          : 'mail.order.dispute_party.closed.not_collected',
        part,
      ),
    ];
  return message(
    to.email,
    text(
      lang,
      phase === 'opened'
        ? 'mail.order.dispute_party.opened.subject'
        : 'mail.order.dispute_party.closed.subject',
      { title: order.title },
    ),
    [mailGreeting(lang, to.name), ...lines, text(lang, 'mail.order.dispute_party.questions')],
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
