import { describe, expect, it } from 'vitest';
import { liveRemotes } from './live-remotes.ts';

const manifest = {
  remotes: {
    marketplace: { version: 'b', entry: '/remotes/marketplace/b/remoteEntry.js' },
    artist: { version: 'a1', entry: '/remotes/artist/a1/remoteEntry.js' },
  },
};

describe('the live remote entries', () => {
  it('takes each remote from the manifest, asked once', async () => {
    const registered: [string, string][] = [];
    let asked = 0;
    const live = liveRemotes(
      (name, entry) => registered.push([name, entry]),
      {},
      async () => {
        asked++;
        return manifest;
      },
    );
    await live.whenKnown('artist');
    await live.whenKnown('marketplace');
    await live.whenKnown('artist');
    expect(registered).toEqual([
      ['artist', '/remotes/artist/a1/remoteEntry.js'],
      ['marketplace', '/remotes/marketplace/b/remoteEntry.js'],
    ]);
    expect(asked).toBe(1);
  });

  it("keeps a server-rendered page's marketplace version, and asks nothing for it", async () => {
    const registered: [string, string][] = [];
    let asked = 0;
    const live = liveRemotes(
      (name, entry) => registered.push([name, entry]),
      { marketplace: '/remotes/marketplace/a/remoteEntry.js' },
      async () => {
        asked++;
        return manifest;
      },
    );
    await live.whenKnown('marketplace');
    expect(asked).toBe(0);
    expect(registered).toEqual([['marketplace', '/remotes/marketplace/a/remoteEntry.js']]);
  });

  it('fails a load when the manifest cannot be read, and asks again on the next attempt', async () => {
    let attempt = 0;
    const live = liveRemotes(
      () => undefined,
      {},
      async () => {
        attempt++;
        if (attempt === 1) throw new Error('offline');
        return manifest;
      },
    );
    await expect(live.whenKnown('artist')).rejects.toThrow('offline');
    await expect(live.whenKnown('artist')).resolves.toBeUndefined();
    expect(attempt).toBe(2);
  });

  it('refuses a remote the manifest does not name, or an entry outside its own path', async () => {
    const live = liveRemotes(
      () => undefined,
      { venue: 'https://evil.example/remoteEntry.js' },
      async () => ({
        remotes: { admin: { version: 'x', entry: 'https://evil.example/remotes/admin/x/remoteEntry.js' } },
      }),
    );
    await expect(live.whenKnown('venue')).rejects.toThrow('names no live version of the venue remote');
    await expect(live.whenKnown('admin')).rejects.toThrow('names no live version of the admin remote');
  });
});
