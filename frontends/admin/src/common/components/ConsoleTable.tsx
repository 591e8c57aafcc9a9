import { useIntl } from 'react-intl';
import type { ApiData } from '@konstvagg/ui';
import { ListTable, type ListTableProps, type ListTableTexts, type SortDir } from '@konstvagg/ui/list';

type OwnTexts = Pick<ListTableTexts, 'caption' | 'errorTitle' | 'errorText' | 'emptyTitle' | 'emptyText'>;

export type ConsoleTableProps<T, K extends string> = Omit<
  ListTableProps<T, K>,
  'texts' | 'classNames' | 'state' | 'onSort' | 'onPage' | 'page' | 'loading' | 'error' | 'onRetry'
> & {
  /** The list's state and its changes (useListState). */
  list: {
    state: { sort: K | null; dir: SortDir; cursor: string | null };
    sortBy: (key: K) => void;
    toPage: (cursor: string | null) => void;
  };
  /** The list's request (useApiData): its answer's paging, and its loading, error and retry. */
  answer: ApiData<{ pagination: { hasMore: boolean; nextCursor: string | null } }>;
  /** The answer's rows, in the order shown. */
  rows: readonly T[];
  /** The list's own words; the retry and the pager's are the console's. */
  texts: OwnTexts;
  /** The table's classes besides adm-table. */
  className?: string;
};

/**
 * One of the console's lists (users, artworks, transactions) as the kit's sortable, paged table,
 * styled by common/console.css and with the words every list shares.
 */
export function ConsoleTable<T, K extends string>({
  list,
  answer,
  rows,
  texts,
  className,
  ...table
}: ConsoleTableProps<T, K>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ListTable
      {...table}
      page={answer.data && { rows, ...answer.data.pagination }}
      loading={answer.loading}
      error={answer.error}
      onRetry={answer.reload}
      state={list.state}
      onSort={list.sortBy}
      onPage={list.toPage}
      texts={{
        ...texts,
        retry: t('queue.retry'),
        pages: t('users.pages'),
        firstPage: t('users.firstPage'),
        nextPage: t('users.nextPage'),
      }}
      classNames={{
        table: className ? `adm-table ${className}` : 'adm-table',
        count: 'adm-count',
        sort: 'adm-sort',
        pager: 'adm-pager',
      }}
    />
  );
}
