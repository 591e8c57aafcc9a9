import { describe, expect, it } from 'vitest';
import { timeLeft } from './time.ts';

const now = Date.parse('2026-06-01T10:00:00Z');
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('pickup countdown', () => {
  it('says what is left of the window, largest units first, in both languages', () => {
    expect(timeLeft(at(2 * 86_400 + 5 * 3600 + 59), now, 'en')).toBe('2 days, 5 hours');
    expect(timeLeft(at(5 * 3600 + 12 * 60), now, 'sv')).toBe('5 timmar, 12 minuter');
    expect(timeLeft(at(20), now, 'en')).toBe('1 minute');
  });

  it('is null once the deadline has passed', () => {
    expect(timeLeft(at(0), now, 'en')).toBeNull();
    expect(timeLeft(at(-3600), now, 'sv')).toBeNull();
  });
});
