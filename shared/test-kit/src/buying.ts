import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';
import {
  DeleteScheduleCommand,
  GetScheduleCommand,
  SchedulerClient,
  type GetScheduleCommandOutput,
} from '@aws-sdk/client-scheduler';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  artworkIndexChanges,
  exhibitionIndexKeys,
  keys,
  queries,
  queryInput,
  type ArtworkRecord,
  type ExhibitionRecord,
  type OutboxRecord,
} from '@konstvagg/domain';
import {
  cognitoLogin,
  demoLogin,
  getJson,
  request,
  scanEntity,
  stackEnv,
  type ApiResponse,
} from './index.ts';
import { tableClient } from './studio.ts';

/**
 * Buying as a test needs it: a fresh work on display (so no test takes another's), and the payment
 * made exactly as Stripe.js makes it in the browser.
 */

/** A seeded artwork with images, as a record without its table and index keys: the shape to copy. */
export async function artworkTemplate(): Promise<ArtworkRecord> {
  const found = (await scanEntity<ArtworkRecord>('artwork')).find((a) => a.images.length > 0)!;
  return Object.fromEntries(
    Object.entries(found).filter(([k]) => !/^(PK|SK|GSI\dPK|GSI\dSK)$/.test(k)),
  ) as unknown as ArtworkRecord;
}

/**
 * A new work of the artist on display at the venue (450.00 EUR, 10 % by default), written with its
 * on-display exhibition in one transaction, with every index key a real one has.
 */
export async function workOnDisplay(input: {
  template: ArtworkRecord;
  artistId: string;
  venueId: string;
  title?: string;
  priceCents?: number;
}): Promise<ArtworkRecord> {
  const id = `art-t-${randomUUID().slice(0, 8)}`;
  const at = new Date().toISOString();
  const artwork: ArtworkRecord = {
    ...input.template,
    id,
    title: input.title ?? `Testverk ${id.slice(-4)}`,
    status: 'exhibited',
    price_cents: input.priceCents ?? 45_000,
    venue_commission: 10,
    artist_id: input.artistId,
    venue_id: input.venueId,
    reserved_by_order_id: null,
    reserved_until: null,
    created_at: at,
    updated_at: at,
    version: 4,
  };
  const exhibition: ExhibitionRecord = {
    entity: 'exhibition',
    id: `exh-${id}`,
    artwork_id: id,
    venue_id: input.venueId,
    artist_id: input.artistId,
    requested_by: 'artist',
    requested_by_user_id: 'test',
    message: null,
    status: 'on_display',
    history: [],
    shipping_carrier: null,
    tracking_number: null,
    shipped_at: null,
    arrived_at: at,
    reason: null,
    created_at: at,
    updated_at: at,
    version: 4,
  };
  const { doc, table } = tableClient();
  try {
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: { ...artwork, ...keys.artwork(id), ...artworkIndexChanges(artwork).set },
            },
          },
          {
            Put: {
              TableName: table,
              Item: { ...exhibition, ...keys.exhibition(exhibition.id), ...exhibitionIndexKeys(exhibition) },
            },
          },
        ],
      }),
    );
  } finally {
    doc.destroy();
  }
  return artwork;
}

/** The PaymentIntent's id in a checkout's answer (its client secret starts with it). */
export const paymentIntentOf = (checkout: { payment: { client_secret: string } }) =>
  String(checkout.payment.client_secret).split('_secret_')[0]!;

