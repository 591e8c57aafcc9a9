import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '@konstvagg/contracts';
import { nextOpening, pickupDeadline, swedishClosedDays, venueHoursOn } from './pickup-deadline.ts';

// The oracle, as in business-days.test.ts: public holidays plus the bank holidays (Midsummer Eve,
// Christmas Eve, New Year's Eve).
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
const oracleClosed = (date: string) => oracleHolidays(Number(date.slice(0, 4))).has(date);

const week = (over: Partial<OpeningHours> = {}): OpeningHours => ({
  monday: '10:00-18:00',
  tuesday: '10:00-18:00',
  wednesday: '10:00-18:00',
  thursday: '10:00-18:00',
  friday: '10:00-18:00',
  saturday: '11:00-16:00',
  sunday: null,
  ...over,
});
const closedWeek: OpeningHours = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};

describe('pickupDeadline', () => {
  // [what, paid at (UTC), hours, deadline (UTC)]
  const cases: [string, string, OpeningHours | null, string][] = [
    // The first example: paid Thursday 3 December 00:19 -> Thursday 10 December, 18:00 CET.
    ['the closing time on the 7th day', '2026-12-02T23:19:00Z', week(), '2026-12-10T17:00:00.000Z'],
    // Paid late on a Wednesday evening in Stockholm (still Wednesday): day 7 is Wednesday.
    ['the Stockholm calendar day counts', '2026-12-02T22:30:00Z', week(), '2026-12-09T17:00:00.000Z'],
    // The second example: paid Friday 18 December -> day 7 is Christmas Day, the day before is
    // Christmas Eve: both closed, so Wednesday 23 December, 18:00.
    ['holidays are closed', '2026-12-18T01:27:00Z', week(), '2026-12-23T17:00:00.000Z'],
    [
      'unless an exception opens the venue that day',
      '2026-12-18T01:27:00Z',
      week({
        exceptions: [{ date: '2026-12-25', open: '12:00', close: '15:00', closed: false, note: null }],
      }),
      '2026-12-25T14:00:00.000Z',
    ],
    [
      'an exception closing day 7 moves it back',
      '2026-12-02T23:19:00Z',
      week({
        exceptions: [{ date: '2026-12-10', open: null, close: null, closed: true, note: 'Inventering' }],
      }),
      '2026-12-09T17:00:00.000Z',
    ],
    // Paid on a Sunday: day 7 is a Sunday (closed): Saturday's closing, 16:00.
    ['closed on day 7: the last opening before', '2026-11-29T12:00:00Z', week(), '2026-12-05T15:00:00.000Z'],
    // Summer time starts on Sunday 29 March 2026: day 7 closes at 17:00 CEST (UTC+2).
    ['into summer time', '2026-03-22T11:00:00Z', week({ sunday: '12:00-17:00' }), '2026-03-29T15:00:00.000Z'],
    // Sunday 28 March 2027 is Easter Sunday: closed, so Saturday 27 March, 16:00 CET.
    [
      'a holiday on a weekend is closed too',
      '2027-03-21T11:00:00Z',
      week({ sunday: '12:00-17:00' }),
      '2027-03-27T15:00:00.000Z',
    ],
    // Summer time ends on Sunday 25 October 2026: paid in CEST, collected by 17:00 CET (UTC+1).
    ['into winter time', '2026-10-18T12:00:00Z', week({ sunday: '12:00-17:00' }), '2026-10-25T16:00:00.000Z'],
    // Open past midnight on Fridays: Friday 4 December's span closes on Saturday at 02:00.
    [
      'a span past midnight closes the next morning',
      '2026-11-27T11:00:00Z',
      week({ friday: '18:00-02:00' }),
      '2026-12-05T01:00:00.000Z',
    ],
    // Open only on Mondays; Easter Monday (29 March 2027) is closed and so is every other day of
    // the week: the first opening after day 7, Monday 5 April, 18:00 CEST.
    [
      'no opening within the week: the first one after',
      '2027-03-23T10:00:00Z',
      { ...closedWeek, monday: '10:00-18:00' },
      '2027-04-05T16:00:00.000Z',
    ],
    // No hours at all: 18:00 on business days.
    ['no hours: 18:00 on day 7', '2026-12-02T10:00:00Z', closedWeek, '2026-12-09T17:00:00.000Z'],
    ['no hours: the last business day before', '2026-12-18T10:00:00Z', null, '2026-12-23T17:00:00.000Z'],
    ['no hours and day 7 a Saturday', '2026-11-28T10:00:00Z', closedWeek, '2026-12-04T17:00:00.000Z'],
  ];
  it.each(cases)('%s', (_what, paidAt, hours, deadline) => {
    expect(pickupDeadline(new Date(paidAt), hours).toISOString()).toBe(deadline);
  });

  it('is within the 7 days and at a closing time on a day that is no holiday, for a year of payments', () => {
    const hours = week({ sunday: '12:00-16:00' });
    const stockholm = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' });
    for (let t = Date.UTC(2026, 0, 1, 9, 7); t < Date.UTC(2027, 0, 1); t += 7 * 3_600_000 + 60_000) {
      const paid = new Date(t);
      const deadline = pickupDeadline(paid, hours);
      const what = `${paid.toISOString()} -> ${deadline.toISOString()}`;
      expect(deadline.getTime() - paid.getTime(), what).toBeLessThanOrEqual(8 * 86_400_000);
      expect(deadline.getTime() - paid.getTime(), what).toBeGreaterThan(3 * 86_400_000);
      const date = stockholm.format(deadline);
      expect(oracleClosed(date), what).toBe(false);
      expect(venueHoursOn(hours, date)?.closesAt.getTime(), what).toBe(deadline.getTime());
    }
  });

  it('takes every Swedish public and bank holiday of 2026 to 2030 as closed, as date-holidays lists them', () => {
    for (let year = 2026; year <= 2030; year++) {
      const oracle = [...oracleHolidays(year)].sort();
      expect([...swedishClosedDays(year)].sort()).toEqual(oracle);
    }
  });
});

describe('nextOpening', () => {
  const at = (iso: string, hours: OpeningHours | null = week()) => {
    const o = nextOpening(hours, new Date(iso));
    return o && { date: o.date, open: o.open, close: o.close, openNow: o.openNow };
  };
  it('is today while open, or later today before opening', () => {
    expect(at('2026-12-01T11:00:00Z')).toEqual({
      date: '2026-12-01',
      open: '10:00',
      close: '18:00',
      openNow: true,
    });
    expect(at('2026-12-01T07:00:00Z')).toMatchObject({ date: '2026-12-01', openNow: false });
  });
  it('after closing is the next open day (tomorrow, or after the holidays)', () => {
    expect(at('2026-12-01T18:30:00Z')).toMatchObject({ date: '2026-12-02', open: '10:00', openNow: false });
    // Wednesday 23 December after closing: Christmas Eve, Christmas Day, Boxing Day, Sunday: Monday.
    expect(at('2026-12-23T18:00:00Z')).toMatchObject({ date: '2026-12-28', open: '10:00' });
  });
  it('counts a span past midnight as still open', () => {
    expect(at('2026-12-05T00:30:00Z', week({ friday: '18:00-02:00' }))).toMatchObject({
      date: '2026-12-04',
      openNow: true,
    });
  });
  it('says nothing for a venue without hours', () => {
    expect(at('2026-12-01T11:00:00Z', closedWeek)).toBeNull();
  });
});
