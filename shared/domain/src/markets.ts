import type { Language } from '@konstvagg/contracts/vocabulary';

/**
 * Markets and currencies (issue 40; docs/decisions.md, "Currency: euro list prices, kronor at the
 * wall"). Currencies are data, not code: this table is the one place that says what a buyer in a
 * country pays in and how. Nothing else may assume SEK or EUR: code asks `marketFor(country)` and
 * reads the market's currency, minor units, rounding and payment methods.
 *
 * Artists set prices in the list currency (EUR, the artwork's `price`); a buyer pays in the market's
 * currency, converted with the day's ECB euro reference rate (`convertFromList`) and locked on the
 * order for the reservation. Amounts are integer minor units everywhere.
 */

// The currency artists set prices in (the list price, EUR).
import { LIST_CURRENCY } from '@konstvagg/rules';
/** Minor units of the list currency: a list price is in cents. */
export const LIST_MINOR_UNITS = 2;

/**
 * A payment method as Stripe names it (`payment_method_types`; Apple Pay and Google Pay are card
 * wallets Stripe names so in its dashboard and Payment Element). Later markets add `vipps` and
 * `mobilepay` here.
 */
export type PaymentMethod = 'card' | 'apple_pay' | 'google_pay' | 'klarna' | 'paypal' | 'swish';

export interface Market {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** The one charge currency of the market (ISO 4217, upper case): charge, split, transfers, refunds. */
  currency: string;
  /** Minor units per major unit as a power of ten: 2 = öre (1 kr = 100 öre). */
  minorUnits: number;
  /** A charge is a multiple of this many minor units: 100 = whole kronor. */
  roundingMinor: number;
  /** What a buyer in the market may pay with, in the order the payment form offers them. */
  paymentMethods: readonly PaymentMethod[];
  /** The languages a buyer there most likely reads, first the likeliest (a hint; the caller's choice wins). */
  languages: readonly Language[];
}

/** The markets, by country. Add a market here and nowhere else. */
export const MARKETS = {
  SE: {
    country: 'SE',
    currency: 'SEK',
    minorUnits: 2,
    // Prices at the wall are whole kronor, as a Swedish price tag shows them.
    roundingMinor: 100,
    paymentMethods: ['card', 'apple_pay', 'google_pay', 'klarna', 'paypal', 'swish'],
    languages: ['sv'],
  },
  // Next (issue 40), each with its own charge currency and local wallet, once Stripe and the ECB
  // rates cover them (the ECB publishes NOK and DKK; Finland pays in the list currency, rate 1):
  // NO: { country: 'NO', currency: 'NOK', minorUnits: 2, roundingMinor: 100, paymentMethods: [..., 'vipps'], languages: ['en'] },
  // DK: { country: 'DK', currency: 'DKK', minorUnits: 2, roundingMinor: 100, paymentMethods: [..., 'mobilepay'], languages: ['en'] },
  // FI: { country: 'FI', currency: 'EUR', minorUnits: 2, roundingMinor: 1, paymentMethods: [..., 'mobilepay'], languages: ['en'] },
} as const satisfies Record<string, Market>;

export type MarketCountry = keyof typeof MARKETS;

/**
 * The market a buyer with no known country, or a country we do not sell to yet, buys in: Sweden.
 * The marketplace is in Sweden (the works hang on Swedish walls and are picked up there), so a
 * buyer from anywhere pays as a buyer in Sweden does.
 */
export const DEFAULT_MARKET: Market = MARKETS.SE;

/** The market of a country (ISO 3166-1 alpha-2, any case); the default market when unknown. */
export function marketFor(country: string | null | undefined): Market {
  const code = (country ?? '').trim().toUpperCase();
  return Object.hasOwn(MARKETS, code) ? MARKETS[code as MarketCountry] : DEFAULT_MARKET;
}

/** Every charge currency of the markets, once each (what the rates must cover besides the list currency). */
export const MARKET_CURRENCIES: readonly string[] = [
  ...new Set(Object.values(MARKETS).map((m) => m.currency)),
];

/**
 * Rates are kept to this many decimals (the ECB publishes at most 4, as 11.5556; more would be
 * noise from a float), so the conversion is exact integer arithmetic.
 */
const RATE_DECIMALS = 6;

/**
 * A list price (integer cents of LIST_CURRENCY) in the market's currency: integer minor units,
 * rounded half up to the market's rounding step. `rate` is units of the market currency per 1 EUR
 * (the ECB's convention), e.g. 11.5556 SEK. 450.00 EUR at 11.5556 is 5 200.02 kr, charged as
 * 5 200 kr: 520 000 öre. Exact (BigInt), whatever the size of the price.
 */
export function convertFromList(
  listCents: number,
  market: Pick<Market, 'minorUnits' | 'roundingMinor'>,
  rate: number,
): number {
  if (!Number.isSafeInteger(listCents) || listCents < 0)
    throw new RangeError(`list price must be whole, non-negative cents: ${listCents}`);
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`rate must be a positive number: ${rate}`);
  if (!Number.isInteger(market.roundingMinor) || market.roundingMinor < 1)
    throw new RangeError(`rounding step must be a positive integer: ${market.roundingMinor}`);
  const scaledRate = BigInt(Math.round(rate * 10 ** RATE_DECIMALS));
  if (scaledRate <= 0n) throw new RangeError(`rate too small: ${rate}`);
  const step = BigInt(market.roundingMinor);
  // minor = listCents / 10^LIST_MINOR_UNITS * rate * 10^minorUnits, in steps, rounded half up.
  const numerator = BigInt(listCents) * scaledRate * 10n ** BigInt(market.minorUnits);
  const denominator = 10n ** BigInt(LIST_MINOR_UNITS + RATE_DECIMALS) * step;
  const steps = (2n * numerator + denominator) / (2n * denominator);
  return Number(steps * step);
}

/** What an order keeps of its conversion (records.ts OrderRecord). */
export interface ChargedOrder {
  currency: string;
  list_price_cents?: number | null;
  fx_rate?: number | null;
  fx_date?: string | null;
}

/**
 * The list price and the rate an order was converted with, as the statements show them ("sold for
 * 5 200 kr, list price 450 € at 11.5556"); null for an order charged in the list currency (or one
 * that kept no rate).
 */
export function listPriceOf(
  order: ChargedOrder,
): { cents: number; currency: string; rate: number; date: string } | null {
  if (order.currency.toUpperCase() === LIST_CURRENCY) return null;
  if (typeof order.list_price_cents !== 'number' || typeof order.fx_rate !== 'number' || !order.fx_date)
    return null;
  return { cents: order.list_price_cents, currency: LIST_CURRENCY, rate: order.fx_rate, date: order.fx_date };
}

/**
 * An amount of an order (minor units of its currency) in cents of the list currency, converted
 * back at the order's own stored rate (never today's): what the admin's totals and analytics add,
 * so that sales in different currencies add up, and say so. The order's currency is assumed to
 * have 2 minor units, as every market's has; null when the order kept no rate.
 */
export function toListCents(amountMinor: number, order: ChargedOrder): number | null {
  if (order.currency.toUpperCase() === LIST_CURRENCY) return amountMinor;
  if (typeof order.fx_rate !== 'number' || !(order.fx_rate > 0)) return null;
  return Math.round(amountMinor / order.fx_rate);
}
