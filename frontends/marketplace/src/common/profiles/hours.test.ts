import { describe, expect, it } from 'vitest';
import { DAYS, type VenueOpeningHours } from '@konstvagg/contracts/vocabulary';
import { dayName, formatHours, weekRows } from './hours.ts';

const hours: VenueOpeningHours = {
  monday: '08:00-17:00',
  tuesday: '08:00-17:00',
  wednesday: '08:00-17:00',
  thursday: '08:00-22:00',
  friday: '10:00-02:00',
  saturday: '10:00-02:00',
  sunday: null,
  today: { day: 'friday', hours: '10:00-02:00', open_now: true },
};

describe('opening hours', () => {
  it('formats HH:MM-HH:MM with an en dash, closed and malformed as null', () => {
    expect(formatHours('08:00-17:00')).toBe('08:00–17:00');
    expect(formatHours('10:00-02:00')).toBe('10:00–02:00');
    expect(formatHours(null)).toBeNull();
    expect(formatHours(undefined)).toBeNull();
    expect(formatHours('8-17')).toBeNull();
  });

  it('lists the week Monday to Sunday with today marked', () => {
    const rows = weekRows(hours);
    expect(rows.map((r) => r.day)).toEqual([...DAYS]);
    expect(rows.filter((r) => r.today).map((r) => r.day)).toEqual(['friday']);
    expect(rows[6]).toEqual({ day: 'sunday', hours: null, today: false });
    expect(rows[4]?.hours).toBe('10:00–02:00');
  });

  it('names days in both languages', () => {
    expect(dayName('saturday', 'sv')).toBe('Lördag');
    expect(dayName('saturday', 'en')).toBe('Saturday');
  });
});
