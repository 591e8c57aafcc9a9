import { describe, expect, it } from 'vitest';
import { rangeFromParams, rangeProblems, stockholmToday } from './range.ts';

describe('the analytics range in the URL', () => {
  it('defaults to the 30 days up to today, by day', () => {
    expect(rangeFromParams(new URLSearchParams(''), '2026-11-25')).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
      granularity: 'day',
    });
  });

  it('keeps what the URL says and ignores what is not a date or a granularity', () => {
    const p = new URLSearchParams('from=2026-01-01&to=2026-03-31&granularity=month');
    expect(rangeFromParams(p, '2026-11-25')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      granularity: 'month',
    });
    const bad = new URLSearchParams('from=2026-02-30&to=soon&granularity=year');
    expect(rangeFromParams(bad, '2026-11-25')).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
      granularity: 'day',
    });
  });

  it('refuses an end before the start and more than 366 days', () => {
    expect(rangeProblems({ from: '2026-02-01', to: '2026-01-01', granularity: 'day' })).toEqual({
      to: 'analytics.range.order',
    });
    expect(rangeProblems({ from: '2025-01-01', to: '2026-01-02', granularity: 'day' })).toEqual({
      to: 'analytics.range.tooLong',
    });
    expect(rangeProblems({ from: '2025-12-01', to: '2026-12-01', granularity: 'day' })).toEqual({});
  });

  it('takes today from the Swedish calendar', () => {
    expect(stockholmToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
