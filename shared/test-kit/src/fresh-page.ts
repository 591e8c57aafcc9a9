import { afterAll, beforeAll, vi } from 'vitest';

/**
 * The ui project's setup file (vitest.config.ts). Its test files share a worker's module cache and
 * its one jsdom window (isolate: false), so each file must start on a page as fresh as a new tab's:
 * no element, attribute, title, stored item, cookie or address left by the file before it, and no
 * stubbed global, fake clock or spy left behind. A file that needs a module mocked cannot share the
 * cache at all; those run isolated (MOCKING_TESTS).
 */
let firstAddress: string | undefined;

/** Puts the page back as a new tab finds it (exported for its own test). */
export function freshPage() {
  if (typeof document === 'undefined') return;
  firstAddress ??= window.location.href;
  const root = document.documentElement;
  for (const element of [root, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  document.head.replaceChildren(); // the <title> too
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.location.href !== firstAddress) window.history.replaceState(null, '', firstAddress);
}

beforeAll(freshPage);

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  freshPage();
});
