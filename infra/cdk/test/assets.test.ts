import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths.ts';
import { bundleText, fakeBuilds, synth } from './synth.ts';

/**
 * Reproducible assets (issue 42 §3): the cloud assembly names no checkout, so a synth in one clone
 * deploys from another or on the pipeline's machine. The real app (esbuild bundles, the sharp layer,
 * every frontend and the landing renderer built) is synthesized into a temp folder outside the
 * repository, as `cdk synth -o` would write it.
 */
const builds = fakeBuilds();
afterAll(() => builds.remove());
const { app } = synth({}, { distOf: builds.distOf, landingDist: builds.landingDist });
const assembly = app.synth();

interface FileAsset {
  source: { path?: string; executable?: string[]; packaging?: string };
}
const manifests = readdirSync(assembly.directory).filter((f) => f.endsWith('.assets.json'));
const fileAssets = manifests.flatMap((m) =>
  Object.entries(
    (JSON.parse(readFileSync(join(assembly.directory, m), 'utf8')) as { files?: Record<string, FileAsset> })
      .files ?? {},
  ),
);

describe('the synthesized assembly', () => {
  it('is written outside the repository', () => {
    expect(assembly.directory.startsWith(REPO_ROOT)).toBe(false);
  });

  it('has no template, asset manifest or assembly manifest that names the checkout', () => {
    const files = readdirSync(assembly.directory).filter(
      (f) => f.endsWith('.template.json') || f.endsWith('.assets.json') || f === 'manifest.json',
    );
    expect(files.filter((f) => f.endsWith('.template.json')).length).toBe(assembly.stacks.length);
    expect(manifests.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(join(assembly.directory, file), 'utf8');
      expect(text.includes(REPO_ROOT), file).toBe(false);
      expect(text.includes(assembly.directory), file).toBe(false);
    }
  });

  it('gives every file asset a path relative to the assembly, and the asset is there', () => {
    const copied = fileAssets.filter(([, a]) => a.source.path);
    expect(copied.length).toBeGreaterThan(5);
    for (const [id, { source }] of copied) {
      expect(isAbsolute(source.path!), id).toBe(false);
      expect(existsSync(join(assembly.directory, source.path!)), id).toBe(true);
    }
  });

  it('bundles the AWS SDK into every service function: none imports it from the runtime (a slow cold start)', () => {
    // A bundle is index.mjs and the chunks it loads on demand (infra/lambda-bundle.ts): read as one text.
    const bundles = fileAssets
      .map(([, a]) => a.source.path && join(assembly.directory, a.source.path))
      .filter((dir): dir is string => !!dir && existsSync(join(dir, 'index.mjs')))
      .map(bundleText);
    // identity, catalog, media, exhibitions, orders, admin, stats (and any Lambda bundled the same way)
    expect(bundles.length).toBeGreaterThanOrEqual(7);
    // An external package stays an ES import in an ESM bundle (the SDK's own error texts that name
    // a package to install are not imports).
    const sdkImport = /(?:\bfrom\s*|\bimport\s*\(\s*)["']@aws-sdk\//;
    const usesDynamo = bundles.filter((code) => code.includes('DynamoDBClient'));
    expect(usesDynamo.length).toBeGreaterThanOrEqual(7);
    for (const code of bundles) expect(sdkImport.test(code)).toBe(false);
  });

  it("builds the sharp layer with a script named from the repository root, where cdk-assets runs it (the CLI's cwd)", () => {
    const built = fileAssets.filter(([, a]) => a.source.executable);
    expect(built).toHaveLength(1);
    const [command, script, ...args] = built[0]![1].source.executable!;
    expect(command).toBe('node');
    expect(isAbsolute(script!)).toBe(false);
    // Run from the root of this checkout (any checkout would do), the script is found and answers
    // its usage for a missing version: exit 2, not node's "Cannot find module" (exit 1).
    const run = spawnSync('node', [script!], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toContain('usage: node infra/cdk/bin/sharp-layer.mjs');
    expect(args).toHaveLength(1);
  });
});
