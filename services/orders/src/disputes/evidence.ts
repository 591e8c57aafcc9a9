import { createHash } from 'node:crypto';
import { PICKUP_WINDOW_HOURS } from '@konstvagg/rules';
import {
  keys,
  queries,
  queryInput,
  recordDisputeEvidence,
  SYSTEM,
  type Actor,
  type OrderHistoryEntry,
  type OrderMailRecord,
  type OrderRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { payments, type Dispute } from '@konstvagg/lambda-kit/ports/payments';
import { disputeScheduleName, scheduler } from '@konstvagg/lambda-kit/ports/scheduler';
import {
  isConditionalCheckFailed,
  queryAll,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';
import { getItem, getOrder } from '../orders/store.ts';
import { callPayments } from '../payments-call.ts';
import { ordersFunctionArn } from '../tasks/target.ts';

const log = createLogger('konstvagg-orders');

/**
 * Seller protection (issue 39 §2): when a buyer disputes a payment, the evidence goes to Stripe by
 * itself, as text in Stripe's evidence fields, in English (it is read by the buyer's bank): what was
 * sold and where, the buyer, the pickup record (venue, time, whether the buyer's own code was
 * scanned or typed, and by which staff account), the pickup-or-refund policy, the receipt mail, the
 * order's history, and the admins' notes. It is staged when the dispute opens, and submitted a day
 * before it is due (the `dispute-<order>` schedule), or earlier by an admin. What was sent is kept on
 * the order (`dispute_evidence`), for the admin's page.
 */

/** What the evidence says besides the order itself. */
export interface EvidenceFacts {
  venueName: string | null;
  receipt: { to: string; subject: string; at: string } | null;
  /** The admins' notes, oldest first; they close the statement. */
  notes: string[];
}

/** Stripe's limit on one long text field (access_activity_log, uncategorized_text, …). */
export const EVIDENCE_TEXT_MAX = 20_000;
/** Our limit on the short fields (a name, an email address, a date). */
const EVIDENCE_SHORT_MAX = 5_000;
const SHORT_FIELDS = new Set(['customer_name', 'customer_email_address', 'service_date']);

const stockholm = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});
const stockholmDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short' });

/** "2026-06-02 14:05" in Stockholm time (the Swedish format is ISO-shaped). */
const when = (iso: string) => stockholm.format(new Date(iso));
const day = (iso: string) => stockholmDay.format(new Date(iso));
/** "SEK 5200.00": the amount in the order's own currency, as a bank's reviewer reads it. */
const money = (minor: number, currency: string) => `${currency} ${(minor / 100).toFixed(2)}`;

const EVENT_TEXT: Record<OrderHistoryEntry['what'], string> = {
  reserved: 'Order placed; the work reserved for the buyer',
  paid: 'Payment received',
  payment_failed: 'Payment failed',
  cancelled: 'Checkout cancelled',
  collected: 'Work handed over to the buyer at the venue',
  payout_scheduled: 'Payouts to the artist and the venue scheduled',
  paid_out: 'Paid out to the artist and the venue',
  refunded: 'Refunded',
  dispute_opened: 'Dispute opened by the buyer’s bank',
  dispute_evidence: 'Dispute evidence sent to Stripe',
  dispute_closed: 'Dispute closed',
};

const ROLE_TEXT: Record<OrderHistoryEntry['by_role'], string> = {
  buyer: 'by the buyer',
  venue: 'by venue staff',
  admin: 'by a Konstvägg administrator',
  system: 'automatically',
  stripe: 'reported by Stripe',
};

const METHOD_TEXT = {
  scanned: 'the buyer’s QR code was scanned',
  typed: 'the buyer’s short pickup code was typed',
} as const;

/** Cuts a text to `max` characters, saying so at the end. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const tail = ' […truncated]';
  return text.slice(0, max - tail.length) + tail;
}

/**
 * Lines joined, at most `max` characters: when they do not fit, the first and the last lines are
 * kept (how it began and how it stands) and the middle is left out, saying how many lines.
 */
