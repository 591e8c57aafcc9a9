/**
 * Swedish business days for payouts (T+1 after pickup): weekends and Swedish public holidays are skipped.
 * Holidays: New Year, Epiphany, Good Friday, Easter Monday, 1 May, Ascension, National Day (6 June),
 * Midsummer Eve (bank holiday), Christmas Eve, Christmas Day, Boxing Day, New Year's Eve.
 */
export function easterSunday(year: number): Date {
  // Anonymous Gregorian algorithm.
  const a = year % 19,
    b = Math.floor(year / 100),
    c = year % 100;
  const d = Math.floor(b / 4),
    e = b % 4,
    f = Math.floor((b + 8) / 25),
    g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30,
    i = Math.floor(c / 4),
    k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7,
    m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31),
    day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

export function swedishHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  // Midsummer Eve: the Friday between 19 and 25 June.
  let midsummerEve = new Date(Date.UTC(year, 5, 19));
  while (midsummerEve.getUTCDay() !== 5) midsummerEve = addDays(midsummerEve, 1);
  return new Set([
    `${year}-01-01`,
    `${year}-01-06`,
    iso(addDays(easter, -2)),
    iso(addDays(easter, 1)),
    `${year}-05-01`,
    iso(addDays(easter, 39)),
    `${year}-06-06`,
    iso(midsummerEve),
    `${year}-12-24`,
    `${year}-12-25`,
    `${year}-12-26`,
    `${year}-12-31`,
  ]);
}

export function isSwedishBusinessDay(date: Date): boolean {
  const day = date.getUTCDay();
  if (day === 0 || day === 6) return false;
  return !swedishHolidays(date.getUTCFullYear()).has(iso(date));
}

/** The next Swedish business day strictly after the given date (UTC calendar date), at 09:00 UTC. */
export function nextBusinessDay(after: Date): Date {
  let d = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate()));
  do d = addDays(d, 1);
  while (!isSwedishBusinessDay(d));
  return new Date(d.getTime() + 9 * 3_600_000);
}

export const STOCKHOLM_TIME_ZONE = 'Europe/Stockholm';

const stockholmDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: STOCKHOLM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (yyyy-mm-dd) an instant falls on in Stockholm. */
export function stockholmDateOf(instant: Date): string {
  return stockholmDate.format(instant);
}

const stockholmHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: STOCKHOLM_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The instant a Stockholm wall time (date yyyy-mm-dd, hour) names: CET or CEST as it applies that day. */
export function stockholmWallTime(date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // Stockholm is UTC+1 or UTC+2: try both and keep the one whose wall time matches.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(wall - offsetHours * 3_600_000);
    const parts = stockholmHour.format(candidate);
    if (Number(parts) === hour && stockholmDateOf(candidate) === date) return candidate;
  }
  return new Date(wall - 3_600_000);
}

/** The hour (Stockholm time) payouts go out on their business day. */
export const PAYOUT_HOUR_STOCKHOLM = 9;

/**
 * T+1 for a payout: the next Swedish business day after the Stockholm calendar day of `after`
 * (a pickup at 00:30 on a Friday in Stockholm is a Friday pickup, whatever UTC says), at
 * PAYOUT_HOUR_STOCKHOLM Stockholm time.
 */
export function nextStockholmBusinessDay(after: Date): Date {
  let d = new Date(`${stockholmDateOf(after)}T00:00:00Z`);
  do d = addDays(d, 1);
  while (!isSwedishBusinessDay(d));
  return stockholmWallTime(iso(d), PAYOUT_HOUR_STOCKHOLM);
}
