import { describe, expect, it } from 'vitest';
import { niceTicks } from './ticks.ts';

describe('niceTicks', () => {
  it('counts step evenly by round integers from 0 to a round top', () => {
    expect(niceTicks(6)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(5)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('keeps every step equal and the top at or above the largest value', () => {
    for (const max of [1, 2, 7, 9, 11, 99, 101, 1234, 98_765, 4_500_000]) {
      const ticks = niceTicks(max);
      const steps = new Set(ticks.slice(1).map((t, i) => t - ticks[i]!));
      expect(steps.size, String(max)).toBe(1);
      expect(ticks.at(-1)!, String(max)).toBeGreaterThanOrEqual(max);
      expect(ticks.every(Number.isInteger), String(max)).toBe(true);
      expect(ticks.length, String(max)).toBeLessThanOrEqual(7);
    }
  });
});