function fitLines(lines: string[], max: number): string {
  const all = lines.join('\n');
  if (all.length <= max) return all;
  let head = Math.ceil(lines.length / 2);
  let tail = lines.length - head;
  for (;;) {
    const skipped = lines.length - head - tail;
    const text = [
      ...lines.slice(0, head),
      `[… ${skipped} entries left out …]`,
      ...lines.slice(lines.length - tail),
    ].join('\n');
    if (text.length <= max || head + tail <= 2) return cut(text, max);
    if (head > tail) head--;
    else tail--;
  }
}

/** The history's lines: from the order's history, or, for an order older than it, from its dates. */
function historyLines(order: OrderRecord): string[] {
  const history = order.history ?? [];
  if (history.length)
    return history.map((h) => {
      const detail = h.detail ? ` (${h.detail.replaceAll('_', ' ')})` : '';
      return `${when(h.at)}  ${EVENT_TEXT[h.what] ?? h.what}${detail}, ${ROLE_TEXT[h.by_role] ?? h.by_role}`;
    });
  const dated: [string | null | undefined, string][] = [
    [order.created_at, EVENT_TEXT.reserved],
    [order.paid_at, EVENT_TEXT.paid],
    [order.collected_at, EVENT_TEXT.collected],
    [order.paid_out_at, EVENT_TEXT.paid_out],
    [order.refunded_at, EVENT_TEXT.refunded],
    [order.disputed_at, EVENT_TEXT.dispute_opened],
  ];
  return dated
    .filter((d): d is [string, string] => !!d[0])
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([at, text]) => `${when(at)}  ${text}`);
}

/** The pickup, as one paragraph: who handed the work over, where, when and with which code. */
function pickupRecord(order: OrderRecord, venue: string): string {
  if (order.collected_at && order.pickup_method) {
    const staff = [order.pickup_by_email, order.pickup_by ? `user id ${order.pickup_by}` : null]
      .filter(Boolean)
      .join(', ');
    return (
      `The buyer collected the work in person at ${venue} on ${when(order.collected_at)} ` +
      `(Europe/Stockholm time). To hand it over, ${METHOD_TEXT[order.pickup_method]}: the code is ` +
      `unique to this order and was sent only to the buyer, in the receipt mail below. ` +
      `The handover was validated by the venue's staff account ${staff || '(not recorded)'}.`
    );
  }
  if (order.collected_at)
    return (
      `No validated pickup on record: the work was marked as collected at ${venue} on ` +
      `${when(order.collected_at)} (Europe/Stockholm time), without a record of the buyer's code.`
    );
  return 'No validated pickup on record: the work has not been collected.';
}

/**
 * The evidence for a dispute about `order`, as Stripe's evidence fields (text, English, each within
 * Stripe's limits). Pure: what it needs besides the order comes in `facts`.
 */
