import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { artistSalesResponseSchema, venueCommissionsResponseSchema } from '@konstvagg/contracts';
import type { ArtistSale, Language, MoneyFiguresEuros, VenueCommission } from '@konstvagg/contracts';
import { centsToEuros, VAT_SERVICES_BPS, vatIncluded } from '@konstvagg/rules';
import {
  keys,
  marketFor,
  moneyFigures,
  orderStatusLine,
  queries,
  queryInput,
  type ArtistRecord,
  type KeyQuery,
  type OrderRecord,
  type PayoutParty,
  type PayoutRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { csvHeader } from '@konstvagg/i18n';
import { AppError, defineOperation, type Caller } from '@konstvagg/lambda-kit';
import { documentClient, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { csvDownload } from './csv.ts';
import { getItem, profileIdOf } from './store.ts';
import { listPriceView, payoutView } from './view.ts';

/** Orders a statement lists: paid at some point (not an abandoned or failed checkout), refunded ones too. */
const LISTED = ['paid', 'collected', 'payout_scheduled', 'paid_out', 'refunded'];

const limitQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

async function salesOf(
  q: KeyQuery,
  limit: number,
): Promise<{ orders: OrderRecord[]; all: OrderRecord[]; total: number }> {
  const all: OrderRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...queryInput(q),
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    for (const o of (page.Items ?? []) as OrderRecord[])
      if (LISTED.includes(o.status) && o.paid_at) all.push(o);
    start = page.LastEvaluatedKey;
  } while (start);
  return { orders: all.slice(0, limit), all, total: all.length };
}

/**
 * A payee's statement: its orders (newest first, `limit` of them), the payouts of all of them (one
 * read of the payee's payouts), its money figures over all of them (domain moneyFigures, the same
 * definitions as the dashboards), and whether its payout account can receive payouts.
 */
async function statementOf(party: PayoutParty, payeeId: string, limit: number) {
  const [{ orders, all, total }, payouts, profile] = await Promise.all([
    salesOf(party === 'artist' ? queries.ordersOfArtist(payeeId) : queries.ordersAtVenue(payeeId), limit),
    queryAll<PayoutRecord>({ TableName: tableName(), ...queryInput(queries.payoutsOfPayee(party, payeeId)) }),
    getItem<ArtistRecord | VenueRecord>(party === 'artist' ? keys.artist(payeeId) : keys.venue(payeeId)),
  ]);
  const payoutsOf = (o: OrderRecord) => payouts.filter((p) => p.order_id === o.id);
  // The figures are in the payee's currency (its market's, as its payouts are) and add only the
  // sales in it: amounts in different currencies are never added (each sale shows its own).
  const currency = marketFor(profile?.country).currency;
  const f = moneyFigures(
    party,
    all.filter((o) => o.currency === currency),
    payouts,
  );
  const figures: MoneyFiguresEuros = {
    currency,
    sales: f.sales,
    awaiting_pickup: centsToEuros(f.awaiting_pickup_cents),
    earned: centsToEuros(f.earned_cents),
    on_its_way: centsToEuros(f.on_its_way_cents),
    paid_out: centsToEuros(f.paid_out_cents),
  };
  return {
    orders,
    total,
    payoutsOf,
    figures,
    salesCents: f.sales_cents,
    canReceivePayouts: !!profile?.stripe_account_id && !!profile.can_receive_payouts,
  };
}

async function profileOrForbid(caller: Caller, kind: 'artist' | 'venue'): Promise<string> {
  const id = await profileIdOf(caller, kind);
  if (!id) throw new AppError(403, 'forbidden', `error.${kind}_profile_missing`);
  return id;
}

const pagination = (limit: number, shown: number, total: number) => ({
  limit,
  total,
  hasMore: shown < total,
  nextCursor: null,
});

function artistSale(o: OrderRecord, payouts: PayoutRecord[], lang: Language): ArtistSale {
  return {
    order_id: o.id,
    status: o.status,
    status_line: orderStatusLine(o),
    artwork_id: o.artwork_id,
    title: o.title,
    venue_name: o.venue_name,
    sold_at: o.paid_at,
    amount: centsToEuros(o.amount_cents),
    currency: o.currency,
    list_price: listPriceView(o),
    split: {
      artist: centsToEuros(o.artist_cents),
      venue: centsToEuros(o.venue_cents),
      platform: centsToEuros(o.platform_cents),
    },
    platform_fee_percent: o.platform_fee_bps / 100,
    venue_commission_percent: o.venue_commission,
    vat: {
      commission: centsToEuros(vatIncluded(o.venue_cents, VAT_SERVICES_BPS)),
      platform_fee: centsToEuros(vatIncluded(o.platform_cents, VAT_SERVICES_BPS)),
    },
    payout: payoutView(o, 'artist', payouts, lang),
  };
}

async function artistStatement(caller: Caller, limit: number, lang: Language) {
  const artistId = await profileOrForbid(caller, 'artist');
  const st = await statementOf('artist', artistId, limit);
  const data = st.orders.map((o) => artistSale(o, st.payoutsOf(o), lang));
  return {
    data,
    totals: {
      amount: centsToEuros(st.salesCents),
      artist: st.figures.earned,
      paid_out: st.figures.paid_out,
    },
    figures: st.figures,
    can_receive_payouts: st.canReceivePayouts,
    pagination: pagination(limit, data.length, st.total),
  };
}

/** GET /artists/me/sales?limit: the artist's statement, newest first: split, VAT parts (25 %), payout date and status. */
export const artistSales = defineOperation({
  query: limitQuery,
  response: artistSalesResponseSchema,
  async run({ caller, query, lang }) {
    return {
      body: await artistStatement(caller!, query.limit ?? 50, lang),
      headers: { 'Cache-Control': 'no-store' },
    };
  },
});

/** GET /artists/me/sales/export?limit: the same statement as CSV (UTF-8 with BOM, comma-separated). */
export const artistSalesCsv = defineOperation({
  query: limitQuery,
  response: 'binary',
  async run({ caller, query, lang }) {
    const { data } = await artistStatement(caller!, query.limit ?? 200, lang);
    const header = csvHeader(lang, [
      'csv.order',
      'csv.date',
      'csv.work',
      'csv.venue',
      'csv.status',
      'csv.currency',
      'csv.price',
      'csv.artist',
      'csv.venue_commission',
      'csv.fee',
      'csv.vat_commission',
      'csv.vat_fee',
      'csv.payout',
      'csv.payout_date',
      'csv.list_price_eur',
      'csv.rate',
    ]);
    const rows = data.map((s) => [
      s.order_id,
      s.sold_at,
      s.title,
      s.venue_name,
      s.status,
      s.currency,
      s.amount.toFixed(2),
      s.split.artist.toFixed(2),
      s.split.venue.toFixed(2),
      s.split.platform.toFixed(2),
      s.vat.commission.toFixed(2),
      s.vat.platform_fee.toFixed(2),
      s.payout.status,
      s.payout.scheduled_for?.slice(0, 10) ?? '',
      s.list_price ? s.list_price.amount.toFixed(2) : '',
      s.list_price ? String(s.list_price.rate) : '',
    ]);
    return csvDownload(header, rows, 'konstvagg-sales.csv');
  },
});

/** GET /venues/me/commissions?limit: the venue's sales, newest first: commission, its VAT part, pickup and payout. */
export const venueCommissions = defineOperation({
  query: limitQuery,
  response: venueCommissionsResponseSchema,
  async run({ caller, query, lang }) {
    const venueId = await profileOrForbid(caller!, 'venue');
    const limit = query.limit ?? 50;
    const st = await statementOf('venue', venueId, limit);
    const data: VenueCommission[] = st.orders.map((o) => ({
      order_id: o.id,
      status: o.status,
      status_line: orderStatusLine(o),
      artwork_id: o.artwork_id,
      title: o.title,
      artist_name: o.artist_name,
      buyer_name: o.buyer_name ?? null,
      sold_at: o.paid_at,
      pickup_deadline: o.pickup_deadline,
      collected_at: o.collected_at,
      amount: centsToEuros(o.amount_cents),
      currency: o.currency,
      list_price: listPriceView(o),
      commission: centsToEuros(o.venue_cents),
      commission_percent: o.venue_commission,
      commission_vat: centsToEuros(vatIncluded(o.venue_cents, VAT_SERVICES_BPS)),
      payout: payoutView(o, 'venue', st.payoutsOf(o), lang),
    }));
    return {
      body: {
        data,
        totals: { commission: st.figures.earned, paid_out: st.figures.paid_out },
        figures: st.figures,
        can_receive_payouts: st.canReceivePayouts,
        pagination: pagination(limit, data.length, st.total),
      },
      headers: { 'Cache-Control': 'no-store' },
    };
  },
});
