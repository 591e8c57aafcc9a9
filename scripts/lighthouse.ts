/**
 * `npm run lighthouse`: Lighthouse figures for the pages a first visitor meets: /, /artworks and the
 * QR landing page /artworks/{id}?src=qr, each in Swedish and English (`?lang=`). Runs against the
 * BUILT frontends (`npm run build:frontends` first) served by the local stack, offline, in Debian's
 * chromium (headless), with Lighthouse's mobile preset (a mid-range phone on a slow 4G link) in
 * both throttling modes:
 * - simulated: the load runs unthrottled and Lighthouse models the phone (the score the targets use);
 * - devtools: the browser really is throttled (latency, bandwidth, 4x CPU), which is what a phone
 *   feels; its LCP is the one the targets use.
 * Prints performance, accessibility, best-practices and SEO scores with LCP, TBT and CLS, against the
 * targets of docs/architecture.md §9, then, for the devtools runs, where each LCP's time goes
 * (Lighthouse's phases: TTFB, load delay, load time, render delay) and what the LCP element is, and
 * appends one dated line per run to perf/history.jsonl. It reports figures; it does not pass or fail.
 * Each page is measured over both protocols (a `protocol` column): HTTPS with HTTP/2, as CloudFront
 * serves a phone (the stack's gateway also listens with a self-signed certificate for localhost,
 * made by `openssl` for the run, which the measuring browser accepts), and the gateway's plain
 * HTTP/1.1. Lighthouse models the protocol it observes (one shared connection, or six with their
 * queue), and the two throttling modes answer differently to it (docs/decisions.md, "Lighthouse
 * over HTTP/2 and HTTP/1.1"), so neither alone is the whole picture.
 * Before measuring it loads every page once and makes one Lighthouse run it throws away, so no
 * page's figures carry the browser's or the local stack's first start.
 *
 * Options: --url <origin> measures an already running stack (e.g. http://localhost:8080 after
 * `npm start`) instead of starting one; --runs <n> (default 1) takes the median of n runs, made
 * round by round (every page once, then every page again);
 * --modes simulate,devtools, --langs sv,en and --pages home,browse,qr measure a subset (no history
 * line then), as does --protocols h2 or --protocols http1; --no-history; --save <dir> writes each
 * run's full Lighthouse report (JSON) and its trace there, for a closer look (long tasks, what ran
 * in them, wall time against CPU time). CHROMIUM_PATH overrides /usr/bin/chromium.
 * The page's main thread runs on a core of its own, as on a phone (scripts/own-core.ts; Linux with
 * `taskset`); --shared-cores measures with every thread sharing every core instead.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumVersion } from './chromium.ts';
import { giveMainThreadOwnCore } from './own-core.ts';
import { appendHistory } from './perf-history.ts';
import { localhostCertificate } from '../infra/local/tls.ts';

const args = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Math.max(1, Number(arg('runs') ?? 1));
const saveDir = arg('save');
const list = <T extends string>(name: string, all: readonly T[]): T[] => {
  const given = arg(name)?.split(',');
  if (!given) return [...all];
  const unknown = given.filter((v) => !(all as readonly string[]).includes(v));
  if (unknown.length) {
    console.error(
      `lighthouse: --${name} ${unknown.join(', ')} is unknown; give one or more of ${all.join(', ')}`,
    );
    process.exit(2);
  }
  return given as T[];
};
const MODES = ['simulate', 'devtools'] as const;
const LANGS = ['sv', 'en'] as const;
const PAGE_KEYS = ['home', 'browse', 'qr'] as const;
const PROTOCOLS = ['h2', 'http1'] as const;
const modes = list('modes', MODES);
const langs = list('langs', LANGS);
const pageKeys = list('pages', PAGE_KEYS);
const protocols = list('protocols', PROTOCOLS);
const subset =
  modes.length < MODES.length ||
  langs.length < LANGS.length ||
  pageKeys.length < PAGE_KEYS.length ||
  protocols.length < PROTOCOLS.length;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The flags the browser tests use (playwright.config.ts), headless; this throwaway profile accepts
// the run's self-signed certificate.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--ignore-certificate-errors'];

interface Row {
  page: string;
  lang: string;
  mode: (typeof MODES)[number];
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  consoleErrors: number;
  /** Where the LCP's time went (Lighthouse's phases: TTFB, load delay, load time, render delay), ms. */
  lcpPhases: Record<string, number>;
  /** The LCP element: an image's address, else its text. */
  lcpElement: string;
  /** The page's own request's protocol as the browser saw it (h2, http/1.1). */
  protocol: string;
}

