import * as z from 'zod';
import { orderListQuerySchema, orderSchema, purchasesResponseSchema } from '@konstvagg/contracts';
import type { Language, Order } from '@konstvagg/contracts';
import { normalizeEmail } from '@konstvagg/rules';
import {
  keys,
  queries,
  queryInput,
  type KeyQuery,
  type OrderRecord,
  type UserRecord,
} from '@konstvagg/domain';
import {
  AppError,
  createLogger,
  defineOperation,
  nowIso,
  pageBySortKey,
  sortKeyIn,
  sortKeyName,
  type Caller,
} from '@konstvagg/lambda-kit';
import { payments } from '@konstvagg/lambda-kit/ports/payments';
import { getMany, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { getItem, getOrder, payoutsOf, profileIdOf } from './store.ts';
import { toOrderView, viewContext, type OrderViewer } from './view.ts';
import { paymentSucceeded } from '../webhooks/payment-intent-succeeded.ts';

const log = createLogger('konstvagg-orders');

const orderId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const notFound = () => new AppError(404, 'not_found', 'error.order_not_found');

/** The caller's user record, when it has verified its email (guest orders of that email join it). */
async function verifiedEmailOf(caller: Caller): Promise<string | null> {
  const user = await getItem<UserRecord>(keys.user(caller.userId));
  return user?.email_verified ? normalizeEmail(user.email) : null;
}

/**
 * Which view of an order the caller may have, or null (answered 404, so an order's existence does
 * not leak): its buyer (the account, or the account that verified the buyer's email), whoever
 * holds the access key, its artist, its venue, an admin.
 */
async function viewerOf(
  order: OrderRecord,
  caller: Caller | null,
  key: string | undefined,
): Promise<OrderViewer | null> {
  if (key !== undefined && order.access_key && key === order.access_key) return 'buyer';
  if (!caller) return null;
  if (caller.role === 'admin') return 'admin';
  if (order.buyer_id === caller.userId) return 'buyer';
  if (caller.role === 'artist' && (await profileIdOf(caller, 'artist')) === order.artist_id) return 'artist';
  if (caller.role === 'venue' && order.venue_id && (await profileIdOf(caller, 'venue')) === order.venue_id)
    return 'venue';
  if ((await verifiedEmailOf(caller)) === order.buyer_email) return 'buyer';
  return null;
}

async function view(order: OrderRecord, viewer: OrderViewer, lang: Language): Promise<Order> {
  const payouts = viewer === 'buyer' ? [] : await payoutsOf(order.id);
  return toOrderView(order, viewer, await viewContext(order, payouts), lang);
}

/**
 * A checkout read this long after it was made and still waiting for its payment has its
 * PaymentIntent read at Stripe: the webhook of a payment comes within seconds, so the buyer's page,
 * which keeps reading the order after paying, finds a payment whose webhook was lost at once.
 */
const READ_RECONCILE_AFTER_SECONDS = 20;

/**
 * Stripe is the source of truth for what was paid (issue 45): an order still pending_payment
 * READ_RECONCILE_AFTER_SECONDS after it was made, whose payment succeeded, is applied as
 * payment_intent.succeeded would be, and read again. Stripe out of reach leaves the read as it was.
 */
async function reconciledOnRead(order: OrderRecord): Promise<OrderRecord> {
  const piId = order.stripe_payment_intent_id;
  const waited = Date.parse(nowIso()) - Date.parse(order.created_at) >= READ_RECONCILE_AFTER_SECONDS * 1000;
  if (order.status !== 'pending_payment' || !piId || !waited) return order;
  try {
    const intent = await payments().retrievePaymentIntent(piId);
    if (intent.status !== 'succeeded') return order;
    log.warn('A payment read with its order had no webhook: applied from Stripe', { order: order.id });
    await paymentSucceeded(order.id, { id: intent.id, metadata: intent.metadata }, intent.latestChargeId);
    return (await getOrder(order.id)) ?? order;
  } catch (err) {
    log.warn('The order read could not ask Stripe about its payment', { order: order.id, err: String(err) });
    return order;
  }
}

/** GET /orders/{id}[?key=access_key]: each reader sees their own view; anyone else a 404. */
export const readOrder = defineOperation({
  params: z.object({ id: orderId }),
  query: z.object({ key: z.string().max(128).optional() }),
  response: orderSchema,
  async run({ params, query, caller, lang }) {
    const stored = await getOrder(params.id);
    const viewer = stored ? await viewerOf(stored, caller, query.key) : null;
    if (!stored || !viewer) throw notFound();
    const order = await reconciledOnRead(stored);
    return { body: await view(order, viewer, lang), headers: { 'Cache-Control': 'no-store' } };
  },
});

/**
 * A checkout is a purchase once paid: one still waiting for its payment, or cancelled (declined,
 * abandoned, its reservation run out), is not shown among the buyer's purchases.
 */
const isPurchase = (o: Pick<OrderRecord, 'status'>) =>
  o.status !== 'cancelled' && o.status !== 'pending_payment';

/** A purchase's place in the list: its id, status and sort key (`ORDER#<created_at>#<id>` in both lists). */
type PurchaseKey = Pick<OrderRecord, 'id' | 'status'> & { sk: string };

/**
 * The caller's purchases, newest first: orders made signed in, and guest orders of the caller's
 * email once it is verified (joined at read time through the buyer-email index: nothing to
 * migrate, and an order made as a guest after sign-up joins too). Checkouts not paid are left out
 * (isPurchase). Only the id, status and sort key of each is read here: the page's orders are read
 * whole afterwards.
 */
async function purchaseKeysOf(caller: Caller): Promise<PurchaseKey[]> {
  const email = await verifiedEmailOf(caller);
  const read = async (list: KeyQuery) => {
    const input = queryInput(list);
    const items = await queryAll<Record<string, unknown>>({
      TableName: tableName(),
      ...input,
      ExpressionAttributeNames: {
        ...input.ExpressionAttributeNames,
        '#pid': 'id',
        '#pstatus': 'status',
        '#psk': sortKeyName(list),
      },
      ProjectionExpression: '#pid, #pstatus, #psk',
    });
    return items.map((item) => ({
      id: String(item.id),
      status: item.status as OrderRecord['status'],
      sk: sortKeyIn(list, item),
    }));
  };
  const [own, guest] = await Promise.all([
    read(queries.ordersOfBuyer(caller.userId)),
    email ? read(queries.ordersOfBuyerEmail(email)) : Promise.resolve([]),
  ]);
  const byId = new Map<string, PurchaseKey>();
  for (const o of [...own, ...guest]) if (isPurchase(o)) byId.set(o.id, o);
  return [...byId.values()].sort((a, b) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0));
}

