import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_createBrowserHistory, UNSAFE_NavigationContext, useLocation } from 'react-router';

/**
 * Asking before leaving a page with unsaved changes, under a declarative router. `useBlocker` needs
 * the data router (createBrowserRouter, RouterProvider), about 17 KB more gzip on every first visit
 * (docs/decisions.md "First-visit performance"); the app's routers are declarative, on a browser
 * history made here that can hold a navigation:
 *
 * - push and replace (links, `navigate()`, `<Navigate>`) ask the guards first, and a held one runs
 *   when the page says Leave;
 * - Back and Forward have already moved the address when `popstate` fires, so a held one is put
 *   back at once (`history.go` by the same distance the other way, before the router hears of it)
 *   and moved again on Leave.
 *
 * The shell's router (and a remote's standalone router) use `createGuardedHistory()`; a page asks
 * with `useLeaveBlocker`, which finds the history through the router's context, so a remote's copy
 * of this module works with the shell's history. Closing or reloading the tab is the page's own
 * `beforeunload` handler.
 */

export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

export interface LeaveGuard {
  /** Whether to hold a move from `current` to `next`. */
  shouldHold(current: PathParts, next: PathParts): boolean;
  /** A move was held; `resume` makes it. */
  hold(resume: () => void): void;
}

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type To = Parameters<BrowserHistory['push']>[0];
type Update = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

export interface GuardedHistory extends BrowserHistory {
  /** Adds a guard; answers the function that removes it. */
  guard(guard: LeaveGuard): () => void;
}

const partsOf = (l: PathParts): PathParts => ({ pathname: l.pathname, search: l.search, hash: l.hash });

/** The browser history for a declarative router (unstable_HistoryRouter), with guards. */
export function createGuardedHistory(): GuardedHistory {
  // v5Compat: the router hears of push and replace too, as BrowserRouter's own history does.
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const guards: LeaveGuard[] = [];
  let shown: PathParts = partsOf(history.location);
  /** Our own step back after a held Back or Forward: the router must not hear of it. */
  let restoring = false;
  /** A held Back or Forward that the page let go. */
  let passing = false;

  /** The newest guard that holds this move, if any. */
  const holding = (next: PathParts) => {
    for (let i = guards.length - 1; i >= 0; i -= 1) if (guards[i]!.shouldHold(shown, next)) return guards[i];
    return undefined;
  };

  const next = (to: To): PathParts => {
    if (typeof to !== 'string') {
      return { pathname: to.pathname ?? shown.pathname, search: to.search ?? '', hash: to.hash ?? '' };
    }
    const url = new URL(to, `http://x${shown.pathname}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };

  const guarded =
    (move: BrowserHistory['push']): BrowserHistory['push'] =>
    (to, state) => {
      const guard = holding(next(to));
      if (guard) guard.hold(() => move(to, state));
      else move(to, state);
    };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: guarded((to, state) => history.push(to, state)),
    replace: guarded((to, state) => history.replace(to, state)),
    listen(listener) {
      return history.listen((update: Update) => {
        if (restoring) {
          restoring = false;
          return;
        }
        const delta = update.delta;
        if (update.action === 'POP' && !passing && delta) {
          const guard = holding(partsOf(update.location));
          if (guard) {
            restoring = true;
            history.go(-delta);
            guard.hold(() => {
              passing = true;
              history.go(delta);
            });
            return;
          }
        }
        passing = false;
        shown = partsOf(update.location);
        listener(update);
      });
    },
    guard(guard) {
      guards.push(guard);
      return () => {
        const at = guards.indexOf(guard);
        if (at >= 0) guards.splice(at, 1);
      };
    },
  };
}

export interface LeaveBlocker {
  state: 'unblocked' | 'blocked';
  proceed(): void;
  reset(): void;
}

export type ShouldBlock = (args: { currentLocation: PathParts; nextLocation: PathParts }) => boolean;

/**
 * Holds a move away from the page while `shouldBlock` says so; the page shows its "leave or stay"
 * dialog while `state` is 'blocked' and calls `proceed` or `reset` (the shape of `useBlocker`'s
 * answer). Under a router without a guarded history (a unit test's memory router) nothing is held.
 */
export function useLeaveBlocker(shouldBlock: ShouldBlock): LeaveBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const check = useRef(shouldBlock);
  /**
   * Set by Leave until the router shows where it went: the page may stay on screen a moment longer
   * (its successor's chunk still loading), and must not ask again meanwhile.
   */
  const released = useRef(false);
  const [pending, setPending] = useState<{ resume: () => void } | null>(null);

  useLayoutEffect(() => {
    check.current = shouldBlock;
  });
  useLayoutEffect(() => {
    released.current = false;
  }, [location]);

  useEffect(() => {
    const history = navigator as Partial<GuardedHistory>;
    return history.guard?.({
      shouldHold: (currentLocation, nextLocation) =>
        !released.current && check.current({ currentLocation, nextLocation }),
      hold: (resume) => setPending({ resume }),
    });
  }, [navigator]);

  return {
    state: pending ? 'blocked' : 'unblocked',
    proceed() {
      released.current = true;
      setPending(null);
      pending?.resume();
    },
    reset() {
      setPending(null);
    },
  };
}
