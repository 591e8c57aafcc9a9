import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRemotes, loadRemote, type RemoteLoaders } from './load-remote.ts';

const Page = () => null;
/** A remote's './routes' module with one page at /. */
const module = { routes: { pages: { Home: Page }, routes: [{ path: '/', page: 'Home' }] } };

function loaders(marketplace: RemoteLoaders['marketplace']): RemoteLoaders {
  const never = () => new Promise<never>(() => {});
  return { marketplace, artist: never, venue: never, admin: never };
}

// The loaded remotes are the module's state, and this module is shared with other files' tests
// (vitest.config.ts, the ui project): start each test with none.
beforeEach(() => forgetRemotes());
afterEach(() => {
  forgetRemotes();
  vi.useRealTimers();
});

describe('loadRemote', () => {
  it('resolves with the routes of a remote that loads', async () => {
    const result = await loadRemote(
      loaders(async () => module),
      'marketplace',
    );
    expect(result).toEqual({ ok: true, routes: module.routes });
  });

  it('resolves (never rejects) when the remote fails, and tries again next time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(module);
    const first = await loadRemote(loaders(load), 'marketplace');
    expect(first).toMatchObject({ ok: false, reason: 'error' });
    const second = await loadRemote(loaders(load), 'marketplace');
    expect(second.ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('resolves when the loader throws synchronously', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await loadRemote(
      loaders(() => {
        throw new Error('boom');
      }),
      'marketplace',
    );
    expect(result.ok).toBe(false);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pending = loadRemote(
      loaders(() => new Promise(() => {})),
      'marketplace',
      1000,
    );
    vi.advanceTimersByTime(1001);
    await expect(pending).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('loads a remote once for many pages', async () => {
    const load = vi.fn().mockResolvedValue(module);
    await Promise.all([loadRemote(loaders(load), 'marketplace'), loadRemote(loaders(load), 'marketplace')]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
