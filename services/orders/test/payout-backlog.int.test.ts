import { BatchWriteCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keys,
  orderIndexKeys,
  payoutIndexKeys,
  statUpdateItems,
  type OrderRecord,
  type PayoutRecord,
} from '@konstvagg/domain';
import type {
  PaymentsPort,
  Transfer,
  usePayments as UsePayments,
} from '@konstvagg/lambda-kit/ports/payments';
import type { payoutSweep as PayoutSweep } from '../src/tasks/payouts.ts';
import { artworkTemplate, stackEnv, tableClient } from '@konstvagg/test-kit';
import { barePayees } from '@konstvagg/test-kit/fakes';

/**
 * The payout sweep is bounded (issue 39 §3): a backlog of due payouts (collected orders, an
 * artist's and a venue's payout each) is worked off over several runs, each stopping at its time
 * budget instead of running into the function's timeout, and every payout is sent exactly once.
 * The sweep runs here in the test's own process against the stack's DynamoDB Local, with an
 * in-memory payments port (usePayments) that counts the transfers by idempotency key.
 *
 * `npm test` runs 600 payouts (300 orders) against a 1 s budget: the bound and the resumption are
 * the same as with 5,000, and DynamoDB Local on this 2-core machine pays 10-30 orders a second
 * under the suite's load. The issue's 5,000 (2,500 orders, 3 s budgets):
 * `PAYOUT_BACKLOG_ORDERS=2500 PAYOUT_BACKLOG_BUDGET_MS=3000 npx vitest run --project integration services/orders/test/payout-backlog.int.test.ts`
 * (measured 2026-12-02: 26 runs, about 80 s, beside a full test run).
 */

const ORDERS = Number(process.env.PAYOUT_BACKLOG_ORDERS ?? 300);
/** Each run's budget: the orders function gives the payouts its remaining time less 20 s. */
const BUDGET_MS = Number(process.env.PAYOUT_BACKLOG_BUDGET_MS ?? 1_000);
/** Runs allowed (the real sweep has 40 s a run: a few runs clear thousands). */
const MAX_RUNS = 60;
/** A run may overrun its budget by the orders it had started (8 at once), each well under a second. */
const OVERRUN_MS = 3_000;
const tag = `bl${Date.now().toString(36)}`;

const transfers = new Map<string, number>();
const fakePayments = {
  async createTransfer(input: Parameters<PaymentsPort['createTransfer']>[0]): Promise<Transfer> {
    transfers.set(input.idempotencyKey, (transfers.get(input.idempotencyKey) ?? 0) + 1);
    return {
      id: `tr_${input.idempotencyKey.replaceAll(':', '_')}`,
      amountCents: input.amountCents,
      currency: input.currency,
      destinationAccountId: input.destinationAccountId,
      sourceTransaction: input.sourceTransaction ?? null,
      transferGroup: input.transferGroup ?? null,
      reversedCents: 0,
    };
  },
} as unknown as PaymentsPort;

let sweep: typeof PayoutSweep;
let usePayments: typeof UsePayments;
let doc: DynamoDBDocumentClient;
let table: string;

