import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  artistSalesResponseSchema,
  orderListQuerySchema,
  venueCommissionsResponseSchema,
} from '@konstvagg/contracts';
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
import { AppError, defineOperation, pageBySortKey, type Caller } from '@konstvagg/lambda-kit';
import { documentClient, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { csvDownload } from './csv.ts';
import { getItem, profileIdOf } from './store.ts';
import { listPriceView, payoutView } from './view.ts';

/** Orders a statement lists: paid at some point (not an abandoned or failed checkout), refunded ones too. */
const LISTED = ['paid', 'collected', 'payout_scheduled', 'paid_out', 'refunded'];

/** The CSV export's `?limit`: the newest this many sales (200 when absent). */
const exportQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** How many sales a statement's page holds when the caller does not say. */
const STATEMENT_PAGE = 50;

/** Every sale of a payee's list, newest first (the list's sort key). */
async function salesOf(q: KeyQuery): Promise<OrderRecord[]> {
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
  return all;
}

/**
 * A payee's statement: one page of its orders (newest first; the money figures need every sale,
 * so the list is read whole and the page cut from it: exact, with a cursor bound to the list), the
 * payouts of all of them (one read of the payee's payouts), its money figures over all of them
 * (domain moneyFigures, the same definitions as the dashboards), and whether its payout account
 * can receive payouts.
 */
async function statementOf(
  party: PayoutParty,
  payeeId: string,
  page: { limit?: number | undefined; cursor?: string | undefined },
) {
  const list = party === 'artist' ? queries.ordersOfArtist(payeeId) : queries.ordersAtVenue(payeeId);
  const [all, payouts, profile] = await Promise.all([
    salesOf(list),
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
    ...pageBySortKey(all, { list, limit: page.limit ?? STATEMENT_PAGE, cursor: page.cursor }),
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

async function artistStatement(
  caller: Caller,
  page: { limit?: number | undefined; cursor?: string | undefined },
  lang: Language,
) {
  const artistId = await profileOrForbid(caller, 'artist');
  const st = await statementOf('artist', artistId, page);
  return {
    sales: st.items.map((o) => artistSale(o, st.payoutsOf(o), lang)),
    totals: {
      amount: centsToEuros(st.salesCents),
      artist: st.figures.earned,
      paid_out: st.figures.paid_out,
    },
    figures: st.figures,
    can_receive_payouts: st.canReceivePayouts,
    pagination: st.pagination,
  };
}

/**
 * GET /artists/me/sales?limit&cursor: the artist's statement, newest first: split, VAT parts
 * (25 %), payout date and status; a page at a time, the totals over every sale.
 */
export const artistSales = defineOperation({
  query: orderListQuerySchema,
  response: artistSalesResponseSchema,
  async run({ caller, query, lang }) {
    return {
      body: await artistStatement(caller!, query, lang),
      headers: { 'Cache-Control': 'no-store' },
    };
  },
});

/** GET /artists/me/sales/export?limit: the same statement as CSV (UTF-8 with BOM, comma-separated). */
export const artistSalesCsv = defineOperation({
  query: exportQuery,
  response: 'binary',
  async run({ caller, query, lang }) {
    const { sales } = await artistStatement(caller!, { limit: query.limit ?? 200 }, lang);
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
    const rows = sales.map((s) => [
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

/**
 * GET /venues/me/commissions?limit&cursor: the venue's sales, newest first: commission, its VAT
 * part, pickup and payout; a page at a time, the totals over every sale.
 */
export const venueCommissions = defineOperation({
  query: orderListQuerySchema,
  response: venueCommissionsResponseSchema,
  async run({ caller, query, lang }) {
    const venueId = await profileOrForbid(caller!, 'venue');
    const st = await statementOf('venue', venueId, query);
    const commissions: VenueCommission[] = st.items.map((o) => ({
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
        commissions,
        totals: { commission: st.figures.earned, paid_out: st.figures.paid_out },
        figures: st.figures,
        can_receive_payouts: st.canReceivePayouts,
        pagination: st.pagination,
      },
      headers: { 'Cache-Control': 'no-store' },
    };
  },
});
