import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import type { LazyPart } from './lazyPart.ts';

interface BelowTheFold {
  /** True once every lazy section belongs on the page (idle, a key pressed, an anchor followed). */
  revealed: boolean;
  /** Loads every lazy section's code, then puts them all on the page in one render. */
  revealAll: () => Promise<void>;
}

const Context = createContext<BelowTheFold | null>(null);

/** The group the lazy sections belong to; null outside one (a section rendered on its own). */
export const useBelowTheFold = () => useContext(Context);

/** How long the browser may wait for an idle moment before the sections load anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * The home page's below-the-fold sections, each in its own chunk (issue 14: not downloaded before
 * the first screen shows). A section loads when it comes near the screen (LazySection), and all
 * of them load once the page has loaded and the browser is idle, or at the first key press: a
 * keyboard user tabbing down, find-in-page and a screen reader's list of headings then find every
 * section, not only those scrolled past. A link to a section (`/#how-it-works`) loads them first.
 */
export function BelowTheFoldSections({
  parts,
  children,
}: {
  parts: readonly LazyPart[];
  children: ReactNode;
}) {
  const [revealed, setRevealed] = useState(false);
  const revealAll = useCallback(async () => {
    // All at once, after every chunk has settled: sections above a link's target cannot appear
    // after the page has scrolled to it and push it away.
    await Promise.allSettled(parts.map((part) => part.load()));
    // A transition renders in slices, so a tap during it is not held up by the whole lower page.
    startTransition(() => setRevealed(true));
  }, [parts]);

  useEffect(() => {
    if (revealed) return;
    const reveal = () => void revealAll();
    const cancelIdle = whenIdleAfterLoad(reveal);
    window.addEventListener('keydown', reveal, { once: true });
    return () => {
      cancelIdle();
      window.removeEventListener('keydown', reveal);
    };
  }, [revealed, revealAll]);

  // A deep link (`/#how-it-works`): the browser looked for the id before the page was rendered.
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) goToSection(id, 'auto', revealAll);
  }, [hash, revealAll]);

  return <Context.Provider value={{ revealed, revealAll }}>{children}</Context.Provider>;
}

/**
 * Scrolls to the element with this id and moves focus to it (it has tabIndex -1 when it is a
 * heading), loading the lazy sections first when it is not on the page yet. False when there is
 * no such element and nothing to load: the caller leaves the link to the browser.
 */
export function goToSection(id: string, behavior: ScrollBehavior, reveal?: () => Promise<void>): boolean {
  const land = (target: HTMLElement | null) => {
    if (!target?.isConnected) return;
    target.scrollIntoView({ behavior, block: 'start' });
    // Keyboard and screen-reader focus move along with the view.
    target.focus({ preventScroll: true });
  };
  const target = document.getElementById(id);
  if (target) land(target);
  else if (reveal) void reveal().then(() => rendered(id).then(land));
  return Boolean(target || reveal);
}

/** The element with this id once React has rendered it, or null after a while (its chunk failed). */
function rendered(id: string, timeoutMs = 5000): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const done = (element: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) done(element);
    });
    const timer = setTimeout(() => done(null), timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
    const now = document.getElementById(id);
    if (now) done(now);
  });
}

/**
 * Calls back when the page has loaded (images included) and the main thread is idle, so the lower
 * sections never compete with what the first screen needs. Returns a cancel.
 */
function whenIdleAfterLoad(callback: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(callback, 200); // Safari: no idle callback
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
