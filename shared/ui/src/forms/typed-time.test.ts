import { describe, expect, it } from 'vitest';
import { parseClock, parseDay } from './typed-time.ts';

describe('a typed day', () => {
  it('reads as YYYY-MM-DD with any common separator, and refuses what is not a day', () => {
    expect(parseDay('2026-12-01')).toBe('2026-12-01');
    expect(parseDay(' 2026-12-1 ')).toBe('2026-12-01');
    expect(parseDay('2026/12/01')).toBe('2026-12-01');
    expect(parseDay('2026.12.01')).toBe('2026-12-01');
    expect(parseDay('20261201')).toBe('2026-12-01');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('12/01/2026')).toBeNull();
    expect(parseDay('2026-12')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
});

describe('a typed time of day', () => {
  it('reads as HH:MM on the 24-hour clock, and refuses what is not a time', () => {
    expect(parseClock('07:30')).toBe('07:30');
    expect(parseClock('7:30')).toBe('07:30');
    expect(parseClock('7.30')).toBe('07:30');
    expect(parseClock('730')).toBe('07:30');
    expect(parseClock('1830')).toBe('18:30');
    expect(parseClock('7')).toBe('07:00');
    expect(parseClock(' 23:59 ')).toBe('23:59');
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('07:60')).toBeNull();
    expect(parseClock('7:30 PM')).toBeNull();
    expect(parseClock('')).toBeNull();
  });
});
