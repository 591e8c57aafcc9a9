import { randomUUID } from 'node:crypto';
import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys, type OrderRecord } from '@konstvagg/domain';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import {
  cognitoLogin,
  demoLogin,
  demoSellers,
  getJson,
  payAsStripeJs,
  postJson,
  stackEnv,
  standinStripe,
  until,
  workOnDisplay,
} from '@konstvagg/test-kit';
import { disputeScheduleName, stockholmAtExpression } from '@konstvagg/lambda-kit/ports/scheduler';
import { saveDisputeEvidence } from '../src/disputes/evidence.ts';
import { handler } from '../src/handler.ts';

/**
 * Seller protection (issue 39 §2) against the whole local stack: a payment the stand-in disputes
 * (pm_card_createDispute) gets its evidence at Stripe, staged; an admin adds a note and submits it
 * from the transaction page, and nothing can change after that. The stand-in's dispute, read with
 * the real `stripe` SDK, is the proof.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const api = (path: string) => `/api/v1${path}`;
const RUN = randomUUID().slice(0, 8);

let env: Record<string, string>;
let stripe: Stripe;
let sellers: Awaited<ReturnType<typeof demoSellers>>;
const tokens: Record<string, string> = {};
const admin = () => ({ token: tokens.admin });

beforeAll(async () => {
  env = stackEnv();
  Object.assign(process.env, env, { LOG_LEVEL: 'SILENT' });
  stripe = standinStripe();
  for (const role of ['artist', 'venue', 'admin']) {
    const login = demoLogin(role);
    tokens[role] = (await cognitoLogin(login.email, login.password)).accessToken;
  }
  sellers = await demoSellers();
});

const stored = async (id: string) =>
  (
    await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.order(id), ConsistentRead: true }),
    )
  ).Item as OrderRecord;

/** A guest buys a new work and pays with a card the stand-in disputes; answers once the order is flagged. */
async function disputedOrder(label: string): Promise<OrderRecord> {
  const work = await workOnDisplay({
    ...sellers,
    title: `Tvistprov ${RUN} ${label}`,
  });
  const email = `dpe-${label}-${RUN}@test.konstvagg.local`;
  const co = await postJson<Body>(api(`/checkout/${work.id}`), { email, name: `Köpare ${label} ${RUN}` });
  expect(co.status, JSON.stringify(co.body)).toBe(201);
  const paid = await payAsStripeJs(co.body, 'pm_card_createDispute');
  expect(paid.status).toBe(200);
  return until(
    `order ${co.body.order.id} disputed`,
    () => stored(co.body.order.id),
    (o) => !!o?.dispute_id && o.status === 'paid' && !!o.dispute_evidence_saved_at,
  );
}

const evidenceAction = (id: string, body: unknown, lang: 'sv' | 'en' = 'en') =>
  postJson<Body>(api(`/admin/transactions/${id}/dispute-evidence`), body, { ...admin(), lang });

