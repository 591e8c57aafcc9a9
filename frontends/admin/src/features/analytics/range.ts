import { parseDay } from '@konstvagg/ui/forms';

/** The analytics page's range in the URL (`?from&to&granularity`), with defaults and checks. */
export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
export const MAX_DAYS = 366;
const DEFAULT_DAYS = 30;

const stockholm = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as a Swedish calendar day (the counters' days). */
export const stockholmToday = (at = new Date()) => stockholm.format(at);

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const shiftDay = (day: string, n: number) => new Date(utc(day) + n * 86_400_000).toISOString().slice(0, 10);
const isDay = (s: string | null): s is string => !!s && parseDay(s) === s;

export interface Range {
  from: string;
  to: string;
  granularity: Granularity;
}

/** The range the URL asks for; missing or malformed parts fall back to the last 30 days, by day. */
export function rangeFromParams(params: URLSearchParams, today = stockholmToday()): Range {
  const to = isDay(params.get('to')) ? params.get('to')! : today;
  const from = isDay(params.get('from')) ? params.get('from')! : shiftDay(to, -(DEFAULT_DAYS - 1));
  const g = params.get('granularity');
  return {
    from,
    to,
    granularity: (GRANULARITIES as readonly string[]).includes(g ?? '') ? (g as Granularity) : 'day',
  };
}

/** What is wrong with a range, as a message id per field (empty when it can be asked for). */
export function rangeProblems(r: Range): Partial<Record<'from' | 'to', string>> {
  if (!isDay(r.from)) return { from: 'date.unreadable' };
  if (!isDay(r.to)) return { to: 'date.unreadable' };
  if (utc(r.from) > utc(r.to)) return { to: 'analytics.range.order' };
  if ((utc(r.to) - utc(r.from)) / 86_400_000 + 1 > MAX_DAYS) return { to: 'analytics.range.tooLong' };
  return {};
}
