import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

/**
 * False while React is hydrating server HTML (and on the server), true once the browser runs the
 * page. A control whose state lives in React (a filter, a select) is disabled until then: clicked
 * in the server's HTML before the scripts arrived, it would change on screen and nowhere else.
 * A page rendered in the browser is true from its first render.
 *
 * When it turns true, React re-renders the component that read it at once and in one piece (a
 * store's change is urgent, never sliced). Read it in a small component, or through
 * `<WhenHydrated>`, not at the top of a page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * `children(hydrated)`, re-rendered alone when hydration ends. Elements the caller made outside
 * the function (a list of controls inside a fieldset) are passed on unchanged, so React skips
 * them: on the browse page the flip re-renders a fieldset, a button and a select, not the page's
 * 24 cards and every filter, in one task of 100+ ms on a slow phone.
 */
export function WhenHydrated({ children }: { children: (hydrated: boolean) => ReactNode }): ReactNode {
  return children(useHydrated());
}
