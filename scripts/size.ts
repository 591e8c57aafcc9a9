/**
 * `npm run size`: how much JavaScript a first visit downloads (docs/architecture.md §9).
 *
 * 1. Uses the built frontends (builds them when a dist is missing, or always with --build) and
 *    builds the same pages as ONE plain bundle without Module Federation (scripts/size/plain.config.ts).
 * 2. Serves each build the way production does (/ and /remotes/<name>/ on one origin), with /api
 *    going to a local stack when one can be started (so pages render real data), and opens each
 *    page in headless Chromium with an empty cache, at a phone's viewport (390x844).
 * 3. Records every JavaScript response, gzips each body at level 9 and sums them.
 *
 * Pages: /, /artworks and the QR landing page /artworks/{id}?src=qr (the first exhibited work the
 * local stack lists; `{id}` in --pages is replaced the same way).
 *
 * Targets (docs/architecture.md §9, issue 14): first-visit JS at most 170 KB gzip, and an MF tax
 * (federated JS minus the plain build of the same page) of at most 35 KB. No built file of any
 * frontend may contain zod (browser code takes values from @konstvagg/contracts/vocabulary
 * and @konstvagg/rules).
 * Each run appends one dated line to perf/history.jsonl (not with --pages, --role or --no-plain,
 * which measure something else; --no-history skips it too).
 * Options: --build (rebuild everything first), --no-api (skip the local stack), --json (machine
 * output), --pages=/a,/b (other pages), --role=artist (visit signed in with that role: a stored
 * session of the demo account from the local stack), --no-plain (only the federated build, no comparison).
 * Each page's list ends with the JS of each remote it loaded (e.g. the artist remote's first load:
 * `npm run size -- --role=artist --pages=/artist/dashboard --no-plain`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readBuildRecord } from '@konstvagg/ui/remote-version';
import { chromium, type Browser } from 'playwright-core';
import { startStaticSite } from './size/static-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { filesWithZod } from './size/zod-free.ts';
import { appendHistory } from './perf-history.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['marketplace', 'artist', 'venue', 'admin'] as const;
const QR_LANDING = '/artworks/{id}?src=qr';
const DEFAULT_PAGES = ['/', '/artworks', QR_LANDING];
const LIMIT_KB = 170;
const LIMIT_TAX_KB = 35;

const argv = process.argv.slice(2);
const args = new Set(argv);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const PAGES_OPTION = option('pages')?.split(',');
const ROLE = option('role');
const dist = (name: string) => path.join(repo, 'frontends', name, 'dist');
const plainDist = path.join(repo, 'scripts', 'size', 'dist');

function run(cmd: string, cmdArgs: string[]): void {
  execFileSync(cmd, cmdArgs, { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });
}

function ensureBuilds(): void {
  // A remote's build is a version folder named by its dist/latest.json (remote-version.js).
  const missing = ['shell', ...REMOTES].filter((name) =>
    name === 'shell' ? !fs.existsSync(path.join(dist(name), 'index.html')) : !readBuildRecord(dist(name)),
  );
  if (args.has('--build') || missing.length) {
    console.log(
      missing.length && !args.has('--build')
        ? `building (missing: ${missing.join(', ')})`
        : 'building all frontends',
    );
    run('npm', ['run', 'build:frontends', '--silent']);
  }
  if (args.has('--no-plain')) return;
  console.log('building the plain single-bundle variant');
  run('npx', ['vite', 'build', '--config', 'scripts/size/plain.config.ts']);
}

/** A local stack for real API data, when the runtime exists; otherwise pages render their empty/error states. */
async function maybeStartApi(): Promise<{ origin?: string; stop: () => Promise<void> }> {
  const stackFile = path.join(repo, 'infra', 'local', 'stack.ts');
  if (args.has('--no-api') || !fs.existsSync(stackFile)) return { stop: async () => {} };
  try {
    const mod = (await import(stackFile)) as {
      startLocalStack?: (o: Record<string, unknown>) => Promise<{
        url?: string;
        baseUrl?: string;
        origin?: string;
        port?: number;
        stop?: () => Promise<void>;
        close?: () => Promise<void>;
      }>;
    };
    if (!mod.startLocalStack) return { stop: async () => {} };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konstvagg-size-'));
    const stack = await mod.startLocalStack({
      port: 0,
      dataDir,
      inMemory: true,
      seed: 'demo',
      serveFrontends: false,
      quiet: true,
    });
    const origin =
      stack.url ??
      stack.baseUrl ??
      stack.origin ??
      (stack.port ? `http://127.0.0.1:${stack.port}` : undefined);
    return {
      origin: origin ? new URL(origin).origin : undefined,
      stop: async () => {
        await (stack.stop ?? stack.close)?.call(stack);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    console.warn(`local stack not started (${(error as Error).message}); measuring without API data`);
    return { stop: async () => {} };
  }
}

interface Measurement {
  page: string;
  files: { url: string; raw: number; gzip: number }[];
  gzipBytes: number;
}

async function measure(browser: Browser, origin: string, page: string): Promise<Measurement> {
  // A phone's screen (Lighthouse's mobile preset, and the QR scan this page is for): what loads only
  // when scrolled to (the artwork page's map, Leaflet) is not part of the first visit.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (ROLE) await context.addInitScript(storeSession, await sessionFor(origin, ROLE));
  const tab = await context.newPage();
  const pending: Promise<{ url: string; raw: number; gzip: number } | null>[] = [];
  tab.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|ecmascript/.test(type) && !/\.m?js(\?|$)/.test(response.url())) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url().replace(origin, ''),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
  // Let lazy chunks that start after first paint (the page's data-driven parts) arrive too.
  await tab.waitForTimeout(1000);
  await tab.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((f): f is NonNullable<typeof f> => f !== null);
  await context.close();
  const unique = [...new Map(files.map((f) => [f.url, f])).values()];
  return { page, files: unique, gzipBytes: unique.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * A signed-in visit: the demo account of `role` logs in against the local stack (README: Demo
 * logins), so a role page renders its real data; without a stack, a stored session the shell's
 * guards accept (the page then shows its error state).
 */
async function sessionFor(origin: string, role: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@konstvagg.local`, password: 'Demo-Konst-2026' }),
  }).catch(() => null);
  if (res?.ok) {
    const s = (await res.json()) as { accessToken: string; refreshToken: string; user: unknown };
    return { accessToken: s.accessToken, refreshToken: s.refreshToken, user: JSON.stringify(s.user) };
  }
  const user = JSON.stringify({ id: 'size-check', email: 'size@example.se', role });
  return { accessToken: 'size-check', refreshToken: 'size-check', user };
}

function storeSession(session: Record<string, string>): void {
  for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
}

const kb = (bytes: number) => bytes / 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The QR landing page needs a real work: the first exhibited one the local stack lists. */
async function firstExhibitedArtwork(apiOrigin: string | undefined): Promise<string> {
  const fallback = 'no-such-artwork'; // without an API the page shows its error state
  if (!apiOrigin) return fallback;
  try {
    const res = await fetch(`${apiOrigin}/api/v1/artworks?limit=1&status=exhibited`);
    const body = (await res.json()) as { artworks?: { id: string }[] };
    return body.artworks?.[0]?.id ?? fallback;
  } catch {
    return fallback;
  }
}

const label = (page: string) => page.replace(/\/artworks\/[^/?]+\?src=qr$/, '/artworks/{id}?src=qr');

/** Fails the run when any frontend's built JS carries zod. */
function checkNoZod(): boolean {
  const found = filesWithZod(['shell', ...REMOTES].map(dist));
  for (const f of found)
    console.error(`zod in a browser bundle: ${path.relative(repo, f.file)} (${f.marker})`);
  console.log(
    found.length ? `\nzod found in ${found.length} built file(s)` : '\nNo built frontend file contains zod.',
  );
  return found.length === 0;
}

async function main(): Promise<void> {
  ensureBuilds();
  const zodFree = checkNoZod();
  const api = await maybeStartApi();
  const federated = await startStaticSite({
    root: dist('shell'),
    remotes: Object.fromEntries(REMOTES.map((name) => [name, dist(name)])),
    apiOrigin: api.origin,
  });
  const plain = await startStaticSite({ root: plainDist, apiOrigin: api.origin });
  const artworkId = await firstExhibitedArtwork(api.origin);
  const PAGES = (PAGES_OPTION ?? DEFAULT_PAGES).map((p) => p.replace('{id}', artworkId));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const rows: { page: string; mf: Measurement; plain: Measurement }[] = [];
  try {
    for (const page of PAGES) {
      const mf = await measure(browser, federated.url, page);
      rows.push({ page, mf, plain: args.has('--no-plain') ? mf : await measure(browser, plain.url, page) });
    }
  } finally {
    await browser.close();
    await federated.close();
    await plain.close();
    await api.stop();
  }

  if (args.has('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  } else {
    for (const row of rows) {
      console.log(`\nFirst visit to ${row.page}, Module Federation build (gzip -9 per file):`);
      for (const f of [...row.mf.files].sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kb(f.gzip).toFixed(1).padStart(6)} KB  ${f.url}`);
      for (const remote of REMOTES) {
        const own = row.mf.files.filter((f) => f.url.startsWith(`/remotes/${remote}/`));
        if (own.length)
          console.log(
            `  of which the ${remote} remote: ${kb(own.reduce((n, f) => n + f.gzip, 0)).toFixed(1)} KB in ${own.length} files`,
          );
      }
    }
  }
  console.log(`\nAPI data: ${api.origin ? 'local stack' : 'none (pages show their empty or error states)'}`);
  const width = Math.max(4, ...rows.map((r) => label(r.page).length));
  console.log(
    `\n| ${'page'.padEnd(width)} | MF JS KB gzip | plain JS KB gzip | MF tax KB | within targets |`,
  );
  console.log(`|${'-'.repeat(width + 2)}|---------------|------------------|-----------|----------------|`);
  let ok = true;
  const figures: { page: string; mfKb: number; plainKb: number; taxKb: number; requests: number }[] = [];
  for (const row of rows) {
    const mf = kb(row.mf.gzipBytes);
    const pl = kb(row.plain.gzipBytes);
    const tax = mf - pl;
    const pass = mf <= LIMIT_KB && (args.has('--no-plain') || tax <= LIMIT_TAX_KB);
    ok &&= pass;
    figures.push({
      page: label(row.page),
      mfKb: round1(mf),
      plainKb: round1(pl),
      taxKb: round1(tax),
      requests: row.mf.files.length,
    });
    console.log(
      `| ${label(row.page).padEnd(width)} | ${mf.toFixed(1).padStart(13)} | ${pl.toFixed(1).padStart(16)} | ${tax.toFixed(1).padStart(9)} | ${(pass ? 'yes' : 'NO').padEnd(14)} |`,
    );
  }
  console.log(
    `\nTargets: <= ${LIMIT_KB} KB gzip of JS per first visit, and an MF tax (federated minus plain) <= ${LIMIT_TAX_KB} KB (docs/architecture.md §9).`,
  );
  if (!PAGES_OPTION && !ROLE && !args.has('--no-plain') && !args.has('--no-history')) {
    const file = appendHistory({ kind: 'size', api: Boolean(api.origin), pages: figures });
    console.log(`Appended to ${path.relative(repo, file)}.`);
  }
  if (!ok || !zodFree) process.exitCode = 1;
}

await main();
