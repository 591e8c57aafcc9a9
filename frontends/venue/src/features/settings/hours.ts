import { DAYS, type Day } from '@konstvagg/contracts/vocabulary';
import type { ResponseOf } from '@konstvagg/ui';

/** The hours as GET /venues/me answers them and PUT /venues/{id} takes them (the venue-studio contract). */
type OpeningHoursWire = ResponseOf<'myVenueProfile'>['venue']['opening_hours'];
type HoursException = NonNullable<OpeningHoursWire['exceptions']>[number];

/**
 * The opening-hours editor's state and its one translation to and from the API. Pure, so the
 * rules (close after open, one exception per date) are unit tested (hours.test.ts).
 */
export interface DayHours {
  closed: boolean;
  open: string;
  close: string;
}
export interface ExceptionHours {
  /** A stable key for React while the date is being typed. */
  key: string;
  date: string;
  closed: boolean;
  open: string;
  close: string;
  note: string;
}
export interface HoursState {
  days: Record<Day, DayHours>;
  exceptions: ExceptionHours[];
}

const DEFAULT_OPEN = '10:00';
const DEFAULT_CLOSE = '18:00';
export const MAX_EXCEPTIONS = 30;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDay(raw: OpeningHoursWire[Day]): DayHours {
  return raw
    ? { closed: false, open: raw.open, close: raw.close }
    : { closed: true, open: DEFAULT_OPEN, close: DEFAULT_CLOSE };
}

let nextKey = 0;
const newKey = () => `exception-${++nextKey}`;

/** The editor's state from what GET /venues/me sent (missing days are closed). */
export function hoursFromWire(wire: OpeningHoursWire | null | undefined): HoursState {
  const days = Object.fromEntries(DAYS.map((d) => [d, parseDay(wire?.[d])])) as Record<Day, DayHours>;
  const exceptions = (wire?.exceptions ?? []).map((e) => ({
    key: newKey(),
    date: e.date,
    closed: e.closed,
    open: e.open ?? DEFAULT_OPEN,
    close: e.close ?? DEFAULT_CLOSE,
    note: e.note ?? '',
  }));
  return { days, exceptions };
}

/** The PUT /venues/{id} opening_hours value: each weekday {open, close} or null, plus the exceptions. */
export function hoursToWire(state: HoursState): Record<Day, { open: string; close: string } | null> & {
  exceptions: HoursException[];
} {
  const days = Object.fromEntries(
    DAYS.map((d) => {
      const h = state.days[d];
      return [d, h.closed ? null : { open: h.open, close: h.close }];
    }),
  ) as Record<Day, { open: string; close: string } | null>;
  const exceptions = [...state.exceptions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((e): HoursException => {
      const note = e.note.trim();
      return {
        date: e.date,
        closed: e.closed,
        ...(e.closed ? {} : { open: e.open, close: e.close }),
        ...(note ? { note } : {}),
      };
    });
  return { ...days, exceptions };
}

export type HoursProblem = 'time' | 'order' | 'date' | 'duplicate';

/** What is wrong, by field id (`monday`, `exception-3.date`…); empty when the hours can be saved. */
export function hoursProblems(state: HoursState): Record<string, HoursProblem> {
  const problems: Record<string, HoursProblem> = {};
  const checkTimes = (id: string, h: { closed: boolean; open: string; close: string }) => {
    if (h.closed) return;
    if (!TIME.test(h.open) || !TIME.test(h.close)) problems[id] = 'time';
    else if (h.close <= h.open) problems[id] = 'order';
  };
  for (const d of DAYS) checkTimes(d, state.days[d]);
  const seen = new Set<string>();
  for (const e of state.exceptions) {
    if (!DATE.test(e.date) || Number.isNaN(Date.parse(`${e.date}T00:00:00Z`)))
      problems[`${e.key}.date`] = 'date';
    else if (seen.has(e.date)) problems[`${e.key}.date`] = 'duplicate';
    seen.add(e.date);
    checkTimes(`${e.key}.hours`, e);
  }
  return problems;
}

export function setDay(state: HoursState, day: Day, change: Partial<DayHours>): HoursState {
  return { ...state, days: { ...state.days, [day]: { ...state.days[day], ...change } } };
}

/** Gives every weekday the hours of `day` (the "same every day" shortcut). */
export function copyDayToAll(state: HoursState, day: Day): HoursState {
  const source = state.days[day];
  return {
    ...state,
    days: Object.fromEntries(DAYS.map((d) => [d, { ...source }])) as Record<Day, DayHours>,
  };
}

/** Adds an exception on `date` (closed by default, the common case: a holiday). */
export function addException(state: HoursState, date: string): HoursState {
  if (state.exceptions.length >= MAX_EXCEPTIONS) return state;
  return {
    ...state,
    exceptions: [
      ...state.exceptions,
      { key: newKey(), date, closed: true, open: DEFAULT_OPEN, close: DEFAULT_CLOSE, note: '' },
    ],
  };
}

export function setException(state: HoursState, key: string, change: Partial<ExceptionHours>): HoursState {
  return { ...state, exceptions: state.exceptions.map((e) => (e.key === key ? { ...e, ...change } : e)) };
}

export function removeException(state: HoursState, key: string): HoursState {
  return { ...state, exceptions: state.exceptions.filter((e) => e.key !== key) };
}

/** True when two states would save the same hours (the unsaved-changes check). */
export function sameHours(a: HoursState, b: HoursState): boolean {
  return JSON.stringify(hoursToWire(a)) === JSON.stringify(hoursToWire(b));
}
