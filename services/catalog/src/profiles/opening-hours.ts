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

/** The weekday and minutes past midnight in Sweden at `at` (venues keep Swedish time, summer time included). */
export function swedishLocalTime(at: Date): { day: Day; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: WEEKDAY[get('weekday')] ?? 'monday',
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Is a "HH:MM-HH:MM" span open at `minutes`? A span ending before it starts runs past midnight. */
export function isOpenAt(span: string | null | undefined, minutes: number): boolean {
  if (!span) return false;
  const [from = '', to = ''] = span.split('-');
  const start = toMinutes(from),
    end = toMinutes(to);
  return end > start ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** The week's hours plus today's, as the venue card shows them. */
export function withToday(hours: Partial<OpeningHours> | undefined, at: Date): VenueOpeningHours {
  const week = Object.fromEntries(DAYS.map((d) => [d, hours?.[d] ?? null])) as Record<Day, string | null>;
  const { day, minutes } = swedishLocalTime(at);
  // Still open from yesterday's late span counts as open now.
  const yesterday = DAYS[(DAYS.indexOf(day) + 6) % 7]!;
  const lateYesterday = week[yesterday];
  const overnight =
    lateYesterday &&
    toMinutes(lateYesterday.slice(6)) < toMinutes(lateYesterday.slice(0, 5)) &&
    minutes < toMinutes(lateYesterday.slice(6));
  return {
    ...week,
    today: { day, hours: week[day], open_now: isOpenAt(week[day], minutes) || Boolean(overnight) },
  };
}
