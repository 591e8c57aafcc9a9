import { execFileSync } from 'node:child_process';

/**
 * Debian's chromium and the flags every headless run here uses: the browser tests
 * (playwright.config.ts), `npm run size` and `npm run lighthouse`. Offline and quiet: no QUIC, no
 * background fetches, no component updates or sync. CHROMIUM_PATH overrides the path.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser's name and version as it reports them ("Chromium 156.0.8078.114"), or null when it
 * cannot be asked. Figures measured in a browser are only comparable with the same browser's: the
 * perf history keeps it beside each Lighthouse line.
 */
export function chromiumVersion(path = CHROMIUM_PATH): string | null {
  try {
    const line = execFileSync(path, ['--version'], {
      encoding: 'utf8',
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return line.trim().replace(/\s+built on .*$/, '') || null;
  } catch {
    return null;
  }
}
