/**
 * The money machine of an order (issue 39 §1): every business event of an order, and of its
 * payouts, is one function here that answers the DynamoDB transaction items it needs. Nothing else
 * writes an order's or a payout's status (eslint.config.js forbids the lifecycle tables and the
 * status index keys elsewhere), so each rule is in one place:
 *
 * - an order moves only along ORDER_LIFECYCLE, a payout only along PAYOUT_LIFECYCLE, each write
 *   conditional on the version the caller read (lifecycle.ts transitionUpdate);
 * - every event bumps the order's version and appends one entry to its `history`, which the admin's
 *   timeline reads; a dispute is a sub-state of the order, so opening or closing one bumps the
 *   version too, and a refund or payout step that read the order before it fails its condition;
 * - the pickup's item list (`collect`) is what the exhibitions service puts in its own
 *   transaction, so the order, its payouts and the exhibition change together.
 *
 * The callers run the items (one TransactWriteItems with their own items: the work, the
 * exhibition, the outbox, the audit entry) and call the ports (Stripe, the scheduler, mail).
 */
import { nextStockholmBusinessDay } from './business-days.ts';
import {
  keys,
  orderIndexKeys,
  orderStatusIndexKeys,
  payoutIndexKeys,
  payoutStatusIndexKeys,
} from './keys.ts';
import { ORDER_LIFECYCLE, transitionUpdate, type Lifecycle, type TransitionUpdate } from './lifecycle.ts';
import { payoutAmounts } from './orders.ts';
import {
  PAYOUT_STATUSES,
  type OrderEvent,
  type OrderHistoryEntry,
  type OrderRecord,
  type PayoutRecord,
  type PayoutStatus,
} from './records.ts';
import {
  collectedStats,
  disputeClosedStats,
  disputeStats,
  orderStatusDelta,
  statUpdateItems,
  type StatUpdateItem,
} from './stats.ts';

/** One item of a TransactWriteItems (lib-dynamodb's document shape). */
export type TransactItem =
  | StatUpdateItem
  | { Update: TransitionUpdate & { TableName: string } }
  | { Put: { TableName: string; Item: Record<string, unknown>; ConditionExpression: string } }
  | {
      ConditionCheck: {
        TableName: string;
        Key: { PK: string; SK: string };
        ConditionExpression: string;
        ExpressionAttributeNames: Record<string, string>;
        ExpressionAttributeValues: Record<string, unknown>;
      };
    };

/**
 * Payout: scheduled (due T+1) -> sending (a sweep has claimed it and asks Stripe) -> sent. A payee
 * without a working account makes it wait (waiting_for_account); a refused transfer makes it failed,
 * tried again by later sweeps. A refund before it is sent cancels it, whichever state it is in; a
 * transfer that went out all the same (the sweep held it while the refund was written) is reversed,
 * as is a sent one. `sending` -> `sending`: a claim left by a sweep that crashed is taken over.
 */
export const PAYOUT_LIFECYCLE: Lifecycle<PayoutStatus> = {
  name: 'payout',
  statuses: PAYOUT_STATUSES,
  initial: 'scheduled',
  transitions: {
    scheduled: ['sending', 'waiting_for_account', 'failed', 'cancelled'],
    waiting_for_account: ['waiting_for_account', 'sending', 'failed', 'cancelled'],
    sending: ['sending', 'sent', 'failed', 'cancelled'],
    failed: ['failed', 'scheduled', 'sending', 'waiting_for_account', 'cancelled'],
    sent: ['reversed'],
    cancelled: ['reversed'],
    reversed: [],
  },
};

/** Who made an event happen. */
export interface Actor {
  by: string;
  by_role: OrderHistoryEntry['by_role'];
}
export const SYSTEM: Actor = { by: 'system', by_role: 'system' };
export const STRIPE: Actor = { by: 'stripe', by_role: 'stripe' };

/** Where and when: the table the items are for and the event's time (updated_at, history). */
export interface Step {
  table: string;
  at: string;
  by?: Actor;
}

