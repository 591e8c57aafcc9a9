import { describe, expect, it } from 'vitest';
import { stockholmAtExpression } from './scheduler.ts';

describe('stockholmAtExpression', () => {
  it('writes Stockholm wall time: UTC+2 in summer, UTC+1 in winter', () => {
    expect(stockholmAtExpression(new Date('2026-07-01T10:00:00Z'))).toBe('at(2026-07-01T12:00:00)');
    expect(stockholmAtExpression(new Date('2026-01-15T11:00:00Z'))).toBe('at(2026-01-15T12:00:00)');
  });

  it('rounds up to the next whole second, never down', () => {
    expect(stockholmAtExpression(new Date('2026-07-01T10:00:00.001Z'))).toBe('at(2026-07-01T12:00:01)');
    expect(stockholmAtExpression(new Date('2026-07-01T10:00:00.000Z'))).toBe('at(2026-07-01T12:00:00)');
  });

  it('never fires early in the hour that repeats when summer time ends', () => {
    // 25 Oct 2026: 03:00 CEST becomes 02:00 CET, so 02:30 happens at 00:30Z and again at 01:30Z.
    expect(stockholmAtExpression(new Date('2026-10-25T00:30:00Z'))).toBe('at(2026-10-25T02:30:00)');
    expect(stockholmAtExpression(new Date('2026-10-25T01:30:00Z'))).toBe('at(2026-10-25T03:30:00)');
    expect(stockholmAtExpression(new Date('2026-10-25T02:30:00Z'))).toBe('at(2026-10-25T03:30:00)');
  });

  it('handles the hour that is skipped when summer time begins', () => {
    // 29 Mar 2026: 02:00 CET becomes 03:00 CEST.
    expect(stockholmAtExpression(new Date('2026-03-29T00:59:59Z'))).toBe('at(2026-03-29T01:59:59)');
    expect(stockholmAtExpression(new Date('2026-03-29T01:00:00Z'))).toBe('at(2026-03-29T03:00:00)');
  });
});
