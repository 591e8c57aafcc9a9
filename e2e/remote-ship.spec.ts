import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { readBuildRecord } from '@konstvagg/ui/remote-version';
import { startStaticSite } from '../scripts/size/static-server.ts';
import { localManifestBody, localStore, rollbackRemote, shipRemote, ShipRefused } from '../infra/remotes.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 42 §1: a remote ships, and rolls back, without a shell build. The marketplace is built
 * twice, each time with a visible change (the browse page's title), into a folder of this test's
 * own; the shell is the one already built. The site is served as on AWS (the shell at /, each
 * remote's versions under /remotes/<name>/<version>/, /remotes/manifest.json) with the API of the
 * running stack behind /api, and the manifest is switched the way `npm run remotes -- ship` and
 * `rollback` switch it. The page shows each version in turn, the shell's files untouched.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const frontends = path.join(repo, 'frontends');

/** The browse page's English title, changed in the built messages only: the sources stay as they are. */
function titled(label: string): Plugin {
  return {
    name: 'test:visible-change',
    enforce: 'pre',
    // Read before any plugin transforms it (the messages are precompiled to ICU ASTs after).
    load(id) {
      const file = id.split('?')[0]!;
      if (file !== path.join(frontends, 'marketplace', 'src', 'messages', 'en.ts')) return null;
      const code = readFileSync(file, 'utf8');
      const original = "'browse.title': 'Browse artworks'";
      if (!code.includes(original)) throw new Error(`${file} no longer has ${original}`);
      return code.replace(original, `'browse.title': 'Browse artworks ${label}'`);
    },
  };
}

async function buildMarketplace(distRoot: string, version: string, label: string) {
  const before = { dist: process.env.KONSTVAGG_REMOTE_DIST, version: process.env.KONSTVAGG_REMOTE_VERSION };
  const cwd = process.cwd();
  process.env.KONSTVAGG_REMOTE_DIST = distRoot;
  process.env.KONSTVAGG_REMOTE_VERSION = version;
  // The remotes' vite config reads its folder from the working directory, as `npm run build` runs it.
  process.chdir(path.join(frontends, 'marketplace'));
  try {
    await build({
      root: path.join(frontends, 'marketplace'),
      configFile: path.join(frontends, 'marketplace', 'vite.config.ts'),
      plugins: [titled(label)],
      logLevel: 'error',
    });
  } finally {
    process.chdir(cwd);
    for (const [key, value] of [
      ['KONSTVAGG_REMOTE_DIST', before.dist],
      ['KONSTVAGG_REMOTE_VERSION', before.version],
    ] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
  const record = readBuildRecord(distRoot);
  if (record?.version !== version) throw new Error(`the build of ${version} wrote no build record`);
  return record;
}

test.describe('a remote ships without the shell', () => {
  test.describe.configure({ timeout: 240_000 });
  let site: { url: string; close: () => Promise<void> } | undefined;
  let dir = '';

  test.afterAll(async () => {
    await site?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('two builds of the marketplace: ship one, ship the other, roll back', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // This test's own frontends folder: the built shell and the other remotes as they are, and a
    // marketplace of its own.
    dir = mkdtempSync(path.join(tmpdir(), 'kv-remote-ship-'));
    for (const name of ['shell', 'artist', 'venue', 'admin'])
      symlinkSync(path.join(frontends, name), path.join(dir, name), 'dir');
    const distRoot = path.join(dir, 'marketplace', 'dist');
    mkdirSync(distRoot, { recursive: true });
    const first = await buildMarketplace(distRoot, 'ship-test-a', '(first)');
    const second = await buildMarketplace(distRoot, 'ship-test-b', '(second)');

    const store = localStore(dir);
    site = await startStaticSite({
      root: path.join(frontends, 'shell', 'dist'),
      remotes: {
        marketplace: distRoot,
        ...Object.fromEntries(['artist', 'venue', 'admin'].map((n) => [n, path.join(frontends, n, 'dist')])),
      },
      manifest: () => localManifestBody(dir),
      apiOrigin: baseURL,
    });
    const entries: string[] = [];
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.endsWith('/remoteEntry.js')) entries.push(p);
    });
    const title = page.getByRole('heading', { level: 1 });

    expect(await shipRemote(store, first)).toEqual({ name: 'marketplace', from: null, to: 'ship-test-a' });
    await page.goto(`${site.url}/artworks`);
    await expect(title).toHaveText('Browse artworks (first)');

    expect(await shipRemote(store, second)).toEqual({
      name: 'marketplace',
      from: 'ship-test-a',
      to: 'ship-test-b',
    });
    await page.reload();
    await expect(title).toHaveText('Browse artworks (second)');

    expect(await rollbackRemote(store, 'marketplace')).toEqual({
      name: 'marketplace',
      from: 'ship-test-b',
      to: 'ship-test-a',
    });
    await page.reload();
    await expect(title).toHaveText('Browse artworks (first)');
    expect(entries.filter((e) => e.startsWith('/remotes/marketplace/'))).toEqual([
      '/remotes/marketplace/ship-test-a/remoteEntry.js',
      '/remotes/marketplace/ship-test-b/remoteEntry.js',
      '/remotes/marketplace/ship-test-a/remoteEntry.js',
    ]);
    // The version a rollback left is still there to ship again, and the manifest remembers it.
    expect(localManifestBody(dir).remotes.marketplace).toMatchObject({
      version: 'ship-test-a',
      previous: ['ship-test-b'],
    });

    // A build against shared libraries the live shell does not provide is refused, and changes nothing.
    const broken = {
      ...second,
      contract: {
        ...second.contract,
        needs: { ...second.contract.needs, 'react-router': ['useBlocker', 'NotInAnyRouter'] },
      },
    };
    const refusal = await shipRemote(store, broken).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ShipRefused);
    expect((refusal as ShipRefused).problems.join('\n')).toMatch(/react-router lacks .*NotInAnyRouter/);
    await page.reload();
    await expect(title).toHaveText('Browse artworks (first)');
    expect(consoleErrors).toEqual([]);
  });
});
