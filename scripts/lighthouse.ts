/**
 * `npm run lighthouse`: Lighthouse figures for the pages a first visitor meets: /, /artworks and one
 * artwork page. Runs against the BUILT frontends (`npm run build:frontends` first) served by the
 * local stack, offline, in Debian's chromium (headless), with Lighthouse's mobile preset and
 * simulated throttling (a mid-range phone on a slow 4G link). Prints performance, accessibility,
 * best-practices and SEO scores with LCP, TBT and CLS. It reports figures; it does not pass or fail.
 *
 * Options: --url <origin> measures an already running stack (e.g. http://localhost:8080 after
 * `npm start`) instead of starting one; --runs <n> (default 1) takes the median score of n runs.
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Math.max(1, Number(arg('runs') ?? 1));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The flags the browser tests use (playwright.config.ts), headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface Row {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  consoleErrors: number;
}

async function startStack(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const { startLocalStack } = await import('../infra/local/stack.ts');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konstvagg-lighthouse-'));
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    inMemory: true,
    seed: 'demo',
    serveFrontends: true,
    quiet: true,
  });
  return {
    baseUrl: stack.publicUrl,
    stop: async () => {
      await stack.stop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let lighthouseVersion = '';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(port: number, url: string): Promise<Omit<Row, 'page'>> {
  const samples: Omit<Row, 'page'>[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The default config is the mobile preset: Moto G-class screen, 4x CPU slowdown, slow 4G, simulated.
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    samples.push({
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Row['scores'],
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      consoleErrors:
        (lhr.audits['errors-in-console']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
    });
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))]),
    ) as Row['scores'],
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    consoleErrors: median(samples.map((s) => s.consoleErrors)),
  };
}

function printTable(rows: Row[]) {
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'console errors'];
  const lines = rows.map((r) => [
    r.page,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    String(r.scores.seo),
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    String(r.consoleErrors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(fmt(l));
}

const given = arg('url');
const stack = given ? { baseUrl: given.replace(/\/+$/, ''), stop: async () => {} } : await startStack();
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const listed = (await (
    await fetch(`${stack.baseUrl}/api/v1/artworks?limit=1&status=exhibited`)
  ).json()) as {
    artworks: { id: string }[];
  };
  const artworkId = listed.artworks[0]?.id;
  if (!artworkId) throw new Error('No public artwork in the stack: seed it (npm start seeds demo data)');
  const pages = ['/', '/artworks', `/artworks/${artworkId}`];

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const rows: Row[] = [];
  for (const page of pages) {
    process.stderr.write(`lighthouse ${page} …\n`);
    rows.push({ page, ...(await measure(chrome.port, `${stack.baseUrl}${page}`)) });
  }
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile preset, simulated throttling, ${runs} run(s) per page, against ${stack.baseUrl}\n`,
  );
  printTable(rows);
} catch (err) {
  console.error(`lighthouse: ${(err as Error).message}`);
} finally {
  await chrome?.kill();
  await stack.stop();
}
