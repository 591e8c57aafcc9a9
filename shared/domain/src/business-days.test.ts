import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { isSwedishBusinessDay, nextStockholmBusinessDay, stockholmDateOf } from './business-days.ts';

// The oracle: a maintained holiday library (Swedish data per SFS 1989:253), public holidays plus
// the bank holidays Midsummer Eve, Christmas Eve and New Year's Eve, on which no payout goes out.
const se = new Holidays('SE');
const oracleDays = new Map<number, Set<string>>();
function oracleHolidays(year: number): Set<string> {
  let days = oracleDays.get(year);
  if (!days) {
    days = new Set(
      se
        .getHolidays(year)
        .filter((h) => h.type === 'public' || h.type === 'bank')
        .map((h) => h.date.slice(0, 10)),
    );
    oracleDays.set(year, days);
  }
  return days;
}
function oracleIsBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !oracleHolidays(Number(date.slice(0, 4))).has(date);
}

describe('Swedish business days', () => {
  it('agree with date-holidays on every day of 2026 to 2030', () => {
    const disagreements: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      if (isSwedishBusinessDay(new Date(`${date}T00:00:00Z`)) !== oracleIsBusinessDay(date))
        disagreements.push(date);
    }
    expect(disagreements).toEqual([]);
  });

  it('T+1 counts the pickup day in Stockholm and pays at 09:00 Stockholm time', () => {
    // Thursday before Midsummer 2027, late evening: Friday is Midsummer Eve -> Monday 28 June, 09:00 CEST.
    expect(nextStockholmBusinessDay(new Date('2027-06-24T21:30:00Z')).toISOString()).toBe(
      '2027-06-28T07:00:00.000Z',
    );
    // A Friday pickup at 00:30 Stockholm (still Thursday in UTC) is a Friday pickup: Monday.
    expect(stockholmDateOf(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(nextStockholmBusinessDay(new Date('2026-11-26T23:30:00Z')).toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
    // Friday 18 June 2027 -> Monday 21 June; 23 December 2026 (Wednesday) -> Monday 28 December.
    expect(nextStockholmBusinessDay(new Date('2027-06-18T10:00:00Z')).toISOString()).toBe(
      '2027-06-21T07:00:00.000Z',
    );
    expect(nextStockholmBusinessDay(new Date('2026-12-23T12:00:00Z')).toISOString()).toBe(
      '2026-12-28T08:00:00.000Z',
    );
  });
});