const entry = (
  step: Step,
  what: OrderEvent,
  status: OrderRecord['status'] | null,
  detail?: string | null,
  note?: string | null,
): OrderHistoryEntry => ({
  at: step.at,
  what,
  by: (step.by ?? SYSTEM).by,
  by_role: (step.by ?? SYSTEM).by_role,
  status,
  ...(detail ? { detail } : {}),
  ...(note ? { note } : {}),
});

/** An order's status change, as one conditional update with its history entry. */
function move(
  order: OrderRecord,
  step: Step,
  what: OrderEvent,
  to: OrderRecord['status'],
  from: readonly OrderRecord['status'][],
  options: {
    set?: Record<string, unknown>;
    detail?: string | null;
    note?: string | null;
    condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  } = {},
): TransactItem {
  return {
    Update: {
      TableName: step.table,
      ...transitionUpdate({
        lifecycle: ORDER_LIFECYCLE,
        key: keys.order(order.id),
        to,
        from,
        expectedVersion: order.version,
        at: step.at,
        set: { ...options.set, ...orderStatusIndexKeys({ ...order, status: to }) },
        append: { history: [entry(step, what, to, options.detail, options.note)] },
        condition: options.condition,
      }),
    },
  };
}

/**
 * An event that does not move the status (a dispute, its evidence): the same version check, the
 * version bumped, the history entry appended, plus the caller's condition.
 */