/** `baseUrl` answers the script's own requests; `origins` are where the browser measures the pages. */
async function startStack(): Promise<{
  baseUrl: string;
  origins: { protocol: string; url: string }[];
  stop: () => Promise<void>;
}> {
  let tls: { key: string; cert: string } | null = null;
  if (protocols.includes('h2')) {
    try {
      tls = localhostCertificate();
    } catch {
      tls = null;
    }
    if (!tls) process.stderr.write('openssl not found: no HTTP/2 measurement, HTTP/1.1 only\n');
  }
  const { startLocalStack } = await import('../infra/local/stack.ts');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konstvagg-lighthouse-'));
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    inMemory: true,
    seed: 'demo',
    serveFrontends: true,
    quiet: true,
    ...(tls ? { tls } : {}),
  });
  return {
    baseUrl: stack.publicUrl,
    origins: [
      ...(stack.tlsUrl ? [{ protocol: 'h2', url: stack.tlsUrl }] : []),
      ...(protocols.includes('http1') ? [{ protocol: 'http/1.1', url: stack.publicUrl }] : []),
    ],
    stop: async () => {
      await stack.stop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let lighthouseVersion = '';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Figures = Omit<Row, 'page' | 'lang' | 'mode'>;

/** One Lighthouse run of one page (run `i`, from 0), its report and trace saved under --save. */
async function measureOnce(port: number, url: string, mode: Row['mode'], i: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The default config is the mobile preset: Moto G-class screen, 4x CPU slowdown, slow 4G
    // (150 ms RTT, 1.6 Mbps; devtools mode applies it as 562.5 ms latency, 1.4 Mbps, 4x CPU).
    formFactor: 'mobile',
    throttlingMethod: mode,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  lighthouseVersion = lhr.lighthouseVersion;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    // One file per protocol too: the origin's scheme tells them apart (https is the HTTP/2 listener).
    const scheme = new URL(url).protocol.replace(':', '');
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${new URL(url).searchParams.get('lang') ?? ''}-${mode}-${scheme}-${i + 1}.json`;
    writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
    // The trace too (Chromium's trace format, opens in DevTools' Performance panel): which task
    // was long, and what ran in it, is there and not in the report.
    const trace = (result.artifacts as { Trace?: unknown } | undefined)?.Trace;
    if (trace)
      writeFileSync(path.join(saveDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const { phases, element } = lcpBreakdown(lhr.audits['largest-contentful-paint-element']?.details);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url?: string; protocol?: string }[] } | undefined)
      ?.items ?? [];
  const protocol =
    requests.find((r) => r.url === lhr.finalDisplayedUrl)?.protocol ?? requests[0]?.protocol ?? '?';
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Row['scores'],
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    consoleErrors:
      (lhr.audits['errors-in-console']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
    lcpPhases: phases,
    lcpElement: element,
    protocol,
  };
}

/** A page's runs in one row: the median of each figure, and the median-LCP run's breakdown. */
function medianOf(samples: Figures[]): Figures {
  // The breakdown of the run whose LCP is the median.
  // (A run with no LCP, Lighthouse's NO_LCP, has NaN: it is never the median, so fall back to the first.)
  const middle = samples.find((s) => s.lcpMs === median(samples.map((x) => x.lcpMs))) ?? samples[0]!;
  return {
    lcpPhases: middle.lcpPhases,
    lcpElement: middle.lcpElement,
    protocol: [...new Set(samples.map((s) => s.protocol))].join('/'),
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))]),
    ) as Row['scores'],
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    consoleErrors: median(samples.map((s) => s.consoleErrors)),
  };
}

/** The LCP element audit's two tables: the element (a node with its HTML snippet) and the phases. */
function lcpBreakdown(details: unknown): { phases: Record<string, number>; element: string } {
  const tables = (details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items ?? [];
  const phases: Record<string, number> = {};
  let element = '';
  for (const row of tables.flatMap((t) => t.items ?? [])) {
    if (typeof row.phase === 'string' && typeof row.timing === 'number') phases[row.phase] = row.timing;
    const node = row.node as { snippet?: string; nodeLabel?: string } | undefined;
    if (node && !element) {
      const src = /\bsrc="([^"]+)"/.exec(node.snippet ?? '')?.[1];
      element = src ? src.replace(/^https?:\/\/[^/]+/, '') : `"${(node.nodeLabel ?? '').slice(0, 40)}"`;
    }
  }
  return { phases, element };
}

/** For the devtools runs (what a phone feels): where each page's LCP time goes, and what it is. */
function printLcpBreakdown(rows: Row[]) {
  const phaseNames = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'];
  const devtools = rows.filter((r) => r.mode === 'devtools');
  if (!devtools.length) return;
  console.log('\nWhere the LCP goes (devtools throttling), ms:\n');
  console.log(`| page | lang | protocol | LCP | ${phaseNames.join(' | ')} | LCP element |`);
  console.log(`|---|---|---|---|${phaseNames.map(() => '---').join('|')}|---|`);
  for (const r of devtools)
    console.log(
      `| ${r.page} | ${r.lang} | ${r.protocol} | ${Math.round(r.lcpMs)} | ${phaseNames
        .map((p) => (r.lcpPhases[p] === undefined ? '-' : String(Math.round(r.lcpPhases[p]!))))
        .join(' | ')} | ${r.lcpElement} |`,
    );
}

function printTable(rows: Row[]) {
  const header = [
    'page',
    'lang',
    'throttling',
    'protocol',
    'perf',
    'a11y',
    'best-pr.',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'console errors',
  ];
  const lines = rows.map((r) => [
    r.page,
    r.lang,
    r.mode,
    r.protocol,
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

// Before the stack and the browser start: they inherit the cores this leaves them.
const ownCore = args.includes('--shared-cores') ? { reason: '--shared-cores' } : giveMainThreadOwnCore();
/** The pinning, or why the cores are shared. */
const [pinned, sharedBecause] = 'reason' in ownCore ? [null, ownCore.reason] : [ownCore, null];
const cpuNote = () =>
  pinned
    ? `the page's main thread alone on CPU ${pinned.core} (${pinned.moved()} renderer main threads placed there), everything else on CPU ${pinned.others}` +
      (pinned.favoured() ? ", the page's other threads first in line there" : '')
    : `every thread sharing every core (${sharedBecause})`;
if (sharedBecause && sharedBecause !== '--shared-cores')
  process.stderr.write(`the page's main thread shares the cores: ${sharedBecause}\n`);
const given = arg('url');
const stack = given
  ? {
      baseUrl: given.replace(/\/+$/, ''),
      origins: [{ protocol: 'as served', url: given.replace(/\/+$/, '') }],
      stop: async () => {},
    }
  : await startStack();
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const listed = (await (
    await fetch(`${stack.baseUrl}/api/v1/artworks?limit=1&status=exhibited`)
  ).json()) as {
    artworks: { id: string }[];
  };
  const artworkId = listed.artworks[0]?.id;
  if (!artworkId) throw new Error('No public artwork in the stack: seed it (npm start seeds demo data)');
  const allPages = { home: '/', browse: '/artworks', qr: `/artworks/${artworkId}?src=qr` };
  const label = (page: string) => page.replace(artworkId, '{id}');

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  // Warm-up, not measured: every page once from here (the server renderer, its API reads, the
  // files), then one Lighthouse run in this browser. Without it the first measured page carried the
  // browser's and the stack's first start (a first paint 1.2 s late, unthrottled, in one run).
  process.stderr.write('warming up (not measured) …\n');
  for (const key of pageKeys)
    for (const lang of langs) {
      const page = allPages[key];
      const url = `${stack.baseUrl}${page}${page.includes('?') ? '&' : '?'}lang=${lang}`;
      const html = await (await fetch(url)).text();
      for (const [, asset] of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g))
        await (await fetch(`${stack.baseUrl}${asset}`)).arrayBuffer();
    }
  await lighthouse(stack.origins[0]!.url + allPages[pageKeys[0]!], {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
  });
  const cells = stack.origins.flatMap((origin) =>
    modes.flatMap((mode) =>
      pageKeys.flatMap((key) =>
        langs.map((lang) => {
          const page = allPages[key];
          const url = `${origin.url}${page}${page.includes('?') ? '&' : '?'}lang=${lang}`;
          return { protocol: origin.protocol, mode, page: label(page), lang, url, samples: [] as Figures[] };
        }),
      ),
    ),
  );
  // Round by round: every page's first run, then every page's second, and so on. A slow minute on
  // the machine then lands on one run of several pages, which their medians leave out, and not on
  // every run of one page (docs/decisions.md, "Lighthouse's runs round by round").
  for (let i = 0; i < runs; i++)
    for (const cell of cells) {
      process.stderr.write(
        `lighthouse ${cell.protocol} ${cell.mode} ${cell.page} ${cell.lang}${runs > 1 ? ` (run ${i + 1} of ${runs})` : ''} …\n`,
      );
      cell.samples.push(await measureOnce(chrome.port, cell.url, cell.mode, i));
    }
  const rows: Row[] = cells.map((c) => ({
    page: c.page,
    lang: c.lang,
    mode: c.mode,
    ...medianOf(c.samples),
  }));
  const browser = chromiumVersion() ?? 'an unknown browser version';
  console.log(
    `\nLighthouse ${lighthouseVersion} in ${browser}, mobile preset, ${runs} run(s) per page, against ${stack.origins.map((o) => o.url).join(' and ')}, ${cpuNote()}\n`,
  );
  printTable(rows);
  printLcpBreakdown(rows);
  console.log(
    '\nTargets (docs/architecture.md §9): performance >= 95 (simulate), LCP <= 2.0 s (devtools), CLS 0, TBT < 150 ms, accessibility 100.',
  );
  if (!subset && !args.includes('--no-history')) {
    appendHistory({
      kind: 'lighthouse',
      lighthouse: lighthouseVersion,
      browser,
      runs,
      cpu: pinned ? 'own-core' : 'shared',
      rows: rows.map((r) => ({
        page: r.page,
        lang: r.lang,
        mode: r.mode,
        protocol: r.protocol,
        perf: r.scores.performance,
        a11y: r.scores.accessibility,
        lcpMs: Math.round(r.lcpMs),
        tbtMs: Math.round(r.tbtMs),
        cls: Math.round(r.cls * 1000) / 1000,
      })),
    });
    console.log('Appended to perf/history.jsonl.');
  }
} catch (err) {
  console.error(`lighthouse: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  await stack.stop();
  pinned?.stop();
}
