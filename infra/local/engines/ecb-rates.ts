import { existsSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@konstvagg/domain';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { writeJsonAtomic } from '../local-config.ts';

/**
 * A local stand-in for the ECB's daily euro reference rates (issue 40): the same XML file as
 * https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml, served by the gateway at
 * `GET /_local/fx/eurofxref-daily.xml` (dev routes only), which the stack gives the orders Lambda
 * as ECB_RATES_URL. The orders service's fetch task reads it over HTTP exactly as it reads the ECB
 * on AWS, and stores what it read.
 *
 * The rates are fixed (LOCAL_FX_RATES: SEK 11.5556) until a test sets them; the date is the ECB
 * working day the stack's clock is in (the day itself from 16:00 Stockholm time, when the ECB has
 * published; else the working day before; weekends skipped, TARGET holidays not), so a clock jump
 * followed by the scheduled fetch gives a fresh rate, as on AWS.
 *
 * - `GET /_local/fx`: `{ date, rates }` as served now.
 * - `POST /_local/fx {"SEK": 11.2}`: sets those rates (others kept) and at once runs the fetch task
 *   (`refresh`), so the table holds them when it answers `{ date, rates, fetched }`. When the fetch
 *   kept a later date (a test moved the clock forward, a fetch stored that day, and the clock came
 *   back), the control stores the day it served as the newest anyway (`storeDayAsNewest`): a test
 *   that sets a rate sees it. Only this control does that; the scheduled fetch never goes back.
 */

/** Makes the stored rates of `date` (keys.fxRatesOfDay, written by the fetch) the newest (local control only). */
export async function storeDayAsNewest(date: string): Promise<void> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.fxRatesOfDay(date), ConsistentRead: true }),
  );
  if (!Item) throw new Error(`no stored ECB rates of ${date}`);
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...Item, ...keys.fxRates() } }),
  );
}

/** The rates the local stack starts with: units per 1 EUR. */
export const LOCAL_FX_RATES: Readonly<Record<string, number>> = { SEK: 11.5556 };

/** The ECB publishes around 16:00 CET (Stockholm is in the same zone). */
const PUBLISHED_HOUR = 16;

const stockholmParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The reference date (yyyy-mm-dd) of the newest ECB rates at `nowMs`. */
export function ecbReferenceDate(nowMs: number): string {
  const parts = Object.fromEntries(stockholmParts.formatToParts(nowMs).map((p) => [p.type, p.value]));
  const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  if (Number(parts.hour) < PUBLISHED_HOUR) day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The ECB's eurofxref-daily.xml for one date and its rates, in the ECB's own layout. */
export function ecbDailyXml(date: string, rates: Record<string, number>): string {
  const cubes = Object.entries(rates)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>\n`)
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">\n` +
    `\t<gesmes:subject>Reference rates</gesmes:subject>\n` +
    `\t<gesmes:Sender>\n\t\t<gesmes:name>European Central Bank</gesmes:name>\n\t</gesmes:Sender>\n` +
    `\t<Cube>\n\t\t<Cube time='${date}'>\n${cubes}\t\t</Cube>\n\t</Cube>\n</gesmes:Envelope>\n`
  );
}

/** `{"SEK": 11.2}`: currency codes to positive rates (at most 6 decimals), or null. */
export function parseRatesBody(body: unknown): Record<string, number> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  if (!entries.length) return null;
  const rates: Record<string, number> = {};
  for (const [currency, rate] of entries) {
    if (!/^[A-Z]{3}$/.test(currency) || currency === 'EUR') return null;
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0 || rate >= 1e9) return null;
    if (Math.round(rate * 1e6) / 1e6 !== rate) return null;
    rates[currency] = rate;
  }
  return rates;
}

export interface EcbStandinOptions {
  /** The stack's clock (ms). */
  now: () => number;
  /** Runs the orders service's fetch task (so the table holds the rates served); its result is returned. */
  refresh: () => Promise<unknown>;
  /** Keep the rates set across restarts of a persistent stack (`<dataDir>/fx.json`). */
  stateFile?: string;
}

export interface EcbStandin {
  /** Answers /_local/fx and /_local/fx/eurofxref-daily.xml; false for any other path. */
  handle(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean>;
  rates(): Record<string, number>;
}

export const ECB_STANDIN_PATH = '/_local/fx';
export const ECB_STANDIN_FILE = `${ECB_STANDIN_PATH}/eurofxref-daily.xml`;

export function createEcbStandin(options: EcbStandinOptions): EcbStandin {
  let rates: Record<string, number> = { ...LOCAL_FX_RATES };
  if (options.stateFile && existsSync(options.stateFile)) {
    const saved = parseRatesBody(JSON.parse(readFileSync(options.stateFile, 'utf8')));
    if (saved) rates = { ...rates, ...saved };
  }
  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

  return {
    rates: () => ({ ...rates }),
    async handle(req, res, pathname) {
      if (pathname === ECB_STANDIN_FILE && (req.method === 'GET' || req.method === 'HEAD')) {
        res
          .writeHead(200, { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' })
          .end(req.method === 'HEAD' ? undefined : ecbDailyXml(ecbReferenceDate(options.now()), rates));
        return true;
      }
      if (pathname !== ECB_STANDIN_PATH) return false;
      if (req.method === 'GET') {
        json(res, 200, { date: ecbReferenceDate(options.now()), rates });
        return true;
      }
      if (req.method !== 'POST') return false;
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
      } catch {
        body = null;
      }
      const set = parseRatesBody(body);
      if (!set) {
        json(res, 400, {
          error: {
            code: 'validation_error',
            message: 'Body must be JSON like {"SEK": 11.2}: positive rates per 1 EUR',
          },
        });
        return true;
      }
      rates = { ...rates, ...set };
      if (options.stateFile) writeJsonAtomic(options.stateFile, rates);
      try {
        const fetched = (await options.refresh()) as { date?: string; stored?: boolean } | undefined;
        if (fetched?.stored === false && fetched.date) {
          await storeDayAsNewest(fetched.date);
          fetched.stored = true;
        }
        json(res, 200, { date: ecbReferenceDate(options.now()), rates, fetched });
      } catch (err) {
        json(res, 502, { error: { code: 'fetch_failed', message: (err as Error).message }, rates });
      }
      return true;
    },
  };
}
