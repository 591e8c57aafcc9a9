import { describe, expect, it } from 'vitest';
import { venueOpeningHoursFormSchema, type OpeningHours } from '@konstvagg/contracts';
import { withToday } from '../profiles/opening-hours.ts';
import { toOpeningHoursForm, toStoredOpeningHours } from './me-view.ts';

const week: OpeningHours = {
  monday: '08:00-17:00',
  tuesday: '08:00-17:00',
  wednesday: '08:00-17:00',
  thursday: '08:00-17:00',
  friday: '08:00-17:00',
  saturday: null,
  sunday: null,
};
// Thursday 24 December 2026, 12:00 in Stockholm (11:00 UTC).
const christmasEveNoon = new Date('2026-12-24T11:00:00.000Z');

describe("the public page's today", () => {
  it("shows the weekday's hours when no exception names today", () => {
    expect(withToday(week, christmasEveNoon).today).toEqual({
      day: 'thursday',
      hours: '08:00-17:00',
      open_now: true,
    });
  });

  it('shows an exception for today: closed all day, or other hours', () => {
    const closed = {
      ...week,
      exceptions: [{ date: '2026-12-24', open: null, close: null, closed: true, note: 'Jul' }],
    };
    expect(withToday(closed, christmasEveNoon).today).toEqual({
      day: 'thursday',
      hours: null,
      open_now: false,
    });
    const short = {
      ...week,
      exceptions: [{ date: '2026-12-24', open: '09:00', close: '11:30', closed: false, note: null }],
    };
    expect(withToday(short, christmasEveNoon).today).toEqual({
      day: 'thursday',
      hours: '09:00-11:30',
      open_now: false,
    });
    // The week itself is unchanged, and exceptions on other dates do not matter today.
    const other = {
      ...week,
      exceptions: [{ date: '2026-12-31', open: null, close: null, closed: true, note: null }],
    };
    expect(withToday(other, christmasEveNoon)).toMatchObject({
      thursday: '08:00-17:00',
      today: { open_now: true },
    });
  });
});

describe('the settings form of the hours', () => {
  it('round-trips the stored hours, exceptions sorted by date', () => {
    const form = venueOpeningHoursFormSchema.parse({
      monday: { open: '08:00', close: '17:00' },
      exceptions: [
        { date: '2026-12-31', open: '10:00', close: '14:00', closed: false },
        { date: '2026-12-24', closed: true, open: '10:00', close: '12:00' },
      ],
    });
    const stored = toStoredOpeningHours(form);
    expect(stored).toMatchObject({ monday: '08:00-17:00', tuesday: null, sunday: null });
    expect(stored.exceptions).toEqual([
      { date: '2026-12-24', open: null, close: null, closed: true, note: null },
      { date: '2026-12-31', open: '10:00', close: '14:00', closed: false, note: null },
    ]);
    const back = toOpeningHoursForm(stored);
    expect(back.monday).toEqual({ open: '08:00', close: '17:00' });
    expect(back.tuesday).toBeNull();
    expect(back.exceptions).toEqual(stored.exceptions);
    expect(toOpeningHoursForm(week).exceptions).toEqual([]);
  });
});
