import { artistDashboardResponseSchema } from '@konstvagg/contracts';
import { centsToEuros } from '@konstvagg/rules';
import {
  marketFor,
  moneyFigures,
  queries,
  shareState,
  queryInput,
  type ExhibitionRecord,
  type OrderRecord,
  type PayoutRecord,
} from '@konstvagg/domain';
import { defineOperation, nowIso } from '@konstvagg/lambda-kit';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { artistOfCaller } from '../profiles/caller-profile.ts';
import { countByStatus, worksOfArtist } from './my-artworks.ts';
import { platformFeeOf } from './profile.ts';

const ON_A_WALL = new Set(['exhibited', 'reserved']);

const all = <T>(query: Parameters<typeof queryInput>[0]) =>
  queryAll<T>({ TableName: tableName(), ...queryInput(query) });

/**
 * GET /artists/me/dashboard: the artist's works by status, where they hang, open exhibition
 * requests, sales and earnings, upcoming payouts and the platform fee in force. Everything is read
 * from the documented keys (orders, payouts and exhibitions of the artist), so it is right as soon
 * as those domains write them.
 */
export const artistDashboard = defineOperation({
  response: artistDashboardResponseSchema,
  async run({ caller }) {
    const artist = await artistOfCaller(caller);
    const [works, exhibitions, orders, payouts] = await Promise.all([
      worksOfArtist(artist.id),
      all<ExhibitionRecord>(queries.exhibitionsOfArtist(artist.id)),
      all<OrderRecord>(queries.ordersOfArtist(artist.id)),
      all<PayoutRecord>(queries.payoutsOfPayee('artist', artist.id)),
    ]);

    const walls = new Map<
      string,
      {
        venue_id: string;
        venue_name: string;
        city: string | null;
        artworks: { id: string; title: string; status: string }[];
      }
    >();
    for (const w of works) {
      if (!w.venue_id || !ON_A_WALL.has(w.status)) continue;
      const wall = walls.get(w.venue_id) ?? {
        venue_id: w.venue_id,
        venue_name: w.venue_name ?? '',
        city: w.city ?? null,
        artworks: [],
      };
      wall.artworks.push({ id: w.id, title: w.title, status: w.status });
      walls.set(w.venue_id, wall);
    }

    // The same definitions as the artist's sales page (GET /artists/me/sales): in the artist's
    // currency (its market's, as its payouts are), adding the sales in it only.
    const currency = marketFor(artist.country).currency;
    const money = moneyFigures(
      'artist',
      orders.filter((o) => o.currency === currency),
      payouts,
    );
    const orderById = new Map(orders.map((o) => [o.id, o]));

    return {
      body: {
        artworks: { total: works.length, by_status: countByStatus(works) },
        on_display: [...walls.values()].sort((a, b) => a.venue_name.localeCompare(b.venue_name, 'sv')),
        open_exhibition_requests: exhibitions.filter((e) => e.status === 'requested').length,
        sales: {
          currency,
          count: money.sales,
          revenue: centsToEuros(money.sales_cents),
          earnings: centsToEuros(money.earned_cents),
          paid_out: centsToEuros(money.paid_out_cents),
          pending: centsToEuros(money.on_its_way_cents),
          awaiting_pickup: centsToEuros(money.awaiting_pickup_cents),
        },
        upcoming_payouts: payouts
          // On their way (moneyFigures' pending): one line per payout, in its own currency.
          .filter((p) => {
            const order = orderById.get(p.order_id);
            return !!order && shareState(order, p) === 'on_its_way';
          })
          .sort((a, b) => a.scheduled_for.localeCompare(b.scheduled_for))
          .map((p) => ({
            order_id: p.order_id,
            amount: centsToEuros(p.amount_cents),
            currency: p.currency,
            scheduled_for: p.scheduled_for,
            status: p.status,
          })),
        platform_fee: platformFeeOf(artist, nowIso()),
      },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
