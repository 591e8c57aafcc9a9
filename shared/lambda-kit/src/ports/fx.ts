import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LIST_CURRENCY } from '@konstvagg/rules';
import { keys, type FxRatesRecord } from '@konstvagg/domain';
import { now as serviceNow } from '../clock.ts';
import { AppError } from '../errors.ts';
import { documentClient, tableName, type TableKey } from './store.ts';

/**
 * The exchange-rate port (issue 40; docs/decisions.md, "Currency"): the ECB's euro reference
 * rates as the orders service's daily fetch stored them (services/orders/src/tasks/fx-rates.ts;
 * the item keys.fxRates, FxRatesRecord). A rate is units of the currency per 1 EUR (the ECB's
 * convention: SEK 11.5556), for `convertFromList` (shared/domain markets.ts).
 *
 * Checkout never guesses: with no rate for the currency, or a newest rate more than
 * FX_MAX_AGE_DAYS old, `rateFor` throws a 503 `rate_unavailable` in the caller's language.
 */

/**
 * A rate older than this many working days (Monday to Friday, Stockholm, after the ECB's reference
 * date) is not used. Working days, not calendar days: the ECB publishes none at weekends or on its
 * TARGET holidays, so Thursday's rate is still the newest on the Tuesday after Easter (3 working
 * days), while a fetch broken for a whole week is caught (5).
 */
export const FX_MAX_AGE_DAYS = 4;

/** What a 503 rate_unavailable asks the client to wait: the fetch runs again within hours, an hour is honest. */
export const FX_RETRY_AFTER_SECONDS = 3_600;

export interface FxRate {
  /** Units of the currency per 1 EUR. */
  rate: number;
  /** The ECB reference date of the rate (yyyy-mm-dd); for EUR, today's date in Stockholm. */
  date: string;
}

export interface FxPort {
  /** The newest rates stored (any age), or null when none were ever fetched. */
  latestRates(): Promise<FxRatesRecord | null>;
  /**
   * The rate to convert a list price into `currency` at `now`: 1 for the list currency (read
   * nothing), else the newest stored rate if it is at most FX_MAX_AGE_DAYS old. Throws
   * `rateUnavailable()` otherwise. `now` defaults to the service clock (lambda-kit clock.ts: the
   * local stack's clock can be moved).
   */
  rateFor(currency: string, now?: Date): Promise<FxRate>;
  /**
   * Where the rates are one item of the table (the table adapter): its key, so that a caller who
   * reads other items anyway reads it in the same batch, strongly consistent (the checkout, issue
   * 43). Unset for a source that is not the table (a test's record).
   */
  readonly itemKey?: TableKey;
}

/** 503 `rate_unavailable` (error.rate_unavailable, sv and en), with Retry-After. */
export const rateUnavailable = () =>
  new AppError(503, 'rate_unavailable', 'error.rate_unavailable', undefined, {
    'Retry-After': String(FX_RETRY_AFTER_SECONDS),
  });

const stockholmDate = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (yyyy-mm-dd) in Stockholm at `at` (the ECB's dates are CET dates, the same zone). */
export const stockholmDay = (at: Date) => stockholmDate.format(at);

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Working days (Monday to Friday) after the ECB reference date `date`, up to and including `now`'s
 * Stockholm date: 0 on the day itself, 1 on the Monday after a Friday's rate (NaN for a bad date;
 * negative never: a date after today, a clock that moved back, is 0).
 */
export function rateAgeDays(date: string, now: Date): number {
  if (!ISO_DATE.test(date)) return Number.NaN;
  const from = Date.parse(`${date}T00:00:00Z`);
  const to = Date.parse(`${stockholmDay(now)}T00:00:00Z`);
  if (Number.isNaN(from)) return Number.NaN;
  let days = 0;
  for (let t = from + DAY_MS; t <= to; t += DAY_MS) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

/**
 * The rate of `currency` in a stored record at `now`, or `rateUnavailable()`: no record, no such
 * currency, a rate that is not a positive number, or a reference date more than FX_MAX_AGE_DAYS
 * working days before today (Stockholm). A date in the future (a clock that moved back) is accepted.
 */
export function rateFromRecord(
  record: FxRatesRecord | null,
  currency: string,
  now: Date = serviceNow(),
): FxRate {
  const code = currency.trim().toUpperCase();
  if (code === LIST_CURRENCY) return { rate: 1, date: stockholmDay(now) };
  const rate = record?.rates?.[code];
  if (!record || typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) throw rateUnavailable();
  const age = rateAgeDays(record.date, now);
  if (!(age <= FX_MAX_AGE_DAYS)) throw rateUnavailable();
  return { rate, date: record.date };
}

/** An fx port over any source of the newest record (the table; a test's fixed record). */
export function recordFx(read: () => Promise<FxRatesRecord | null>): FxPort {
  return {
    latestRates: read,
    async rateFor(currency, now = serviceNow()) {
      if (currency.trim().toUpperCase() === LIST_CURRENCY) return rateFromRecord(null, currency, now);
      return rateFromRecord(await read(), currency, now);
    },
  };
}

/** The table adapter: reads keys.fxRates() (strongly consistent: a rate set a moment ago is used). */
export function tableFx(): FxPort {
  const port = recordFx(async () => {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.fxRates(), ConsistentRead: true }),
    );
    return (Item as FxRatesRecord | undefined) ?? null;
  });
  return { ...port, itemKey: keys.fxRates() };
}

let port: FxPort | null = null;

/**
 * Swaps the fx port (a test fakes the rates: `useFx(recordFx(async () => record))`); null goes back
 * to the table's.
 */
export function useFx(p: FxPort | null): void {
  port = p;
}

/** The fx port in use: the table's unless a test swapped it. */
export function fx(): FxPort {
  port ??= tableFx();
  return port;
}

/** `fx().latestRates()`. */
export const latestRates = (): Promise<FxRatesRecord | null> => fx().latestRates();

/** `fx().rateFor(currency, now)`: the rate to convert a list price with, or a 503 rate_unavailable. */
export const rateFor = (currency: string, now: Date = serviceNow()): Promise<FxRate> =>
  fx().rateFor(currency, now);
