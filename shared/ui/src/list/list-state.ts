/**
 * A list's state kept in the URL query: its filters and search, the sorted column and direction,
 * and the cursor of the page it shows, so a list can be linked, reloaded and returned to with the
 * back button. A list names its parameters once (`defineList`); this module reads them from the
 * URL (anything not allowed reads as the default) and writes them back, leaving the defaults out
 * so the plain URL stays plain. Pure functions: useListState (use-list-state.ts) binds them to the
 * router's search params.
 */

export type SortDir = 'asc' | 'desc';

/** How one query parameter becomes a filter's value, and back. */
export interface ListParam<V> {
  /** The value in the URL (null: absent); anything not allowed reads as the default. */
  read(raw: string | null): V;
  /** The URL form of a value; undefined leaves the parameter out (it is the default). */
  write(value: V): string | undefined;
  /** The parameter's name in the URL, when it is not the filter's own name. */
  name?: string;
}

/** The usual kinds of filter parameter. */
export const listParam = {
  /** One of a fixed set of values, or null (no filter). */
  oneOf<T extends string>(values: readonly T[]): ListParam<T | null> {
    return {
      read: (raw) => (raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null),
      write: (value) => value ?? undefined,
    };
  },
  /** Free text such as a search, at most `max` characters; written (and compared) trimmed. */
  text(max = 100): ListParam<string> {
    return { read: (raw) => (raw ?? '').slice(0, max), write: (value) => value.trim() || undefined };
  },
  /** A calendar day, YYYY-MM-DD, or '' (none). */
  day(): ListParam<string> {
    return {
      read: (raw) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : ''),
      write: (value) => value || undefined,
    };
  },
  /** A value that matches `pattern` whole (an id, say), or null. */
  matching(pattern: RegExp): ListParam<string | null> {
    return { read: (raw) => (raw && pattern.test(raw) ? raw : null), write: (value) => value ?? undefined };
  },
  /** On when the parameter has exactly `value` (`?payout=failed`), off when it is absent. */
  flag(value: string): ListParam<boolean> {
    return { read: (raw) => raw === value, write: (on) => (on ? value : undefined) };
  },
};

/** The filters whose values are text: the ones a search field can type into. */
type TextKey<F> = { [P in keyof F]: F[P] extends string ? P : never }[keyof F];

/** What makes one list: its filters (in URL order), its sortable columns, and its search. */
export interface ListSpec<F extends object, K extends string, D extends K | null> {
  filters: { [P in keyof F]: ListParam<F[P]> };
  sort: {
    /** The columns that sort. */
    keys: readonly K[];
    /** The sorted column when the URL names none; null: the API's own order. */
    default: D;
    /** The direction when the URL names none. */
    dir: SortDir;
    /** Columns that start descending when first clicked (dates, amounts: newest, largest first). */
    descFirst?: readonly NoInfer<K>[];
  };
  /** The text filter a search field types into (useListState waits for a pause in the typing). */
  search?: NoInfer<TextKey<F>>;
}

/** A list's state: its filters, the sorted column and direction, and the page's cursor. */
export type ListState<F extends object, K extends string, D extends K | null> = F & {
  /** null only for a list whose default is the API's order. */
  sort: K | Extract<D, null>;
  dir: SortDir;
  /** The cursor of the page shown; null: the first page. */
  cursor: string | null;
};

/** A query for the API: the set filters, and undefined for the others. */
export type ListQuery = Record<string, string | undefined>;

export interface ListDefinition<F extends object, K extends string, D extends K | null> extends ListSpec<
  F,
  K,
  D
> {
  /** The state of the plain URL. */
  defaults: ListState<F, K, D>;
  /** Reads the state from the URL; unknown values fall back to the defaults. */
  parse(params: URLSearchParams): ListState<F, K, D>;
  /** Writes the state back: the set filters in their order, then sort and dir, then cursor. */
  params(state: ListState<F, K, D>): URLSearchParams;
  /** A new filter or search starts from the first page; sorting keeps the page. */
  withFilter(state: ListState<F, K, D>, change: Partial<ListState<F, K, D>>): ListState<F, K, D>;
  /** Clicking a column: the same column flips its direction; a new one starts ascending (or see descFirst). */
  toggleSort(state: ListState<F, K, D>, key: K): ListState<F, K, D>;
  /** The filters alone, by their URL names (for the list's request and for an export of it). */
  filterQuery(state: ListState<F, K, D>): ListQuery;
  /** The list's request: the filters and the cursor (the page's rows are sorted in the browser). */
  query(state: ListState<F, K, D>): ListQuery;
}

/** Makes a list's URL state from what it is made of (see ListSpec). */
export function defineList<F extends object, K extends string, D extends K | null>(
  spec: ListSpec<F, K, D>,
): ListDefinition<F, K, D> {
  type State = ListState<F, K, D>;
  const filters = Object.entries(spec.filters) as [keyof F & string, ListParam<unknown>][];
  const nameOf = (key: string, param: ListParam<unknown>) => param.name ?? key;

  function parse(params: URLSearchParams): State {
    const values = Object.fromEntries(filters.map(([key, p]) => [key, p.read(params.get(nameOf(key, p)))]));
    const sort = (spec.sort.keys as readonly string[]).includes(params.get('sort') ?? '')
      ? (params.get('sort') as K)
      : spec.sort.default;
    const dir = params.get('dir');
    return {
      ...(values as F),
      sort: sort as State['sort'],
      dir: dir === 'asc' || dir === 'desc' ? dir : spec.sort.dir,
      cursor: params.get('cursor') || null,
    } as State;
  }

  function filterQuery(state: State): ListQuery {
    return Object.fromEntries(filters.map(([key, p]) => [nameOf(key, p), p.write(state[key])]));
  }

  function params(state: State): URLSearchParams {
    const out = new URLSearchParams();
    for (const [name, value] of Object.entries(filterQuery(state))) if (value) out.set(name, value);
    if (state.sort !== null && (state.sort !== spec.sort.default || state.dir !== spec.sort.dir)) {
      out.set('sort', state.sort);
      out.set('dir', state.dir);
    }
    if (state.cursor) out.set('cursor', state.cursor);
    return out;
  }

  function withFilter(state: State, change: Partial<State>): State {
    const next = { ...state, ...change };
    // A filter changed when its URL form did: a search differing only in spaces is the same search.
    const changed = filters.some(([key, p]) => p.write(next[key]) !== p.write(state[key]));
    return changed ? { ...next, cursor: null } : next;
  }

  function toggleSort(state: State, key: K): State {
    if (state.sort === key) return { ...state, dir: state.dir === 'asc' ? 'desc' : 'asc' };
    return { ...state, sort: key, dir: spec.sort.descFirst?.includes(key) ? 'desc' : 'asc' };
  }

  return {
    ...spec,
    defaults: parse(new URLSearchParams()),
    parse,
    params,
    withFilter,
    toggleSort,
    filterQuery,
    query: (state) => ({ ...filterQuery(state), cursor: state.cursor ?? undefined }),
  };
}

/**
 * Sorts a copy of a page's rows by one column's value (numbers as numbers, text in Swedish order);
 * ties, and a null column, keep the API's order.
 */
export function sortRows<T, K>(
  rows: readonly T[],
  valueOf: (row: T, key: K) => string | number,
  sort: K | null,
  dir: SortDir,
): T[] {
  if (sort === null) return [...rows];
  const factor = dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = valueOf(a.row, sort);
      const y = valueOf(b.row, sort);
      const cmp =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'sv');
      return cmp !== 0 ? cmp * factor : a.index - b.index;
    })
    .map(({ row }) => row);
}
