/**
 * After a deploy, an open tab may ask for chunks that no longer exist. The outer error boundary and
 * the `vite:preloadError` listener reload the page once to pick up the new build; a marker in
 * sessionStorage stops a reload loop if the failure persists.
 */
const RELOAD_MARKER = 'konstvagg:chunk-reload';
const RELOAD_WINDOW_MS = 30_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS|Loading chunk|RUNTIME-008/i.test(
    message,
  );
}

/** Reloads once per 30 s; returns false when it already did (then the caller shows the error screen). */
export function reloadOnce(
  win: Pick<Window, 'location' | 'sessionStorage'> = window,
  now = Date.now(),
): boolean {
  try {
    const last = Number(win.sessionStorage.getItem(RELOAD_MARKER) ?? 0);
    if (now - last < RELOAD_WINDOW_MS) return false;
    win.sessionStorage.setItem(RELOAD_MARKER, String(now));
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}

export function installPreloadErrorReload(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(win)) event.preventDefault();
  });
}
