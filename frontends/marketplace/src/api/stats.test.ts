import { expect, it } from 'vitest';
import { PLATFORM_STATS_PLACEHOLDER } from '@konstvagg/contracts';
import { STATS_PLACEHOLDER } from './stats.ts';

it('uses the contract placeholders for platform stats', () => {
  expect(STATS_PLACEHOLDER).toEqual(PLATFORM_STATS_PLACEHOLDER);
});