/** What Stripe.js does in the browser: confirm with the publishable key and the client secret. */
export function payAsStripeJs(
  checkout: { payment: { client_secret: string; publishable_key: string } },
  paymentMethod = 'pm_card_visa',
): Promise<ApiResponse<{ status?: string }>> {
  return request('POST', `/_local/stripe/v1/payment_intents/${paymentIntentOf(checkout)}/confirm`, {
    headers: {
      authorization: `Bearer ${checkout.payment.publishable_key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_secret: checkout.payment.client_secret,
      payment_method: paymentMethod,
    }).toString(),
  });
}

/** Reads until `ok`, every 100 ms, for at most `ms`; throws with the last value read. */
export async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  let last = await read();
  while (!ok(last)) {
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

/** The outbox items of one order still waiting to be carried out (tasks/outbox.ts). */
export async function outboxItemsOf(orderId: string): Promise<OutboxRecord[]> {
  const { doc, table } = tableClient();
  try {
    const { Items } = await doc.send(
      new QueryCommand({
        TableName: table,
        ConsistentRead: true,
        ...queryInput(queries.outboxBefore('9999'), {
          filter: 'order_id = :order',
          values: { ':order': orderId },
        }),
      }),
    );
    return (Items ?? []) as OutboxRecord[];
  } finally {
    doc.destroy();
  }
}

/**
 * Waits until what follows an order's payment is done (the receipt and sold mails, the refund
 * schedule): what a test must wait for before it counts mails or moves the clock.
 */
export async function effectsCarriedOut(orderId: string): Promise<void> {
  await until(
    `the outbox of ${orderId} carried out`,
    () => outboxItemsOf(orderId),
    (items) => items.length === 0,
  );
}

/**
 * The refund schedule of an order at the scheduler (the stand-in, through the real SDK), or null
 * while there is none: the outbox's worker makes it just after the payment (tasks/outbox.ts).
 */
export async function refundSchedule(orderId: string): Promise<GetScheduleCommandOutput | null> {
  const { client, group } = schedulerClient();
  try {
    return await client.send(new GetScheduleCommand({ Name: `refund-${orderId}`, GroupName: group }));
  } catch (err) {
    if ((err as { name?: string }).name === 'ResourceNotFoundException') return null;
    throw err;
  } finally {
    client.destroy();
  }
}

/** Deletes an order's refund schedule, as a hand in the console might: what the backstop must survive. */
export async function loseRefundSchedule(orderId: string): Promise<void> {
  const { client, group } = schedulerClient();
  try {
    await client.send(new DeleteScheduleCommand({ Name: `refund-${orderId}`, GroupName: group }));
  } finally {
    client.destroy();
  }
}

function schedulerClient() {
  const env = stackEnv();
  const client = new SchedulerClient({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_SCHEDULER,
    credentials: {
      accessKeyId: env.AWS_ACCESS_KEY_ID ?? 'x',
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? 'x',
    },
  });
  return { client, group: env.SCHEDULER_GROUP_NAME };
}

/** The refunds the Stripe stand-in made of one PaymentIntent (its state, as a test reads it). */
export async function stripeRefundsOf(
  paymentIntentId: string,
): Promise<{ amount: number; currency: string; payment_intent: string }[]> {
  const state = (await (await fetch(`${stackEnv().STRIPE_API_BASE}/_standin/state`)).json()) as {
    refunds: Record<string, { amount: number; currency: string; payment_intent: string }>;
  };
  return Object.values(state.refunds).filter((r) => r.payment_intent === paymentIntentId);
}

/** The Stripe stand-in never sends the webhooks of this PaymentIntent (as when Stripe gave up on an endpoint). */
export async function loseWebhooksOf(paymentIntentId: string): Promise<void> {
  const res = await fetch(`${stackEnv().STRIPE_API_BASE}/_standin/lose-webhooks`, {
    method: 'POST',
    body: JSON.stringify({ object: paymentIntentId }),
  });
  if (res.status !== 200) throw new Error(`lose-webhooks answered ${res.status}`);
}

/** The PaymentIntents the Stripe stand-in holds for one work (by the metadata checkout sets). */
export async function stripeIntentsOfWork(
  artworkId: string,
): Promise<{ id: string; status: string; metadata: Record<string, string> }[]> {
  const state = (await (await fetch(`${stackEnv().STRIPE_API_BASE}/_standin/state`)).json()) as {
    payment_intents: Record<string, { id: string; status: string; metadata: Record<string, string> }>;
  };
  return Object.values(state.payment_intents).filter((pi) => pi.metadata?.artwork_id === artworkId);
}

/**
 * What a buying test sells with: the demo artist's and the demo venue's profile ids (read through
 * the API as they would read them) and a seeded artwork to copy (workOnDisplay).
 */
export async function demoSellers(): Promise<{ artistId: string; venueId: string; template: ArtworkRecord }> {
  const artist = await cognitoLogin(demoLogin('artist').email, demoLogin('artist').password);
  const venue = await cognitoLogin(demoLogin('venue').email, demoLogin('venue').password);
  const [mine, venueMine, template] = await Promise.all([
    getJson<{ artist: { id: string } }>('/api/v1/artists/profile/me', { token: artist.accessToken }),
    getJson<{ venue: { id: string } }>('/api/v1/venues/me', { token: venue.accessToken }),
    artworkTemplate(),
  ]);
  return { artistId: mine.body.artist.id, venueId: venueMine.body.venue.id, template };
}

/** One item as the table holds it now (a consistent read), or undefined. */
export async function storedItem<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { doc, table } = tableClient();
  try {
    return (await doc.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item as
      T | undefined;
  } finally {
    doc.destroy();
  }
}

/** The real `stripe` SDK pointed at the stack's Stripe stand-in (no retries: a test sees each answer). */
export function standinStripe(): Stripe {
  const env = stackEnv();
  const base = new URL(env.STRIPE_API_BASE!);
  return new Stripe(env.STRIPE_SECRET_KEY!, {
    host: base.hostname,
    port: Number(base.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/**
 * A connected account at the Stripe stand-in with its Express onboarding completed (as the
 * account link's page does), so transfers to it succeed; `complete: false` leaves it unable to
 * receive payouts.
 */
export async function onboardedAccount(email: string, complete = true): Promise<string> {
  const account = await standinStripe().accounts.create({ type: 'express', country: 'SE', email });
  if (complete) await completeOnboarding(account.id);
  return account.id;
}

/** Completes a stand-in account's onboarding (its test page's "complete"). */
export async function completeOnboarding(accountId: string): Promise<void> {
  const res = await fetch(`${stackEnv().STRIPE_API_BASE}/_standin/onboarding/${accountId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'complete', return_url: 'http://localhost/' }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`onboarding of ${accountId}: ${res.status}`);
}

/** Writes a payee's payout account on its profile (as account.updated would). */
export async function setPayoutAccount(
  kind: 'artist' | 'venue',
  id: string,
  account: string | null,
  ready: boolean,
): Promise<void> {
  const { doc, table } = tableClient();
  try {
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: kind === 'artist' ? keys.artist(id) : keys.venue(id),
        UpdateExpression: 'SET stripe_account_id = :a, can_receive_payouts = :r',
        ExpressionAttributeValues: { ':a': account, ':r': ready },
      }),
    );
  } finally {
    doc.destroy();
  }
}