export function composeEvidence(order: OrderRecord, facts: EvidenceFacts): Record<string, string> {
  const venue = facts.venueName ?? order.venue_name ?? 'the venue where the work hangs';
  const bought = order.paid_at ?? order.created_at;
  const days = Math.round(PICKUP_WINDOW_HOURS / 24);
  const pickup = pickupRecord(order, venue);
  const evidence: Record<string, string> = {
    product_description:
      `“${order.title}”, an original artwork by ${order.artist_name}, sold through Konstvägg ` +
      `(an online marketplace for art on display in cafés and other venues) for ${money(order.amount_cents, order.currency)}, ` +
      `VAT included. Bought online on ${day(bought)} while it hung at ${venue}, to be collected there ` +
      `in person: nothing is shipped. Order ${order.id}.`,
    customer_email_address: order.buyer_email,
    refund_policy_disclosure:
      `Shown at checkout and repeated in the receipt mail: the buyer collects the work in person at ` +
      `${venue} within ${days} days of payment, showing the pickup code from the receipt mail; a work ` +
      `not collected by then is refunded in full automatically.` +
      (order.pickup_deadline
        ? ` For this order the deadline was ${when(order.pickup_deadline)} (Europe/Stockholm).`
        : ''),
    access_activity_log: fitLines(
      ['Pickup record:', pickup, '', 'Order history (times in Europe/Stockholm):', ...historyLines(order)],
      EVIDENCE_TEXT_MAX,
    ),
  };
  if (order.buyer_name) evidence.customer_name = order.buyer_name;
  if (order.collected_at && order.pickup_method) evidence.service_date = day(order.collected_at);

  const receipt = facts.receipt
    ? `Receipt mail: sent to ${facts.receipt.to} on ${when(facts.receipt.at)} (Europe/Stockholm), subject “${facts.receipt.subject}”. It holds the pickup code and the pickup terms.`
    : 'Receipt mail: none on record.';
  const statement = [
    `Order ${order.id}: ${money(order.amount_cents, order.currency)} for “${order.title}” by ${order.artist_name}.`,
    pickup,
    receipt,
    'The full history of the order is in the access activity log.',
  ].join('\n\n');
  const notes = facts.notes.map((n) => n.trim()).filter(Boolean);
  let text = statement;
  if (notes.length) {
    // The notes close the statement; when they do not all fit, the latest ones are kept whole.
    const heading = '\n\nNotes from Konstvägg:';
    const kept: string[] = [];
    let room = EVIDENCE_TEXT_MAX - statement.length - heading.length - 40;
    for (const note of [...notes].reverse()) {
      const line = `\n- ${note}`;
      if (line.length > room) break;
      kept.unshift(line);
      room -= line.length;
    }
    const left = notes.length - kept.length;
    text += heading + (left ? `\n- [${left} earlier note(s) left out]` : '') + kept.join('');
  }
  evidence.uncategorized_text = text;
  return Object.fromEntries(
    Object.entries(evidence).map(([k, v]) => [
      k,
      cut(v, SHORT_FIELDS.has(k) ? EVIDENCE_SHORT_MAX : EVIDENCE_TEXT_MAX),
    ]),
  );
}

/** The notes the admins added before, oldest first: each is kept on its history entry. */
export const earlierNotes = (order: OrderRecord): string[] =>
  (order.history ?? []).filter((h) => h.what === 'dispute_evidence' && h.note).map((h) => h.note!);

/** Whether the order has a dispute still open (flagged, not closed). */
const hasOpenDispute = (order: OrderRecord) => !!order.disputed_at && !order.dispute_closed_at;

/** The receipt mail sent about the order (the first one sent), if any: in the order's partition. */
async function receiptOf(orderId: string): Promise<EvidenceFacts['receipt']> {
  const items = await queryAll<Record<string, unknown> & { entity?: string }>({
    TableName: tableName(),
    ...queryInput(queries.orderPartition(orderId)),
  });
  const mail = (items as unknown as OrderMailRecord[]).find(
    (m) => m.entity === 'order_mail' && m.kind === 'receipt' && m.status === 'sent',
  );
  return mail ? { to: mail.to, subject: mail.subject, at: mail.at } : null;
}

async function venueNameOf(order: OrderRecord): Promise<string | null> {
  if (!order.venue_id) return order.venue_name ?? null;
  const venue = await getItem<VenueRecord>(keys.venue(order.venue_id));
  return venue?.venue_name ?? order.venue_name ?? null;
}

/** Stripe's idempotency key for one version of the evidence (and whether it is submitted). */
const evidenceKey = (orderId: string, evidence: Record<string, string>, submit: boolean) =>
  `dpe:${orderId}:${submit ? 'submit' : 'stage'}:${createHash('sha256')
    .update(JSON.stringify(Object.entries(evidence).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex')
    .slice(0, 32)}`;

/** A 4xx from Stripe (an invalid request), as the SDK throws it. */
const isRefusal = (err: unknown) => {
  const e = err as { type?: string; statusCode?: number } | null;
  return e?.type === 'StripeInvalidRequestError' || e?.statusCode === 400;
};

/** What Stripe holds of a dispute's evidence, as text fields (nulls left out). */
const heldText = (d: Dispute): Record<string, string> =>
  Object.fromEntries(
    Object.entries(d.evidence).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );

const WRITE_ATTEMPTS = 3;

/**
 * Composes the order's evidence and saves it at Stripe (`submit`: sends it to the bank), then
 * records it on the order through the money machine (recordDisputeEvidence), with the admin's
 * `note` in its history entry: the notes, old and new, end the evidence. 'unchanged' when there is
 * no open dispute or the evidence is submitted already (a second run of the schedule). Stripe
 * refusing an update because the evidence was submitted (by an earlier run whose write was lost, or
 * in Stripe's dashboard) is recorded as submitted. A write that lost a race with another write to the
 * order reads again and goes again, up to WRITE_ATTEMPTS times.
 */
