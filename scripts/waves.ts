/**
 * `npx tsx scripts/waves.ts`: how many sequential waves of requests a first visit needs (issue 14).
 * Each request that one before it made necessary adds a round trip on a phone's slow link, so the
 * number of waves, not the number of requests, is what a 4G visitor waits for.
 *
 * Against the BUILT frontends (`npm run build:frontends`) served by a local stack with demo data
 * (or --url <origin>), each page is opened in headless Chromium with an empty cache, and every
 * request is recorded through the DevTools protocol (Network.requestWillBeSent) until the network
 * is idle. A request's wave is 1 + the wave of the request whose response made it happen:
 * - the page's HTML is wave 1;
 * - a request the HTML names (a script, stylesheet or preload: initiator "parser") gets 1 + the wave
 *   of the HTML (or of the stylesheet that names it);
 * - any other request was started by code, which runs only once the scripts it needs have arrived;
 *   Chromium names the initiating script (with the async parents of its stack) but not the module
 *   whose static import was found, nor the chunk whose code made a library call. So such a
 *   request's causes are its named initiators AND the latest script response that had finished
 *   before it started;
 * - images and API calls are started by code that ran because data arrived, which the initiator
 *   does not show: they also count as caused by the latest API response that had finished before
 *   they started (a card's image needs the listing first).
 * The wave is 1 + the highest wave among the causes. It is a depth measure that leans to the
 * pessimistic side (an unrelated script finishing just before counts), the same before and after.
 * Data URLs and the Lighthouse-free static media fallback are ignored. Prints each page's waves and
 * what is in each, and the wave of its first artwork picture (a /media/ image): with the page
 * rendered on the server, the picture and the text around it come long before the last wave, which
 * is the browser hydrating; appends a dated line to perf/history.jsonl (not with --pages or --no-history).
 *
 * Options: --url <origin>, --pages=/a,/b (`{id}` is the first exhibited work), --lang=sv|en, --verbose
 * (every request with its wave and initiator).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { appendHistory } from './perf-history.ts';

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const givenUrl = argv.includes('--url') ? argv[argv.indexOf('--url') + 1] : option('url');
const verbose = argv.includes('--verbose');
const lang = option('lang') ?? 'sv';
const PAGES = option('pages')?.split(',') ?? ['/', '/artworks', '/artworks/{id}?src=qr'];

interface CallFrame {
  url: string;
}
interface StackTrace {
  callFrames: CallFrame[];
  parent?: StackTrace;
}
interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}
interface Req {
  id: string;
  url: string;
  type: string;
  initiator: Initiator;
  start: number;
  end?: number;
  wave: number;
  cause: string;
}

async function startStack(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const { startLocalStack } = await import('../infra/local/stack.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konstvagg-waves-'));
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
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function initiatorUrls(initiator: Initiator): string[] {
  const urls = new Set<string>();
  if (initiator.url) urls.add(initiator.url);
  for (let s = initiator.stack; s; s = s.parent) for (const f of s.callFrames) if (f.url) urls.add(f.url);
  return [...urls];
}

const isApi = (r: Req) => /\/api\//.test(r.url) && (r.type === 'Fetch' || r.type === 'XHR');

/** Assigns waves in start order: every cause of a request started before it did. */
function assignWaves(requests: Req[]): void {
  const byUrl = new Map<string, Req>();
  for (const r of requests) {
    const causes: Req[] = [];
    for (const url of initiatorUrls(r.initiator)) {
      const c = byUrl.get(url);
      if (c && c !== r) causes.push(c);
    }
    const latest = (match: (o: Req) => boolean) =>
      requests
        .filter((o) => o !== r && match(o) && o.end !== undefined && o.end <= r.start)
        .sort((a, b) => b.end! - a.end!)[0];
    if (r.initiator.type !== 'parser') {
      const script = latest((o) => o.type === 'Script');
      if (script) causes.push(script);
    }
    if (r.type === 'Image' || isApi(r)) {
      const data = latest(isApi);
      if (data) causes.push(data);
    }
    if (r === requests[0]) {
      r.wave = 1;
      r.cause = '-';
    } else if (causes.length) {
      const top = causes.reduce((a, b) => (b.wave > a.wave ? b : a));
      r.wave = top.wave + 1;
      r.cause = top.url;
    } else {
      r.wave = 2;
      r.cause = `(${r.initiator.type}, none known: after the HTML)`;
    }
    if (!byUrl.has(r.url)) byUrl.set(r.url, r);
  }
}

async function visit(browser: Browser, origin: string, page: string): Promise<Req[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const requests = new Map<string, Req>();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Debugger.enable').catch(() => {});
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 }).catch(() => {});
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:') || requests.has(e.requestId)) return;
    requests.set(e.requestId, {
      id: e.requestId,
      url: e.request.url,
      type: e.type ?? 'Other',
      initiator: e.initiator as Initiator,
      start: e.timestamp,
      wave: 0,
      cause: '',
    });
  });
  const finish = (e: { requestId: string; timestamp: number }) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  const sep = page.includes('?') ? '&' : '?';
  await tab.goto(`${origin}${page}${sep}lang=${lang}`, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(500);
  await tab.waitForLoadState('networkidle');
  await context.close();
  const list = [...requests.values()].sort((a, b) => a.start - b.start);
  assignWaves(list);
  return list;
}

function short(url: string, origin: string): string {
  return url.replace(origin, '').replace(/^\/remotes\//, 'r/');
}

async function main(): Promise<void> {
  const stack = givenUrl
    ? { baseUrl: givenUrl.replace(/\/+$/, ''), stop: async () => {} }
    : await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: { page: string; waves: number; requests: number; firstPictureWave: number | null }[] = [];
  try {
    const listed = (await (
      await fetch(`${stack.baseUrl}/api/v1/artworks?limit=1&status=exhibited`)
    ).json()) as { artworks: { id: string }[] };
    const id = listed.artworks[0]?.id ?? 'no-such-artwork';
    for (const template of PAGES) {
      const page = template.replace('{id}', id);
      const list = await visit(browser, stack.baseUrl, page);
      const waves = Math.max(...list.map((r) => r.wave));
      const pictures = list.filter(
        (r) => r.type === 'Image' && new URL(r.url).pathname.startsWith('/media/'),
      );
      const firstPictureWave = pictures.length ? Math.min(...pictures.map((r) => r.wave)) : null;
      results.push({ page: template, waves, requests: list.length, firstPictureWave });
      console.log(
        `\n${template} (${lang}): ${waves} waves, ${list.length} requests; first artwork picture in wave ${firstPictureWave ?? '-'}`,
      );
      for (let w = 1; w <= waves; w++) {
        const inWave = list.filter((r) => r.wave === w);
        console.log(
          `  ${String(w).padStart(2)}. ${inWave.map((r) => short(r.url, stack.baseUrl)).join('  ')}`,
        );
      }
      if (verbose)
        for (const r of list)
          console.log(
            `     w${r.wave} ${r.type.padEnd(10)} ${short(r.url, stack.baseUrl)}  <- ${short(r.cause, stack.baseUrl)}`,
          );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log('\n| page | sequential waves | first artwork picture in wave | requests |\n|---|---|---|---|');
  for (const r of results)
    console.log(`| ${r.page} | ${r.waves} | ${r.firstPictureWave ?? '-'} | ${r.requests} |`);
  console.log('\nTarget (issue 14): 5 waves or fewer.');
  if (!option('pages') && !argv.includes('--no-history')) {
    appendHistory({ kind: 'waves', lang, pages: results });
    console.log('Appended to perf/history.jsonl.');
  }
}

await main();
