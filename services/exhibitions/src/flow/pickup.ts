import { exhibitionQrBodySchema, exhibitionSchema } from '@konstvagg/contracts';
import {
  collect as collectOrder,
  keys,
  pickupCodeMatches,
  queries,
  queryInput,
  type ExhibitionRecord,
  type OrderRecord,
  type UserRecord,
} from '@konstvagg/domain';
import { AppError, conflict, defineOperation, now, nowIso } from '@konstvagg/lambda-kit';
import { countMetric, METRIC } from '@konstvagg/lambda-kit/metrics';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { commitStep, countOnWall, moveArtwork, wrongStatus, type ExtraItem } from '../commit.ts';
import { answer, idParams, loadContext, requireSide, viewOf, type Context } from '../context.ts';
import { notify } from '../notify.ts';
import { getItem, partyOfCaller } from '../store.ts';
import { normalizePickupCode } from './qr.ts';

/** The venue's paid orders: the ones waiting for their buyers (the venue's orders, filtered). */
async function paidOrdersAt(venueId: string): Promise<OrderRecord[]> {
  return queryAll<OrderRecord>({
    TableName: tableName(),
    ...queryInput(queries.ordersAtVenue(venueId), {
      filter: '#status = :paid',
      names: { '#status': 'status' },
      values: { ':paid': 'paid' },
    }),
  });
}

/** The order a scanned or typed pickup code opens, among these; the QR carries the full code, a buyer may read out the short one. */
function orderOfCode(orders: OrderRecord[], typed: string): OrderRecord | undefined {
  const code = normalizePickupCode(typed);
  if (!code) return undefined;
  return orders.find(
    (o) =>
      pickupCodeMatches(o, typed.trim()) || (!!o.pickup_code && normalizePickupCode(o.pickup_code) === code),
  );
}

const codeInvalid = () =>
  new AppError(422, 'pickup_code_invalid', 'error.pickup_code_invalid', {
    qrCode: 'validation.pickup_code_invalid',
  });

/**
 * How the buyer's code was given: the QR's long code (scanned from the receipt) or the short code
 * (typed, or read out). Either is the buyer's own proof of the purchase; a dispute's evidence says which.
 */
function methodOf(order: OrderRecord, given: string): 'scanned' | 'typed' {
  return !!order.pickup_code && normalizePickupCode(given) === normalizePickupCode(order.pickup_code)
    ? 'scanned'
    : 'typed';
}

/** The exhibition at the order's venue that a paid order's work hangs in (on display or sold). */
async function exhibitionOfOrder(order: OrderRecord): Promise<ExhibitionRecord | undefined> {
  const found = await queryAll<ExhibitionRecord>({
    TableName: tableName(),
    ...queryInput(queries.exhibitionsOfArtwork(order.artwork_id), {
      filter: 'venue_id = :venue AND (#status = :sold OR #status = :shown)',
      names: { '#status': 'status' },
      values: { ':venue': order.venue_id, ':sold': 'sold', ':shown': 'on_display' },
    }),
  });
  return found[0];
}

/**
 * POST /exhibitions/{id}/validate-pickup {qrCode}: the venue scans the buyer's pickup code (or
 * types it) on the page of a sold work. The code is looked up among all the venue's paid orders:
 * typed under another work, it still finds its own order and hands that work over (the answer is
 * that exhibition). A code of no paid order here: 409 no_paid_order while this work has none, else
 * 422 naming qrCode. Then `collect`.
 */
export const validatePickup = defineOperation({
  errors: ['no_paid_order', 'pickup_code_invalid', 'pickup_deadline_passed'],
  response: exhibitionSchema,
  params: idParams,
  body: exhibitionQrBodySchema,
  async run({ params, body, caller }) {
    const ctx = await loadContext(caller, params.id);
    requireSide(ctx, 'venue');
    const e = ctx.exhibition;
    if (e.status !== 'on_display' && e.status !== 'sold') throw wrongStatus(e.status);
    const orders = await paidOrdersAt(e.venue_id);
    const order = orderOfCode(orders, body.qrCode);
    if (!order) {
      if (!orders.some((o) => o.artwork_id === e.artwork_id))
        throw new AppError(409, 'no_paid_order', 'error.no_paid_order');
      throw codeInvalid();
    }
    const method = methodOf(order, body.qrCode);
    if (order.artwork_id === e.artwork_id) return collect(ctx, order, method);
    const right = await exhibitionOfOrder(order);
    if (!right) throw new AppError(409, 'no_paid_order', 'error.no_paid_order');
    return collect(await loadContext(caller, right.id), order, method);
  },
});

