import { DAYS, type Day, type OpeningHours, type VenueOpeningHours } from '@konstvagg/contracts';

const WEEKDAY: Record<string, Day> = {
  Monday: 'monday',
  Tuesday: 'tuesday',
  Wednesday: 'wednesday',
  Thursday: 'thursday',
  Friday: 'friday',
  Saturday: 'saturday',
  Sunday: 'sunday',
};

/** The weekday, date (YYYY-MM-DD) and minutes past midnight in Sweden at `at` (venues keep Swedish time, summer time included). */
function swedishLocalTime(at: Date): { day: Day; date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    weekday: 'long',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: WEEKDAY[get('weekday')] ?? 'monday',
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Is a "HH:MM-HH:MM" span open at `minutes`? A span ending before it starts runs past midnight. */
function isOpenAt(span: string | null | undefined, minutes: number): boolean {
  if (!span) return false;
  const [from = '', to = ''] = span.split('-');
  const start = toMinutes(from),
    end = toMinutes(to);
  return end > start ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/**
 * The week's hours plus today's, as the venue card shows them. An exception for today's date (a
 * holiday, an event) replaces the weekday's hours for today.
 */
export function withToday(hours: Partial<OpeningHours> | undefined, at: Date): VenueOpeningHours {
  const week = Object.fromEntries(DAYS.map((d) => [d, hours?.[d] ?? null])) as Record<Day, string | null>;
  const { day, date, minutes } = swedishLocalTime(at);
  const exception = hours?.exceptions?.find((e) => e.date === date);
  const todays = exception
    ? exception.closed || !exception.open || !exception.close
      ? null
      : `${exception.open}-${exception.close}`
    : week[day];
  // Still open from yesterday's late span counts as open now.
  const yesterday = DAYS[(DAYS.indexOf(day) + 6) % 7]!;
  const lateYesterday = week[yesterday];
  const overnight =
    lateYesterday &&
    toMinutes(lateYesterday.slice(6)) < toMinutes(lateYesterday.slice(0, 5)) &&
    minutes < toMinutes(lateYesterday.slice(6));
  return {
    ...week,
    today: { day, hours: todays, open_now: isOpenAt(todays, minutes) || Boolean(overnight) },
  };
}
