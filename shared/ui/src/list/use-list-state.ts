import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListDefinition, ListState } from './list-state.ts';

/** How long the search field waits after the last key before the URL (and the request) follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's state, read from the URL on every render and changed by writing the URL: a filter or a
 * search goes back to the first page (pushing a history entry, so Back undoes it), a sort replaces
 * the entry and keeps the page, and a page change pushes one. The search field's text is kept here
 * while it is typed; the URL follows after a pause.
 */
export function useListState<F extends object, K extends string, D extends K | null>(
  list: ListDefinition<F, K, D>,
) {
  type State = ListState<F, K, D>;
  const [params, setParams] = useSearchParams();
  const state = list.parse(params);
  const searchKey = list.search;
  const [typed, setTyped] = useState(searchKey ? String(state[searchKey]) : '');

  function go(next: State, replace = false) {
    setParams(list.params(next), { replace });
  }

  // Search as you type: the URL (and the request) follows the field after a pause.
  useEffect(() => {
    if (!searchKey || typed.trim() === String(state[searchKey]).trim()) return;
    const change = { [searchKey]: typed } as Partial<State>;
    const timer = setTimeout(() => go(list.withFilter(state, change), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  return {
    state,
    /** Sets filters; `replace` for fields that change as they are edited (a day being typed). */
    filter: (change: Partial<State>, replace = false) => go(list.withFilter(state, change), replace),
    /** A column header's click. */
    sortBy: (key: K) => go(list.toggleSort(state, key), true),
    /** Shows the page at `cursor` (null: the first). */
    toPage: (cursor: string | null) => go({ ...state, cursor }),
    /** The search field's value and change handler. */
    search: { value: typed, onChange: setTyped },
  };
}
