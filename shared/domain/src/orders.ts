/**
 * The order's rules that more than one service needs: the pickup codes and the split into payouts.
 * Its events (the pickup among them) are the money machine's, order-machine.ts.
 */
import type { PayoutParty } from './keys.ts';
import type { OrderRecord } from './records.ts';

/** Letters and digits no one mixes up when typing them from a screen (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
/**
 * Whether a dispute holds the payment itself: while it is open the money is with the buyer's bank
 * (Stripe has taken it from the platform's balance), and after a lost one it has gone back to the
 * buyer. Then nothing is refunded (Stripe refuses to refund a charge with an open dispute; by an
 * admin, or by the pickup deadline's schedule). Payouts have their own rule, with the seller
 * protection of a validated pickup: order-machine.ts disputeHoldsPayouts.
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