export async function saveDisputeEvidence(
  orderId: string,
  options: { note?: string; submit?: boolean; by?: Actor } = {},
): Promise<'saved' | 'submitted' | 'unchanged'> {
  const submit = options.submit ?? false;
  const note = options.note?.trim() || null;
  for (let attempt = 1; ; attempt++) {
    const order = await getOrder(orderId);
    if (!order || !hasOpenDispute(order) || order.dispute_evidence_submitted_at || !order.dispute_id) {
      log.info('Dispute evidence: nothing to do', { order: orderId, attempt });
      return 'unchanged';
    }
    const [venueName, receipt] = await Promise.all([venueNameOf(order), receiptOf(order.id)]);
    let evidence = composeEvidence(order, {
      venueName,
      receipt,
      notes: [...earlierNotes(order), ...(note ? [note] : [])],
    });
    let submitted = submit;
    const disputeId = order.dispute_id;
    try {
      const dispute = await payments().updateDispute({
        disputeId,
        evidence,
        submit,
        idempotencyKey: evidenceKey(order.id, evidence, submit),
      });
      submitted = dispute.submissionCount > 0;
    } catch (err) {
      if (!isRefusal(err)) return callPayments('update dispute', () => Promise.reject(err));
      const held = await callPayments('retrieve dispute', () => payments().retrieveDispute(disputeId));
      if (held.submissionCount === 0) {
        return callPayments('update dispute (refused)', () => Promise.reject(err));
      }
      log.warn('Dispute evidence already submitted at Stripe: recorded as submitted', { order: order.id });
      evidence = heldText(held);
      submitted = true;
    }
    const at = nowIso();
    try {
      await transactWrite(
        recordDisputeEvidence(
          order,
          { table: tableName(), at, by: options.by ?? SYSTEM },
          evidence,
          submitted,
          note,
        ),
      );
    } catch (err) {
      if (!isConditionalCheckFailed(err) || attempt >= WRITE_ATTEMPTS) throw err;
      log.info('Dispute evidence: the order changed meanwhile, reading it again', {
        order: order.id,
        attempt,
      });
      continue;
    }
    log.info(submitted ? 'Dispute evidence submitted' : 'Dispute evidence saved', {
      order: order.id,
      dispute: disputeId,
      by: (options.by ?? SYSTEM).by_role,
      note: !!note,
    });
    return submitted ? 'submitted' : 'saved';
  }
}

/** How long before it is due the evidence is submitted by itself. */
const SUBMIT_BEFORE_DUE_MS = 24 * 3_600_000;

/**
 * The evidence's submission, a day before it is due (in a minute when that has passed): a one-time
 * `dispute-<order>` schedule with the `dispute-evidence` task, which runs saveDisputeEvidence with
 * submit (safe to run twice: a second run finds it submitted). Without a due date nothing is
 * scheduled, and the admins submit it from the order's page.
 */
export async function scheduleEvidenceSubmission(
  orderId: string,
  dueBy: string | null,
  now: Date = new Date(),
): Promise<{ scheduled: boolean; at: Date | null }> {
  if (!dueBy) {
    log.warn('A dispute without a due date: its evidence is not submitted by itself', { order: orderId });
    return { scheduled: false, at: null };
  }
  const early = new Date(new Date(dueBy).getTime() - SUBMIT_BEFORE_DUE_MS);
  const at = early.getTime() > now.getTime() ? early : new Date(now.getTime() + 60_000);
  const { created } = await scheduler().scheduleOnce({
    name: disputeScheduleName(orderId),
    at,
    targetArn: ordersFunctionArn(),
    payload: { task: 'dispute-evidence', order_id: orderId },
  });
  return { scheduled: created, at };
}

/** The `dispute-evidence` task: submits the evidence, unless it is submitted already or the dispute closed. */
export async function disputeEvidenceTask(orderId: string) {
  return { evidence: await saveDisputeEvidence(orderId, { submit: true }) };
}
