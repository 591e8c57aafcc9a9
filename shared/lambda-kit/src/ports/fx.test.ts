import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FxRatesRecord } from '@konstvagg/domain';
import { apiMessage } from '@konstvagg/i18n';
import { AppError } from '../errors.ts';
import {
  FX_MAX_AGE_DAYS,
  fx,
  latestRates,
  rateAgeDays,
  rateFor,
  rateFromRecord,
  recordFx,
  useFx,
} from './fx.ts';

const record = (date: string, rates: Record<string, number> = { SEK: 11.5556 }): FxRatesRecord => ({
  entity: 'fx_rates',
  source: 'ecb',
  date,
  rates,
  fetched_at: `${date}T14:31:00.000Z`,
  updated_at: `${date}T14:31:00.000Z`,
});

/** 2026-03-06 is a Friday. */
const FRIDAY = record('2026-03-06');
const at = (iso: string) => new Date(iso);

afterEach(() => useFx(null));

describe('rateFromRecord', () => {
  it('gives the stored rate and its ECB date', () => {
    expect(rateFromRecord(FRIDAY, 'SEK', at('2026-03-06T16:00:00Z'))).toEqual({
      rate: 11.5556,
      date: '2026-03-06',
    });
    expect(rateFromRecord(FRIDAY, 'sek', at('2026-03-06T16:00:00Z')).rate).toBe(11.5556);
  });

  it('keeps a rate over a weekend and up to FX_MAX_AGE_DAYS working days (Stockholm), not one more', () => {
    expect(FX_MAX_AGE_DAYS).toBe(4);
    // Friday's rate: Monday is 1 working day later, Tuesday 2.
    expect(rateAgeDays('2026-03-06', at('2026-03-09T12:00:00Z'))).toBe(1);
    expect(rateAgeDays('2026-03-06', at('2026-03-10T12:00:00Z'))).toBe(2);
    // Thursday just before midnight in Stockholm (22:59 UTC, CET): 4 working days, still used.
    expect(rateFromRecord(FRIDAY, 'SEK', at('2026-03-12T22:59:59Z')).rate).toBe(11.5556);
    // Friday 00:00 in Stockholm: 5, refused.
    expect(() => rateFromRecord(FRIDAY, 'SEK', at('2026-03-12T23:00:00Z'))).toThrow(AppError);
    expect(rateAgeDays('2026-03-06', at('2026-03-12T23:00:00Z'))).toBe(5);
  });

  it('keeps Thursday’s rate over Easter (no ECB rates on Good Friday and Easter Monday)', () => {
    // Maundy Thursday 2 April 2026; on the Tuesday after Easter, 7 April: Fri, Mon, Tue.
    expect(rateAgeDays('2026-04-02', at('2026-04-07T12:00:00Z'))).toBe(3);
    expect(rateFromRecord({ ...FRIDAY, date: '2026-04-02' }, 'SEK', at('2026-04-07T12:00:00Z')).date).toBe(
      '2026-04-02',
    );
  });

  it('answers 503 rate_unavailable with Retry-After, and its message in sv and en', () => {
    let thrown: unknown;
    try {
      rateFromRecord(FRIDAY, 'SEK', at('2026-03-13T12:00:00Z'));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    const e = thrown as AppError;
    expect([e.status, e.code, e.messageKey]).toEqual([503, 'rate_unavailable', 'error.rate_unavailable']);
    expect(Number(e.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect(apiMessage('en', e.messageKey)).toMatch(/exchange rate/);
    expect(apiMessage('sv', e.messageKey)).toMatch(/växelkurs/);
  });

  it('refuses a missing record, an unknown currency, and a rate that is not a positive number', () => {
    const now = at('2026-03-06T16:00:00Z');
    for (const [rec, currency] of [
      [null, 'SEK'],
      [FRIDAY, 'NOK'],
      [record('2026-03-06', { SEK: 0 }), 'SEK'],
      [record('2026-03-06', { SEK: -1 }), 'SEK'],
      [record('2026-03-06', { SEK: Number.NaN }), 'SEK'],
      [record('2026-03-06', { SEK: '11.5' as unknown as number }), 'SEK'],
      [record('not a date'), 'SEK'],
    ] as const) {
      expect(() => rateFromRecord(rec, currency, now), `${JSON.stringify(rec)} ${currency}`).toThrow(
        expect.objectContaining({ status: 503, code: 'rate_unavailable' }),
      );
    }
  });

  it('gives rate 1 for the list currency, whatever is stored', () => {
    expect(rateFromRecord(null, 'EUR', at('2026-03-06T23:30:00Z'))).toEqual({ rate: 1, date: '2026-03-07' });
  });
});

describe('the port', () => {
  it('is swappable, and reads nothing for EUR', async () => {
    const read = vi.fn(async () => FRIDAY);
    useFx(recordFx(read));
    expect(await rateFor('EUR')).toMatchObject({ rate: 1 });
    expect(read).not.toHaveBeenCalled();
    expect(await rateFor('SEK', at('2026-03-09T08:00:00Z'))).toEqual({ rate: 11.5556, date: '2026-03-06' });
    expect(await latestRates()).toBe(FRIDAY);
    await expect(fx().rateFor('SEK', at('2026-03-13T08:00:00Z'))).rejects.toMatchObject({
      status: 503,
      code: 'rate_unavailable',
    });
  });
});