/**
 * POST /venues/me/validate-pickup {qrCode}: the same without choosing the work first: the code is
 * looked up among this venue's paid orders (another venue's code is no order here: 422 naming
 * qrCode), and the work it names is handed over.
 */
export const validateVenuePickup = defineOperation({
  errors: ['no_paid_order', 'pickup_code_invalid', 'pickup_deadline_passed'],
  response: exhibitionSchema,
  body: exhibitionQrBodySchema,
  async run({ body, caller }) {
    const party = await partyOfCaller(caller);
    if (party.role !== 'venue') throw new AppError(403, 'forbidden', 'error.forbidden');
    const order = orderOfCode(await paidOrdersAt(party.venue.id), body.qrCode);
    // No work was chosen: the answer names no work ("this work" would be none the venue sees).
    if (!order)
      throw new AppError(422, 'pickup_code_invalid', 'error.pickup_code_unknown', {
        qrCode: 'validation.pickup_code_unknown',
      });
    const exhibition = await exhibitionOfOrder(order);
    if (!exhibition) throw new AppError(409, 'no_paid_order', 'error.no_paid_order');
    const ctx = await loadContext(caller, exhibition.id);
    requireSide(ctx, 'venue');
    return collect(ctx, order, methodOf(order, body.qrCode));
  },
});

/**
 * The pickup of a paid order whose code matched, at the exhibition of its work: refused after its
 * deadline (409). Then, in one transaction: the order paid -> collected, the exhibition sold ->
 * collected, the artwork sold -> delivered (it leaves the wall: no location, no venue keys) and
 * the venue's count shrinks, and the sale's payout records (artist and venue, due the next
 * Swedish business day) are put: the orders service's payout sweep sends them. An exhibition
 * still on display when its work was paid for is first moved to sold (a write of its own, which
 * is true whatever follows). The artist is mailed.
 */
async function collect(ctx: Context, order: OrderRecord, method: 'scanned' | 'typed') {
  let e = ctx.exhibition;
  if (e.status !== 'on_display' && e.status !== 'sold') throw wrongStatus(e.status);
  if (order.pickup_deadline && Date.parse(order.pickup_deadline) < now().getTime())
    throw new AppError(409, 'pickup_deadline_passed', 'error.pickup_deadline_passed');

  const at = nowIso();
  if (e.status === 'on_display') {
    e = await commitStep({
      exhibition: e,
      to: 'sold',
      from: ['on_display'],
      actor: { role: 'system', userId: 'system', name: null },
      at,
    });
  }
  // The order's move to collected, how the code was validated and by whom, and its two payout
  // records (T+1; the money machine's `collect`, shared/domain order-machine.ts): the orders
  // service's payout sweep sends them when they fall due.
  const staff = await getItem<UserRecord>(keys.user(ctx.actor.userId));
  const pickup = { method, by: ctx.actor.userId, by_email: staff?.email ?? null };
  const step = { table: tableName(), at, by: { by: ctx.actor.userId, by_role: 'venue' as const } };
  const gone = { venue_id: null, venue_name: null, city: null, exhibition_id: null };
  const extra: ExtraItem[] = [
    ...collectOrder(order, step, pickup).map((item) => ({ item, onFail: () => conflict() })),
    moveArtwork(ctx.artwork, 'delivered', at, gone, { from: ['sold'] }),
  ];
  const count = countOnWall(ctx.venue.id, -1, ctx.venue.current_exhibitions_count, at);
  if (count) extra.push(count);
  const saved = await commitStep({
    exhibition: e,
    to: 'collected',
    from: ['sold'],
    actor: ctx.actor,
    note: order.id,
    at,
    extra,
  });
  const artwork = {
    ...ctx.artwork,
    ...gone,
    status: 'delivered' as const,
    version: ctx.artwork.version + 1,
    updated_at: at,
  };
  countMetric('exhibitions', METRIC.OrdersCollected);
  await notify('collected', { ...ctx, exhibition: saved, artwork }, ['artist'], { actor: 'venue' });
  return answer(viewOf(ctx, saved, artwork));
}
