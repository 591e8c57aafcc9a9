import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { LIST_CURRENCY } from '@konstvagg/rules';
import { keys, MARKET_CURRENCIES, type FxRatesRecord } from '@konstvagg/domain';
import { createLogger, now as serviceNow } from '@konstvagg/lambda-kit';
import { countMetric, METRIC } from '@konstvagg/lambda-kit/metrics';
import { stockholmDay } from '@konstvagg/lambda-kit/ports/fx';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';

const log = createLogger('konstvagg-orders');

/**
 * The daily exchange rates (issue 40; docs/decisions.md, "Currency"): the ECB's euro reference
 * rates, published each working day around 16:00 CET, fetched by the recurring FX_RATES_SCHEDULE
 * (lambda-kit ports/scheduler.ts; the CDK app on AWS, the scheduler stand-in locally) and stored
 * for checkout (lambda-kit ports/fx.ts).
 *
 * The feed is ECB_RATES_URL (locally the stand-in in infra/local/engines/ecb-rates.ts, the same
 * XML over HTTP). A fetch that fails (network, HTTP status, a feed that does not parse or lacks a
 * market's currency) keeps the stored rate, is counted (FxFetchFailures, which alarms) and
 * rethrown, so the schedule's retries and dead-letter queue apply. Safe to run twice: the same
 * date is written again with the same rates, and an older date never replaces a newer one.
 */
const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** How long the fetch waits for the ECB before it counts as a failure (the schedule retries). */
const FETCH_TIMEOUT_MS = 10_000;
/** A feed larger than this is not the daily file (it is about 1.5 kB). */
const MAX_FEED_BYTES = 64 * 1024;

export interface EcbDailyRates {
  /** The ECB reference date (yyyy-mm-dd). */
  date: string;
  /** Currency -> units per 1 EUR. */
  rates: Record<string, number>;
}

/** The feed is not the ECB's daily file as we know it: nothing stored, the stored rate is kept. */
export class FxFeedError extends Error {
  constructor(message: string) {
    super(`ECB rates feed: ${message}`);
    this.name = 'FxFeedError';
  }
}

const q = `(?:'([^']*)'|"([^"]*)")`;
const CUBE = /<Cube\b[^>]*>/g;
const TIME_CUBE = new RegExp(`^<Cube\\s+time\\s*=\\s*${q}\\s*>$`);
const RATE_CUBE = new RegExp(`^<Cube\\s+currency\\s*=\\s*${q}\\s+rate\\s*=\\s*${q}\\s*/>$`);
const EMPTY_CUBE = /^<Cube\s*>$/;
const CURRENCY = /^[A-Z]{3}$/;
const RATE = /^\d{1,9}(\.\d{1,8})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isCalendarDate = (date: string) => {
  const m = DATE.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
};

/**
 * Parses the ECB's daily file (eurofxref-daily.xml): one `<Cube time='yyyy-mm-dd'>` holding a
 * `<Cube currency='SEK' rate='11.5556'/>` per currency, inside an outer `<Cube>`. Strict: any other
 * Cube, a second date, a bad or repeated currency, a rate that is not a positive decimal, or no rates
 * at all is an FxFeedError.
 */
