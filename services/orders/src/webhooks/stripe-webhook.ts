import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { webhookReceiptSchema } from '@konstvagg/contracts';
import type { WebhookReceipt } from '@konstvagg/contracts';
import { keys, type OrderEventRecord } from '@konstvagg/domain';
import { AppError, createLogger, defineOperation, nowIso } from '@konstvagg/lambda-kit';
import { countMetric, METRIC } from '@konstvagg/lambda-kit/metrics';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { idempotent } from '@konstvagg/lambda-kit/idempotency';
import { payments, WebhookSignatureError, type PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { EVENT_HANDLERS, type EventOutcome } from './event-handlers.ts';

/** Stripe retries a failed delivery for up to 3 days; a repeat within 4 gets the first answer. */
const EVENT_RESULT_SECONDS = 4 * 24 * 3600;
/** Stripe's events are far smaller; anything bigger is not one. */
const MAX_EVENT_BYTES = 1_000_000;

const signatureInvalid = () =>
  new AppError(400, 'webhook_signature_invalid', 'error.webhook_signature_invalid', {
    'stripe-signature': 'validation.invalid',
  });

const log = createLogger('konstvagg-orders');

/**
 * Keeps a handled event with the order it is about (the one its handler found, else
 * metadata.order_id, else the transfer group, which is the order id), for the admin's timeline:
 * the payment, refunds, disputes, transfers. Written once per event id (the key holds the id); a
 * failed write is only logged.
 */
async function recordOrderEvent(e: PaymentEvent, { changed, orderId: found }: EventOutcome): Promise<void> {
  const object = e.data.object as {
    id?: string;
    amount?: number;
    amount_refunded?: number;
    metadata?: Record<string, string> | null;
    transfer_group?: string | null;
  };
  const orderId = found ?? object.metadata?.order_id ?? object.transfer_group ?? null;
  if (!orderId) return;
  const at = new Date(e.created * 1000).toISOString();
  const record: OrderEventRecord = {
    entity: 'order_event',
    order_id: orderId,
    event_id: e.id,
    type: e.type,
    changed,
    object_id: object.id ?? null,
    amount_cents: e.type === 'charge.refunded' ? (object.amount_refunded ?? null) : (object.amount ?? null),
    at,
    received_at: nowIso(),
  };
  await documentClient()
    .send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.orderEvent(orderId, at, e.id), ...record },
        // Recorded once: a delivery after the first keeps the first one's time.
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    )
    .catch((err: unknown) => {
      if (!isConditionalCheckFailed(err))
        log.warn('Stripe event not recorded', { event: e.id, err: String(err) });
    });
}

let processOnce: ((event: PaymentEvent) => Promise<WebhookReceipt>) | null = null;

/** Each event runs once per id, however often and however concurrently Stripe delivers it. */
function processEvent(event: PaymentEvent): Promise<WebhookReceipt> {
  processOnce ??= idempotent(
    async (e: PaymentEvent): Promise<WebhookReceipt> => {
      const outcome = await EVENT_HANDLERS[e.type]!(e);
      if (e.type !== 'account.updated') await recordOrderEvent(e, outcome);
      countMetric('orders', METRIC.WebhookEvents, 1, {
        type: e.type,
        outcome: outcome.changed ? 'changed' : 'repeat',
      });
      return { received: true, event_id: e.id, type: e.type, handled: true, changed: outcome.changed };
    },
    { scope: 'stripe-event', key: 'id', expiresAfterSeconds: EVENT_RESULT_SECONDS },
  );
  return processOnce(event);
}

/**
 * POST /webhooks/stripe. The signature is checked on the body exactly as it arrived (API Gateway
 * passes it as text, or base64 for a type it treats as binary), before anything is read or written:
 * a bad one is a 400 and changes nothing. A repeated event gets the first answer; one that arrives
 * while its twin still runs gets a retryable 409, so Stripe delivers it again later.
 */
export const stripeWebhook = defineOperation({
  errors: ['webhook_signature_invalid', 'payload_too_large'],
  response: webhookReceiptSchema,
  async run({ event: http }) {
    const raw = http.isBase64Encoded
      ? Buffer.from(http.body ?? '', 'base64')
      : Buffer.from(http.body ?? '', 'utf8');
    if (raw.length > MAX_EVENT_BYTES) throw new AppError(413, 'payload_too_large', 'error.payload_too_large');
    const signature = http.headers?.['stripe-signature'];
    if (!signature) throw signatureInvalid();
    let event: PaymentEvent;
    try {
      event = await payments().webhookEvent(raw, signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        countMetric('orders', METRIC.WebhookSignatureFailures);
        throw signatureInvalid();
      }
      throw err;
    }
    if (!EVENT_HANDLERS[event.type])
      countMetric('orders', METRIC.WebhookEvents, 1, { type: event.type, outcome: 'ignored' });
    const body: WebhookReceipt = EVENT_HANDLERS[event.type]
      ? await processEvent(event)
      : { received: true, event_id: event.id, type: event.type, handled: false, changed: false };
    return { body };
  },
});
