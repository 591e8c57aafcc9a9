/**
 * The order's rules that more than one service needs: the pickup codes, and the pickup itself
 * (`collectOrderItems`), which the exhibitions service's validate-pickup puts in its own
 * transaction, so the order, the exhibition and the payouts change together or not at all.
 */
import { nextStockholmBusinessDay } from './business-days.ts';
import { keys, orderStatusIndexKeys, payoutIndexKeys, type PayoutParty } from './keys.ts';
import { ORDER_LIFECYCLE, transitionUpdate, type TransitionUpdate } from './lifecycle.ts';
import type { OrderRecord, PayoutRecord } from './records.ts';
import { collectedStats, statUpdateItems, type StatUpdateItem } from './stats.ts';

/** Letters and digits no one mixes up when typing them from a screen (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
/**
 * Whether a dispute holds the payment's money: while it is open the money is with the buyer's bank
 * (Stripe has taken it from the platform's balance), and after a lost one it has gone back to the
 * buyer. Then nothing is refunded (Stripe refuses to refund a charge with an open dispute; by an
 * admin, or by the pickup deadline's schedule) and nothing is paid out (the platform would transfer
 * money it does not have). An order without a dispute, or with one won or closed as an inquiry,
 * goes ahead: a won dispute's payouts leave with the next payout sweep.
 */
export const disputeHoldsPayment = (o: Pick<OrderRecord, 'disputed_at' | 'dispute_outcome'>) =>
  !!o.disputed_at && (!o.dispute_outcome || o.dispute_outcome === 'lost');

export const PICKUP_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const PICKUP_CODE_SHORT_LENGTH = 8;

function randomFrom(alphabet: string, length: number): string {
  const out: string[] = [];
  // Rejection sampling: no letter more likely than another.
  const limit = 256 - (256 % alphabet.length);
  while (out.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      if (b < limit && out.length < length) out.push(alphabet[b % alphabet.length]!);
    }
  }
  return out.join('');
}

/** 32 random bytes, base64url: the unguessable secrets of an order (access key, pickup code). */
export function randomSecret(bytes = 32): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes))).toString('base64url');
}

/** A paid order's pickup codes: the QR's unguessable code and the short one to type. */
export function newPickupCodes(): { pickup_code: string; pickup_code_short: string } {
  return {
    pickup_code: randomSecret(24),
    pickup_code_short: randomFrom(PICKUP_CODE_ALPHABET, PICKUP_CODE_SHORT_LENGTH),
  };
}

/** A typed short code as stored: upper case, spaces and dashes dropped. */
export const normalizePickupCode = (typed: string) => typed.toUpperCase().replace(/[\s\-‐‑–—]/g, '');

/** Does a scanned or typed code open this order? Either form, compared whole. */
export function pickupCodeMatches(
  order: Pick<OrderRecord, 'pickup_code' | 'pickup_code_short'>,
  code: string,
): boolean {
  if (!code) return false;
  if (order.pickup_code && code === order.pickup_code) return true;
  return !!order.pickup_code_short && normalizePickupCode(code) === order.pickup_code_short;
}

/** What each party of a sale is paid (a party with nothing to receive gets no payout). */
export function payoutAmounts(
  order: Pick<OrderRecord, 'artist_cents' | 'venue_cents' | 'artist_id' | 'venue_id'>,
): { party: PayoutParty; payee_id: string; amount_cents: number }[] {
  const out: { party: PayoutParty; payee_id: string; amount_cents: number }[] = [];
  if (order.artist_cents > 0)
    out.push({ party: 'artist', payee_id: order.artist_id, amount_cents: order.artist_cents });
  if (order.venue_id && order.venue_cents > 0)
    out.push({ party: 'venue', payee_id: order.venue_id, amount_cents: order.venue_cents });
  return out;
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
    currency: 'EUR',
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

/** One item of a TransactWriteItems (lib-dynamodb's document shape). */
export type TransactItem =
  | StatUpdateItem
  | { Update: TransitionUpdate & { TableName: string } }
  | {
      Put: {
        TableName: string;
        Item: Record<string, unknown>;
        ConditionExpression: string;
      };
    };

/**
 * The pickup of a paid order, as transaction items: the order paid -> collected (only before its
 * pickup deadline, only at the version the caller read) and its payouts put, scheduled for T+1
 * (Swedish business day, Europe/Stockholm, 09:00). The orders service's payout sweep sends them
 * when they are due, and the refund schedule finds the order collected and does nothing. The
 * admin's counters (a pickup, its minutes since payment, paid -> collected) change with them.
 *
 * validate-pickup (exhibitions) adds its own exhibition update (sold -> collected) and runs all of
 * them in one TransactWriteItems; a cancelled transaction means nothing happened.
 */
export function collectOrderItems(
  order: OrderRecord,
  collectedAt: string,
  tableName: string,
): TransactItem[] {
  const update = transitionUpdate({
    lifecycle: ORDER_LIFECYCLE,
    key: keys.order(order.id),
    to: 'collected',
    from: ['paid'],
    expectedVersion: order.version,
    at: collectedAt,
    set: {
      collected_at: collectedAt,
      ...orderStatusIndexKeys({ ...order, status: 'collected' }),
    },
    condition: { expression: 'pickup_deadline > :cdeadline', values: { ':cdeadline': collectedAt } },
  });
  return [
    { Update: { TableName: tableName, ...update } },
    ...payoutRecordsForPickup(order, collectedAt).map((p) => ({
      Put: {
        TableName: tableName,
        Item: { ...keys.payout(p.order_id, p.party), ...payoutIndexKeys(p), ...p },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    })),
    ...statUpdateItems(collectedStats(order, collectedAt), tableName, collectedAt),
  ];
}