async function writeAll(items: Record<string, unknown>[]) {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  // A few batches at a time; DynamoDB Local answers unprocessed items rarely, and they are sent again.
  for (let i = 0; i < batches.length; i += 8) {
    await Promise.all(
      batches.slice(i, i + 8).map(async (batch) => {
        let request: Record<string, unknown>[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
        while (request?.length) {
          const out = await doc.send(new BatchWriteCommand({ RequestItems: { [table]: request as never } }));
          request = out.UnprocessedItems?.[table] as Record<string, unknown>[] | undefined;
        }
      }),
    );
  }
}

beforeAll(async () => {
  // The handlers' configuration is read from the environment when their modules load.
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'ERROR', POWERTOOLS_METRICS_DISABLED: 'true' });
  ({ payoutSweep: sweep } = await import('../src/tasks/payouts.ts'));
  ({ usePayments } = await import('@konstvagg/lambda-kit/ports/payments'));
  usePayments(fakePayments);
  ({ doc, table } = tableClient());

  const at = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const template = await artworkTemplate();
  const {
    artist,
    venue,
    items: payees,
  } = barePayees(tag, { artist: 'Backlog Konstnär', venue: 'Backlog Kafé' });
  const items: Record<string, unknown>[] = [...payees];
  for (let i = 0; i < ORDERS; i++) {
    const order: OrderRecord = {
      entity: 'order',
      id: `ord_${tag}_${i}`,
      artwork_id: template.id,
      status: 'collected',
      amount_cents: 10_000,
      currency: 'EUR',
      artist_id: artist.id,
      artist_name: 'Backlog Konstnär',
      title: `Backlog ${i}`,
      venue_id: venue.id,
      venue_name: 'Backlog Kafé',
      buyer_id: null,
      buyer_email: `backlog-${i}@test.konstvagg.local`,
      venue_commission: 10,
      venue_cents: 1_000,
      platform_fee_bps: 500,
      platform_cents: 500,
      artist_cents: 8_500,
      stripe_payment_intent_id: `pi_${tag}_${i}`,
      stripe_charge_id: `ch_${tag}_${i}`,
      paid_at: at,
      pickup_deadline: at,
      collected_at: at,
      paid_out_at: null,
      created_at: at,
      updated_at: at,
      version: 3,
    };
    items.push({ ...keys.order(order.id), ...orderIndexKeys(order), ...order });
    for (const [party, payee, cents] of [
      ['artist', artist.id, 8_500],
      ['venue', venue.id, 1_000],
    ] as const) {
      const payout: PayoutRecord = {
        entity: 'payout',
        order_id: order.id,
        party,
        payee_id: payee,
        amount_cents: cents,
        currency: 'EUR',
        status: 'scheduled',
        scheduled_for: at,
        stripe_transfer_id: null,
        failure_reason: null,
        attempts: 0,
        sent_at: null,
        created_at: at,
        updated_at: at,
        version: 1,
      };
      items.push({ ...keys.payout(order.id, party), ...payoutIndexKeys(payout), ...payout });
    }
  }
  await writeAll(items);
  // The admin's orders-by-status counter counts them, as real pickups would have.
  await doc.send(
    new TransactWriteCommand({
      TransactItems: statUpdateItems(
        [{ kind: 'order_status', add: { collected: ORDERS } }],
        table,
        at,
      ) as never,
    }),
  );
}, 180_000);

afterAll(async () => {
  usePayments?.(null);
  // The two payees are bare records (no list keys): gone again, so no later file's count of the
  // artists and venues (a scan against the platform figures) meets them.
  await doc?.send(
    new BatchWriteCommand({
      RequestItems: {
        [table]: [keys.artist(`artist-${tag}`), keys.venue(`venue-${tag}`)].map((Key) => ({
          DeleteRequest: { Key },
        })),
      },
    }),
  );
  doc?.destroy();
});

describe('a backlog of due payouts', () => {
  it(
    'is sent over a few runs, each inside its time budget, every payout exactly once',
    { timeout: 300_000 },
    async () => {
      const runs: { ms: number; left: boolean; orders: number }[] = [];
      for (let run = 0; run < MAX_RUNS; run++) {
        const started = Date.now();
        const { payouts_left: left, orders } = await sweep({ budgetMs: BUDGET_MS });
        runs.push({ ms: Date.now() - started, left, orders });
        if (!left) break;
      }
      console.log(
        `payout backlog: ${runs.length} runs, ${runs.map((r) => `${r.orders} orders in ${r.ms} ms`).join(', ')}`,
      );
      expect(runs.at(-1)!.left, 'the backlog was worked off').toBe(false);
      expect(runs.length).toBeGreaterThan(1); // it did not all fit in one budget: the bound was tested
      for (const r of runs) expect(r.ms).toBeLessThan(BUDGET_MS + OVERRUN_MS);

      const ours = [...transfers].filter(([key]) => key.includes(tag));
      expect(ours.length).toBe(ORDERS * 2);
      expect(ours.every(([, n]) => n === 1)).toBe(true);
    },
  );
});
