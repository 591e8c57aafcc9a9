import { webhookReceiptSchema } from '@konstvagg/contracts';
import type { WebhookReceipt } from '@konstvagg/contracts';
import { AppError, defineOperation } from '@konstvagg/lambda-kit';
import { idempotent } from '@konstvagg/lambda-kit/idempotency';
import { payments, WebhookSignatureError, type PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { EVENT_HANDLERS } from './event-handlers.ts';

/** Stripe retries a failed delivery for up to 3 days; a repeat within 4 gets the first answer. */
const EVENT_RESULT_SECONDS = 4 * 24 * 3600;
/** Stripe's events are far smaller; anything bigger is not one. */
const MAX_EVENT_BYTES = 1_000_000;

const signatureInvalid = () =>
  new AppError(400, 'webhook_signature_invalid', 'error.webhook_signature_invalid', {
    'stripe-signature': 'validation.invalid',
  });

let processOnce: ((event: PaymentEvent) => Promise<WebhookReceipt>) | null = null;

/** Each event runs once per id, however often and however concurrently Stripe delivers it. */
function processEvent(event: PaymentEvent): Promise<WebhookReceipt> {
  processOnce ??= idempotent(
    async (e: PaymentEvent): Promise<WebhookReceipt> => {
      const outcome = await EVENT_HANDLERS[e.type]!(e);
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
      event = payments().webhookEvent(raw, signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw signatureInvalid();
      throw err;
    }
    const body: WebhookReceipt = EVENT_HANDLERS[event.type]
      ? await processEvent(event)
      : { received: true, event_id: event.id, type: event.type, handled: false, changed: false };
    return { body };
  },
});
