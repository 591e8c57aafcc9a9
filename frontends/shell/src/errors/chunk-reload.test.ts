import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnce } from './chunk-reload.ts';

function fakeWindow() {
  const store = new Map<string, string>();
  return {
    location: { reload: vi.fn() } as unknown as Location,
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as unknown as Storage,
  };
}

describe('chunk-load recovery', () => {
  it('recognises the browsers’ chunk-load errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then not again within the window', () => {
    const win = fakeWindow();
    expect(reloadOnce(win, 1_000_000)).toBe(true);
    expect(reloadOnce(win, 1_005_000)).toBe(false);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(win, 1_100_000)).toBe(true);
  });
});