describe('dispute evidence', () => {
  it('is staged at Stripe, then an admin adds a note and submits it; nothing changes after that', async () => {
    const order = await disputedOrder('evidence');
    // The webhook staged it when the dispute opened (perhaps before the payment's own event came);
    // saving again composes it anew, still not submitted.
    expect(await saveDisputeEvidence(order.id)).toBe('saved');
    const staged = await stripe.disputes.retrieve(order.dispute_id!);
    expect(staged.evidence_details.submission_count).toBe(0);
    expect(staged.status).toBe('needs_response');
    expect(staged.evidence.product_description).toContain(order.title);
    expect(staged.evidence.product_description).toContain('SEK 5200.00');
    expect(staged.evidence.customer_email_address).toBe(order.buyer_email);
    expect(staged.evidence.customer_name).toBe(order.buyer_name);
    expect(staged.evidence.refund_policy_disclosure).toMatch(/within 7 days/);
    expect(staged.evidence.access_activity_log).toContain('No validated pickup on record');
    expect(staged.evidence.access_activity_log).toContain('Payment received');
    expect(staged.evidence.uncategorized_text).toContain(`Order ${order.id}`);
    const saved = await stored(order.id);
    expect(saved.dispute_evidence?.product_description).toBe(staged.evidence.product_description);
    expect(saved.dispute_evidence_saved_at).toBeTruthy();
    expect(saved.dispute_evidence_submitted_at ?? null).toBeNull();

    // The transaction page shows it, with the fields' names in the admin's language.
    const page = await getJson<Body>(api(`/admin/transactions/${order.id}`), { ...admin(), lang: 'sv' });
    expect(page.status).toBe(200);
    expect(page.body.dispute).toMatchObject({ status: 'open', protected: false, can_add_evidence: true });
    expect(page.body.dispute.evidence[0]).toMatchObject({ field: 'product_description', label: 'Produkt' });

    // A note that is only spaces is refused; then an admin adds one and submits.
    const blank = await evidenceAction(order.id, { note: '   ' }, 'sv');
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.error.fields ?? {})).toEqual(['note']);
    // A submit that is not a boolean is named as well.
    const badSubmit = await evidenceAction(order.id, { note: 'Ok', submit: 'yes' });
    expect(badSubmit.status).toBe(400);
    expect(Object.keys(badSubmit.body.error.fields ?? {})).toContain('submit');
    const note = `The buyer phoned us on ${RUN} and confirmed they have the work.`;
    const submitted = await evidenceAction(order.id, { note: `  ${note}  `, submit: true });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.dispute).toMatchObject({ status: 'open', can_add_evidence: false });
    expect(submitted.body.dispute.evidence_submitted_at).toBeTruthy();
    const atStripe = await stripe.disputes.retrieve(order.dispute_id!);
    expect(atStripe.evidence_details.submission_count).toBe(1);
    expect(atStripe.status).toBe('under_review');
    expect(atStripe.evidence.uncategorized_text).toMatch(new RegExp(`Notes from Konstvägg:\\n- ${note}$`));
    expect(submitted.body.audit.map((a: Body) => a.action)).toContain('order.dispute_evidence');
    expect(
      (await stored(order.id)).history?.filter((h) => h.what === 'dispute_evidence').at(-1),
    ).toMatchObject({
      by_role: 'admin',
      detail: 'submitted',
      note,
    });

    // After the submission: refused, in the admin's language; the schedule's run changes nothing.
    const again = await evidenceAction(order.id, { note: 'One more thing.' }, 'sv');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'evidence_already_submitted' });
    expect(again.body.error.message).toMatch(/redan skickat/);
    expect(await saveDisputeEvidence(order.id, { submit: true })).toBe('unchanged');
    expect((await stripe.disputes.retrieve(order.dispute_id!)).evidence_details.submission_count).toBe(1);

    // The bank decides; a closed dispute takes no more evidence.
    const closed = await fetch(`${env.STRIPE_API_BASE}/_standin/disputes/${order.dispute_id}/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'won' }),
    });
    expect(closed.status).toBe(200);
    await until(
      `order ${order.id} dispute closed`,
      () => stored(order.id),
      (o) => o.dispute_outcome === 'won',
    );
    const late = await evidenceAction(order.id, { note: 'Too late.' });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'no_open_dispute' });
  });

  it('is recorded as submitted when Stripe says it already was; 404 for an unknown order, 409 for one never disputed', async () => {
    const order = await disputedOrder('refused');
    await until(
      `order ${order.id} evidence staged`,
      () => stored(order.id),
      (o) => !!o.dispute_evidence_saved_at,
    );
    // Submitted elsewhere (Stripe's dashboard): the next save learns it from Stripe's refusal.
    await stripe.disputes.update(order.dispute_id!, { evidence: { uncategorized_text: 'Sent by hand.' } });
    expect(await saveDisputeEvidence(order.id, { note: 'From the console.' })).toBe('submitted');
    const after = await stored(order.id);
    expect(after.dispute_evidence_submitted_at).toBeTruthy();
    expect(after.dispute_evidence?.uncategorized_text).toBe('Sent by hand.');

    expect((await evidenceAction(`ord-unknown-${RUN}`, { note: 'x' })).status).toBe(404);
    const plain = (
      await getJson<Body>(api(`/admin/transactions?limit=1&status=paid`), admin())
    ).body.transactions.find((t: Body) => !t.disputed);
    if (plain) {
      const res = await evidenceAction(plain.id, { note: 'x' });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'no_open_dispute' });
    }
  });

  it('is submitted by its schedule, a day before it is due, and a second run changes nothing', async () => {
    const order = await disputedOrder('schedule');
    const client = new SchedulerClient({
      region: env.AWS_REGION ?? 'eu-north-1',
      endpoint: env.AWS_ENDPOINT_URL_SCHEDULER,
    });
    const schedule = await until(
      `schedule ${disputeScheduleName(order.id)}`,
      () =>
        client
          .send(
            new GetScheduleCommand({
              Name: disputeScheduleName(order.id),
              GroupName: env.SCHEDULER_GROUP_NAME,
            }),
          )
          .catch(() => null),
      (s) => !!s,
    );
    expect(schedule!.ScheduleExpression).toBe(
      stockholmAtExpression(new Date(Date.parse(order.dispute_due_by!) - 24 * 3_600_000)),
    );
    expect(JSON.parse(schedule!.Target!.Input!)).toEqual({ task: 'dispute-evidence', order_id: order.id });
    // What the schedule invokes, run here (the clock is left alone: other files share the stack).
    const task = JSON.parse(schedule!.Target!.Input!) as { task: 'dispute-evidence'; order_id: string };
    expect(await handler(task as never, {} as never)).toEqual({ evidence: 'submitted' });
    expect((await stripe.disputes.retrieve(order.dispute_id!)).evidence_details.submission_count).toBe(1);
    expect((await stored(order.id)).dispute_evidence_submitted_at).toBeTruthy();
    expect(await handler(task as never, {} as never)).toEqual({ evidence: 'unchanged' });
    expect((await stripe.disputes.retrieve(order.dispute_id!)).evidence_details.submission_count).toBe(1);
  });
});
