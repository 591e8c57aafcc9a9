import type { ReactNode } from 'react';
import { ApiError } from '../api/client.ts';
import { Button } from '../components/Button.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageLoading } from '../components/Spinner.tsx';
import type { SortDir } from './list-state.ts';

/** A column: one with `sort` has a header button that sorts by it; one with `key` a plain header. */
export type ListTableColumn<K extends string> =
  { sort: K; label: ReactNode } | { key: string; label: ReactNode };

/** The remote's own class names for the table's parts (the kit styles none of them). */
export interface ListTableClassNames {
  table: string;
  /** The count line above the table. */
  count: string;
  /** A column header's sort button. */
  sort: string;
  /** The navigation between pages. */
  pager: string;
}

/** The remote's words, from its own messages. */
export interface ListTableTexts {
  /** The table's name, for screen readers (a visually hidden caption). */
  caption: string;
  errorTitle: string;
  /** Said when the server sent no words of its own. */
  errorText: string;
  retry: string;
  emptyTitle: string;
  emptyText: string;
  /** The pager's name. */
  pages: string;
  firstPage: string;
  nextPage: string;
}

export interface ListTableProps<T, K extends string> {
  columns: readonly ListTableColumn<K>[];
  /** The loaded page, its rows in the order shown; undefined until the first answer. */
  page: { rows: readonly T[]; hasMore: boolean; nextCursor: string | null } | undefined;
  /** One row: a <tr> with its key. */
  renderRow: (row: T) => ReactNode;
  /** The count line above a table with rows. */
  count: ReactNode;
  /** The list's state (useListState): the sorted column, its direction, the page's cursor. */
  state: { sort: K | null; dir: SortDir; cursor: string | null };
  onSort: (key: K) => void;
  /** Asks for the page at `cursor` (null: the first). */
  onPage: (cursor: string | null) => void;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  texts: ListTableTexts;
  classNames: ListTableClassNames;
}

/**
 * A list's table, one page at a time: a spinner on the first load, the error with a retry, the
 * empty state, or the count and the table, whose column headers are buttons that sort (the sorted
 * one says so with aria-sort); below it the pager, to the first page and the next.
 */
export function ListTable<T, K extends string>(props: ListTableProps<T, K>) {
  const { page, state, texts, classNames, error, loading } = props;
  const rows = page?.rows ?? [];
  return (
    <>
      {loading && !page ? <PageLoading /> : null}
      {error ? (
        <EmptyState
          headingLevel={2}
          title={texts.errorTitle}
          action={<Button onClick={props.onRetry}>{texts.retry}</Button>}
        >
          {error instanceof ApiError ? error.message : texts.errorText}
        </EmptyState>
      ) : null}
      {page && !error && rows.length === 0 ? (
        <EmptyState headingLevel={2} title={texts.emptyTitle}>
          {texts.emptyText}
        </EmptyState>
      ) : null}
      {page && !error && rows.length > 0 ? (
        <>
          <p className={classNames.count} aria-live="polite">
            {props.count}
          </p>
          <table className={classNames.table} aria-busy={loading}>
            <caption className="kv-visually-hidden">{texts.caption}</caption>
            <thead>
              <tr>
                {props.columns.map((column) =>
                  'sort' in column ? (
                    <SortHeader
                      key={column.sort}
                      label={column.label}
                      dir={state.sort === column.sort ? state.dir : null}
                      className={classNames.sort}
                      onClick={() => props.onSort(column.sort)}
                    />
                  ) : (
                    <th key={column.key} scope="col">
                      {column.label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>{rows.map(props.renderRow)}</tbody>
          </table>
        </>
      ) : null}
      {page && (state.cursor || page.hasMore) ? (
        <nav className={classNames.pager} aria-label={texts.pages}>
          {state.cursor ? (
            <Button variant="secondary" onClick={() => props.onPage(null)}>
              {texts.firstPage}
            </Button>
          ) : null}
          {page.hasMore && page.nextCursor ? (
            <Button variant="secondary" onClick={() => props.onPage(page.nextCursor)}>
              {texts.nextPage}
            </Button>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** A column header that sorts: the sorted one (`dir` set) says its direction, in words and as an arrow. */
function SortHeader(props: {
  label: ReactNode;
  dir: SortDir | null;
  className: string;
  onClick: () => void;
}) {
  const { dir } = props;
  return (
    <th scope="col" aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={props.className} onClick={props.onClick}>
        {props.label}
        <span aria-hidden="true">{dir ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}
