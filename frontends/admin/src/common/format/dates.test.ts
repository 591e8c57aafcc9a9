import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './dates.ts';

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
});
