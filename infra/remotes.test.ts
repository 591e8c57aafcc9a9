import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from './local/bootstrap.ts';
import { startS3 } from './local/engines/s3.ts';
import {
  localManifestBody,
  localStore,
  MANIFEST_KEY,
  rollbackRemote,
  s3Store,
  shipLatestLocally,
  shipRemote,
  ShipRefused,
} from './remotes.ts';

/** A frontends folder laid out as the builds leave it: shell/dist, <remote>/dist/<version>/. */
let dir: string;
const shell = {
  provides: { react: ['default', 'useState'], 'react-router': ['Link', 'useNavigate'] },
  versions: { react: '19.2.1', 'react-router': '7.18.5' },
};
const build = (version: string, needs = { react: ['useState'], 'react-router': ['Link'] }) => ({
  name: 'artist',
  version,
  contract: { needs, versions: { react: '19.2.0', 'react-router': '7.18.2' } },
});

function built(name: string, version: string, latest = false) {
  mkdirSync(path.join(dir, name, 'dist', version), { recursive: true });
  writeFileSync(path.join(dir, name, 'dist', version, 'remoteEntry.js'), 'export {}');
  if (latest)
    writeFileSync(
      path.join(dir, name, 'dist', 'latest.json'),
      JSON.stringify({
        ...build(version),
        name,
        entry: `/remotes/${name}/${version}/remoteEntry.js`,
        builtAt: '2026-12-03T00:00:00.000Z',
      }),
    );
}

async function refusal(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ShipRefused);
  return (error as ShipRefused).problems;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kv-remotes-'));
  mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'shell', 'dist', 'vendor-contract.json'), JSON.stringify(shell));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('shipping a remote', () => {
  it('points the manifest at each shipped version and back, remembering the ones before', async () => {
    built('artist', 'v1');
    built('artist', 'v2');
    built('artist', 'v3');
    const store = localStore(dir);
    const at = new Date('2026-12-03T01:00:00Z');
    expect(await shipRemote(store, build('v1'), at)).toEqual({ name: 'artist', from: null, to: 'v1' });
    expect(await shipRemote(store, build('v2'), at)).toEqual({ name: 'artist', from: 'v1', to: 'v2' });
    expect(await shipRemote(store, build('v3'), at)).toEqual({ name: 'artist', from: 'v2', to: 'v3' });
    expect(localManifestBody(dir).remotes.artist).toEqual({
      version: 'v3',
      entry: '/remotes/artist/v3/remoteEntry.js',
      shippedAt: '2026-12-03T01:00:00.000Z',
      previous: ['v2', 'v1'],
    });
    expect(await rollbackRemote(store, 'artist')).toEqual({ name: 'artist', from: 'v3', to: 'v2' });
    expect(localManifestBody(dir).remotes.artist?.previous).toEqual(['v3', 'v1']);
    // Shipping the live version again changes nothing.
    expect(await shipRemote(store, build('v2'))).toEqual({ name: 'artist', from: 'v2', to: 'v2' });
    expect(localManifestBody(dir).remotes.artist?.previous).toEqual(['v3', 'v1']);
  });

  it('refuses a version whose files are not there, and a build the live shell cannot run', async () => {
    built('artist', 'v1');
    const store = localStore(dir);
    expect(await refusal(shipRemote(store, build('v9')))).toEqual([
      expect.stringMatching(/^version v9 of artist is not in /),
    ]);
    const newer = {
      ...build('v1', { react: ['useState', 'useEffectEvent'], 'react-router': ['Link'] }),
      contract: {
        needs: { react: ['useState', 'useEffectEvent'], 'react-intl': ['FormattedMessage'] },
        versions: { react: '20.0.0', 'react-router': '7.19.0' },
      },
    };
    expect(await refusal(shipRemote(store, newer))).toEqual([
      'artist v1 was built against other shared libraries: react lacks useEffectEvent in the shell',
      'artist v1 was built against other shared libraries: the shell provides no react-intl',
      'artist v1 was built against other shared libraries: react 20.0.0 in the remote, 19.2.1 in the shell (another major version)',
    ]);
    expect(localManifestBody(dir).remotes.artist).toBeUndefined();
  });

  it('refuses every remote before the shell is there', async () => {
    built('artist', 'v1');
    rmSync(path.join(dir, 'shell', 'dist', 'vendor-contract.json'));
    expect(await refusal(shipRemote(localStore(dir), build('v1')))).toEqual([
      expect.stringMatching(/^no shell in .*vendor-contract\.json.*ship the shell before its remotes/),
    ]);
  });

  it('refuses a rollback with nothing to go back to', async () => {
    built('artist', 'v1');
    const store = localStore(dir);
    expect(await refusal(rollbackRemote(store, 'artist'))).toEqual([
      expect.stringMatching(/^artist has never been shipped/),
    ]);
    await shipRemote(store, build('v1'));
    expect(await refusal(rollbackRemote(store, 'artist'))).toEqual([
      'artist has no earlier version to roll back to',
    ]);
  });

  it('serves a built remote that was never shipped at its latest build, and ships it at start', async () => {
    built('venue', 'v7', true);
    expect(localManifestBody(dir).remotes.venue).toMatchObject({
      version: 'v7',
      entry: '/remotes/venue/v7/remoteEntry.js',
    });
    const lines: string[] = [];
    const switches = await shipLatestLocally(dir, (l) => lines.push(l));
    expect(switches).toEqual([{ name: 'venue', from: null, to: 'v7' }]);
    expect(lines).toEqual([]);
  });
});

describe('shipping on AWS: the site buckets (s3rver)', () => {
  it('ships into the manifest in the shell bucket, checks the live shell, and rolls back', async () => {
    const s3 = await startS3({ dataDir: path.join(dir, 's3'), buckets: ['site-shell', 'site-artist'] });
    const client = s3Client(s3.endpoint);
    try {
      const store = s3Store(client, { shell: 'site-shell', remote: (name) => `site-${name}` });
      const put = (Bucket: string, Key: string, Body: string) =>
        client.send(new PutObjectCommand({ Bucket, Key, Body }));
      await put('site-artist', 'remotes/artist/v1/remoteEntry.js', 'export {}');
      await put('site-artist', 'remotes/artist/v2/remoteEntry.js', 'export {}');
      expect(await refusal(shipRemote(store, build('v1')))).toEqual([
        expect.stringMatching(/^no shell in s3:\/\/site-shell/),
      ]);
      await put('site-shell', 'vendor-contract.json', JSON.stringify(shell));
      expect(await refusal(shipRemote(store, build('v3')))).toEqual([
        'version v3 of artist is not in s3://site-shell',
      ]);
      expect(await shipRemote(store, build('v1'))).toEqual({ name: 'artist', from: null, to: 'v1' });
      expect(await shipRemote(store, build('v2'))).toEqual({ name: 'artist', from: 'v1', to: 'v2' });
      expect(await rollbackRemote(store, 'artist')).toEqual({ name: 'artist', from: 'v2', to: 'v1' });
      expect((await store.readManifest())?.remotes.artist).toMatchObject({
        version: 'v1',
        entry: '/remotes/artist/v1/remoteEntry.js',
        previous: ['v2'],
      });
      const head = await client.send(new HeadObjectCommand({ Bucket: 'site-shell', Key: MANIFEST_KEY }));
      expect(head.CacheControl).toBe('no-cache');
    } finally {
      client.destroy();
      await s3.stop();
    }
  });
});
