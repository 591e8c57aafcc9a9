import { exhibitionQrBodySchema, exhibitionSchema } from '@konstvagg/contracts';
import {
  collectOrderItems,
  pickupCodeMatches,
  queries,
  queryInput,
  type ExhibitionRecord,
  type OrderRecord,
} from '@konstvagg/domain';
import { AppError, conflict, defineOperation, now, nowIso } from '@konstvagg/lambda-kit';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { commitStep, countOnWall, moveArtwork, wrongStatus, type ExtraItem } from '../commit.ts';
import { answer, idParams, loadContext, requireSide, viewOf } from '../context.ts';
import { notify } from '../notify.ts';
import { normalizePickupCode } from './qr.ts';

/** The paid orders of this exhibition's work waiting at its venue (the venue's orders, filtered). */
async function paidOrders(e: ExhibitionRecord): Promise<OrderRecord[]> {
  return queryAll<OrderRecord>({
    TableName: tableName(),
    ...queryInput(queries.ordersAtVenue(e.venue_id), {
      filter: '#artwork = :artwork AND #status = :paid',
      names: { '#artwork': 'artwork_id', '#status': 'status' },
      values: { ':artwork': e.artwork_id, ':paid': 'paid' },
    }),
  });
}

/**
 * POST /exhibitions/{id}/validate-pickup {qrCode}: the venue scans the buyer's pickup code (or
 * types it). It needs a paid order for this work at this venue (409 no_paid_order otherwise),
 * whose pickup code matches (422 naming qrCode) and whose deadline has not passed (409). Then, in
 * one transaction: the order paid -> collected, the exhibition sold -> collected, the artwork
 * sold -> delivered (it leaves the wall: no location, no venue keys) and the venue's count
 * shrinks, and the sale's payout records (artist and venue, due the next Swedish business day)
 * are put: the orders service's payout sweep sends them. An exhibition still on display when its
 * work was paid for is first moved to sold (a write of its own, which is true whatever follows).
 * The artist is mailed.
 */
export const validatePickup = defineOperation({
  response: exhibitionSchema,
  params: idParams,
  body: exhibitionQrBodySchema,
  async run({ params, body, caller }) {
    const ctx = await loadContext(caller, params.id);
    requireSide(ctx, 'venue');
    let e = ctx.exhibition;
    if (e.status !== 'on_display' && e.status !== 'sold') throw wrongStatus(e.status);
    const orders = await paidOrders(e);
    if (orders.length === 0) throw new AppError(409, 'no_paid_order', 'error.no_paid_order');
    // The QR carries the full code; a buyer may read out the short typed one.
    const code = normalizePickupCode(body.qrCode);
    const order = orders.find(
      (o) =>
        pickupCodeMatches(o, body.qrCode.trim()) ||
        (!!o.pickup_code && normalizePickupCode(o.pickup_code) === code),
    );
    if (!code || !order)
      throw new AppError(422, 'pickup_code_invalid', 'error.pickup_code_invalid', {
        qrCode: 'validation.pickup_code_invalid',
      });
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
    // The order's move to collected and its two payout records (T+1, shared/domain
    // collectOrderItems): the orders service's payout sweep sends them when they fall due.
    const gone = { venue_id: null, venue_name: null, city: null, exhibition_id: null };
    const extra: ExtraItem[] = [
      ...collectOrderItems(order, at, tableName()).map((item) => ({ item, onFail: () => conflict() })),
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
    await notify('collected', { ...ctx, exhibition: saved, artwork }, ['artist'], { actor: 'venue' });
    return answer(viewOf(ctx, saved, artwork));
  },
});
