import { stripeClient } from '@konstvagg/lambda-kit/ports/payments';
import {
  eventBridgeScheduler,
  refundScheduleName,
  type SchedulerPort,
} from '@konstvagg/lambda-kit/ports/scheduler';
import type { PlannedOrder } from './build.ts';

/**
 * What a checkout and its payment leave behind, for every demo order that was paid (sold works
 * waiting for pickup, collected and paid-out ones: their payouts' transfers come from its charge):
 * the PaymentIntent, paid with Stripe's test card (key `pi:<order>`,
 * `transfer_group` and `metadata.order_id` as checkout sets them), and for an order still waiting
 * for its pickup the one-time `refund-<order>` schedule at the pickup deadline, as
 * payment_intent.succeeded makes it. Without them a seeded
 * order that nobody collects would never be refunded. Idempotent: a second seed gets the same
 * intent back (Stripe's idempotency key) and finds the schedule made (`created: false`). The
 * schedules are made before the orders are written, so a late payment_intent.succeeded for them
 * finds its refund schedule already there and sends no receipt.
 */
export async function seedPaidOrderPayments(
  orders: PlannedOrder[],
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<void> {
  const paid = orders.filter((o) => ['paid', 'collected', 'paid_out'].includes(o.record.status));
  if (!paid.length) return;
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey || !env.SCHEDULER_ROLE_ARN) {
    log('seed: no Stripe key or scheduler role set; the paid demo orders have no payment or refund schedule');
    return;
  }
  const started = Date.now();
  const stripe = await stripeClient({ secretKey, apiBase: env.STRIPE_API_BASE });
  const region = env.AWS_REGION || 'eu-north-1';
  const scheduler: SchedulerPort = eventBridgeScheduler({
    groupName: env.SCHEDULER_GROUP_NAME || 'konstvagg',
    roleArn: env.SCHEDULER_ROLE_ARN,
    region,
    ...(env.AWS_ENDPOINT_URL_SCHEDULER ? { endpoint: env.AWS_ENDPOINT_URL_SCHEDULER } : {}),
  });
  const target = env.ORDERS_FUNCTION_ARN || `arn:aws:lambda:${region}:000000000000:function:konstvagg-orders`;
  let made = 0;
  for (const { record } of paid) {
    const intent = await stripe.paymentIntents.create(
      {
        amount: record.amount_cents,
        currency: record.currency.toLowerCase(),
        payment_method: 'pm_card_visa',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        confirm: true,
        transfer_group: record.id,
        description: `${record.title} · ${record.artist_name}`,
        receipt_email: record.buyer_email,
        metadata: { order_id: record.id, artwork_id: record.artwork_id, seeded: 'true' },
      },
      { idempotencyKey: `pi:${record.id}` },
    );
    if (intent.status !== 'succeeded')
      throw new Error(`seed: the payment of ${record.id} is ${intent.status}, not succeeded`);
    record.stripe_payment_intent_id = intent.id;
    record.stripe_charge_id =
      typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null);
    if (record.status !== 'paid') continue;
    const { created } = await scheduler.scheduleOnce({
      name: refundScheduleName(record.id),
      at: new Date(record.pickup_deadline),
      targetArn: target,
      payload: { task: 'refund', order_id: record.id },
    });
    if (created) made++;
  }
  log(
    `seed: ${paid.length} paid orders have their payment and refund schedule (${made} schedules new) in ${Date.now() - started} ms`,
  );
}
