import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertFromList, keys, marketFor, type FxRatesRecord } from '@konstvagg/domain';
import { apiMessage } from '@konstvagg/i18n';
import { AppError } from '@konstvagg/lambda-kit/errors';
import { FX_MAX_AGE_DAYS, latestRates, rateFor } from '@konstvagg/lambda-kit/ports/fx';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import {
  ecbDailyXml,
  ecbReferenceDate,
  ECB_STANDIN_FILE,
  LOCAL_FX_RATES,
} from '@konstvagg/local-runtime/engines/ecb-rates';
import { apiBaseUrl, getJson, postJson, stackEnv } from '@konstvagg/test-kit';
import { handler } from '../src/handler.ts';
import { parseEcbDaily } from '../src/tasks/fx-rates.ts';

/**
 * The daily ECB rates against the whole local stack (issue 40): the stack has a rate from the
 * start, read over HTTP from the ECB stand-in by the same fetch task the AWS schedule runs;
 * `POST /_local/fx` changes it at once; a garbage or older feed leaves it; a rate older than
 * FX_MAX_AGE_DAYS is refused with a 503 in Swedish and English.
 */

const DAY_MS = 86_400_000;
const runTask = () =>
  (handler as unknown as (e: unknown, c: unknown) => Promise<unknown>)({ task: 'fx-rates' }, undefined);

let stackNow: number;

/** A feed the test serves itself (what the ECB might send on a bad day). */
let feedBody = '';
let feedStatus = 200;
const feed = http.createServer((_req, res) => {
  res.writeHead(feedStatus, { 'content-type': 'text/xml' }).end(feedBody);
});
let feedUrl: string;

async function withFeed<T>(body: string, run: () => Promise<T>, status = 200): Promise<T> {
  feedBody = body;
  feedStatus = status;
  const saved = process.env.ECB_RATES_URL;
  process.env.ECB_RATES_URL = feedUrl;
  try {
    return await run();
  } finally {
    process.env.ECB_RATES_URL = saved;
  }
}

const stored = async () => (await latestRates()) as FxRatesRecord;
const dayItem = async (date: string) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.fxRatesOfDay(date) })))
    .Item as FxRatesRecord | undefined;

beforeAll(async () => {
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'SILENT' });
  stackNow = ((await getJson('/_local/clock')).body as { nowMs: number }).nowMs;
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/eurofxref-daily.xml`;
});

afterAll(async () => {
  // One stack serves every test file: the seeded rate again.
  await postJson('/_local/fx', LOCAL_FX_RATES);
  await new Promise<void>((resolve) => feed.close(() => resolve()));
});

describe('the ECB rates, locally', () => {
  it('are served by the stand-in in the ECB’s shape, and the stack has stored a rate from the start', async () => {
    expect(stackEnv().ECB_RATES_URL).toBe(`${apiBaseUrl()}${ECB_STANDIN_FILE}`);
    const res = await fetch(stackEnv().ECB_RATES_URL!);
    expect(res.status).toBe(200);
    const served = parseEcbDaily(await res.text());
    expect(served.date).toBe(ecbReferenceDate(stackNow));
    expect(served.rates.SEK).toBeGreaterThan(0);

    const record = await stored();
    expect(record).toMatchObject({ entity: 'fx_rates', source: 'ecb' });
    expect(record.rates.SEK).toBe(served.rates.SEK);
    // The served day, or a later one: a test file before this one may have moved the stack's clock
    // forward (a fetch stored that day) and back; the stored date never goes back.
    expect(record.date >= served.date, `${record.date} >= ${served.date}`).toBe(true);
    const { rate, date } = await rateFor('SEK', new Date(stackNow));
    expect([rate, date]).toEqual([served.rates.SEK, record.date]);
  });

  it('POST /_local/fx {"SEK": 11.2} sets the rate and stores it at once', async () => {
    const res = await postJson<{ rates: Record<string, number>; fetched: { stored: boolean } }>(
      '/_local/fx',
      {
        SEK: 11.2,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.rates.SEK).toBe(11.2);
    expect(res.body.fetched.stored).toBe(true);

    const record = await stored();
    expect(record.rates.SEK).toBe(11.2);
    expect((await rateFor('SEK', new Date(stackNow))).rate).toBe(11.2);
    expect((await dayItem(record.date))?.rates.SEK).toBe(11.2);
    // 450.00 EUR at 11.2 = 5 040 kr.
    expect(convertFromList(45_000, marketFor('SE'), record.rates.SEK!)).toBe(504_000);
    // EUR needs no rate.
    expect(await rateFor('EUR')).toMatchObject({ rate: 1 });

    expect((await postJson('/_local/fx', { SEK: -1 })).status).toBe(400);
    expect((await postJson('/_local/fx', { sek: 11 })).status).toBe(400);
    expect((await stored()).rates.SEK).toBe(11.2);
  });

  it('a garbage feed, an error page or an older date leaves the stored rate; the run fails (retries, then the dead letters)', async () => {
    const before = await stored();
    for (const [body, status] of [
      ['<html><body>Service Unavailable</body></html>', 200],
      [ecbDailyXml(before.date, { SEK: 11.2 }), 503],
      [ecbDailyXml(before.date, { SEK: 0 }), 200],
      [ecbDailyXml(before.date, { USD: 1.08 }), 200],
      [ecbDailyXml(before.date, { SEK: 12 }).replace(/<Cube time='[^']+'>/, '<Cube>'), 200],
    ] as const) {
      await expect(withFeed(body, runTask, status), body.slice(-120)).rejects.toThrow();
    }
    // An older date (a late retry of an earlier day) is kept as that day's, never as the newest.
    const older = new Date(Date.parse(`${before.date}T12:00:00Z`) - 7 * DAY_MS).toISOString().slice(0, 10);
    const result = await withFeed(ecbDailyXml(older, { SEK: 10.9 }), runTask);
    expect(result).toMatchObject({ date: older, stored: false });
    expect((await dayItem(older))?.rates.SEK).toBe(10.9);

    const after = await stored();
    expect(after.rates).toEqual(before.rates);
    expect(after.date).toBe(before.date);
    expect(after.updated_at).toBe(before.updated_at);
  });

  it(`refuses a rate more than ${FX_MAX_AGE_DAYS} working days old: 503 rate_unavailable, in Swedish and English`, async () => {
    const { date } = await stored();
    // Noon on the n-th working day (Monday to Friday) after the rate's date.
    const noon = (workingDays: number) => {
      let t = Date.parse(`${date}T10:00:00Z`);
      for (let n = 0; n < workingDays;) {
        t += DAY_MS;
        if (![0, 6].includes(new Date(t).getUTCDay())) n += 1;
      }
      return new Date(t);
    };
    expect((await rateFor('SEK', noon(FX_MAX_AGE_DAYS))).date).toBe(date);
    let thrown: unknown;
    await rateFor('SEK', noon(FX_MAX_AGE_DAYS + 1)).catch((err: unknown) => (thrown = err));
    expect(thrown).toBeInstanceOf(AppError);
    const e = thrown as AppError;
    expect({ status: e.status, code: e.code }).toEqual({ status: 503, code: 'rate_unavailable' });
    expect(e.headers?.['Retry-After']).toMatch(/^\d+$/);
    expect(apiMessage('sv', e.messageKey)).toContain('växelkurs');
    expect(apiMessage('en', e.messageKey)).toContain('exchange rate');
    // A currency with no rate at all answers the same.
    await expect(rateFor('NOK', noon(0))).rejects.toMatchObject({ status: 503, code: 'rate_unavailable' });
  });
});
