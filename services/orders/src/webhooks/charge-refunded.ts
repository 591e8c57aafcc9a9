import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@konstvagg/domain';
import { nowIso } from '@konstvagg/lambda-kit';
import type { PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import type { EventOutcome } from './event-handlers.ts';

/**
 * charge.refunded: records what Stripe reports refunded on the order's charge (a refund we made,
 * or one made in Stripe's dashboard). The status is ours to change (the refund task and the late
 * payment do it); this keeps the amount, only ever growing, so an older event arriving late
 * changes nothing.
 */
export async function chargeRefunded(event: PaymentEvent): Promise<EventOutcome> {
  const charge = event.data.object as {
    amount_refunded?: number;
    metadata?: Record<string, string> | null;
    transfer_group?: string | null;
    payment_intent?: string | { id: string } | null;
  };
  const orderId = charge.metadata?.order_id ?? charge.transfer_group ?? null;
  const refunded = charge.amount_refunded ?? 0;
  if (!orderId) return { changed: false };
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
    return { changed: true };
  } catch (err) {
    if (isConditionalCheckFailed(err)) return { changed: false };
    throw err;
  }
}
