import type { Metafile } from 'esbuild';
import { resolve } from 'node:path';

/**
 * How a service's Lambda is bundled: one set of esbuild options for the CDK app
 * (infra/cdk/lib/constructs/service-function.ts), `npm run size`'s bundle figures
 * (scripts/lambda-size.ts) and the init times `npm run bench` prints (scripts/lambda-init.ts), so
 * what is measured is what is deployed.
 *
 * The AWS SDK v3 is bundled (its ES modules, tree-shaken and minified), not taken from the Lambda
 * runtime: loading the runtime's SDK file by file was most of a cold start. Measured on the
 * dev machine (issue 43): the catalog's init went from about 720 ms to 250 ms and the
 * orders' from 800 ms to 230 ms, for about 400 KB more bundle each. It also pins the SDK to the
 * lock file's version instead of whatever the runtime carries that week.
 *
 * Only sharp stays outside: a native addon esbuild cannot bundle; the services that use it get the
 * SharpLayer (infra/cdk/lib/constructs/sharp-layer.ts).
 *
 * Split at every dynamic `import()` (issue 43): what only some routes need (the label's pdf-lib and
 * its fonts, the QR code, a mail's renderer, the orders' Stripe SDK) is a chunk of its own, read and parsed when a request
 * first needs it, not at every cold start. In one file, even code that runs lazily is read and
 * parsed with the rest: measured A/B in fresh processes, median of 9, the catalog's init went from
 * 349 ms to 244 ms; the other functions, which import little lazily, moved within the noise.
 */
const LAMBDA_EXTERNALS = ['sharp'];

/**
 * Banner for ESM bundles: some CommonJS dependencies call `require` for Node built-ins, which does
 * not exist in an ES module; give them one.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as __konstvaggCreateRequire } from 'node:module'; const require = __konstvaggCreateRequire(import.meta.url);";

/** The handler's file in a bundle's folder; the chunks it loads on demand are in chunks/ beside it. */
export const LAMBDA_ENTRY_FILE = 'index.mjs';

/** The esbuild options for one service's handler (`entry`) bundled into the folder `outdir`. */
export function lambdaBundleOptions(entry: string, outdir: string) {
  return {
    entryPoints: { index: entry },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node' as const,
    target: 'node22',
    format: 'esm' as const,
    // The SDK's ES modules, which esbuild can tree-shake.
    mainFields: ['module', 'main'],
    minify: true,
    legalComments: 'none' as const,
    external: LAMBDA_EXTERNALS,
    banner: { js: ESM_REQUIRE_BANNER },
  };
}

/**
 * What a cold start loads of a bundle (from esbuild's metafile): the entry and every chunk it imports
 * statically, not those behind `import()`, except the Tracer's, which lambda-kit tracing.ts imports at
 * load wherever Lambda runs. Each with its size and the source files in it.
 */
export function coldStartOutputs(
  metafile: Metafile,
  entry: string,
): { file: string; bytes: number; inputs: string[] }[] {
  const outputs = new Map(Object.entries(metafile.outputs).map(([file, o]) => [resolve(file), o]));
  const seen = new Set<string>();
  const atLoad = (file: string) =>
    Object.keys(outputs.get(file)?.inputs ?? {}).some((i) => i.includes('@aws-lambda-powertools/tracer/'));
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of outputs.get(file)?.imports ?? []) {
      if (i.external) continue;
      if (i.kind === 'import-statement' || (i.kind === 'dynamic-import' && atLoad(resolve(i.path))))
        visit(resolve(i.path));
    }
  };
  visit(resolve(entry));
  return [...seen].map((file) => ({
    file,
    bytes: outputs.get(file)?.bytes ?? 0,
    inputs: Object.keys(outputs.get(file)?.inputs ?? {}),
  }));
}
