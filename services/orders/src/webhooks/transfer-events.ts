import { keys, type PayoutRecord } from '@konstvagg/domain';
import { nowIso } from '@konstvagg/lambda-kit';
import type { PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { getItem, updatePayout } from '../orders/store.ts';
import { reverseLateTransfer, settleOrder } from '../tasks/payouts.ts';
import type { EventOutcome } from './event-handlers.ts';

/**
 * transfer.created and transfer.reversed: the payout's status as Stripe reports it. The sweep
 * records a transfer as sent when Stripe answers; this event makes sure of it even when that answer
 * was lost, and a reversal (an admin's refund after the payout) marks the payout reversed. A
 * transfer for a payout an admin's refund cancelled meanwhile is reversed (reverseLateTransfer).
 */
export async function transferEvent(event: PaymentEvent): Promise<EventOutcome> {
  const transfer = event.data.object as {
    id: string;
    amount_reversed?: number;
    metadata?: Record<string, string> | null;
  };
  const orderId = transfer.metadata?.order_id;
  const party = transfer.metadata?.party;
  if (!orderId || (party !== 'artist' && party !== 'venue')) return { changed: false };
  const payout = await getItem<PayoutRecord>(keys.payout(orderId, party));
  if (!payout) return { changed: false };
  const at = nowIso();
  if (event.type === 'transfer.reversed' || (transfer.amount_reversed ?? 0) > 0) {
    if (payout.status === 'reversed') return { changed: false };
    return {
      changed: await updatePayout(payout, 'reversed', at, {
        stripe_transfer_id: transfer.id,
        reversed_at: at,
      }),
    };
  }
  if (payout.status === 'sent' || payout.status === 'reversed') return { changed: false };
  // Made after the order was refunded and the payout cancelled: taken back, never marked sent.
  if (payout.status === 'cancelled')
    return { changed: (await reverseLateTransfer(payout, transfer.id)) === 'reversed' };
  const changed = await updatePayout(payout, 'sent', at, {
    stripe_transfer_id: transfer.id,
    failure_reason: null,
    sent_at: at,
  });
  if (changed) await settleOrder(orderId);
  return { changed };
}
