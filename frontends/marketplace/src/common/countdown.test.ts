import { describe, expect, it } from 'vitest';
import { formatClock, formatSpan, localDeadline, remaining } from './countdown.ts';

const now = Date.parse('2026-06-01T10:00:00Z');
const plus = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('countdown', () => {
  it('shows the reservation as a clock, and zero once it has lapsed', () => {
    expect(formatClock(remaining(plus(15 * 60), now))).toBe('15:00');
    expect(formatClock(remaining(plus(9 * 60 + 5), now))).toBe('9:05');
    expect(formatClock(remaining(plus(3600 + 2 * 60 + 3), now))).toBe('1:02:03');
    const lapsed = remaining(plus(-30), now);
    expect(lapsed.expired).toBe(true);
    expect(formatClock(lapsed)).toBe('0:00');
  });

  it('counts the reservation on this device from when the answer came, whatever the server clock says', () => {
    // The server is three days ahead of this phone (or its clock was moved): still 15:00 to go.
    const server = now + 3 * 86_400_000;
    const deadline = localDeadline(
      new Date(server + 15 * 60_000).toISOString(),
      new Date(server).toISOString(),
      now,
    );
    expect(formatClock(remaining(deadline, now))).toBe('15:00');
    expect(formatClock(remaining(deadline, now + 60_000))).toBe('14:00');
  });

  it('says a pickup deadline in words, in Swedish and English', () => {
    const week = remaining(plus(6 * 86_400 + 23 * 3600 + 59 * 60), now);
    expect(formatSpan(week, 'en')).toBe('6 days, 23 hours');
    expect(formatSpan(week, 'sv')).toBe('6 dygn, 23 timmar');
    expect(formatSpan(remaining(plus(5 * 3600 + 12 * 60), now), 'en')).toBe('5 hours, 12 minutes');
    expect(formatSpan(remaining(plus(1 * 86_400 + 3600), now), 'en')).toBe('1 day, 1 hour');
    expect(formatSpan(remaining(plus(30), now), 'en')).toBe('1 minute');
    expect(formatSpan(remaining(plus(-1), now), 'sv')).toBe('0 minuter');
  });

  it('treats an unreadable time as lapsed', () => {
    expect(remaining('not a date', now).expired).toBe(true);
  });
});
