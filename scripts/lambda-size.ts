/**
 * Bundles each deployed service's Lambda the way the CDK app does (esbuild, ESM, minified,
 * @aws-sdk/* left to the runtime) and prints its size against the 1 MB budget (docs/architecture.md §9).
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { deployedServices } from '../infra/route-table.ts';

const out = mkdtempSync(join(tmpdir(), 'konstvagg-lambda-'));
const LIMIT = 1024 * 1024;
let over = 0;
console.log('\nLambda bundles (esbuild, minified, @aws-sdk/* and sharp external)');
for (const service of deployedServices) {
  const file = join(out, `${service}.mjs`);
  await build({
    entryPoints: [`services/${service}/src/handler.ts`],
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    minify: true,
    outfile: file,
    // sharp, a native addon, comes from a Lambda layer (infra/cdk/lib/constructs/sharp-layer.ts).
    external: ['@aws-sdk/*', 'sharp'],
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  const bytes = statSync(file).size;
  const gz = gzipSync(readFileSync(file)).length;
  if (bytes > LIMIT) over++;
  console.log(
    `  ${service.padEnd(12)} ${(bytes / 1024).toFixed(0).padStart(6)} KB (${(gz / 1024).toFixed(0)} KB gzip)  ${bytes > LIMIT ? 'OVER 1 MB' : 'under 1 MB'}`,
  );
}
rmSync(out, { recursive: true, force: true });
process.exitCode = over ? 1 : 0;
