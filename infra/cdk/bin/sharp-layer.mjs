#!/usr/bin/env node
/**
 * Builds the Lambda layer with sharp for linux-arm64 (glibc) and DejaVu Sans (under /opt/fonts, for
 * the text of Open Graph images), and prints the path of its zip on
 * stdout. The CDK app registers this script as the layer asset's `executable`, so it runs only when
 * `cdk deploy` publishes the asset (never during `cdk synth`, which stays offline). It needs the npm
 * registry once per sharp version; the zip is kept in the OS temp folder and reused after that.
 *
 *   node infra/cdk/bin/sharp-layer.mjs <sharp version>     # e.g. 0.34.5
 *
 * Plain JavaScript on purpose: cdk-assets runs it with `node` alone (no tsx).
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const version = process.argv[2];
/** DejaVu Sans for the text sharp draws (Open Graph images); Lambda's image has no fonts at all. */
const FONT_PACKAGE = 'dejavu-fonts-ttf@2.37.3';
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];
if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
  console.error('usage: node infra/cdk/bin/sharp-layer.mjs <exact sharp version, e.g. 0.34.5>');
  process.exit(2);
}

const zipPath = join(tmpdir(), `konstvagg-sharp-layer-${version}-fonts-linux-arm64.zip`);
if (existsSync(zipPath)) {
  process.stdout.write(`${zipPath}\n`);
  process.exit(0);
}

/** Runs a command with its output on stderr (stdout carries only the zip path). */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', process.stderr, process.stderr] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

const work = mkdtempSync(join(tmpdir(), 'konstvagg-sharp-layer-'));
try {
  // Lambda puts a layer under /opt; Node.js functions resolve packages from /opt/nodejs/node_modules.
  const nodejs = join(work, 'nodejs');
  mkdirSync(nodejs);
  writeFileSync(
    join(nodejs, 'package.json'),
    JSON.stringify({ name: 'konstvagg-sharp-layer', private: true, dependencies: { sharp: version } }),
  );
  // npm picks sharp's prebuilt binaries (@img/sharp-linux-arm64, @img/sharp-libvips-linux-arm64) for
  // the target platform, whatever machine this runs on; no compiler, no Docker.
  run(
    'npm',
    [
      'install',
      '--os=linux',
      '--cpu=arm64',
      '--libc=glibc',
      '--omit=dev',
      '--ignore-scripts',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    nodejs,
  );
  const binary = join(nodejs, 'node_modules', '@img', 'sharp-linux-arm64', 'lib', 'sharp-linux-arm64.node');
  if (!existsSync(binary))
    throw new Error(`npm did not install the linux-arm64 binary (${binary} is missing)`);
  const installed = JSON.parse(readFileSync(join(nodejs, 'node_modules', 'sharp', 'package.json'), 'utf8'));
  if (installed.version !== version)
    throw new Error(`installed sharp ${installed.version}, wanted ${version}`);

  // Fonts under /opt/fonts with a fonts.conf; the function sets FONTCONFIG_PATH=/opt/fonts.
  const fontWork = join(work, 'font-package');
  mkdirSync(fontWork);
  run('npm', ['pack', FONT_PACKAGE, '--silent', '--loglevel=error'], fontWork);
  const tarball = readdirSync(fontWork).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${FONT_PACKAGE} produced no tarball`);
  run('tar', ['-xzf', tarball], fontWork);
  const fonts = join(work, 'fonts');
  mkdirSync(fonts);
  for (const file of FONT_FILES) {
    const found = join(fontWork, 'package', 'ttf', file);
    if (!existsSync(found)) throw new Error(`${FONT_PACKAGE} has no ttf/${file}`);
    copyFileSync(found, join(fonts, file));
  }
  writeFileSync(
    join(fonts, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>/opt/fonts</dir>\n  <cachedir>/tmp/fonts-cache</cachedir>\n</fontconfig>\n`,
  );

  const partial = `${zipPath}.${process.pid}.partial`;
  // `zip` where present; Python's zipfile module otherwise (one of the two is on any build machine).
  const zip = spawnSync('zip', ['-qr', '-X', partial, 'nodejs', 'fonts'], {
    cwd: work,
    stdio: ['ignore', 2, 2],
  });
  if (zip.error || zip.status !== 0)
    run('python3', ['-m', 'zipfile', '-c', partial, 'nodejs', 'fonts'], work);
  renameSync(partial, zipPath);
  process.stdout.write(`${zipPath}\n`);
} catch (err) {
  console.error(`sharp layer: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
