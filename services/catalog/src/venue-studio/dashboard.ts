import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { venueDashboardSchema, type ExhibitionViewBase } from '@konstvagg/contracts';
import { centsToEuros } from '@konstvagg/rules';
import {
  marketFor,
  keys,
  moneyFigures,
  queries,
  queryInput,
  toExhibitionView,
  type ArtistRecord,
  type ArtworkRecord,
  type ExhibitionRecord,
  type OrderRecord,
  type PayoutRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { documentClient, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { venueOfCaller } from '../profiles/caller-profile.ts';

/** The venue's newest exhibitions on its dashboard. */
const DASHBOARD_RECENT = 5;

/** Items by key, in batches of 100, asking again for keys DynamoDB left unprocessed. */
async function batchGet<T>(itemKeys: Record<string, unknown>[]): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < itemKeys.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: itemKeys.slice(i, i + 100) },
    };
    for (let attempt = 0; request && attempt < 5; attempt++) {
      const out: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({ RequestItems: request }),
      );
      found.push(...((out.Responses?.[tableName()] ?? []) as T[]));
      request =
        out.UnprocessedKeys && Object.keys(out.UnprocessedKeys).length
          ? (out.UnprocessedKeys as typeof request)
          : undefined;
    }
  }
  return found;
}

/** The newest exhibitions as ExhibitionViews (those whose artwork has since been deleted are left out). */
async function recentViews(venue: VenueRecord, newest: ExhibitionRecord[]): Promise<ExhibitionViewBase[]> {
  const unique = (ids: string[]) => [...new Set(ids)];
  const [artworks, artists] = await Promise.all([
    batchGet<ArtworkRecord>(unique(newest.map((e) => e.artwork_id)).map((id) => keys.artwork(id))),
    batchGet<ArtistRecord>(unique(newest.map((e) => e.artist_id)).map((id) => keys.artist(id))),
  ]);
  const artworkById = new Map(artworks.map((a) => [a.id, a]));
  const artistById = new Map(artists.map((a) => [a.id, a]));
  return newest.flatMap((e) => {
    const artwork = artworkById.get(e.artwork_id);
    return artwork ? [toExhibitionView(e, { artwork, artist: artistById.get(e.artist_id), venue })] : [];
  });
}

/**
 * GET /venues/dashboard: what is on the venue's walls, the open requests both ways, the shipments
 * to scan, the pickups due (paid orders, soonest deadline first), the commission earned, and the
 * newest exhibitions.
 */
export const venueDashboard = defineOperation({
  response: venueDashboardSchema,
  async run({ caller }) {
    const venue = await venueOfCaller(caller);
    const [exhibitions, orders, payouts] = await Promise.all([
      queryAll<ExhibitionRecord>({
        TableName: tableName(),
        ...queryInput(queries.exhibitionsAtVenue(venue.id)),
        ScanIndexForward: false,
      }),
      queryAll<OrderRecord>({ TableName: tableName(), ...queryInput(queries.ordersAtVenue(venue.id)) }),
      queryAll<PayoutRecord>({
        TableName: tableName(),
        ...queryInput(queries.payoutsOfPayee('venue', venue.id)),
      }),
    ]);
    const count = (keep: (e: ExhibitionRecord) => boolean) => exhibitions.filter(keep).length;
    const newest = [...exhibitions]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .slice(0, DASHBOARD_RECENT);
    const pickupsDue = orders
      .filter((o) => o.status === 'paid')
      .sort((a, b) => (a.pickup_deadline ?? '~').localeCompare(b.pickup_deadline ?? '~'))
      .map((o) => ({ order_id: o.id, artwork_title: o.title, pickup_deadline: o.pickup_deadline ?? null }));
    // The same definitions as the venue's sales page (GET /venues/me/commissions): in the venue's
    // currency (its market's, as its payouts are), adding the sales in it only.
    const currency = marketFor(venue.country).currency;
    const money = moneyFigures(
      'venue',
      orders.filter((o) => o.currency === currency),
      payouts,
    );
    return {
      body: {
        on_display: count((e) => e.status === 'on_display'),
        requests_incoming: count((e) => e.status === 'requested' && e.requested_by === 'artist'),
        requests_outgoing: count((e) => e.status === 'requested' && e.requested_by === 'venue'),
        shipments_awaiting_scan: count((e) => e.status === 'shipped'),
        pickups_due: pickupsDue,
        commission_currency: currency,
        commission_earned: centsToEuros(money.earned_cents),
        commission_on_its_way: centsToEuros(money.on_its_way_cents),
        commission_paid_out: centsToEuros(money.paid_out_cents),
        recent: await recentViews(venue, newest),
      },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
