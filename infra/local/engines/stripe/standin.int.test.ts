import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStripeStandin,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_RETRY_FOR_MS,
  type StripeStandin,
} from './standin.ts';

const SECRET = 'sk_test_local_standin_test';
const WEBHOOK_SECRET = 'whsec_local_standin_test';
/** The real SDK, pointed at a stand-in. */
const sdkFor = (s: StripeStandin) =>
  new Stripe(SECRET, { host: s.host, port: s.port, protocol: 'http', maxNetworkRetries: 0 });

describe('local Stripe stand-in, driven by the real stripe SDK', () => {
  let standin: StripeStandin;
  let stripe: Stripe;
  let receiver: http.Server;
  let dir: string;
  const received: { event: Stripe.Event; raw: string }[] = [];
  const rejected: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kv-stripe-'));
    // A webhook endpoint that verifies exactly as the orders service will: constructEvent on the raw body.
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        try {
          const event = stripe.webhooks.constructEvent(
            raw,
            String(req.headers['stripe-signature']),
            WEBHOOK_SECRET,
          );
          received.push({ event, raw });
          res.writeHead(200).end('{}');
        } catch (err) {
          rejected.push((err as Error).message);
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    standin = await startStripeStandin({
      stateFile: path.join(dir, 'stripe.json'),
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`,
    });
    stripe = sdkFor(standin);
  });

  afterAll(async () => {
    await standin?.stop();
    await new Promise<void>((r) => receiver.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates and confirms a PaymentIntent, and posts a payment_intent.succeeded webhook that verifies', async () => {
    const created = await stripe.paymentIntents.create(
      {
        amount: 45000,
        currency: 'eur',
        automatic_payment_methods: { enabled: true },
        transfer_group: 'order_1',
        metadata: { order_id: 'order_1' },
      },
      { idempotencyKey: 'order_1-pi' },
    );
    expect(created.id).toMatch(/^pi_/);
    expect(created.status).toBe('requires_payment_method');
    expect(created.client_secret).toContain(`${created.id}_secret_`);
    expect(created.metadata).toEqual({ order_id: 'order_1' });

    const confirmed = await stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.amount_received).toBe(45000);
    expect(confirmed.latest_charge).toMatch(/^ch_/);
    expect((await stripe.paymentIntents.retrieve(created.id)).status).toBe('succeeded');

    await standin.flush();
    const succeeded = received.find((r) => r.event.type === 'payment_intent.succeeded');
    expect(succeeded, `received: ${received.map((r) => r.event.type).join(', ')}`).toBeDefined();
    expect((succeeded!.event.data.object as Stripe.PaymentIntent).id).toBe(created.id);
    expect(rejected).toEqual([]);
  });

  it('replays an idempotent create and refuses the same key with other parameters', async () => {
    const a = await stripe.paymentIntents.create(
      { amount: 6000, currency: 'eur' },
      { idempotencyKey: 'order_2-pi' },
    );
    const b = await stripe.paymentIntents.create(
      { amount: 6000, currency: 'eur' },
      { idempotencyKey: 'order_2-pi' },
    );
    expect(b.id).toBe(a.id);
    await expect(
      stripe.paymentIntents.create({ amount: 7000, currency: 'eur' }, { idempotencyKey: 'order_2-pi' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('lists intents newest first by creation time, a page at a time, as the SDK pages them', async () => {
    const from = Math.floor(Date.now() / 1000) - 1;
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const pi = await stripe.paymentIntents.create({
        amount: 1000 + i,
        currency: 'eur',
        metadata: { order_id: `ord_list_${i}` },
      });
      made.push(pi.id);
    }
    const listed = await stripe.paymentIntents
      .list({ created: { gte: from }, limit: 2 })
      .autoPagingToArray({ limit: 100 });
    const ours = listed.filter((pi) => made.includes(pi.id));
    expect(ours.map((pi) => pi.metadata.order_id).sort()).toEqual(made.map((_, i) => `ord_list_${i}`));
    const created = listed.map((pi) => pi.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(
      (await stripe.paymentIntents.list({ created: { lt: from } })).data.some((pi) => made.includes(pi.id)),
    ).toBe(false);
    await expect(stripe.paymentIntents.list({ limit: 101 })).rejects.toMatchObject({ param: 'limit' });
  });

  it('leaves an intent paid with the 3-D Secure test card waiting on the buyer, with no charge', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 2000, currency: 'eur' });
    const waiting = await stripe.paymentIntents.confirm(pi.id, {
      payment_method: 'pm_card_authenticationRequired',
    });
    expect(waiting.status).toBe('requires_action');
    expect(waiting.next_action?.type).toBe('use_stripe_sdk');
    expect(waiting.latest_charge).toBeNull();
    expect((await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' })).status).toBe(
      'succeeded',
    );
  });

  it('declines the decline test card as a card_error and leaves the intent payable', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 6000, currency: 'eur' });
    const err = await stripe.paymentIntents
      .confirm(pi.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(err).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline', statusCode: 402 });
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_payment_method');
    expect((await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' })).status).toBe(
      'succeeded',
    );
  });

  it('answers Stripe-shaped errors: unknown ids, bad keys, bad state', async () => {
    await expect(stripe.paymentIntents.retrieve('pi_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    const wrong = new Stripe('sk_test_wrong', {
      host: standin.host,
      port: standin.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.paymentIntents.retrieve('pi_x')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(stripe.paymentIntents.create({ amount: 10, currency: 'eur' })).rejects.toMatchObject({
      code: 'amount_too_small',
      param: 'amount',
    });
    const pi = await stripe.paymentIntents.create({
      amount: 6000,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(pi.status).toBe('succeeded');
    await expect(stripe.paymentIntents.cancel(pi.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('cancels an unpaid intent and refunds a paid one, once', async () => {
    const open = await stripe.paymentIntents.create({ amount: 6000, currency: 'eur' });
    expect((await stripe.paymentIntents.cancel(open.id, { cancellation_reason: 'abandoned' })).status).toBe(
      'canceled',
    );

    const paid = await stripe.paymentIntents.create({
      amount: 45000,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const refund = await stripe.refunds.create(
      { payment_intent: paid.id, reason: 'requested_by_customer' },
      { idempotencyKey: `refund-${paid.id}` },
    );
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 45000,
      status: 'succeeded',
      payment_intent: paid.id,
    });
    const replay = await stripe.refunds.create(
      { payment_intent: paid.id, reason: 'requested_by_customer' },
      { idempotencyKey: `refund-${paid.id}` },
    );
    expect(replay.id).toBe(refund.id);
    await expect(stripe.refunds.create({ payment_intent: paid.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    await standin.flush();
    expect(received.some((r) => r.event.type === 'charge.refunded')).toBe(true);
  });

  it('disputes a payment made with pm_card_createDispute; evidence wins or loses it, accepting loses it', async () => {
    const pay = (order: string) =>
      stripe.paymentIntents.create({
        amount: 32000,
        currency: 'eur',
        payment_method: 'pm_card_createDispute',
        confirm: true,
        metadata: { order_id: order },
      });
    const disputeOf = async (pi: Stripe.PaymentIntent) => {
      await standin.flush();
      const event = received.find(
        (r) =>
          r.event.type === 'charge.dispute.created' &&
          (r.event.data.object as Stripe.Dispute).payment_intent === pi.id,
      );
      return event!.event.data.object as Stripe.Dispute;
    };
    const closedOf = (id: string) =>
      received
        .filter((r) => r.event.type === 'charge.dispute.closed')
        .map((r) => r.event.data.object as Stripe.Dispute)
        .filter((d) => d.id === id);

    const won = await pay('order_d1');
    expect(won.status).toBe('succeeded');
    const opened = await disputeOf(won);
    expect(opened).toMatchObject({
      object: 'dispute',
      amount: 32000,
      currency: 'eur',
      reason: 'fraudulent',
      status: 'needs_response',
      charge: won.latest_charge,
    });
    expect((await stripe.charges.retrieve(String(won.latest_charge))).disputed).toBe(true);
    const answered = await stripe.disputes.update(opened.id, {
      evidence: { uncategorized_text: 'winning_evidence' },
    });
    expect(answered.status).toBe('won');
    // Refunds: refused while a dispute is open or lost, allowed once it is won.
    await expect(stripe.refunds.create({ payment_intent: won.id })).resolves.toMatchObject({
      status: 'succeeded',
    });
    await standin.flush();
    expect(closedOf(opened.id).map((d) => d.status)).toEqual(['won']);
    await expect(stripe.disputes.close(opened.id)).rejects.toMatchObject({ code: 'dispute_already_closed' });

    const lostPayment = await pay('order_d2');
    const lost = await disputeOf(lostPayment);
    await expect(stripe.refunds.create({ payment_intent: lostPayment.id })).rejects.toMatchObject({
      code: 'charge_disputed',
    });
    expect(
      (await stripe.disputes.update(lost.id, { evidence: { uncategorized_text: 'losing_evidence' } })).status,
    ).toBe('lost');
    const reviewed = await disputeOf(await pay('order_d3'));
    expect(
      (
        await stripe.disputes.update(reviewed.id, {
          evidence: { uncategorized_text: 'The buyer collected it.' },
        })
      ).status,
    ).toBe('under_review');
    expect((await stripe.disputes.close(reviewed.id)).status).toBe('lost');
    await expect(stripe.refunds.create({ payment_intent: lostPayment.id })).rejects.toMatchObject({
      code: 'charge_disputed',
    });
    await standin.flush();
    expect(closedOf(lost.id).map((d) => d.status)).toEqual(['lost']);
    expect(closedOf(reviewed.id).map((d) => d.status)).toEqual(['lost']);
    expect((await stripe.disputes.retrieve(reviewed.id)).evidence.uncategorized_text).toBe(
      'The buyer collected it.',
    );
    await expect(stripe.disputes.retrieve('dp_unknown')).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('stages evidence with submit=false, submits it once, refuses changes after; the bank decides through a control', async () => {
    const pi = await stripe.paymentIntents.create({
      amount: 45000,
      currency: 'eur',
      payment_method: 'pm_card_createDispute',
      confirm: true,
      metadata: { order_id: 'order_ev1' },
    });
    await standin.flush();
    const opened = received.find(
      (r) =>
        r.event.type === 'charge.dispute.created' &&
        (r.event.data.object as Stripe.Dispute).payment_intent === pi.id,
    )!.event.data.object as Stripe.Dispute;
    const texts = {
      product_description: 'Sommar, by Anna Berg, EUR 450.00, bought at Galleri Nord',
      customer_name: 'Kim Köpare',
      customer_email_address: 'kim@example.se',
      service_date: '2026-06-02',
      refund_policy_disclosure: 'Pickup within 7 days or a full refund.',
      access_activity_log: "Pickup: the buyer's QR code was scanned.",
      uncategorized_text: 'History: paid, collected.',
    };
    const staged = await stripe.disputes.update(opened.id, { evidence: texts, submit: false });
    expect(staged.status).toBe('needs_response');
    expect(staged.evidence_details.submission_count).toBe(0);
    expect(staged.evidence_details.has_evidence).toBe(true);
    expect(staged.evidence).toMatchObject(texts);
    expect(staged.evidence.shipping_carrier).toBeNull();
    // Staged evidence may change; a field left out keeps its value.
    const restaged = await stripe.disputes.update(opened.id, {
      evidence: { uncategorized_text: 'History: paid, collected. Note: the buyer signed.' },
      submit: false,
    });
    expect(restaged.evidence.customer_name).toBe('Kim Köpare');
    expect(restaged.evidence.uncategorized_text).toBe('History: paid, collected. Note: the buyer signed.');
    await expect(
      stripe.disputes.update(opened.id, { evidence: { not_a_field: 'x' } as never, submit: false }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'evidence[not_a_field]' });

    const submitted = await stripe.disputes.update(opened.id, { evidence: { service_date: '2026-06-03' } });
    expect(submitted.status).toBe('under_review');
    expect(submitted.evidence_details.submission_count).toBe(1);
    expect(submitted.evidence.service_date).toBe('2026-06-03');
    expect(submitted.evidence.product_description).toBe(texts.product_description);
    await expect(
      stripe.disputes.update(opened.id, { evidence: { uncategorized_text: 'more' }, submit: false }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'dispute_already_submitted',
      statusCode: 400,
    });
    await expect(stripe.disputes.update(opened.id, { submit: true })).rejects.toMatchObject({
      code: 'dispute_already_submitted',
    });
    const read = await stripe.disputes.retrieve(opened.id);
    expect(read.evidence_details.submission_count).toBe(1);
    expect(read.evidence.uncategorized_text).toBe('History: paid, collected. Note: the buyer signed.');

    // The bank decides: a test control closes it, with signed events as Stripe sends them.
    const control = (id: string, body: unknown) =>
      fetch(`${standin.url}/_standin/disputes/${id}/close`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control(opened.id, { status: 'maybe' })).status).toBe(400);
    expect((await control('dp_unknown', { status: 'won' })).status).toBe(404);
    const before = received.length;
    const closed = await control(opened.id, { status: 'won' });
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as { status: string }).status).toBe('won');
    await standin.flush();
    const events = received
      .slice(before)
      .filter((r) => (r.event.data.object as Stripe.Dispute).id === opened.id)
      .map((r) => [r.event.type, (r.event.data.object as Stripe.Dispute).status]);
    expect(events).toEqual([
      ['charge.dispute.updated', 'won'],
      ['charge.dispute.closed', 'won'],
    ]);
    expect((await control(opened.id, { status: 'lost' })).status).toBe(400);
    expect((await stripe.disputes.retrieve(opened.id)).status).toBe('won');

    // A dispute not answered at all can be lost by the bank too.
    const other = await stripe.paymentIntents.create({
      amount: 12000,
      currency: 'eur',
      payment_method: 'pm_card_createDispute',
      confirm: true,
      metadata: { order_id: 'order_ev2' },
    });
    await standin.flush();
    const second = received.find(
      (r) =>
        r.event.type === 'charge.dispute.created' &&
        (r.event.data.object as Stripe.Dispute).payment_intent === other.id,
    )!.event.data.object as Stripe.Dispute;
    expect(((await (await control(second.id, { status: 'lost' })).json()) as { status: string }).status).toBe(
      'lost',
    );
    expect(rejected).toEqual([]);
  });

  it('onboards an Express account through an account link, then transfers to it', async () => {
    const account = await stripe.accounts.create({
      type: 'express',
      country: 'SE',
      email: 'artist@example.se',
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
    });
    expect(account).toMatchObject({ type: 'express', payouts_enabled: false, details_submitted: false });
    await expect(
      stripe.transfers.create({ amount: 38250, currency: 'eur', destination: account.id }),
    ).rejects.toMatchObject({
      code: 'insufficient_capabilities_for_transfer',
    });

    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      return_url: 'http://localhost:8080/artist/onboarding/complete',
      refresh_url: 'http://localhost:8080/artist/onboarding/refresh',
    });
    expect(link.url).toContain(`/_standin/onboarding/${account.id}`);
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    const done = await fetch(link.url, {
      method: 'POST',
      body: new URLSearchParams(new URL(link.url).searchParams),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('http://localhost:8080/artist/onboarding/complete');
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      payouts_enabled: true,
      charges_enabled: true,
      details_submitted: true,
    });

    const transfer = await stripe.transfers.create(
      { amount: 38250, currency: 'eur', destination: account.id, transfer_group: 'order_1' },
      { idempotencyKey: 'payout-order_1-artist' },
    );
    expect(transfer).toMatchObject({
      object: 'transfer',
      amount: 38250,
      destination: account.id,
      transfer_group: 'order_1',
    });

    // The test control: the next transfer for one order and party is refused, once, as for a closed account.
    const refuse = await fetch(`${standin.url}/_standin/refuse-transfers`, {
      method: 'POST',
      body: JSON.stringify({ order_id: 'order_2', party: 'venue' }),
    });
    expect(refuse.status).toBe(200);
    const venueTransfer = {
      amount: 4500,
      currency: 'eur',
      destination: account.id,
      metadata: { order_id: 'order_2', party: 'venue' },
    };
    await expect(stripe.transfers.create(venueTransfer)).rejects.toMatchObject({ code: 'account_invalid' });
    expect(await stripe.transfers.create(venueTransfer)).toMatchObject({ amount: 4500 });
    const bad = await fetch(`${standin.url}/_standin/refuse-transfers`, { method: 'POST', body: '{}' });
    expect(bad.status).toBe(400);

    // A refund after the payout: the transfer is reversed, in part and then the rest, never beyond.
    const part = await stripe.transfers.createReversal(
      transfer.id,
      { amount: 8250 },
      { idempotencyKey: 'rv-1' },
    );
    expect(part).toMatchObject({ object: 'transfer_reversal', amount: 8250, transfer: transfer.id });
    const again = await stripe.transfers.createReversal(
      transfer.id,
      { amount: 8250 },
      { idempotencyKey: 'rv-1' },
    );
    expect(again.id).toBe(part.id);
    const rest = await stripe.transfers.createReversal(transfer.id);
    expect(rest.amount).toBe(30000);
    expect(await stripe.transfers.retrieve(transfer.id)).toMatchObject({
      amount_reversed: 38250,
      reversed: true,
    });
    await expect(stripe.transfers.createReversal(transfer.id, { amount: 1 })).rejects.toMatchObject({
      code: 'transfer_already_reversed',
    });
    await standin.flush();
    expect(
      received.some(
        (r) =>
          r.event.type === 'account.updated' && (r.event.data.object as Stripe.Account).id === account.id,
      ),
    ).toBe(true);
  });

  it('offers a labelled onboarding page whose links work once; "Leave incomplete" keeps requirements due', async () => {
    const account = await stripe.accounts.create({
      type: 'express',
      country: 'SE',
      email: 'venue@example.se',
    });
    const urls = {
      return_url: 'http://localhost:8080/venue/onboarding/complete',
      refresh_url: 'http://localhost:8080/venue/onboarding/refresh',
    };
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      ...urls,
    });
    const page = await (await fetch(link.url)).text();
    expect(page).toMatch(/Local Stripe stand-in/);
    expect(page).toMatch(/Complete onboarding/);
    expect(page).toMatch(/Leave incomplete/);

    const form = new URLSearchParams(new URL(link.url).searchParams);
    form.set('outcome', 'incomplete');
    const left = await fetch(link.url, { method: 'POST', body: form, redirect: 'manual' });
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe(urls.return_url);
    const after = await stripe.accounts.retrieve(account.id);
    expect(after).toMatchObject({ details_submitted: false, payouts_enabled: false, charges_enabled: false });
    expect(after.requirements?.currently_due).toContain('external_account');
    expect(after.requirements?.currently_due).not.toContain('business_type');
    await standin.flush();
    const updated = received.filter(
      (r) => r.event.type === 'account.updated' && (r.event.data.object as Stripe.Account).id === account.id,
    );
    expect(updated).toHaveLength(1);

    // The link was used: opening or posting it again goes to refresh_url, and changes nothing.
    for (const init of [{}, { method: 'POST', body: new URLSearchParams(new URL(link.url).searchParams) }]) {
      const again = await fetch(link.url, { ...init, redirect: 'manual' });
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe(urls.refresh_url);
    }
    expect((await stripe.accounts.retrieve(account.id)).details_submitted).toBe(false);

    // A new link completes it.
    const fresh = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      ...urls,
    });
    const done = await fetch(fresh.url, {
      method: 'POST',
      body: new URLSearchParams(new URL(fresh.url).searchParams),
      redirect: 'manual',
    });
    expect(done.headers.get('location')).toBe(urls.return_url);
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      details_submitted: true,
      payouts_enabled: true,
      requirements: expect.objectContaining({ currently_due: [] }),
    });
  });

  it('answers the calls under a path late while a test asks it to', async () => {
    const account = await stripe.accounts.create({
      type: 'express',
      country: 'SE',
      email: 'slow@example.se',
    });
    const control = (body: unknown) =>
      fetch(`${standin.url}/_standin/latency`, { method: 'POST', body: JSON.stringify(body) });
    expect((await control({ path: 'accounts', ms: 10 })).status).toBe(400);
    // Far apart, so a busy machine (the unit tests run beside this file) cannot blur the two: a
    // call that answers in under 2 s was not held for the 2.5 s asked.
    expect((await control({ path: `/v1/accounts/${account.id}`, ms: 2500 })).status).toBe(200);
    let started = Date.now();
    await stripe.accounts.retrieve(account.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2450);
    await control({ path: `/v1/accounts/${account.id}`, ms: 0 });
    started = Date.now();
    await stripe.accounts.retrieve(account.id);
    expect(Date.now() - started).toBeLessThan(2000);

    // `after`: the refund is made at once; only its answer is late.
    const pi = await stripe.paymentIntents.create({ amount: 1500, currency: 'eur' });
    await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    expect((await control({ path: '/v1/refunds', ms: 2500, when: 'later' })).status).toBe(400);
    expect((await control({ path: '/v1/refunds', ms: 2500, when: 'after' })).status).toBe(200);
    started = Date.now();
    const refunding = stripe.refunds.create({ payment_intent: pi.id });
    await new Promise((r) => setTimeout(r, 500));
    const state = (await (await fetch(`${standin.url}/_standin/state`)).json()) as {
      refunds: Record<string, { payment_intent: string }>;
    };
    expect(Object.values(state.refunds).filter((r) => r.payment_intent === pi.id)).toHaveLength(1);
    expect((await refunding).payment_intent).toBe(pi.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2450);
    await control({ path: '/v1/refunds', ms: 0 });
  });

  it('redelivers an event with a fresh valid signature (receivers must be idempotent)', async () => {
    await standin.flush();
    const first = received.find((r) => r.event.type === 'payment_intent.succeeded')!;
    const before = received.filter((r) => r.event.id === first.event.id).length;
    await standin.redeliver(first.event.id);
    expect(received.filter((r) => r.event.id === first.event.id).length).toBe(before + 1);
    expect(rejected).toEqual([]);
  });

  it('retries a delivery the endpoint refused; many retrying at once raise no listener-leak warning', async () => {
    // An endpoint that refuses each event's first delivery: every event waits once before its retry.
    const seen = new Set<string>();
    const flaky = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id;
        res.writeHead(seen.has(id) ? 200 : 503).end('{}');
        seen.add(id);
      });
    });
    await new Promise<void>((r) => flaky.listen(0, '127.0.0.1', r));
    const retrying = await startStripeStandin({
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/webhooks/stripe`,
    });
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      const client = sdkFor(retrying);
      for (let i = 0; i < 12; i++) await client.paymentIntents.create({ amount: 1000 + i, currency: 'sek' });
      await retrying.flush();
      const byEvent = new Map<string, (number | 'network-error')[]>();
      for (const d of retrying.deliveries())
        byEvent.set(d.eventId, [...(byEvent.get(d.eventId) ?? []), d.status]);
      expect(byEvent.size).toBe(12);
      for (const statuses of byEvent.values()) expect(statuses).toEqual([503, 200]);
      expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await retrying.stop();
      await new Promise<void>((r) => flaky.close(() => r()));
    }
  });

  it('holds deliveries until released: events made before the endpoint listens arrive on the first try after', async () => {
    // The local stack's start: the seed pays before the gateway listens on the webhook URL.
    const probe = http.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const held = await startStripeStandin({
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`,
      holdWebhooks: true,
    });
    const arrived: string[] = [];
    const endpoint = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const event = stripe.webhooks.constructEvent(
          body,
          String(req.headers['stripe-signature']),
          WEBHOOK_SECRET,
        );
        arrived.push(event.type);
        res.writeHead(200).end('{}');
      });
    });
    try {
      const client = sdkFor(held);
      await client.paymentIntents.create({
        amount: 4200,
        currency: 'sek',
        payment_method: 'pm_card_visa',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        confirm: true,
      });
      // Unheld, the first try would have been made, and refused, by now.
      await new Promise((r) => setTimeout(r, 300));
      expect(held.deliveries()).toEqual([]);

      await new Promise<void>((r) => endpoint.listen(port, '127.0.0.1', r));
      held.releaseWebhooks();
      await held.flush();
      expect(arrived).toEqual(expect.arrayContaining(['payment_intent.created', 'payment_intent.succeeded']));
      expect(held.deliveries().map((d) => [d.attempt, d.status])).toEqual(arrived.map(() => [1, 200]));
    } finally {
      await held.stop();
      if (endpoint.listening) await new Promise<void>((r) => endpoint.close(() => r()));
    }
  });

  describe('Swish, Klarna and PayPal as in Stripe test mode', () => {
    const RETURN = 'http://localhost:8080/orders/ord_sek?k=abc';
    const control = (id: string, outcome: 'authorize' | 'fail') =>
      fetch(`${standin.url}/_standin/payment_intents/${id}/${outcome}`, { method: 'POST' });
    const eventsFor = async (id: string) => {
      await standin.flush();
      return received
        .filter((r) => (r.event.data.object as { id?: string; payment_intent?: string }).id === id)
        .map((r) => r.event.type);
    };

    it('offers the methods Stripe offers for the currency: Swish only in SEK', async () => {
      const sek = await stripe.paymentIntents.create({
        amount: 450000,
        currency: 'sek',
        automatic_payment_methods: { enabled: true },
      });
      expect(sek.payment_method_types).toEqual(['card', 'klarna', 'paypal', 'swish']);
      const eur = await stripe.paymentIntents.create({
        amount: 45000,
        currency: 'eur',
        automatic_payment_methods: { enabled: true },
      });
      expect(eur.payment_method_types).toEqual(['card', 'klarna', 'paypal']);
      await expect(
        stripe.paymentIntents.create({
          amount: 45000,
          currency: 'eur',
          allowed_payment_method_types: ['swish'],
        }),
      ).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 400,
        param: 'allowed_payment_method_types',
        message: expect.stringContaining('swish') as unknown,
      });
    });

    it('Swish: requires_action with the QR code and app link; authorizing pays with a charge and payment_intent.succeeded', async () => {
      const pi = await stripe.paymentIntents.create({
        amount: 450000,
        currency: 'sek',
        automatic_payment_methods: { enabled: true },
        metadata: { order_id: 'ord_sek' },
        transfer_group: 'ord_sek',
      });
      const waiting = await stripe.paymentIntents.confirm(pi.id, {
        payment_method_data: { type: 'swish' },
        return_url: RETURN,
      });
      expect(waiting.status).toBe('requires_action');
      expect(waiting.latest_charge).toBeNull();
      expect(waiting.next_action?.type).toBe('swish_handle_redirect_or_display_qr_code');
      const swish = waiting.next_action!.swish_handle_redirect_or_display_qr_code!;
      const page = `${standin.url}/_standin/authorize/${pi.id}?client_secret=`;
      expect(swish.hosted_instructions_url.startsWith(page)).toBe(true);
      expect(swish.mobile_auth_url.startsWith(page)).toBe(true);
      expect(swish.qr_code.data.startsWith(page)).toBe(true);
      expect(swish.qr_code.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
      const svg = await fetch(swish.qr_code.image_url_svg);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(await svg.text()).toMatch(/^<svg [^>]*><rect [^>]*\/><path d="M/);
      const png = await fetch(swish.qr_code.image_url_png);
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await png.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      const pm = await stripe.paymentMethods.retrieve(String(waiting.payment_method));
      expect(pm.type).toBe('swish');

      // The test page shows the amount in kronor and the two answers.
      const shown = await (await fetch(swish.mobile_auth_url)).text();
      expect(shown).toContain('4\u00a0500,00\u00a0kr');
      expect(shown).toContain('SEK');
      expect(shown).toMatch(/<button[^>]*value="authorize"/);
      expect(shown).toMatch(/<button[^>]*value="fail"/);

      const answer = await control(pi.id, 'authorize');
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { status: string }).status).toBe('succeeded');
      const paid = await stripe.paymentIntents.retrieve(pi.id);
      expect(paid).toMatchObject({ status: 'succeeded', amount_received: 450000, next_action: null });
      const charge = await stripe.charges.retrieve(String(paid.latest_charge));
      expect(charge).toMatchObject({
        status: 'succeeded',
        amount: 450000,
        currency: 'sek',
        payment_intent: pi.id,
        transfer_group: 'ord_sek',
        payment_method_details: { type: 'swish' },
      });
      expect(await eventsFor(pi.id)).toEqual([
        'payment_intent.created',
        'payment_intent.requires_action',
        'payment_intent.succeeded',
      ]);
      const succeeded = received.find(
        (r) =>
          r.event.type === 'payment_intent.succeeded' && (r.event.data.object as { id: string }).id === pi.id,
      );
      expect((succeeded!.event.data.object as Stripe.PaymentIntent).latest_charge).toBe(charge.id);
      expect(rejected).toEqual([]);
      // Answered once: a second answer is refused.
      expect((await control(pi.id, 'fail')).status).toBe(400);
    });

    it('Klarna: redirect_to_url to the test page; Fail returns with redirect_status=failed and the intent takes a card after', async () => {
      const pi = await stripe.paymentIntents.create({
        amount: 450000,
        currency: 'sek',
        automatic_payment_methods: { enabled: true },
      });
      const waiting = await stripe.paymentIntents.confirm(pi.id, {
        payment_method_data: { type: 'klarna' },
        return_url: RETURN,
      });
      expect(waiting.status).toBe('requires_action');
      expect(waiting.next_action).toEqual({
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${standin.url}/_standin/authorize/${pi.id}?client_secret=${waiting.client_secret}`,
          return_url: RETURN,
        },
      });
      const back = await fetch(waiting.next_action!.redirect_to_url!.url!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_secret: waiting.client_secret!, outcome: 'fail' }).toString(),
        redirect: 'manual',
      });
      expect(back.status).toBe(303);
      const location = new URL(back.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/orders/ord_sek');
      expect(Object.fromEntries(location.searchParams)).toEqual({
        k: 'abc',
        payment_intent: pi.id,
        payment_intent_client_secret: waiting.client_secret,
        redirect_status: 'failed',
      });
      const failed = await stripe.paymentIntents.retrieve(pi.id);
      expect(failed).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        next_action: null,
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_payment_attempt_failed',
          payment_method: { type: 'klarna' },
        },
      });
      expect(await eventsFor(pi.id)).toContain('payment_intent.payment_failed');
      // The buyer chooses again on the same intent: a card pays.
      const paid = await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
      expect(paid.status).toBe('succeeded');
      expect(paid.last_payment_error).toBeNull();
    });

    it('PayPal: Authorize on the test page returns with redirect_status=succeeded and the webhook follows', async () => {
      const pi = await stripe.paymentIntents.create({
        amount: 45000,
        currency: 'eur',
        automatic_payment_methods: { enabled: true },
      });
      const waiting = await stripe.paymentIntents.confirm(pi.id, {
        payment_method_data: { type: 'paypal' },
        return_url: RETURN,
      });
      expect(waiting.next_action?.type).toBe('redirect_to_url');
      const back = await fetch(waiting.next_action!.redirect_to_url!.url!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_secret: waiting.client_secret!, outcome: 'authorize' }).toString(),
        redirect: 'manual',
      });
      expect(back.status).toBe(303);
      expect(new URL(back.headers.get('location')!).searchParams.get('redirect_status')).toBe('succeeded');
      expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
      expect(await eventsFor(pi.id)).toContain('payment_intent.succeeded');
      // The page of an intent already answered says so and offers no buttons.
      const after = await (await fetch(waiting.next_action!.redirect_to_url!.url!)).text();
      expect(after).toContain('succeeded');
      expect(after).not.toContain('value="authorize"');
    });

    it('refuses Swish on a EUR intent and a redirect method without a return_url, as Stripe does, leaving the intent as it was', async () => {
      const eur = await stripe.paymentIntents.create({
        amount: 45000,
        currency: 'eur',
        automatic_payment_methods: { enabled: true },
      });
      const err = await stripe.paymentIntents
        .confirm(eur.id, { payment_method_data: { type: 'swish' }, return_url: RETURN })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(err).toMatchObject({ statusCode: 400, param: 'payment_method' });
      expect((err as Error).message).toContain('The PaymentMethod provided (swish) is not allowed');
      const sek = await stripe.paymentIntents.create({
        amount: 45000,
        currency: 'sek',
        automatic_payment_methods: { enabled: true },
      });
      await expect(
        stripe.paymentIntents.confirm(sek.id, { payment_method_data: { type: 'klarna' } }),
      ).rejects.toMatchObject({ statusCode: 400, param: 'return_url' });
      for (const id of [eur.id, sek.id])
        expect(await stripe.paymentIntents.retrieve(id)).toMatchObject({
          status: 'requires_payment_method',
          next_action: null,
        });
    });

    it('an abandoned Swish payment waits in requires_action until another method pays or the intent is cancelled', async () => {
      const pm = await stripe.paymentMethods.create({ type: 'swish' });
      const a = await stripe.paymentIntents.create({
        amount: 20000,
        currency: 'sek',
        automatic_payment_methods: { enabled: true },
      });
      expect(
        (await stripe.paymentIntents.confirm(a.id, { payment_method: pm.id, return_url: RETURN })).status,
      ).toBe('requires_action');
      // The buyer gives up on Swish and pays by card on the same intent.
      const paid = await stripe.paymentIntents.confirm(a.id, { payment_method: 'pm_card_visa' });
      expect(paid).toMatchObject({ status: 'succeeded', next_action: null });
      expect((await control(a.id, 'authorize')).status).toBe(400);

      const b = await stripe.paymentIntents.create({
        amount: 20000,
        currency: 'sek',
        automatic_payment_methods: { enabled: true },
      });
      await stripe.paymentIntents.confirm(b.id, {
        payment_method_data: { type: 'swish' },
        return_url: RETURN,
      });
      // Failed once, tried again with Swish: still the same intent.
      expect(((await (await control(b.id, 'fail')).json()) as { status: string }).status).toBe(
        'requires_payment_method',
      );
      await stripe.paymentIntents.confirm(b.id, {
        payment_method_data: { type: 'swish' },
        return_url: RETURN,
      });
      expect((await stripe.paymentIntents.retrieve(b.id)).status).toBe('requires_action');
      // Never answered: the reservation's sweep cancels it.
      const cancelled = await stripe.paymentIntents.cancel(b.id, { cancellation_reason: 'abandoned' });
      expect(cancelled).toMatchObject({ status: 'canceled', next_action: null });
      expect((await control(b.id, 'authorize')).status).toBe(400);
      expect(await eventsFor(b.id)).toEqual([
        'payment_intent.created',
        'payment_intent.requires_action',
        'payment_intent.payment_failed',
        'payment_intent.requires_action',
        'payment_intent.canceled',
      ]);
    });
  });

  it('a signature made with another secret does not verify', () => {
    const payload = JSON.stringify({ id: 'evt_x', object: 'event' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('keeps its state across a restart (stripe.json)', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 9900, currency: 'eur' });
    await standin.stop();
    standin = await startStripeStandin({
      stateFile: path.join(dir, 'stripe.json'),
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
    });
    stripe = sdkFor(standin);
    expect((await stripe.paymentIntents.retrieve(pi.id)).amount).toBe(9900);
  });
});

