import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys, STRIPE } from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import type { PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { getOrder } from '../orders/store.ts';
import { finishUncollectedRefund } from '../tasks/refund.ts';
import type { EventOutcome } from './event-handlers.ts';

const log = createLogger('konstvagg-orders');

/**
 * How long a refunder's claim (refund_started_at) keeps charge.refunded off its order: the
 * refunder writes the order itself within seconds; a claim older than this is one whose refunder
 * died after Stripe refunded, and the event finishes the order in its place.
 */
const REFUND_CLAIM_MINUTES = 10;

/**
 * charge.refunded: Stripe is the source of truth for what was refunded (issue 45).
 * - The amount is kept on the order (amount_refunded_cents, only ever growing, so an older event
 *   arriving late changes nothing).
 * - A charge refunded in full whose order is still paid (not collected) is finished as refunded,
 *   whoever refunded it: the order refunded, the work and its exhibition on display again, the
 *   buyer, the artist and the venue mailed (finishUncollectedRefund). The reason is the claim's
 *   (the deadline's task, an admin), or `admin` for a refund made in Stripe's dashboard. An order
 *   whose refunder claimed it less than REFUND_CLAIM_MINUTES ago is left to that refunder, which
 *   writes it with its own details (an admin's note, the audit entry) and mails once.
 * - A collected order refunded at Stripe keeps its status (the work is with the buyer; its payouts
 *   are the admins' call) and is logged for them.
 */
export async function chargeRefunded(event: PaymentEvent): Promise<EventOutcome> {
  const charge = event.data.object as {
    amount?: number;
    amount_refunded?: number;
    metadata?: Record<string, string> | null;
    transfer_group?: string | null;
    payment_intent?: string | { id: string } | null;
    refunds?: { data?: { id: string }[] } | null;
  };
  const orderId = charge.metadata?.order_id ?? charge.transfer_group ?? null;
  const refunded = charge.amount_refunded ?? 0;
  if (!orderId) return { changed: false };
  let changed = false;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(orderId),
        UpdateExpression: 'SET amount_refunded_cents = :r, updated_at = :at',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(amount_refunded_cents) OR amount_refunded_cents < :r)',
        ExpressionAttributeValues: { ':r': refunded, ':at': nowIso() },
      }),
    );
    changed = true;
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
  }
  if (!charge.amount || refunded < charge.amount) return { changed };

  const order = await getOrder(orderId);
  if (order?.status === 'collected') {
    log.warn('A collected order was refunded at Stripe: its status and payouts are left to the admins', {
      order: orderId,
    });
    return { changed };
  }
  if (order?.status !== 'paid') return { changed };
  const at = nowIso();
  const claimedUntil = order.refund_started_at
    ? Date.parse(order.refund_started_at) + REFUND_CLAIM_MINUTES * 60_000
    : 0;
  if (claimedUntil > Date.parse(at)) return { changed };
  const reason = order.refund_started_reason ?? 'admin';
  const outcome = await finishUncollectedRefund(
    order,
    at,
    reason,
    charge.refunds?.data?.[0]?.id ?? null,
    STRIPE,
  );
  // Still paid but changed under the write: a throw stores nothing, and Stripe sends it again.
  if (outcome === 'raced') throw new Error(`order ${orderId}: refunded at Stripe, write lost a race`);
  if (outcome === 'done')
    log.warn('An order refunded at Stripe was finished from its charge.refunded', { order: orderId, reason });
  return { changed: changed || outcome === 'done' };
}
