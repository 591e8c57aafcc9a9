import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, chromiumVersion } from './chromium.ts';

describe('chromiumVersion', () => {
  it('names the browser the figures are measured in, without the build line', () => {
    // The browser tests need the same binary, so it is there wherever the suite runs.
    expect(chromiumVersion()).toMatch(/^Chromium \d+\.\d+\.\d+\.\d+$/);
  });

  it('is null for a browser that is not there, so a measurement still prints', () => {
    expect(chromiumVersion(`${CHROMIUM_PATH}-missing`)).toBeNull();
  });
});