/**
 * Webhooks the endpoint has not taken are kept in the state file and retried on the stack's clock for
 * three days, as Stripe retries: a restart or a crash of the local stack loses none (issue 45).
 */
describe('webhook delivery that outlives the process', () => {
  const HOUR = 3_600_000;
  let dir: string;
  // The stack's clock: real time plus an offset the test moves (as POST /_local/clock/advance does).
  let offset = 0;
  const clock = () => Date.now() + offset;
  let answer: number;
  const arrived: string[] = [];
  let endpoint: http.Server;
  let endpointUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kv-stripe-durable-'));
    endpoint = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const event = new Stripe(SECRET).webhooks.constructEvent(
          body,
          String(req.headers['stripe-signature']),
          WEBHOOK_SECRET,
        );
        if (answer === 200) arrived.push(event.id);
        res.writeHead(answer).end('{}');
      });
    });
    await new Promise<void>((r) => endpoint.listen(0, '127.0.0.1', r));
    endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhooks/stripe`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => endpoint.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  const start = (stateFile: string) =>
    startStripeStandin({
      stateFile,
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: endpointUrl,
      now: clock,
    });
  /** Lets the stand-in's poll see the clock (it looks every 100 ms) and finish what it started. */
  const settle = async (s: StripeStandin) => {
    await new Promise((r) => setTimeout(r, 250));
    await s.flush();
  };

  it('sends on the next start what the endpoint had not taken when the process ended', async () => {
    answer = 503;
    arrived.length = 0;
    const stateFile = path.join(dir, 'restart.json');
    const first = await start(stateFile);
    const pi = await sdkFor(first).paymentIntents.create({
      amount: 45_000,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      confirm: true,
    });
    await settle(first);
    const waiting = first.undelivered();
    expect(waiting.map((w) => w.type)).toEqual(
      expect.arrayContaining(['payment_intent.created', 'payment_intent.succeeded']),
    );
    expect(waiting.every((w) => w.attempts >= 1)).toBe(true);
    await first.stop();

    // Back up a moment later, long before their next try is due: the next start sends them at once.
    answer = 200;
    const second = await start(stateFile);
    try {
      await settle(second);
      expect(second.undelivered()).toEqual([]);
      const succeeded = first
        .events()
        .find(
          (e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === pi.id,
        )!;
      expect(arrived).toContain(succeeded.id);
    } finally {
      await second.stop();
    }
  });

  it('keeps retrying with back-off on the clock for three days, then gives up', async () => {
    answer = 500;
    arrived.length = 0;
    const standin = await start(path.join(dir, 'backoff.json'));
    try {
      standin.emit('payout.paid', { id: 'po_1', object: 'payout' });
      await settle(standin);
      // The three quick retries ran; the next waits a minute of the clock.
      const [quick] = standin.undelivered();
      expect(quick!.attempts).toBe(4);
      expect(quick!.nextAt - clock()).toBeGreaterThan(WEBHOOK_RETRY_DELAYS_MS[3]! - 5000);
      expect(quick!.nextAt - clock()).toBeLessThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[3]!);

      // A day later it is still being tried, further apart each time.
      const attempts: number[] = [];
      for (let h = 0; h < 24; h += 3) {
        offset += 3 * HOUR;
        await settle(standin);
        attempts.push(standin.undelivered()[0]!.attempts);
      }
      expect(attempts.at(-1)!).toBeGreaterThan(6);
      expect(attempts.at(-1)!).toBeLessThan(4 + 8);

      // The endpoint comes back on day two: the next try delivers it.
      answer = 200;
      offset += 12 * HOUR;
      await settle(standin);
      expect(standin.undelivered()).toEqual([]);
      expect(arrived).toHaveLength(1);

      // Another, never taken, is dropped three days after its first try, as Stripe does.
      answer = 500;
      standin.emit('payout.paid', { id: 'po_2', object: 'payout' });
      await settle(standin);
      for (let h = 0; h <= WEBHOOK_RETRY_FOR_MS / HOUR; h += 6) {
        offset += 6 * HOUR;
        await settle(standin);
      }
      expect(standin.undelivered()).toEqual([]);
      expect(arrived).toHaveLength(1);
    } finally {
      await standin.stop();
    }
  });
});
