import type { LocalPrice } from '@konstvagg/contracts';
import { LIST_CURRENCY } from '@konstvagg/rules';
import {
  DEFAULT_MARKET,
  keys,
  localPriceOf,
  marketFor,
  type ArtworkRecord,
  type FxRatesRecord,
  type Market,
} from '@konstvagg/domain';
import { createLogger, now } from '@konstvagg/lambda-kit';
import { latestRates, rateFromRecord, type FxRate } from '@konstvagg/lambda-kit/ports/fx';
import { getMany } from '@konstvagg/lambda-kit/ports/store';

/**
 * The price in the buyer's currency beside the euro price (issue 40; docs/decisions.md, "Currency"):
 * the marketplace's reads show each work's list price converted as checkout would convert it today,
 * in the currency of the market the work hangs in (the venue's country; a work not on display, the
 * default market). The rates are read once per request, beside the request's other reads, never
 * per work; a missing or stale rate (or a failed read) shows no local price: browsing never fails,
 * and never shows a guess, because of a rate.
 */

const log = createLogger('konstvagg-catalog');

/** What a read passes to `toArtworkView`: the local price of one stored work. */
export type LocalPricer = (artwork: Pick<ArtworkRecord, 'price_cents' | 'venue_id'>) => LocalPrice | null;

/** No local price for anything (the rates could not be read). */
const nothing: LocalPricer = () => null;

/**
 * The newest stored rates, read now (start it beside the request's other reads and await it
 * with them). A read that fails is logged and counts as no rate.
 */
export function readRates(): Promise<FxRatesRecord | null> {
  return latestRates().catch((error: unknown) => {
    log.warn('fx rates could not be read: no local prices in this answer', { error: String(error) });
    return null;
  });
}

/** The usable rate of a currency in the record now, or null (none, or older than the limit: rateFromRecord's 503). */
function usableRate(record: FxRatesRecord | null, currency: string, at: Date): FxRate | null {
  try {
    return rateFromRecord(record, currency, at);
  } catch {
    return null;
  }
}

/**
 * The local price of works, given the rates and the countries of the venues they hang in
 * (`venueCountries`: by venue id; a venue not in it, the default market). Each currency's rate is
 * judged once.
 */
export function localPricer(
  record: FxRatesRecord | null,
  venueCountries: ReadonlyMap<string, string> = new Map(),
  at: Date = now(),
): LocalPricer {
  const rates = new Map<string, FxRate | null>();
  const rateOf = (market: Market) => {
    if (!rates.has(market.currency)) rates.set(market.currency, usableRate(record, market.currency, at));
    return rates.get(market.currency)!;
  };
  return (artwork) => {
    const market = artwork.venue_id ? marketFor(venueCountries.get(artwork.venue_id)) : DEFAULT_MARKET;
    if (market.currency === LIST_CURRENCY) return null;
    return localPriceOf(artwork.price_cents, market, rateOf(market));
  };
}

/**
 * Venue countries this container has read: a venue's country does not change while its works hang
 * there, so a page of works costs one batched read of the venues it has not seen in the last
 * COUNTRY_TTL_MS.
 */
const COUNTRY_TTL_MS = 10 * 60_000;
const MAX_COUNTRIES = 5_000;
const countries = new Map<string, { country: string; until: number }>();

/**
 * The countries of venues by id (one BatchGet for those not known yet). A venue that is gone is
 * left out (its works: the default market); a read that fails throws.
 */
async function readVenueCountries(venueIds: Iterable<string>): Promise<Map<string, string>> {
  const at = Date.now();
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const id of new Set(venueIds)) {
    const known = countries.get(id);
    if (known && known.until > at) found.set(id, known.country);
    else missing.push(id);
  }
  if (countries.size > MAX_COUNTRIES) countries.clear();
  const venues = await getMany<{ id: string; country?: string }>(
    missing.map((id) => keys.venue(id)),
    { projection: 'PK, SK, id, country' },
  );
  for (const item of venues) {
    if (!item) continue;
    const country = item.country ?? '';
    found.set(item.id, country);
    countries.set(item.id, { country, until: at + COUNTRY_TTL_MS });
  }
  return found;
}

/**
 * The local pricer for stored works, given the rates read for this request (`rates`, started
 * beside the other reads): reads the countries of the venues the works hang in. Never throws: a
 * failed venue read prices no work that hangs somewhere (its market is not known), only the rest.
 */
export async function pricerFor(
  works: readonly Pick<ArtworkRecord, 'venue_id'>[],
  rates: Promise<FxRatesRecord | null>,
): Promise<LocalPricer> {
  const venueIds = works.flatMap((w) => (w.venue_id ? [w.venue_id] : []));
  const [record, venues] = await Promise.all([
    rates,
    readVenueCountries(venueIds).catch((error: unknown) => {
      log.warn('venue countries could not be read: no local prices for works on display', {
        error: String(error),
      });
      return null;
    }),
  ]);
  if (!record) return nothing;
  const priced = localPricer(record, venues ?? new Map());
  return venues ? priced : (artwork) => (artwork.venue_id ? null : priced(artwork));
}
