import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, parseDay } from './dates.ts';

describe('admin dates', () => {
  it('are Stockholm wall-clock time on the 24-hour clock in both languages (issue 38)', () => {
    // 23:44 UTC on 1 December is 00:44 on 2 December in Stockholm.
    expect(formatDateTime('2026-12-01T23:44:00Z', 'en')).toBe('2 Dec 2026, 00:44');
    expect(formatDateTime('2026-12-01T23:44:00Z', 'sv')).toBe('2 dec. 2026 00:44');
    // Summer time: 13:05 UTC is 15:05, never "3:05 PM".
    expect(formatDateTime('2026-07-01T13:05:00Z', 'en')).toBe('1 Jul 2026, 15:05');
    expect(formatDateTime('2026-07-01T13:05:00Z', 'en')).not.toMatch(/AM|PM/i);
    expect(formatDate('2026-12-01T23:44:00Z', 'en')).toBe('2 Dec 2026');
    expect(formatDate(null, 'sv')).toBe('');
  });

  it('labels calendar days without moving them across a time zone', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('1 Dec');
    expect(formatDay('2026-12-01', 'sv')).toBe('1 dec.');
    expect(formatDay('2026-12-01', 'en', 'month')).toBe('Dec 2026');
  });

  it('reads a typed day as YYYY-MM-DD, with any common separator, and refuses what is not a day', () => {
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
