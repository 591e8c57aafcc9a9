import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '@konstvagg/test-kit';
import { payments, WebhookSignatureError } from './payments.ts';

// The port as a service gets it (configured from the environment), against the stack's Stripe stand-in.
let base: string;
beforeAll(() => {
  Object.assign(process.env, stackEnv());
  base = stackEnv().STRIPE_API_BASE!;
});

/** What Stripe.js does in the browser: confirm with the publishable key and the client secret. */
async function confirmInBrowser(id: string, clientSecret: string, paymentMethod = 'pm_card_visa') {
  const res = await fetch(`${base}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stackEnv().STRIPE_PUBLISHABLE_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }),
  });
  return { status: res.status, body: (await res.json()) as { status?: string } };
}

async function paidIntent(order: string, amountCents = 45000) {
  const pi = await payments().createPaymentIntent({
    amountCents,
    currency: 'EUR',
    transferGroup: order,
    idempotencyKey: `pi:${order}`,
    metadata: { order_id: order },
  });
  expect((await confirmInBrowser(pi.id, pi.clientSecret!)).status).toBe(200);
  return payments().retrievePaymentIntent(pi.id);
}

describe('the payments port against the Stripe stand-in', () => {
  it('creates a PaymentIntent once per key, which the browser confirms, then refunds it once', async () => {
    const order = `ord_${randomUUID()}`;
    const input = {
      amountCents: 45000,
      currency: 'EUR',
      transferGroup: order,
      idempotencyKey: `pi:${order}`,
      receiptEmail: 'buyer@example.se',
      metadata: { order_id: order },
    };
    const created = await payments().createPaymentIntent(input);
    expect(created).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 45000,
      currency: 'eur',
      transferGroup: order,
      metadata: { order_id: order },
    });
    expect(created.clientSecret).toContain(`${created.id}_secret_`);
    expect((await payments().createPaymentIntent(input)).id).toBe(created.id);

    expect((await confirmInBrowser(created.id, created.clientSecret!)).body.status).toBe('succeeded');
    const paid = await payments().retrievePaymentIntent(created.id);
    expect(paid.status).toBe('succeeded');
    expect(paid.latestChargeId).toMatch(/^ch_/);

    const refund = await payments().refund({ paymentIntentId: paid.id, idempotencyKey: `re:${order}` });
    expect(refund).toMatchObject({
      status: 'succeeded',
      amountCents: 45000,
      paymentIntentId: paid.id,
      chargeId: paid.latestChargeId,
    });
    expect((await payments().refund({ paymentIntentId: paid.id, idempotencyKey: `re:${order}` })).id).toBe(
      refund.id,
    );
    // A refund under a new key finds nothing left to refund.
    await expect(
      payments().refund({ paymentIntentId: paid.id, idempotencyKey: `re:${order}:again` }),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('cancels an unpaid intent (a reservation that expired)', async () => {
    const order = `ord_${randomUUID()}`;
    const pi = await payments().createPaymentIntent({
      amountCents: 9900,
      currency: 'eur',
      transferGroup: order,
      idempotencyKey: `pi:${order}`,
    });
    const canceled = await payments().cancelPaymentIntent(pi.id, {
      idempotencyKey: `cancel:${order}`,
      reason: 'abandoned',
    });
    expect(canceled.status).toBe('canceled');
    expect((await confirmInBrowser(pi.id, pi.clientSecret!)).status).toBe(400);
  });

  it('onboards an Express account, then pays it once per key from the charge, and can take it back', async () => {
    const order = `ord_${randomUUID()}`;
    const account = await payments().createExpressAccount({
      email: 'artist@example.se',
      country: 'SE',
      idempotencyKey: `acct:${order}`,
    });
    expect(account).toMatchObject({ payoutsEnabled: false, detailsSubmitted: false });
    const link = await payments().createAccountLink({
      accountId: account.id,
      returnUrl: 'http://localhost:8080/artist/onboarding/complete',
      refreshUrl: 'http://localhost:8080/artist/onboarding/refresh',
    });
    expect(link.expiresAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The artist completes the stand-in's onboarding page; reaching return_url alone proves nothing.
    const done = await fetch(link.url, {
      method: 'POST',
      body: new URLSearchParams(new URL(link.url).searchParams),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(await payments().retrieveAccount(account.id)).toMatchObject({
      payoutsEnabled: true,
      chargesEnabled: true,
      detailsSubmitted: true,
    });

    const paid = await paidIntent(order);
    const transfer = {
      amountCents: 38250,
      currency: 'eur',
      destinationAccountId: account.id,
      sourceTransaction: paid.latestChargeId!,
      transferGroup: order,
      idempotencyKey: `tr:${order}:artist`,
    };
    const first = await payments().createTransfer(transfer);
    const second = await payments().createTransfer(transfer);
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({
      amountCents: 38250,
      destinationAccountId: account.id,
      sourceTransaction: paid.latestChargeId,
      transferGroup: order,
    });
    const state = (await (await fetch(`${base}/_standin/state`)).json()) as {
      transfers: Record<string, { transfer_group: string | null }>;
    };
    expect(Object.values(state.transfers).filter((t) => t.transfer_group === order)).toHaveLength(1);

    const reversal = await payments().reverseTransfer({
      transferId: first.id,
      idempotencyKey: `rv:${order}:artist`,
    });
    expect(reversal).toMatchObject({ transferId: first.id, amountCents: 38250 });
  });

  it('accepts a webhook event only with a valid signature over the raw body', async () => {
    const payload = JSON.stringify({ id: 'evt_port_1', object: 'event', type: 'payment_intent.succeeded' });
    const sign = (secret: string) =>
      new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret });
    const event = await payments().webhookEvent(payload, sign(stackEnv().STRIPE_WEBHOOK_SECRET!));
    expect(event).toMatchObject({ id: 'evt_port_1', type: 'payment_intent.succeeded' });
    await expect(payments().webhookEvent(payload, sign('whsec_someone_else'))).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(
      payments().webhookEvent(
        payload.replace('succeeded', 'canceled'),
        sign(stackEnv().STRIPE_WEBHOOK_SECRET!),
      ),
    ).rejects.toThrow(WebhookSignatureError);
  });
});
