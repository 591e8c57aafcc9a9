import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { ServiceName } from '@konstvagg/lambda-kit/routes';
import { REPO_ROOT } from '../paths.ts';

/** The services whose code imports sharp (artwork image uploads, Open Graph images); they get the layer and its fonts. */
export const SHARP_SERVICES: readonly ServiceName[] = ['media'];

/** The sharp version the repository is tested with; the layer ships exactly this one. */
export const SHARP_VERSION: string = (
  createRequire(import.meta.url)('sharp/package.json') as { version: string }
).version;

/** Where the layer puts DejaVu Sans and its fonts.conf; the functions get FONTCONFIG_PATH set to it. */
export const SHARP_FONTS_DIR = '/opt/fonts';

/**
 * The script that builds the layer zip when `cdk deploy` publishes the asset, as the asset records
 * it: relative to the repository root. cdk-assets runs a file asset's `executable` in the CLI's own
 * working directory (unlike a Docker asset's, which runs in the assembly's), and the CDK CLI runs
 * from the repository root (cdk.json is there; `npm run deploy` starts it there). So the assembly
 * names no checkout: synth in one clone, deploy from another or on the pipeline's machine.
 */
export const SHARP_LAYER_SCRIPT = 'infra/cdk/bin/sharp-layer.mjs';

export interface SharpLayerProps {
  /** Code to use instead of the deploy-time build (tests). */
  code?: lambda.Code;
}

/**
 * A Lambda layer with sharp and its prebuilt linux-arm64 (glibc) binaries under nodejs/node_modules.
 *
 * The bundles leave `sharp` external (it loads a native addon that esbuild cannot bundle). The
 * layer's zip is an asset with an `executable`: synth only records the command and a hash of the
 * version and the script (no network, no Docker), and cdk-assets runs `infra/cdk/bin/sharp-layer.mjs`
 * when it publishes the asset during `cdk deploy`; that script has npm install the arm64 build.
 */
export class SharpLayer extends Construct {
  readonly layer: lambda.ILayerVersion;

  constructor(scope: Construct, id: string, props: SharpLayerProps = {}) {
    super(scope, id);
    this.layer = new lambda.LayerVersion(this, 'Layer', {
      code: props.code ?? this.deployTimeCode(),
      compatibleArchitectures: [lambda.Architecture.ARM_64],
      compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
      description: `sharp ${SHARP_VERSION} for Node.js on linux-arm64 (glibc), with DejaVu Sans`,
    });
  }

  private deployTimeCode(): lambda.Code {
    const sourceHash = createHash('sha256')
      .update(`sharp ${SHARP_VERSION} linux arm64 glibc, fonts\n`)
      .update(readFileSync(join(REPO_ROOT, SHARP_LAYER_SCRIPT)))
      .digest('hex');
    const location = Stack.of(this).synthesizer.addFileAsset({
      sourceHash,
      executable: ['node', SHARP_LAYER_SCRIPT, SHARP_VERSION],
    });
    return new PublishedAssetCode(location.bucketName, location.objectKey);
  }
}

/**
 * Code at the S3 location the asset is published to. The key is the asset's hash, so a new sharp
 * version or a changed script is a new object and the layer is replaced.
 */
class PublishedAssetCode extends lambda.Code {
  constructor(
    private readonly bucketName: string,
    private readonly objectKey: string,
  ) {
    super();
  }

  bind(): lambda.CodeConfig {
    return { s3Location: { bucketName: this.bucketName, objectKey: this.objectKey } };
  }
}