export function parseEcbDaily(xml: string): EcbDailyRates {
  if (!/<gesmes:Envelope\b/.test(xml)) throw new FxFeedError('not an ECB envelope');
  let date: string | null = null;
  const rates: Record<string, number> = {};
  for (const [tag] of xml.matchAll(CUBE)) {
    if (EMPTY_CUBE.test(tag)) continue;
    const time = TIME_CUBE.exec(tag);
    if (time) {
      const value = time[1] ?? time[2]!;
      if (date !== null) throw new FxFeedError('more than one date');
      if (!isCalendarDate(value)) throw new FxFeedError(`bad date ${JSON.stringify(value)}`);
      date = value;
      continue;
    }
    const rate = RATE_CUBE.exec(tag);
    if (!rate) throw new FxFeedError(`unexpected element ${tag.slice(0, 80)}`);
    const currency = rate[1] ?? rate[2]!;
    const text = rate[3] ?? rate[4]!;
    if (date === null) throw new FxFeedError('a rate before the date');
    if (!CURRENCY.test(currency) || currency === LIST_CURRENCY)
      throw new FxFeedError(`bad currency ${JSON.stringify(currency)}`);
    if (Object.hasOwn(rates, currency)) throw new FxFeedError(`${currency} twice`);
    const value = Number(text);
    if (!RATE.test(text) || !Number.isFinite(value) || value <= 0)
      throw new FxFeedError(`bad rate ${JSON.stringify(text)} for ${currency}`);
    rates[currency] = value;
  }
  if (date === null) throw new FxFeedError('no date');
  if (Object.keys(rates).length === 0) throw new FxFeedError('no rates');
  return { date, rates };
}

/** Reads the feed over HTTP (ECB_RATES_URL, default the ECB's own file). */
async function readFeed(url: string): Promise<string> {
  const res = await fetch(url, {
    headers: { accept: 'application/xml, text/xml' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new FxFeedError(`HTTP ${res.status} from ${url}`);
  const text = await res.text();
  if (text.length > MAX_FEED_BYTES) throw new FxFeedError(`${text.length} characters, not the daily file`);
  return text;
}

export interface FetchRatesResult {
  /** The ECB reference date read. */
  date: string;
  /** True when it became the newest stored rate (a later date, or the same date again). */
  stored: boolean;
  /** The currencies read. */
  currencies: number;
}

/**
 * Fetches the day's ECB rates and stores them: the day's item (keys.fxRatesOfDay), then the newest
 * (keys.fxRates) on condition that it holds no later date. Throws (after counting FxFetchFailures)
 * when the feed cannot be read or is refused; the stored rate is then unchanged.
 */
export async function fetchRates(options: { url?: string; now?: Date } = {}): Promise<FetchRatesResult> {
  const url = options.url ?? process.env.ECB_RATES_URL ?? ECB_DAILY_URL;
  const at = options.now ?? serviceNow();
  try {
    const feed = parseEcbDaily(await readFeed(url));
    // A date after today (Stockholm) is not one the ECB has published: refused, or it would hold
    // back every real rate until that day.
    if (feed.date > stockholmDay(at)) throw new FxFeedError(`date ${feed.date} is in the future`);
    const missing = MARKET_CURRENCIES.filter((c) => c !== LIST_CURRENCY && !(c in feed.rates));
    if (missing.length) throw new FxFeedError(`no rate for ${missing.join(', ')}`);
    const iso = at.toISOString();
    const record: FxRatesRecord = {
      entity: 'fx_rates',
      source: 'ecb',
      date: feed.date,
      rates: feed.rates,
      fetched_at: iso,
      updated_at: iso,
    };
    const db = documentClient();
    await db.send(
      new PutCommand({ TableName: tableName(), Item: { ...keys.fxRatesOfDay(feed.date), ...record } }),
    );
    let stored = true;
    try {
      await db.send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.fxRates(), ...record },
          ConditionExpression: 'attribute_not_exists(PK) OR #date <= :date',
          ExpressionAttributeNames: { '#date': 'date' },
          ExpressionAttributeValues: { ':date': feed.date },
        }),
      );
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
      stored = false; // a later date is stored already (a late retry of an earlier run)
    }
    // Counted on every run that ends with a usable rate stored: the FxRatesNotFetched alarm fires
    // when a day passes without one.
    countMetric('orders', METRIC.FxRatesStored);
    const result = { date: feed.date, stored, currencies: Object.keys(feed.rates).length };
    log.info('ECB rates fetched', { ...result, sek: feed.rates.SEK });
    return result;
  } catch (err) {
    countMetric('orders', METRIC.FxFetchFailures);
    log.error('ECB rates fetch failed; the stored rate is kept', {
      url,
      error: (err as Error).message,
    });
    throw err;
  }
}
