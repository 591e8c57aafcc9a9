import * as z from 'zod';
import { checkoutBodySchema, checkoutResponseSchema } from '@konstvagg/contracts';
import type { CheckoutResponse } from '@konstvagg/contracts';
import { LIST_CURRENCY, normalizeEmail, platformFeeBpsAt, splitSale } from '@konstvagg/rules';
import {
  ARTWORK_LIFECYCLE,
  checkoutStats,
  cancel as cancelOrder,
  fail as failOrder,
  convertFromList,
  keys,
  marketFor,
  randomSecret,
  reserve as reserveOrder,
  statUpdateItems,
  STRIPE,
  transitionUpdate,
  type Actor,
  type ArtistRecord,
  type ArtworkRecord,
  type FxRatesRecord,
  type OrderRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { AppError, createLogger, defineOperation, now, type Caller } from '@konstvagg/lambda-kit';
import { countMetric, METRIC, timeMetric } from '@konstvagg/lambda-kit/metrics';
import { fx, latestRates, rateFromRecord, type FxRate } from '@konstvagg/lambda-kit/ports/fx';
import { payments, publishableKey } from '@konstvagg/lambda-kit/ports/payments';
import {
  getMany,
  isConditionalCheckFailed,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';
import { callPayments } from '../payments-call.ts';
import { paymentSucceeded } from '../webhooks/payment-intent-succeeded.ts';
import { getItem } from './store.ts';
import { toOrderView } from './view.ts';

const log = createLogger('konstvagg-orders');

/** How long a checkout holds the work; after that the reservation counts as if the work were on display. */
const RESERVATION_MINUTES = 15;

const unavailable = () => new AppError(409, 'artwork_unavailable', 'error.artwork_unavailable');

/** Who starts a checkout: a signed-in buyer, or a guest (by email, in the history as 'guest'). */
const buyerActor = (caller: Caller | null): Actor => ({ by: caller?.userId ?? 'guest', by_role: 'buyer' });

/** A reservation that has lapsed counts as exhibited: the next buyer may take the work over. */
const reservationLapsed = (a: ArtworkRecord, atIso: string) =>
  a.status === 'reserved' && !!a.reserved_until && a.reserved_until <= atIso;

/**
 * POST /checkout/{artworkId} {email, name, phone?}: creates the PaymentIntent (idempotency key
 * `pi:<order>`, transfer_group = the order), then reserves the work for RESERVATION_MINUTES and
 * puts the order with its intent in one conditional transaction (one buyer wins however many try
 * at once; a loser's intent is cancelled). Anyone may buy; a signed-in caller's token attaches the
 * order to the account.
 */
export const checkout = defineOperation({
  status: 201,
  errors: [
    'artwork_unavailable',
    'artwork_not_on_display',
    'own_artwork',
    'payments_unavailable',
    'rate_unavailable',
  ],
  params: z.object({ artworkId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
  body: checkoutBodySchema,
  response: checkoutResponseSchema,
  async run({ params, body, caller, lang }) {
    const startedMs = Date.now();
    const at = now();
    const atIso = at.toISOString();
    // The buyer waits on every round trip here (issue 43): the work, then what it names and the
    // exchange rates in one batch, then Stripe, then one transaction. Nothing is re-read to answer.
    const artwork = await getItem<ArtworkRecord>(keys.artwork(params.artworkId));
    // Not in the marketplace (a draft, under review, withdrawn), or no such work.
    if (!artwork || !['available', 'exhibited', 'reserved', 'sold', 'delivered'].includes(artwork.status))
      throw new AppError(404, 'not_found', 'error.not_found');
    const lapsed = reservationLapsed(artwork, atIso);
    // The rates are used only where the venue's market charges in another currency. They are an
    // item of the table, read in the batch; a source that is not (a test's) is asked beside it.
    const ratesKey = fx().itemKey;
    const ratesApart = ratesKey ? null : latestRates();
    ratesApart?.catch(() => undefined);
    const [artist, venue, holder, ratesItem] = (await getMany<
      ArtistRecord | VenueRecord | OrderRecord | FxRatesRecord
    >(
      [
        keys.artist(artwork.artist_id),
        artwork.venue_id ? keys.venue(artwork.venue_id) : null,
        // The holder of a lapsed reservation, whose payment is looked at before the work is free.
        lapsed && artwork.reserved_by_order_id ? keys.order(artwork.reserved_by_order_id) : null,
        ratesKey ?? null,
      ],
      { consistent: true },
    )) as [
      ArtistRecord | undefined,
      VenueRecord | undefined,
      OrderRecord | undefined,
      FxRatesRecord | undefined,
    ];
    const rates = ratesApart ?? Promise.resolve(ratesItem ?? null);
    if (caller && artist?.user_id === caller.userId)
      throw new AppError(409, 'own_artwork', 'error.own_artwork');
    if (!artwork.venue_id || artwork.status === 'available')
      throw new AppError(409, 'artwork_not_on_display', 'error.artwork_not_on_display');
    const free = artwork.status === 'exhibited' || lapsed;
    if (!free) throw unavailable();
    if (artwork.status === 'reserved') await settleLapsedHolder(holder);
    if (!venue || !artist) throw new AppError(409, 'artwork_not_on_display', 'error.artwork_not_on_display');
    // The buyer pays in the currency of the market the work hangs in (picked up there), at the
    // day's ECB rate; no rate, or one too old, is a 503 rate_unavailable before anything is held.
    const market = marketFor(venue.country);
    const fxRate = rateFromRecord(
      market.currency === LIST_CURRENCY ? null : await rates,
      market.currency,
      at,
    );

    const order = newOrder(artwork, artist, venue, body, caller, lang, at, fxRate);
    // The PaymentIntent first, so the one transaction below writes the order with its intent: a
    // crash between the two leaves an intent with no order, which nobody can pay (its secret was
    // never given out) and the orphan sweep cancels (tasks/orphans.ts).
    const intent = await callPayments('create payment intent', () =>
      payments().createPaymentIntent({
        amountCents: order.amount_cents,
        currency: order.currency,
        transferGroup: order.id,
        idempotencyKey: `pi:${order.id}`,
        description: `${order.title} · ${order.artist_name}`,
        receiptEmail: order.buyer_email,
        // The webhook reads the order, the work, the venue and the exhibition in one batch by these.
        metadata: {
          order_id: order.id,
          artwork_id: order.artwork_id,
          venue_id: venue.id,
          ...(artwork.exhibition_id ? { exhibition_id: artwork.exhibition_id } : {}),
        },
      }),
    );
    order.stripe_payment_intent_id = intent.id;
    const reserve =
      artwork.status === 'exhibited'
        ? transitionUpdate({
            lifecycle: ARTWORK_LIFECYCLE,
            key: keys.artwork(artwork.id),
            to: 'reserved',
            from: ['exhibited'],
            expectedVersion: artwork.version,
            at: atIso,
            set: { reserved_by_order_id: order.id, reserved_until: order.reservation_expires_at },
            condition: { expression: 'venue_id = :tvenue', values: { ':tvenue': artwork.venue_id } },
          })
        : // A lapsed reservation is taken over as it is: the status stays reserved, the holder changes.
          {
            Key: keys.artwork(artwork.id),
            UpdateExpression:
              'SET reserved_by_order_id = :order, reserved_until = :until, updated_at = :at, version = version + :one',
            ConditionExpression: '#status = :reserved AND version = :version AND reserved_until <= :at',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':order': order.id,
              ':until': order.reservation_expires_at,
              ':at': atIso,
              ':one': 1,
              ':reserved': 'reserved',
              ':version': artwork.version,
            },
          };
    try {
      await transactWrite([
        { Update: { TableName: tableName(), ...reserve } },
        ...reserveOrder(order, { table: tableName(), at: atIso, by: buyerActor(caller) }),
        // The admin's counters: a checkout started, one more order pending payment.
        ...statUpdateItems(checkoutStats(order), tableName(), atIso),
      ]);
    } catch (err) {
      // No order holds this intent: stop it now (the orphan sweep would, later).
      await payments()
        .cancelPaymentIntent(intent.id, { idempotencyKey: `cancel:${intent.id}`, reason: 'abandoned' })
        .catch((e: unknown) =>
          log.warn('An intent of a checkout that lost its race is left to the orphan sweep', {
            pi: intent.id,
            err: String(e),
          }),
        );
      const name = (err as { name?: string }).name;
      // Another buyer's transaction won (a failed condition, or DynamoDB's own conflict on AWS).
      if (isConditionalCheckFailed(err) || name === 'TransactionCanceledException') throw unavailable();
      throw err;
    }

    countMetric('orders', METRIC.OrdersCreated);
    timeMetric('orders', METRIC.CheckoutLatency, Date.now() - startedMs);
    const body201: CheckoutResponse = {
      order: toOrderView(order, 'buyer', { artwork, venue, payouts: [] }, lang),
      payment: { client_secret: intent.clientSecret ?? '', publishable_key: publishableKey() },
    };
    return { status: 201, body: body201, headers: { 'Cache-Control': 'no-store' } };
  },
});

/**
 * Before a lapsed reservation is taken over, its holder's payment is read at Stripe (the source of
 * truth for what was paid; issue 45), so a reservation is never handed on under a payment:
 * - succeeded (its webhook is late or lost): applied as payment_intent.succeeded would be, and the
 *   work is sold to the holder (409 here);
 * - processing, or waiting on the buyer's step (3-D Secure, Swish, Klarna): still held (409) until
 *   it fails or is cancelled (the checkout sweep cancels one abandoned past its grace);
 * - otherwise (no payment tried, or one declined) the work is free. Should the holder pay after
 *   all, that payment is refunded at once (payment_intent.succeeded's late-payment rule).
 */
async function settleLapsedHolder(holder: OrderRecord | undefined): Promise<void> {
  const piId = holder?.status === 'pending_payment' ? holder.stripe_payment_intent_id : null;
  if (!holder || !piId) return;
  const intent = await callPayments('read a lapsed reservation payment', () =>
    payments().retrievePaymentIntent(piId),
  );
  if (intent.status === 'succeeded') {
    log.warn('A lapsed reservation was paid with no webhook: applied from Stripe', { order: holder.id });
    await paymentSucceeded(holder.id, { id: intent.id, metadata: intent.metadata }, intent.latestChargeId);
    throw unavailable();
  }
  if (intent.status === 'processing' || intent.status === 'requires_action') throw unavailable();
}

function newOrder(
  artwork: ArtworkRecord,
  artist: ArtistRecord,
  venue: VenueRecord,
  body: z.infer<typeof checkoutBodySchema>,
  caller: Caller | null,
  lang: 'sv' | 'en',
  at: Date,
  fxRate: FxRate,
): OrderRecord {
  const atIso = at.toISOString();
  const feeBps = platformFeeBpsAt(artist, atIso);
  const market = marketFor(venue.country);
  const listed = market.currency === LIST_CURRENCY;
  // The amount is locked here for the reservation: whole kronor at the day's rate. The split is
  // made of that amount, so the three parts sum exactly to what is charged.
  const amount = listed ? artwork.price_cents : convertFromList(artwork.price_cents, market, fxRate.rate);
  const split = splitSale(amount, artwork.venue_commission, feeBps);
  return {
    entity: 'order',
    id: `ord_${randomSecret(12)}`,
    artwork_id: artwork.id,
    status: 'pending_payment',
    amount_cents: split.priceCents,
    currency: market.currency,
    ...(listed ? {} : { list_price_cents: artwork.price_cents, fx_rate: fxRate.rate, fx_date: fxRate.date }),
    artist_id: artwork.artist_id,
    artist_name: artwork.artist_name,
    title: artwork.title,
    venue_id: venue.id,
    venue_name: venue.venue_name,
    buyer_id: caller?.userId ?? null,
    buyer_email: normalizeEmail(body.email),
    buyer_name: body.name,
    buyer_phone: body.phone ?? null,
    access_key: randomSecret(24),
    language: lang,
    venue_commission: artwork.venue_commission,
    venue_cents: split.venueCents,
    platform_fee_bps: feeBps,
    platform_cents: split.platformCents,
    artist_cents: split.artistCents,
    reservation_expires_at: new Date(at.getTime() + RESERVATION_MINUTES * 60_000).toISOString(),
    stripe_payment_intent_id: null,
    paid_at: null,
    pickup_deadline: null,
    collected_at: null,
    paid_out_at: null,
    created_at: atIso,
    updated_at: atIso,
    version: 1,
  };
}

/**
 * Gives the work back (reserved -> exhibited, only while this order holds it) and cancels the
 * order, in one transaction. Used when a checkout's reservation lapses unpaid (the sweep) and when
 * Stripe reports the payment was cancelled.
 */
export async function releaseReservation(
  order: OrderRecord,
  atIso: string,
  why: 'payment_failed' | 'reservation_lapsed' = 'reservation_lapsed',
): Promise<boolean> {
  const artwork = await getItem<ArtworkRecord>(keys.artwork(order.artwork_id));
  const items: Record<string, unknown>[] = [
    ...(why === 'payment_failed'
      ? failOrder(order, { table: tableName(), at: atIso, by: STRIPE })
      : cancelOrder(order, { table: tableName(), at: atIso }, why)),
  ];
  if (artwork?.status === 'reserved' && artwork.reserved_by_order_id === order.id) {
    items.push({
      Update: {
        TableName: tableName(),
        ...transitionUpdate({
          lifecycle: ARTWORK_LIFECYCLE,
          key: keys.artwork(artwork.id),
          to: 'exhibited',
          from: ['reserved'],
          expectedVersion: artwork.version,
          at: atIso,
          remove: ['reserved_by_order_id', 'reserved_until'],
        }),
      },
    });
  }
  try {
    await transactWrite(items);
    return true;
  } catch (err) {
    if (isConditionalCheckFailed(err)) return false;
    throw err;
  }
}
