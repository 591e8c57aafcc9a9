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
import type { LazyPart } from '../lazyPart.ts';

interface BelowTheFold {
  /** True from the visitor's first move (or a followed anchor): what waits for it may start. */
  moved: boolean;
  /** True once every lazy section belongs on the page (the visitor moved, an anchor followed). */
  revealed: boolean;
  /** Loads every lazy section's code, then puts them all on the page in one render. */
  revealAll: () => Promise<void>;
}

const Context = createContext<BelowTheFold | null>(null);

/** The group the lazy sections belong to; null outside one (a section rendered on its own). */
export const useBelowTheFold = () => useContext(Context);

/** What a visitor does first when they go on from the first screen, by any means. */
const FIRST_MOVES = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * The home page's below-the-fold sections, each in its own chunk (issue 14: a first visit
 * downloads and runs only what the first screen shows). A section loads when it comes near the
 * screen (LazySection), and all of them load at the visitor's first move of any kind: a scroll, a
 * wheel turn, a touch, a click, a key. A keyboard user tabbing down, find-in-page and a screen
 * reader then find every section, not only those scrolled past: a phone's screen reader scrolls
 * the page as its cursor leaves the first screen, which loads them while it still reads the
 * featured works. A link to a section (`/#how-it-works`) loads them first. A visitor who only
 * looks at the first screen downloads none of them (docs/decisions.md "Below the fold").
 */
export function BelowTheFoldSections({
  parts,
  children,
}: {
  parts: readonly LazyPart[];
  children: ReactNode;
}) {
  const [moved, setMoved] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const revealAll = useCallback(async () => {
    setMoved(true);
    // All at once, after every chunk has settled: sections above a link's target cannot appear
    // after the page has scrolled to it and push it away.
    await Promise.allSettled(parts.map((part) => part.load()));
    // A transition renders in slices, so a tap during it is not held up by the whole lower page.
    startTransition(() => setRevealed(true));
  }, [parts]);

  useEffect(() => {
    if (revealed) return;
    const reveal = () => void revealAll();
    for (const type of FIRST_MOVES) window.addEventListener(type, reveal, { once: true, passive: true });
    return () => {
      for (const type of FIRST_MOVES) window.removeEventListener(type, reveal);
    };
  }, [revealed, revealAll]);

  // A deep link (`/#how-it-works`): the browser looked for the id before the page was rendered.
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) goToSection(id, 'auto', revealAll);
  }, [hash, revealAll]);

  return <Context.Provider value={{ moved, revealed, revealAll }}>{children}</Context.Provider>;
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
