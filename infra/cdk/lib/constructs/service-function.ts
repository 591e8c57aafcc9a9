import { existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSync, version as ESBUILD_VERSION } from 'esbuild';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { REPO_ROOT } from '../paths.ts';

/**
 * Banner for ESM bundles: some CommonJS dependencies call `require` for Node built-ins, which does
 * not exist in an ES module; give them one.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as __konstvaggCreateRequire } from 'node:module'; const require = __konstvaggCreateRequire(import.meta.url);";

export interface ServiceFunctionProps {
  /** TypeScript entry exporting `handler`. */
  entry: string;
  /** Code to deploy instead of bundling `entry` (tests that only inspect IAM or wiring). */
  code?: lambda.Code;
  description?: string;
  environment?: Record<string, string>;
  /** @default 512 */
  memorySize?: number;
  /** @default 10 seconds */
  timeout?: Duration;
  /** @default 30 days */
  logRetention?: logs.RetentionDays;
  /** @default DESTROY (log groups of deleted functions go with them); pass RETAIN in production. */
  logRemovalPolicy?: RemovalPolicy;
  /** @default Tracing.DISABLED */
  tracing?: lambda.Tracing;
  /** @default unset (shares the account's pool) */
  reservedConcurrentExecutions?: number;
}

/**
 * A Node.js Lambda with the project's defaults: nodejs22.x on arm64, an ESM bundle built in process by
 * the local esbuild (no Docker, no network) with minification and source maps, the AWS SDK v3 left
 * out because the runtime provides it, and its own log group with a retention.
 */
export class ServiceFunction extends lambda.Function {
  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: props.logRemovalPolicy ?? RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: props.code ?? bundle(props.entry),
      description: props.description,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: props.tracing ?? lambda.Tracing.DISABLED,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      logGroup,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
    });
  }
}

/**
 * Bundles a TypeScript entry to `index.mjs` (+ source map) as a CDK asset. Bundling runs through the
 * asset's `local` hook, so CDK skips it for stacks not being deployed (`cdk deploy -e`); the Docker
 * image is never used: when esbuild fails, synth fails with its message.
 */
export function bundle(entry: string): lambda.Code {
  if (!existsSync(entry)) {
    throw new Error(
      `Lambda entry not found: ${relative(REPO_ROOT, entry)} (a deployed service needs src/handler.ts)`,
    );
  }
  return lambda.Code.fromAsset(REPO_ROOT, {
    // Hash the bundle, not the repository: the same bundle gives the same asset, so no needless updates.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('local-esbuild-only'),
      // Never run (bundling is local), but part of the asset's cache key: CDK caches staged assets by
      // their serializable props, and without the entry here two functions would share one bundle.
      command: ['esbuild', relative(REPO_ROOT, entry), `--esbuild=${ESBUILD_VERSION}`],
      local: {
        tryBundle(outputDir: string): boolean {
          mkdirSync(outputDir, { recursive: true });
          const result = buildSync({
            entryPoints: [entry],
            outfile: join(outputDir, 'index.mjs'),
            bundle: true,
            platform: 'node',
            target: 'node22',
            format: 'esm',
            mainFields: ['module', 'main'],
            minify: true,
            sourcemap: true,
            sourcesContent: false,
            legalComments: 'none',
            external: ['@aws-sdk/*'],
            banner: { js: ESM_REQUIRE_BANNER },
            absWorkingDir: REPO_ROOT,
            logLevel: 'silent',
          });
          if (result.errors.length > 0) throw new Error(`esbuild failed for ${entry}`);
          return true;
        },
      },
    },
  });
}
