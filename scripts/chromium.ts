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