function touch(
  order: OrderRecord,
  step: Step,
  what: OrderEvent,
  set: Record<string, unknown>,
  options: {
    detail?: string | null;
    note?: string | null;
    condition?: string;
    /** Entries before this event's own (a dispute first seen closed: its opening too). */
    before?: OrderHistoryEntry[];
  } = {},
): TransactItem {
  const names: Record<string, string> = {
    '#version': 'version',
    '#updated': 'updated_at',
    '#history': 'history',
  };
  const values: Record<string, unknown> = {
    ':expected': order.version,
    ':one': 1,
    ':at': step.at,
    ':entry': [...(options.before ?? []), entry(step, what, null, options.detail, options.note)],
    ':empty': [],
  };
  const sets = Object.entries(set).map(([k, v], i) => {
    names[`#m${i}`] = k;
    values[`:m${i}`] = v;
    return `#m${i} = :m${i}`;
  });
  return {
    Update: {
      TableName: step.table,
      Key: keys.order(order.id),
      UpdateExpression: `SET ${[
        ...sets,
        '#updated = :at',
        '#version = #version + :one',
        '#history = list_append(if_not_exists(#history, :empty), :entry)',
      ].join(', ')}`,
      ConditionExpression: `attribute_exists(PK) AND #version = :expected${options.condition ? ` AND (${options.condition})` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** A new order, pending payment while the work is reserved for it (the checkout's transaction). */
export function reserve(order: OrderRecord, step: Step): TransactItem[] {
  const item = { ...order, history: [entry(step, 'reserved', 'pending_payment')] };
  return [
    {
      Put: {
        TableName: step.table,
        Item: { ...keys.order(order.id), ...orderIndexKeys(order), ...item },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/** The payment succeeded: pending_payment -> paid, with the pickup codes and deadline in `fields`. */
export function pay(order: OrderRecord, step: Step, fields: Record<string, unknown>): TransactItem[] {
  return [move(order, step, 'paid', 'paid', ['pending_payment'], { set: fields })];
}

/** Stripe cancelled the payment (payment_intent.canceled): the checkout ends, the order is cancelled. */
export function fail(order: OrderRecord, step: Step): TransactItem[] {
  return cancelled(order, step, 'payment_failed');
}

/** A checkout given up (its reservation lapsed, or no payment could be made): cancelled. */
export function cancel(order: OrderRecord, step: Step, detail?: string): TransactItem[] {
  return cancelled(order, step, 'cancelled', detail);
}

function cancelled(order: OrderRecord, step: Step, what: OrderEvent, detail?: string): TransactItem[] {
  return [
    move(order, step, what, 'cancelled', ['pending_payment'], { set: { cancelled_at: step.at }, detail }),
    ...statUpdateItems([orderStatusDelta('pending_payment', 'cancelled')], step.table, step.at),
  ];
}

/** How the venue validated a pickup: the code it scanned or typed, and its account. */
export interface PickupRecord {
  method: 'scanned' | 'typed';
  by: string;
  by_email: string | null;
}

/** The payout records a pickup creates: status scheduled, for the next Swedish business day (T+1). */
export function payoutRecordsForPickup(order: OrderRecord, collectedAt: string): PayoutRecord[] {
  const scheduledFor = nextStockholmBusinessDay(new Date(collectedAt)).toISOString();
  return payoutAmounts(order).map((p) => ({
    entity: 'payout',
    order_id: order.id,
    party: p.party,
    payee_id: p.payee_id,
    amount_cents: p.amount_cents,
    currency: order.currency,
    status: 'scheduled',
    scheduled_for: scheduledFor,
    stripe_transfer_id: null,
    failure_reason: null,
    attempts: 0,
    sent_at: null,
    created_at: collectedAt,
    updated_at: collectedAt,
    version: 1,
  }));
}

/**
 * The pickup of a paid order: paid -> collected (only before its pickup deadline, only at the
 * version read), with how it was validated (the seller protection of a dispute rests on it), its
 * payouts put, scheduled for T+1 (Swedish business day, Europe/Stockholm, 09:00), and the admin's
 * counters. The exhibitions service's validate-pickup adds its exhibition and artwork items and
 * runs them all in one TransactWriteItems: a cancelled transaction means nothing happened.
 */
export function collect(order: OrderRecord, step: Step, pickup: PickupRecord): TransactItem[] {
  const at = step.at;
  return [
    move(order, step, 'collected', 'collected', ['paid'], {
      set: {
        collected_at: at,
        pickup_method: pickup.method,
        pickup_by: pickup.by,
        pickup_by_email: pickup.by_email,
      },
      detail: pickup.method,
      condition: { expression: 'pickup_deadline > :cdeadline', values: { ':cdeadline': at } },
    }),
    ...payoutRecordsForPickup(order, at).map((p) => ({
      Put: {
        TableName: step.table,
        Item: { ...keys.payout(p.order_id, p.party), ...payoutIndexKeys(p), ...p },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    })),
    ...statUpdateItems(collectedStats(order, at), step.table, at),
  ];
}

/** The first transfer of a collected order is under way: collected -> payout_scheduled. */
export function schedulePayout(order: OrderRecord, step: Step): TransactItem[] {
  return [
    move(order, step, 'payout_scheduled', 'payout_scheduled', ['collected']),
    ...statUpdateItems([orderStatusDelta('collected', 'payout_scheduled')], step.table, step.at),
  ];
}

/** Every payout of the order is sent: payout_scheduled -> paid_out. */
export function payOut(order: OrderRecord, step: Step): TransactItem[] {
  return [
    move(order, step, 'paid_out', 'paid_out', ['payout_scheduled'], { set: { paid_out_at: step.at } }),
    ...statUpdateItems([orderStatusDelta('payout_scheduled', 'paid_out')], step.table, step.at),
  ];
}

export type RefundReason = NonNullable<OrderRecord['refund_reason']>;

/** Which statuses each kind of refund may start from. */
const REFUND_FROM: Record<RefundReason, readonly OrderRecord['status'][]> = {
  // The pickup deadline passed with the work still at the venue.
  not_collected: ['paid'],
  // The payment came after another buyer had taken the work.
  late_payment: ['pending_payment'],
  // An admin's decision, at any paid stage (sent payouts are reversed by the caller).
  admin: ['paid', 'collected', 'payout_scheduled', 'paid_out'],
  // A dispute lost: the buyer's bank paid them back (before the pickup, or after one not
  // validated with the buyer's code, when the payouts are cancelled or reversed with it).
  dispute_lost: ['paid', 'collected', 'payout_scheduled', 'paid_out'],
};

/**
 * A refund: -> refunded, for one of the reasons (REFUND_FROM says from where), with Stripe's refund
 * id, the admin's note and whatever else `fields` carries. The caller adds its stats (they depend
 * on the status it leaves) and the items of the work's return to the wall.
 */
export function refund(
  order: OrderRecord,
  step: Step,
  reason: RefundReason,
  fields: Record<string, unknown> = {},
  options: { from?: readonly OrderRecord['status'][]; note?: string | null } = {},
): TransactItem[] {
  const from = options.from ?? REFUND_FROM[reason];
  if (!from.every((s) => REFUND_FROM[reason].includes(s)))
    throw new RangeError(`a ${reason} refund cannot start from ${from.join(', ')}`);
  return [
    move(order, step, 'refunded', 'refunded', from, {
      set: { refunded_at: step.at, refund_reason: reason, ...fields },
      detail: reason,
      note: options.note,
    }),
  ];
}

/** A dispute as Stripe reports it when it opens. */
export interface DisputeOpening {
  id: string;
  reason: string | null;
  amount_cents: number | null;
  due_by: string | null;
}

/**
 * A dispute opened on the payment (charge.dispute.created): recorded once (a closing event that
 * came first has recorded it), with whether the pickup was validated with the buyer's code (then
 * the artist and the venue keep their payouts whatever the outcome), and one more open dispute.
 */
export function openDispute(order: OrderRecord, step: Step, dispute: DisputeOpening): TransactItem[] {
  return [
    touch(
      order,
      step,
      'dispute_opened',
      {
        disputed_at: step.at,
        dispute_id: dispute.id,
        dispute_reason: dispute.reason,
        dispute_amount_cents: dispute.amount_cents,
        dispute_due_by: dispute.due_by,
        dispute_protected: isPickupValidated(order),
      },
      { detail: dispute.reason, condition: 'attribute_not_exists(disputed_at)' },
    ),
    ...statUpdateItems(disputeStats(), step.table, step.at),
  ];
}

export type DisputeOutcome = NonNullable<OrderRecord['dispute_outcome']>;

/**
 * A dispute closed (charge.dispute.closed): won, lost, or an inquiry closed as a warning. One open
 * dispute less. A closing event that came before its opening one records both moments and counts
 * nothing (it was never counted open). A protected dispute lost is the platform's loss, recorded.
 */
export function closeDispute(
  order: OrderRecord,
  step: Step,
  outcome: DisputeOutcome,
  dispute: DisputeOpening,
): TransactItem[] {
  const seenOpen = !!order.disputed_at;
  const protectedLoss = outcome === 'lost' && isPickupValidated(order);
  const set: Record<string, unknown> = {
    dispute_closed_at: step.at,
    dispute_outcome: outcome,
    dispute_protected: isPickupValidated(order),
    ...(protectedLoss ? { platform_loss_cents: dispute.amount_cents ?? order.amount_cents } : {}),
  };
  if (!seenOpen)
    Object.assign(set, {
      disputed_at: step.at,
      dispute_id: dispute.id,
      dispute_reason: dispute.reason,
      dispute_amount_cents: dispute.amount_cents,
    });
  return [
    touch(order, step, 'dispute_closed', set, {
      detail: outcome,
      condition: 'attribute_not_exists(dispute_closed_at)',
      before: seenOpen ? [] : [entry(step, 'dispute_opened', null, dispute.reason)],
    }),
    ...(seenOpen ? statUpdateItems(disputeClosedStats(), step.table, step.at) : []),
  ];
}

/**
 * The evidence for a dispute, saved at Stripe (and `submitted` to the buyer's bank, after which it
 * cannot change): what was sent, for the admin to read and add to.
 */
export function recordDisputeEvidence(
  order: OrderRecord,
  step: Step,
  evidence: Record<string, string>,
  submitted: boolean,
  note?: string | null,
): TransactItem[] {
  return [
    touch(
      order,
      step,
      'dispute_evidence',
      {
        dispute_evidence: evidence,
        dispute_evidence_saved_at: step.at,
        // Whether this evidence holds a validated pickup (a dispute may open before the pickup).
        dispute_evidence_with_pickup: isPickupValidated(order),
        ...(submitted ? { dispute_evidence_submitted_at: step.at } : {}),
      },
      {
        detail: submitted ? 'submitted' : 'saved',
        note,
        condition: 'attribute_exists(disputed_at) AND attribute_not_exists(dispute_evidence_submitted_at)',
      },
    ),
  ];
}

/** Whether the venue validated the pickup with the buyer's own code (scanned or typed). */
export const isPickupValidated = (order: Pick<OrderRecord, 'pickup_method' | 'collected_at'>) =>
  !!order.collected_at && (order.pickup_method === 'scanned' || order.pickup_method === 'typed');

/**
 * Seller protection (issue 39 §2): the venue validated the pickup with the buyer's own code, so the
 * artist and the venue keep their payouts whatever a dispute's outcome. Read from the pickup itself,
 * also for a dispute opened before it (a buyer who disputed "not received" and then came for it).
 */
export const sellerProtected = (o: Pick<OrderRecord, 'pickup_method' | 'collected_at'>): boolean =>
  isPickupValidated(o);

/**
 * Whether a dispute holds the payouts: while it is open the money is with the buyer's bank, and
 * after a lost one it has gone back to the buyer. A protected sale (sellerProtected) is held only
 * until the evidence, pickup included, is saved at Stripe, or the dispute
 * has closed: then its payouts go out whatever the outcome (a lost dispute is the platform's loss).
 * An order without a dispute, or with one won or closed as an inquiry, goes ahead.
 */
export function disputeHoldsPayouts(
  o: Pick<
    OrderRecord,
    'disputed_at' | 'dispute_outcome' | 'dispute_evidence_with_pickup' | 'pickup_method' | 'collected_at'
  >,
): boolean {
  if (!o.disputed_at) return false;
  if (sellerProtected(o)) return !o.dispute_outcome && !o.dispute_evidence_with_pickup;
  return !o.dispute_outcome || o.dispute_outcome === 'lost';
}

/** The payout moves of a refund or a lost, unprotected dispute: unsent ones are cancelled. */
export function cancelPayout(payout: PayoutRecord, step: Step): TransactItem {
  return movePayout(payout, step, 'cancelled', { cancelled_at: step.at });
}

/**
 * A sent payout whose transfer Stripe refused to reverse (an admin's refund went on): it stays sent,
 * with the reason, for the admins (no status change; the version moves).
 */
export function payoutReversalRefused(
  payout: PayoutRecord,
  step: Pick<Step, 'table' | 'at'>,
  failure: string,
): TransactItem {
  return {
    Update: {
      TableName: step.table,
      Key: keys.payout(payout.order_id, payout.party),
      UpdateExpression: 'SET reversal_failure = :failure, updated_at = :at, #version = #version + :one',
      ConditionExpression: 'attribute_exists(PK) AND #status = :sent AND #version = :expected',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: {
        ':failure': failure,
        ':at': step.at,
        ':one': 1,
        ':sent': 'sent',
        ':expected': payout.version,
      },
    },
  };
}

/**
 * A payout's status change: along PAYOUT_LIFECYCLE, conditional on the version read, with its
 * status index keys and `fields`. `condition` adds to it.
 */
export function movePayout(
  payout: PayoutRecord,
  step: Pick<Step, 'table' | 'at'>,
  to: PayoutStatus,
  fields: Record<string, unknown> = {},
  options: { from?: readonly PayoutStatus[] } = {},
): TransactItem {
  return {
    Update: {
      TableName: step.table,
      ...transitionUpdate({
        lifecycle: PAYOUT_LIFECYCLE,
        key: keys.payout(payout.order_id, payout.party),
        to,
        from: options.from,
        expectedVersion: payout.version,
        at: step.at,
        set: { ...fields, ...payoutStatusIndexKeys({ ...payout, status: to }) },
      }),
    },
  };
}

/**
 * A sweep's claim of a payout before it asks Stripe for the transfer: -> sending, one attempt more,
 * together with a check that the order is still collected or being paid out at the version read.
 * A refund written first fails the claim (no transfer at all); a refund written after it cancels
 * the `sending` payout, and the sweep's `sent` write then fails and it reverses the transfer.
 */
export function claimPayout(
  payout: PayoutRecord,
  order: OrderRecord,
  step: Pick<Step, 'table' | 'at'>,
): TransactItem[] {
  return [
    movePayout(payout, step, 'sending', { attempts: payout.attempts + 1 }),
    {
      ConditionCheck: {
        TableName: step.table,
        Key: keys.order(order.id),
        ConditionExpression: '#status IN (:collected, :scheduled) AND #version = :version',
        ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
        ExpressionAttributeValues: {
          ':collected': 'collected',
          ':scheduled': 'payout_scheduled',
          ':version': order.version,
        },
      },
    },
  ];
}
