import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, chromiumVersion, e2eChromiumPath } from './chromium.ts';

describe('chromiumVersion', () => {
  it('names the browser the figures are measured in, without the build line', () => {
    // The browser tests need the same binary, so it is there wherever the suite runs.
    expect(chromiumVersion()).toMatch(/^Chromium \d+\.\d+\.\d+\.\d+$/);
  });

  it('is null for a browser that is not there, so a measurement still prints', () => {
    expect(chromiumVersion(`${CHROMIUM_PATH}-missing`)).toBeNull();
  });
});

describe('e2eChromiumPath', () => {
  const override = process.env.E2E_CHROMIUM_PATH;
  const withoutOverride = <T>(f: () => T): T => {
    delete process.env.E2E_CHROMIUM_PATH;
    try {
      return f();
    } finally {
      if (override !== undefined) process.env.E2E_CHROMIUM_PATH = override;
    }
  };

  it('is the headless shell where it is installed, and chromium where it is not', () => {
    withoutOverride(() => {
      expect(e2eChromiumPath(process.execPath)).toBe(process.execPath);
      expect(e2eChromiumPath('/nowhere/chromium-headless-shell')).toBe(CHROMIUM_PATH);
    });
  });

  it('is the same Chromium version as the browser the figures are measured in', () => {
    const shell = withoutOverride(() => e2eChromiumPath());
    expect(chromiumVersion(shell)).toBe(chromiumVersion());
  });
});
