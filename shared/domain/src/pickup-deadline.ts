/**
 * When a buyer can collect a paid work (issue 38): the pickup deadline and the venue's next
 * opening, from the venue's opening hours, in Stockholm time.
 *
 * - A day's hours: a dated exception first (closed, or open from-to), else a Swedish public holiday
 *   (`swedishClosedDays`: the public holidays, those on a weekend too, plus Midsummer Eve, Christmas
 *   Eve and New Year's Eve) is closed, else the weekday's "HH:MM-HH:MM" (null: closed). A span that ends before it starts
 *   runs past midnight and closes the next morning.
 * - The deadline is the venue's closing time on the 7th Stockholm calendar day after the payment
 *   (PICKUP_WINDOW_HOURS / 24), or, when the venue is closed that day, the closing time of its last
 *   open day before it (never the day of payment itself). A venue closed on all of those days
 *   (a long holiday closing) gets the closing time of its first open day after the 7th, up to two
 *   weeks on; failing that, the default below.
 * - A venue that states no hours at all (every weekday null, no exceptions) is treated as open
 *   DEFAULT_PICKUP_HOURS on business days (Swedish holidays and weekends closed): 18:00 on the 7th
 *   day, or on the last business day before it.
 */
import { PICKUP_WINDOW_HOURS } from '@konstvagg/rules';
import { DAYS, type OpeningHours } from '@konstvagg/contracts';
import {
  easterSunday,
  isSwedishBusinessDay,
  stockholmDateOf,
  stockholmWallTime,
  swedishHolidays,
} from './business-days.ts';

/** The hours assumed for a venue that states none: an ordinary shop's day, weekdays only. */
export const DEFAULT_PICKUP_HOURS = { open: '10:00', close: '18:00' } as const;

/** The pickup window in Stockholm calendar days. */
export const PICKUP_WINDOW_DAYS = PICKUP_WINDOW_HOURS / 24;

/** How far past the 7th day the deadline looks for an open day of a venue closed all week. */
const LOOK_AHEAD_DAYS = 14;

type Hours = Partial<OpeningHours> | null | undefined;

/** One day's opening: the Stockholm date and its from and to as "HH:MM" (`to` may be the next morning). */
export interface DaySpan {
  date: string;
  open: string;
  close: string;
  opensAt: Date;
  closesAt: Date;
}

const closedDays = new Map<number, Set<string>>();

/**
 * The days a Swedish venue is taken to be closed unless its hours say otherwise: the business-day
 * holidays (`swedishHolidays`) plus the public holidays that always fall on a weekend (Easter
 * Sunday, Whit Sunday, Midsummer Day, All Saints' Day), which payouts never needed.
 */
export function swedishClosedDays(year: number): Set<string> {
  let days = closedDays.get(year);
  if (!days) {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const after = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
    const easter = easterSunday(year);
    // Midsummer Day: the Saturday between 20 and 26 June; All Saints' Day: between 31 October and 6 November.
    const saturdayFrom = (month: number, date: number) => {
      let d = new Date(Date.UTC(year, month, date));
      while (d.getUTCDay() !== 6) d = after(d, 1);
      return day(d);
    };
    days = new Set([
      ...swedishHolidays(year),
      day(easter),
      day(after(easter, 49)),
      saturdayFrom(5, 20),
      saturdayFrom(9, 31),
    ]);
    closedDays.set(year, days);
  }
  return days;
}

const SPAN = /^(\d\d):(\d\d)-(\d\d):(\d\d)$/;

/** The date n calendar days after a yyyy-mm-dd date. */
export function addCalendarDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const weekdayOf = (date: string) => DAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;

/** Whether the venue states any hours at all (a weekday span or an open exception). */
export function statesHours(hours: Hours): boolean {
  if (!hours) return false;
  return DAYS.some((d) => !!hours[d]) || (hours.exceptions ?? []).some((e) => !e.closed && e.open && e.close);
}

function spanOf(date: string, from: string, to: string): DaySpan | null {
  const match = SPAN.exec(`${from}-${to}`);
  if (!match) return null;
  const [, oh, om, ch, cm] = match.map(Number) as [number, number, number, number, number];
  const overnight = ch * 60 + cm <= oh * 60 + om;
  return {
    date,
    open: from,
    close: to,
    opensAt: stockholmWallTime(date, oh, om),
    closesAt: stockholmWallTime(overnight ? addCalendarDays(date, 1) : date, ch, cm),
  };
}

/**
 * The venue's opening on a Stockholm date, or null when it is closed that day: the date's
 * exception, else closed on a Swedish holiday, else the weekday's hours (DEFAULT_PICKUP_HOURS on
 * business days for a venue that states none).
 */
export function venueHoursOn(hours: Hours, date: string): DaySpan | null {
  if (!statesHours(hours)) {
    return isSwedishBusinessDay(new Date(`${date}T00:00:00Z`))
      ? spanOf(date, DEFAULT_PICKUP_HOURS.open, DEFAULT_PICKUP_HOURS.close)
      : null;
  }
  const exception = hours?.exceptions?.find((e) => e.date === date);
  if (exception) {
    return exception.closed || !exception.open || !exception.close
      ? null
      : spanOf(date, exception.open, exception.close);
  }
  if (swedishClosedDays(Number(date.slice(0, 4))).has(date)) return null;
  const span = hours?.[weekdayOf(date)];
  if (!span) return null;
  const [from = '', to = ''] = span.split('-');
  return spanOf(date, from, to);
}

/** The pickup deadline of a work paid at `paidAt` at a venue with these hours (see the file's comment). */
export function pickupDeadline(paidAt: Date, hours: Hours): Date {
  const paidDate = stockholmDateOf(paidAt);
  for (let day = PICKUP_WINDOW_DAYS; day >= 1; day--) {
    const span = venueHoursOn(hours, addCalendarDays(paidDate, day));
    if (span && span.closesAt > paidAt) return span.closesAt;
  }
  for (let day = PICKUP_WINDOW_DAYS + 1; day <= PICKUP_WINDOW_DAYS + LOOK_AHEAD_DAYS; day++) {
    const span = venueHoursOn(hours, addCalendarDays(paidDate, day));
    if (span) return span.closesAt;
  }
  const [h, m] = DEFAULT_PICKUP_HOURS.close.split(':').map(Number) as [number, number];
  return stockholmWallTime(addCalendarDays(paidDate, PICKUP_WINDOW_DAYS), h, m);
}

/**
 * The venue's opening that is current at `at` or comes next (up to two weeks on): `openNow` when
 * `at` lies inside it. Null for a venue that states no hours (the default is for the deadline
 * only: no one should be told a guess) or has no opening in that time.
 */
export function nextOpening(hours: Hours, at: Date): (DaySpan & { openNow: boolean }) | null {
  if (!statesHours(hours)) return null;
  const today = stockholmDateOf(at);
  // Yesterday's span may still run past midnight.
  for (let day = -1; day <= LOOK_AHEAD_DAYS; day++) {
    const span = venueHoursOn(hours, addCalendarDays(today, day));
    if (span && span.closesAt > at) return { ...span, openNow: span.opensAt <= at };
  }
  return null;
}