/** How many purchases a page holds when the caller does not say. */
const PURCHASES_PAGE = 50;

/** GET /buyer/purchases?limit&cursor: newest first, a page at a time. */
export const listPurchases = defineOperation({
  query: orderListQuerySchema,
  response: purchasesResponseSchema,
  async run({ caller, query, lang }) {
    const { items, pagination } = pageBySortKey(await purchaseKeysOf(caller!), {
      list: queries.ordersOfBuyer(caller!.userId),
      limit: query.limit ?? PURCHASES_PAGE,
      cursor: query.cursor,
      sortKeyOf: (p) => p.sk,
    });
    const orders = await getMany<OrderRecord>(items.map((p) => keys.order(p.id)));
    const purchases = await Promise.all(orders.flatMap((o) => (o ? [view(o, 'buyer', lang)] : [])));
    return { body: { purchases, pagination }, headers: { 'Cache-Control': 'no-store' } };
  },
});

/** GET /buyer/purchases/{id}: one of the caller's purchases (the buyer's view, with the pickup code). */
export const getPurchase = defineOperation({
  params: z.object({ id: orderId }),
  response: orderSchema,
  async run({ params, caller, lang }) {
    const order = await getOrder(params.id);
    if (!order || !isPurchase(order)) throw notFound();
    const mine = order.buyer_id === caller!.userId || (await verifiedEmailOf(caller!)) === order.buyer_email;
    if (!mine) throw notFound();
    return { body: await view(order, 'buyer', lang), headers: { 'Cache-Control': 'no-store' } };
  },
});
