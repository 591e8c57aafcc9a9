import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Pagination } from '@konstvagg/contracts/vocabulary';
import {
  call,
  type CallArgs,
  type CallInput,
  type Endpoint,
  type OperationName,
  type ResponseOf,
} from './client.ts';
import { useApiData, type ApiData } from './useApiData.ts';

/** The operations that answer a list: `{ <key>: [...], pagination }` (docs/decisions.md, "One list envelope"). */
export type ListOperation = {
  [N in OperationName]: ResponseOf<N> extends { pagination: Pagination } ? N : never;
}[OperationName];

/** The key of an answer that holds its list (`purchases`, `sales`, `exhibitions`). */
export type ListKey<T> = { [K in keyof T]-?: T[K] extends readonly unknown[] ? K : never }[keyof T];

type ItemOf<
  N extends ListOperation,
  K extends ListKey<ResponseOf<N>>,
> = ResponseOf<N>[K] extends readonly (infer I)[] ? I : never;

/** What a call sent, asking for the page after `cursor` (the first page without one). */
function pageInput<N extends ListOperation>(input: CallArgs<N>[0], cursor: string | undefined) {
  const sent = (input ?? {}) as { query?: Record<string, unknown> };
  const query = cursor ? { ...sent.query, cursor } : sent.query;
  return [{ ...sent, ...(query ? { query } : {}) }] as [CallInput<N>];
}

/**
 * Every item of a list, page after page (each page's `nextCursor`), for code that needs the whole
 * list at once (a set of ids); the list's own page size unless `input` asks for a `limit`.
 */
export async function callEvery<N extends ListOperation, K extends ListKey<ResponseOf<N>>>(
  endpoint: Endpoint<N>,
  key: K,
  input?: CallArgs<N>[0],
): Promise<ItemOf<N, K>[]> {
  const items: ItemOf<N, K>[] = [];
  let cursor: string | undefined;
  do {
    const page = await call(endpoint, ...pageInput<N>(input, cursor));
    items.push(...(page[key] as ItemOf<N, K>[]));
    const { pagination } = page as { pagination: Pagination };
    cursor = pagination.hasMore ? (pagination.nextCursor ?? undefined) : undefined;
  } while (cursor);
  return items;
}

export interface ApiList<T, I> extends ApiData<T> {
  /** The items of every page loaded so far, in the API's order. `data` is the first page (and what sits beside its list). */
  items: I[];
  /** Another page follows the last one loaded ("Show more"). */
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "Show more" failed (the button then offers to try again). */
  moreFailed: boolean;
  loadMore: () => void;
}

/**
 * Reads a list the API pages (useApiData for the first page), and the pages after it on
 * `loadMore` with each page's `nextCursor`. A new first page (a reload, other input) starts the
 * list again. `every` loads page after page until the list ends, for a page that works on the
 * whole list (its own tabs and search, a set of ids); a page that fails on the way is then the
 * list's `error`, and `reload` starts again.
 *
 *   const sales = useApiList(artistSales, 'sales', { query: { limit: 100 } });
 */
export function useApiList<N extends ListOperation, K extends ListKey<ResponseOf<N>>>(
  endpoint: Endpoint<N>,
  key: K,
  input: CallArgs<N>[0],
  options: { every?: boolean } = {},
): ApiList<ResponseOf<N>, ItemOf<N, K>> {
  const first = useApiData(endpoint, ...([input] as CallArgs<N>));
  const [more, setMore] = useState<{ after?: ResponseOf<N>; pages: ResponseOf<N>[] }>({ pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  // A later page's failure belongs to the first page it followed: another first page forgets it.
  const [failure, setFailure] = useState<{ after: ResponseOf<N> | undefined; error: unknown } | null>(null);
  const failed = failure && failure.after === first.data ? failure : null;
  const moreFailed = failed !== null;
  // Pages loaded after a first page belong to it: another first page drops them.
  const pages = useMemo(
    () => (first.data ? [first.data, ...(more.after === first.data ? more.pages : [])] : []),
    [first.data, more],
  );
  const items = useMemo(() => pages.flatMap((page) => page[key] as ItemOf<N, K>[]), [pages, key]);
  const last = pages[pages.length - 1] as { pagination: Pagination } | undefined;
  const nextCursor = last?.pagination.hasMore ? last.pagination.nextCursor : null;

  const loadMore = useCallback(() => {
    if (!nextCursor || loadingMore) return;
    const after = first.data;
    setLoadingMore(true);
    setFailure(null);
    call(endpoint, ...pageInput<N>(input, nextCursor))
      .then((page) => setMore((m) => ({ after, pages: [...(m.after === after ? m.pages : []), page] })))
      .catch((error: unknown) => setFailure({ after, error }))
      .finally(() => setLoadingMore(false));
  }, [endpoint, input, first.data, nextCursor, loadingMore]);

  const every = options.every ?? false;
  useEffect(() => {
    if (every && nextCursor && !loadingMore && !moreFailed) loadMore();
  }, [every, nextCursor, loadingMore, moreFailed, loadMore]);

  return {
    ...first,
    // A page that works on the whole list cannot work on part of it: a later page's failure is the
    // list's error (its "Try again" reloads from the first page), not a list that silently ends.
    error: first.error || (every && failed ? failed.error : null),
    items,
    hasMore: nextCursor !== null,
    loadingMore,
    moreFailed,
    loadMore,
  };
}
