/**
 * Bundles each deployed service's Lambda the way the CDK app does (infra/lambda-bundle.ts: esbuild,
 * ESM, minified, the AWS SDK inside, sharp left to its layer) and prints its size against the 2 MB
 * budget (docs/architecture.md §9). What a cold start costs is measured directly by
 * scripts/lambda-init.ts; the budget keeps a bundle from growing unnoticed.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { lambdaBundleOptions } from '../infra/lambda-bundle.ts';
import { deployedServices } from '../infra/route-table.ts';

const out = mkdtempSync(join(tmpdir(), 'konstvagg-lambda-'));
const LIMIT = 2 * 1024 * 1024;
let over = 0;
console.log('\nLambda bundles (esbuild, minified, the AWS SDK inside, sharp external)');
for (const service of deployedServices) {
  const file = join(out, `${service}.mjs`);
  await build({ ...lambdaBundleOptions(`services/${service}/src/handler.ts`, file), logLevel: 'error' });
  const bytes = statSync(file).size;
  const gz = gzipSync(readFileSync(file)).length;
  if (bytes > LIMIT) over++;
  console.log(
    `  ${service.padEnd(12)} ${(bytes / 1024).toFixed(0).padStart(6)} KB (${(gz / 1024).toFixed(0)} KB gzip)  ${bytes > LIMIT ? 'OVER 2 MB' : 'under 2 MB'}`,
  );
}
rmSync(out, { recursive: true, force: true });
process.exitCode = over ? 1 : 0;
