/**
 * Bundles each deployed service's Lambda the way the CDK app does (infra/lambda-bundle.ts: esbuild,
 * ESM, minified, the AWS SDK inside, sharp left to its layer) and prints its size against the 2 MB
 * budget (docs/architecture.md §9): the whole bundle, and the part a cold start loads (index.mjs;
 * the chunks behind a dynamic import load when a request first needs them). What a cold start costs is measured directly by
 * scripts/lambda-init.ts; the budget keeps a bundle from growing unnoticed.
 */
import { build, type Metafile } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { coldStartOutputs, LAMBDA_ENTRY_FILE, lambdaBundleOptions } from '../infra/lambda-bundle.ts';
import { deployedServices } from '../infra/route-table.ts';

/** What a cold start reads, in bytes (infra/lambda-bundle.ts coldStartOutputs). */
const coldStartBytes = (metafile: Metafile, entry: string) =>
  coldStartOutputs(metafile, entry).reduce((sum, f) => sum + f.bytes, 0);

const out = mkdtempSync(join(tmpdir(), 'konstvagg-lambda-'));
const LIMIT = 2 * 1024 * 1024;
let over = 0;
console.log('\nLambda bundles (esbuild, minified, the AWS SDK inside, sharp external)');
for (const service of deployedServices) {
  const dir = join(out, service);
  const { metafile } = await build({
    ...lambdaBundleOptions(`services/${service}/src/handler.ts`, dir),
    metafile: true,
    logLevel: 'error',
  });
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => join(dir, f));
  const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
  const gz = files.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  const entry = coldStartBytes(metafile, join(dir, LAMBDA_ENTRY_FILE));
  if (bytes > LIMIT) over++;
  console.log(
    `  ${service.padEnd(12)} ${(bytes / 1024).toFixed(0).padStart(6)} KB (${(gz / 1024).toFixed(0)} KB gzip; at a cold start ${(entry / 1024).toFixed(0)} KB)  ${bytes > LIMIT ? 'OVER 2 MB' : 'under 2 MB'}`,
  );
}
rmSync(out, { recursive: true, force: true });
process.exitCode = over ? 1 : 0;
