import { disputeStats, keys, statUpdateItems } from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { payments, type PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { isConditionalCheckFailed, tableName, transactWrite } from '@konstvagg/lambda-kit/ports/store';
import { callPayments } from '../payments-call.ts';
import type { EventOutcome } from './event-handlers.ts';

const log = createLogger('konstvagg-orders');

/**
 * charge.dispute.created: flags the order for the admins (`disputed_at`, shown on the admin's view
 * of the order and in the log as a warning). Nothing else changes: a dispute is the admins' call.
 */
export async function chargeDisputeCreated(event: PaymentEvent): Promise<EventOutcome> {
  const dispute = event.data.object as {
    id: string;
    payment_intent?: string | { id: string } | null;
    metadata?: Record<string, string> | null;
  };
  let orderId = dispute.metadata?.order_id ?? null;
  const piId =
    typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  if (!orderId && piId) {
    const pi = await callPayments('retrieve payment intent', () => payments().retrievePaymentIntent(piId));
    orderId = pi.metadata.order_id ?? pi.transferGroup;
  }
  if (!orderId) return { changed: false };
  try {
    const at = nowIso();
    // With the admin's dispute counter (stats.ts), in one transaction: flagged once, counted once.
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.order(orderId),
          UpdateExpression: 'SET disputed_at = :at, dispute_id = :id, updated_at = :at',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(disputed_at)',
          ExpressionAttributeValues: { ':at': at, ':id': dispute.id },
        },
      },
      ...statUpdateItems(disputeStats(), tableName(), at),
    ]);
    log.warn('Payment disputed: the order is flagged for the admins', {
      order: orderId,
      dispute: dispute.id,
    });
    return { changed: true };
  } catch (err) {
    if (isConditionalCheckFailed(err)) return { changed: false };
    throw err;
  }
}
