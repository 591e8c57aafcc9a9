/**
 * How an order reads, and what its money is, the same for every reader (issue 38): the status
 * line every view of an order shows (buyer, guest, artist, venue, admin), and the three figures
 * every money page and API names (docs/decisions.md, "Earned, on its way, paid out"):
 *
 * - earned: the payee's share of a collected sale that is owed or paid (not refunded, not taken
 *   back by a lost dispute);
 * - on its way: earned, not sent yet (the payout is scheduled, being sent, failed and retried,
 *   waiting for a payout account, or held by an open dispute);
 * - paid out: the transfer was sent.
 *
 * A paid sale that the buyer has not collected yet is no one's earnings: it is "awaiting pickup",
 * and the pickup deadline may still refund it.
 */
import type { OrderStatus, OrderStatusLine } from '@konstvagg/contracts/vocabulary';
import type { PayoutParty } from './keys.ts';
import { disputeHoldsPayment } from './orders.ts';
import type { OrderRecord, PayoutRecord } from './records.ts';

/** Orders that are sales: paid, and not refunded. */
export const SALE_STATUSES: readonly OrderStatus[] = ['paid', 'collected', 'payout_scheduled', 'paid_out'];

/** Orders the buyer has collected, and not refunded: their payees' shares are earned. */
export const COLLECTED_STATUSES: readonly OrderStatus[] = ['collected', 'payout_scheduled', 'paid_out'];

type StatusFields = Pick<OrderRecord, 'status' | 'refund_reason' | 'disputed_at' | 'dispute_outcome'>;

/** The order's status line: one code, whoever reads the order. */
export function orderStatusLine(order: StatusFields): OrderStatusLine {
  switch (order.status) {
    case 'pending_payment':
      return 'awaiting_payment';
    case 'cancelled':
      return 'cancelled';
    case 'refunded':
      return `refunded_${order.refund_reason ?? 'admin'}`;
    default:
      break;
  }
  if (disputeHoldsPayment(order)) return 'disputed';
  if (order.status === 'paid') return 'awaiting_pickup';
  return order.status;
}

/** Where one payee's share of an order stands. */
export type ShareState = 'none' | 'awaiting_pickup' | 'on_its_way' | 'paid_out';

/** The payee's share of the order in cents (artist_cents or venue_cents). */
export const shareCents = (order: Pick<OrderRecord, 'artist_cents' | 'venue_cents'>, party: PayoutParty) =>
  party === 'artist' ? order.artist_cents : order.venue_cents;

/**
 * Where `party`'s share of `order` stands, from the order and that party's payout (if any): a sent
 * transfer is paid out; a collected sale not refunded is on its way, unless its payout was called
 * off (cancelled, reversed) or a lost dispute took the money back; a paid sale waits for its pickup.
 */
export function shareState(
  order: StatusFields,
  payout: Pick<PayoutRecord, 'status'> | undefined,
): ShareState {
  if (payout?.status === 'sent') return 'paid_out';
  if (order.status === 'paid') return 'awaiting_pickup';
  if (!COLLECTED_STATUSES.includes(order.status)) return 'none';
  if (payout && (payout.status === 'cancelled' || payout.status === 'reversed')) return 'none';
  if (order.dispute_outcome === 'lost') return 'none';
  // Paid out with no payout record: the order says so (a payout is sent before the order moves).
  if (order.status === 'paid_out' && !payout) return 'paid_out';
  return 'on_its_way';
}

/** One payee's money over a set of its orders, in cents (see the module's definitions). */
export interface MoneyFigures {
  /** Sales: paid orders not refunded (collected or not). */
  sales: number;
  /** Their prices, VAT included. */
  sales_cents: number;
  /** The payee's shares of the sales not collected yet. */
  awaiting_pickup_cents: number;
  earned_cents: number;
  on_its_way_cents: number;
  paid_out_cents: number;
}

/**
 * The figures of `party` over `orders` (its own: the artist's or the venue's), with the payouts of
 * those orders (any party's; only `party`'s are read).
 */
export function moneyFigures(
  party: PayoutParty,
  orders: readonly OrderRecord[],
  payouts: readonly PayoutRecord[],
): MoneyFigures {
  const payoutOf = new Map(payouts.filter((p) => p.party === party).map((p) => [p.order_id, p]));
  const f: MoneyFigures = {
    sales: 0,
    sales_cents: 0,
    awaiting_pickup_cents: 0,
    earned_cents: 0,
    on_its_way_cents: 0,
    paid_out_cents: 0,
  };
  for (const o of orders) {
    if (SALE_STATUSES.includes(o.status)) {
      f.sales += 1;
      f.sales_cents += o.amount_cents;
    }
    const payout = payoutOf.get(o.id);
    const cents = payout?.amount_cents ?? shareCents(o, party);
    const state = shareState(o, payout);
    if (state === 'awaiting_pickup') f.awaiting_pickup_cents += cents;
    if (state === 'on_its_way') f.on_its_way_cents += cents;
    if (state === 'paid_out') f.paid_out_cents += cents;
  }
  f.earned_cents = f.on_its_way_cents + f.paid_out_cents;
  return f;
}
