import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's chromium and the flags every headless run here uses: the browser tests
 * (playwright.config.ts), `npm run size` and `npm run lighthouse`. Offline and quiet: no QUIC, no
 * background fetches, no component updates or sync. CHROMIUM_PATH overrides the path.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell` package: the same Chromium build, without the desktop browser. */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the e2e tests drive: Debian's headless shell where it is installed (`.ci/run`
 * installs it), the same Chromium version as `chromium` in the old headless mode that Playwright
 * itself runs headless tests in. It is the same engine (Blink, V8, the network stack), without the
 * desktop browser around it (`chromium` keeps a spare renderer and starts about four renderer
 * processes a test, the shell under two): on a
 * quiet 2-core machine the e2e project's 169 tests took 543 s and about 1,000 s of CPU in
 * `chromium`, all 176 (the clock project's too) 398 s and about 680 s in the shell
 * (docs/decisions.md, "The browser tests in Debian's headless shell").
 * Without it, `chromium`. The figures a user would feel (`npm run lighthouse`, `npm run size`) stay
 * measured in `chromium`. E2E_CHROMIUM_PATH overrides.
 */
export function e2eChromiumPath(shell = HEADLESS_SHELL_PATH): string {
  return process.env.E2E_CHROMIUM_PATH ?? (existsSync(shell) ? shell : CHROMIUM_PATH);
}

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
