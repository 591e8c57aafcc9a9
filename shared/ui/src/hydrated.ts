import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React is hydrating server HTML (and on the server), true once the browser runs the
 * page. A control whose state lives in React (a filter, a select) is disabled until then: clicked
 * in the server's HTML before the scripts arrived, it would change on screen and nowhere else.
 * A page rendered in the browser is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
