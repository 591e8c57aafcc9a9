import { DAYS, type Day, type VenueOpeningHours } from '@konstvagg/contracts/vocabulary';
import type { Language } from '@konstvagg/i18n';

const DAY_NAMES: Record<Language, Record<Day, string>> = {
  en: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  sv: {
    monday: 'Måndag',
    tuesday: 'Tisdag',
    wednesday: 'Onsdag',
    thursday: 'Torsdag',
    friday: 'Fredag',
    saturday: 'Lördag',
    sunday: 'Söndag',
  },
};

export function dayName(day: Day, language: Language): string {
  return DAY_NAMES[language][day];
}

/**
 * "HH:MM-HH:MM" as people read it: "08:00–17:00" in both languages (24-hour clock, en dash), and
 * "08:00–02:00" past midnight. Null (closed) or a malformed value gives null.
 */
export function formatHours(hours: string | null | undefined): string | null {
  if (!hours) return null;
  const match = /^(\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(hours);
  if (!match) return null;
  const [, h1, m1, h2, m2] = match;
  return `${h1}:${m1}–${h2}:${m2}`;
}

export interface WeekRow {
  day: Day;
  hours: string | null;
  today: boolean;
}

/** The week Monday to Sunday with each day's formatted hours (null = closed) and today marked. */
export function weekRows(openingHours: VenueOpeningHours): WeekRow[] {
  return DAYS.map((day) => ({
    day,
    hours: formatHours(openingHours[day]),
    today: openingHours.today.day === day,
  }));
}
