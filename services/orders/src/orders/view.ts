import type { Language, ListPrice, Order, OrderPayout } from '@konstvagg/contracts';
import { centsToEuros } from '@konstvagg/rules';
import {
  disputeHoldsPayment,
  disputeHoldsPayouts,
  sellerProtected,
  keys,
  listPriceOf,
  orderStatusLine,
  type ArtworkRecord,
  type OrderRecord,
  type PayoutRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { apiMessage } from '@konstvagg/i18n';
import { getItem } from './store.ts';

/** Who reads an order decides what it shows (the contract's orderSchema). */
export type OrderViewer = 'buyer' | 'artist' | 'venue' | 'admin';

const primaryImage = (a: ArtworkRecord | undefined) =>
  a ? ((a.images.find((i) => i.is_primary) ?? a.images[0])?.url ?? null) : null;

/** An order whose payouts are not all made yet (and not called off by a refund). */
export const STILL_TO_PAY_OUT: OrderRecord['status'][] = ['paid', 'collected', 'payout_scheduled'];

/** A payout not made yet, nor called off: what a dispute holds (disputeHoldsPayment). */
export const payoutStillDue = (p: PayoutRecord) =>
  p.status === 'scheduled' ||
  p.status === 'waiting_for_account' ||
  p.status === 'failed' ||
  p.status === 'sending';

/**
 * Why a payout waits or failed, or what a dispute means for it, in the reader's language: the
 * statement says in plain words which case applies (issue 39 §2). A pickup confirmed with the
 * buyer's code protects the payout (it goes once the evidence is in, and stays paid after a lost
 * dispute); without one, an open dispute holds it and a lost one cancels or takes it back. A
 * dispute comes first, also before the pickup, when the payout has no record yet.
 */
function waitingReason(p: PayoutRecord | undefined, order: OrderRecord, lang: Language): string | null {
  const due = p ? payoutStillDue(p) : STILL_TO_PAY_OUT.includes(order.status);
  if (order.disputed_at && sellerProtected(order)) {
    if (order.dispute_outcome === 'lost') return apiMessage(lang, 'payout.protected.dispute_lost');
    if (!order.dispute_outcome)
      return apiMessage(
        lang,
        disputeHoldsPayouts(order) ? 'payout.protected.evidence_pending' : 'payout.protected.dispute_open',
      );
  }
  if (order.refund_reason === 'dispute_lost' && p && (p.status === 'cancelled' || p.status === 'reversed'))
    return apiMessage(lang, 'payout.dispute_lost.taken_back');
  if (due && disputeHoldsPayouts(order))
    return apiMessage(
      lang,
      order.dispute_outcome === 'lost' ? 'payout.held.dispute_lost' : 'payout.held.dispute_open',
    );
  if (!p) return null;
  if (p.status === 'waiting_for_account')
    return apiMessage(
      lang,
      p.failure_reason === 'no_account' ? 'payout.waiting.no_account' : 'payout.waiting.payouts_disabled',
    );
  if (p.status === 'failed') return apiMessage(lang, 'payout.waiting.failed');
  return null;
}

/**
 * A payout's status before it has a record: none until the pickup makes one (not_scheduled, "after
 * pickup"); called off when the order ended without one (refunded before the pickup, cancelled).
 */
function payoutStatusWithoutRecord(order: OrderRecord): OrderPayout['status'] {
  if (order.status === 'refunded' || order.status === 'cancelled') return 'cancelled';
  return order.status === 'paid_out' ? 'sent' : 'not_scheduled';
}

export function payoutView(
  order: OrderRecord,
  party: 'artist' | 'venue',
  payouts: PayoutRecord[],
  lang: Language,
): OrderPayout {
  const p = payouts.find((x) => x.party === party);
  const cents = party === 'artist' ? order.artist_cents : order.venue_cents;
  return {
    party,
    amount: centsToEuros(p?.amount_cents ?? cents),
    // A transfer under way reads as scheduled to its payee: it is sent, or it fails, within seconds.
    status: p ? (p.status === 'sending' ? 'scheduled' : p.status) : payoutStatusWithoutRecord(order),
    scheduled_for: p?.scheduled_for ?? null,
    sent_at: p?.sent_at ?? null,
    waiting_reason: waitingReason(p, order, lang),
  };
}

/** The list price and rate of a sale charged in another currency than the list price's (else null). */
export function listPriceView(o: OrderRecord): ListPrice | null {
  const lp = listPriceOf(o);
  return lp
    ? { amount: centsToEuros(lp.cents), currency: lp.currency, rate: lp.rate, rate_date: lp.date }
    : null;
}

function timeline(order: OrderRecord, payouts: PayoutRecord[]): Order['timeline'] {
  const entries: Order['timeline'] = [{ at: order.created_at, what: 'created' }];
  const add = (at: string | null | undefined, what: string) => {
    if (at) entries.push({ at, what });
  };
  add(order.paid_at, 'paid');
  add(order.collected_at, 'collected');
  const scheduled = payouts.map((p) => p.scheduled_for).sort()[0];
  if (order.collected_at && scheduled) add(order.collected_at, 'payout_scheduled');
  add(order.paid_out_at, 'paid_out');
  add(order.refunded_at, 'refunded');
  add(order.cancelled_at, 'cancelled');
  add(order.disputed_at, 'disputed');
  if (order.dispute_outcome) add(order.dispute_closed_at, `dispute_${order.dispute_outcome}`);
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

export interface ViewContext {
  artwork?: ArtworkRecord;
  venue?: VenueRecord;
  payouts?: PayoutRecord[];
}

/** Reads what a view shows besides the order (the artwork's picture, the venue's address and hours). */
export async function viewContext(order: OrderRecord, payouts?: PayoutRecord[]): Promise<ViewContext> {
  const [artwork, venue] = await Promise.all([
    getItem<ArtworkRecord>(keys.artwork(order.artwork_id)),
    order.venue_id ? getItem<VenueRecord>(keys.venue(order.venue_id)) : Promise.resolve(undefined),
  ]);
  return { artwork, venue, payouts };
}

/** The order as one reader sees it. */
export function toOrderView(
  order: OrderRecord,
  viewer: OrderViewer,
  ctx: ViewContext,
  lang: Language,
): Order {
  const payouts = ctx.payouts ?? [];
  const venue = ctx.venue;
  const view: Order = {
    id: order.id,
    status: order.status,
    status_line: orderStatusLine(order),
    artwork: {
      id: order.artwork_id,
      title: order.title,
      primary_image: primaryImage(ctx.artwork),
      artist_name: order.artist_name,
    },
    venue: venue
      ? {
          id: venue.id,
          venue_name: venue.venue_name,
          address: venue.address,
          city: venue.city,
          postal_code: venue.postal_code,
          opening_hours: venue.opening_hours,
          latitude: venue.latitude,
          longitude: venue.longitude,
        }
      : null,
    amount: centsToEuros(order.amount_cents),
    currency: order.currency,
    list_price: listPriceView(order),
    paid_at: order.paid_at,
    pickup_deadline: order.pickup_deadline,
    collected_at: order.collected_at,
    refunded_at: order.refunded_at ?? null,
    paid_out_at: order.paid_out_at,
    reservation_expires_at:
      order.status === 'pending_payment' ? (order.reservation_expires_at ?? null) : null,
    timeline: timeline(order, payouts),
    created_at: order.created_at,
  };
  if (viewer === 'buyer') {
    view.access_key = order.access_key;
    view.buyer_name = order.buyer_name;
    view.buyer_email = order.buyer_email;
    // The code is the buyer's until it is used; a refunded or collected order has none to show.
    const live = order.status === 'paid';
    view.pickup_code = live ? (order.pickup_code ?? null) : null;
    view.pickup_code_short = live ? (order.pickup_code_short ?? null) : null;
    view.refund_held_by_dispute = disputeHoldsPayment(order);
  }
  if (viewer !== 'buyer') {
    view.split = {
      artist: centsToEuros(order.artist_cents),
      venue: centsToEuros(order.venue_cents),
      platform: centsToEuros(order.platform_cents),
    };
  }
  if (viewer === 'venue' || viewer === 'admin') view.buyer_name = order.buyer_name;
  if (viewer === 'admin') {
    view.buyer_email = order.buyer_email;
    view.disputed = !!order.disputed_at;
    view.payouts = (['artist', 'venue'] as const).map((p) => payoutView(order, p, payouts, lang));
  }
  if (viewer === 'artist') view.payouts = [payoutView(order, 'artist', payouts, lang)];
  if (viewer === 'venue') view.payouts = [payoutView(order, 'venue', payouts, lang)];
  return view;
}
