/**
 * `npm run bench`: the browse API under load on the local stack (docs/architecture.md §9 target:
 * GET /api/v1/artworks with 24 items and filters, p99 under 50 ms at 50 concurrent clients, no errors).
 * Starts its own stack (in-memory DynamoDB Local, demo data) on a free port, warms up, then measures.
 * Options: --duration <s> (default 15), --connections <n> (default 50), --no-cache (measure every
 * request reaching DynamoDB Local: the catalog's short list cache off).
 */
import autocannon from 'autocannon';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 15);
const connections = arg('connections', 50);
const noCache = process.argv.includes('--no-cache');
// Set before the handlers load: the catalog reads it once.
if (noCache) process.env.CATALOG_LIST_CACHE_MS = '0';
const { startLocalStack } = await import('../infra/local/stack.ts');

// What shoppers actually send: the first page, filtered pages and sorted pages, in rotation.
const paths = [
  '/api/v1/artworks?limit=24',
  '/api/v1/artworks?limit=24&category=painting',
  '/api/v1/artworks?limit=24&style=abstract,nordic_scandi,landscape',
  '/api/v1/artworks?limit=24&city=Stockholm&sort=price_asc',
  '/api/v1/artworks?limit=24&min_price=100&max_price=900&sort=price_desc',
  '/api/v1/artworks?limit=24&size_category=M,L&sort=title_asc',
];

const stack = await startLocalStack({
  port: 0,
  inMemory: true,
  seed: 'demo',
  serveFrontends: false,
  quiet: true,
});
try {
  const requests = paths.map((path) => ({ method: 'GET', path }));
  await autocannon({ url: stack.baseUrl, connections: 10, duration: 3, requests }); // warm-up: JIT, JWKS, connections
  const r = await autocannon({ url: stack.baseUrl, connections, duration, requests });
  const rows: [string, string][] = [
    ['endpoint', 'GET /api/v1/artworks (24 items, 6 filter/sort mixes)'],
    ['list cache', noCache ? 'off (every request queries DynamoDB Local)' : 'on (5 s, as in production)'],
    ['clients', String(connections)],
    ['duration', `${duration} s`],
    ['requests', String(r.requests.total)],
    ['throughput', `${r.requests.average.toFixed(0)} req/s`],
    ['latency p50', `${r.latency.p50} ms`],
    ['latency p90', `${r.latency.p90} ms`],
    ['latency p99', `${r.latency.p99} ms`],
    ['latency max', `${r.latency.max} ms`],
    ['errors', String(r.errors + r.timeouts)],
    ['non-2xx', String(r.non2xx)],
  ];
  console.log('\nBrowse API benchmark (local stack)');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(12)} ${v}`);
  const ok = r.latency.p99 < 50 && r.errors + r.timeouts + r.non2xx === 0;
  console.log(`  target       p99 < 50 ms, no errors: ${ok ? 'met' : 'NOT met'}`);
} finally {
  await stack.stop();
}
