/**
 * `npm run bench` (last step): each function's init time, what a cold start costs before the
 * handler runs. Each service is bundled as the CDK app bundles it (infra/lambda-bundle.ts: esbuild,
 * ESM, minified, the AWS SDK inside, sharp left to its layer), and the landing renderer's build is taken as it
 * is; each is imported in a fresh Node process, five times, and the median printed against the
 * target: at most 300 ms for the functions a buyer waits for (orders, catalog, landing; issue 43).
 * It reports; it does not pass or fail.
 * A fresh process here is not Lambda's (no network file system, a faster CPU than 1 vCPU at 512 MB),
 * so the figures compare functions and commits, not AWS's exact cold start. Appends a line to
 * perf/history.jsonl.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { LAMBDA_ENTRY_FILE, lambdaBundleOptions } from '../infra/lambda-bundle.ts';
import { deployedServices } from '../infra/route-table.ts';
import { appendHistory } from './perf-history.ts';

const RUNS = 5;
const TARGET_MS = 300;
const BUYER_WAITS_FOR = new Set(['orders', 'catalog', 'landing']);
// Inside the repository, so the runtime's packages (@aws-sdk/*, sharp) resolve from node_modules.
const out = join('node_modules', '.cache', 'konstvagg-init');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const entries: [string, string][] = [];
for (const service of deployedServices) {
  const dir = join(out, service);
  await build({ ...lambdaBundleOptions(`services/${service}/src/handler.ts`, dir), logLevel: 'error' });
  entries.push([service, join(dir, LAMBDA_ENTRY_FILE)]);
}
const landing = join('frontends', 'shell', 'dist-ssr', 'landing.mjs');
if (existsSync(landing)) entries.push(['landing', landing]);
else console.log('  (no landing build: npm run build:frontends first to measure it)');

// What a function's environment has on AWS, enough for its module scope to load. AWS_EXECUTION_ENV
// is Lambda's mark: with it the Tracer and the X-Ray SDK load, as they do there (lambda-kit tracing.ts).
const env = {
  ...process.env,
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
  AWS_REGION: 'eu-north-1',
  TABLE_NAME: 'konstvagg-init',
  MEDIA_BUCKET: 'konstvagg-init-media',
  POWERTOOLS_METRICS_DISABLED: 'true',
  LOG_LEVEL: 'CRITICAL',
};
const importOnce = (file: string): number => {
  const url = pathToFileURL(file).href;
  const code = `const t = performance.now(); await import(${JSON.stringify(url)}); process.stdout.write(String(performance.now() - t));`;
  return Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { env, encoding: 'utf8' }),
  );
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(`\nFunction init (import in a fresh Node ${process.version} process, median of ${RUNS})`);
const rows: { fn: string; initMs: number }[] = [];
let missed = 0;
for (const [name, file] of entries) {
  const ms = median(Array.from({ length: RUNS }, () => importOnce(file)));
  rows.push({ fn: name, initMs: Math.round(ms) });
  const waited = BUYER_WAITS_FOR.has(name);
  if (waited && ms > TARGET_MS) missed++;
  console.log(
    `  ${name.padEnd(12)} ${ms.toFixed(0).padStart(5)} ms${waited ? `  (a buyer waits for it: target <= ${TARGET_MS} ms, ${ms <= TARGET_MS ? 'met' : 'NOT met'})` : ''}`,
  );
}
appendHistory({ kind: 'init', node: process.version, runs: RUNS, rows });
console.log('Appended to perf/history.jsonl.');
rmSync(out, { recursive: true, force: true });
// Figures, not a gate (as the other benchmarks): the line above says which target is missed.
console.log(
  `  ${missed ? `${missed} of the buyer's functions over ${TARGET_MS} ms` : 'every buyer function within target'}`,
);
