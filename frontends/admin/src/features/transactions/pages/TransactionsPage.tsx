import { formatPrice } from '@konstvagg/rules';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { exportTransactions, listTransactions } from '@konstvagg/contracts/endpoints';
import {
  ApiError,
  Badge,
  Button,
  Container,
  EmptyState,
  PageHeader,
  PageLoading,
  toQueryString,
  useApiData,
  useDocumentTitle,
} from '@konstvagg/ui';
import { SelectField, TextField } from '@konstvagg/ui/forms';
import { downloadAdminCsv } from '../../../common/api/exportCsv.ts';
import { SEARCH_DEBOUNCE_MS } from '../../users/pages/UsersPage.tsx';
import {
  TX_SORT_KEYS,
  TX_STATUSES,
  parseTxListState,
  sortTransactions,
  toggleTxSort,
  txFilterQuery,
  txListParams,
  txListQuery,
  withTxFilter,
  type TxListState,
} from '../listState.ts';
import { DisputeBadge, StatusLineBadge } from '../../../common/components/tones.tsx';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import '../transactions.css';
import { formatDateTime } from '../../../common/format/dates.ts';
import { DayField } from '../../../common/format/DayField.tsx';

/** /admin/transactions: every order, filtered by status, day and text; the state lives in the URL. */
export default function Transactions() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t('transactions.title'));
  const [params, setParams] = useSearchParams();
  const state = parseTxListState(params);
  const [typed, setTyped] = useState(state.q);
  const [exportError, setExportError] = useState(false);
  const { data, error, loading, reload } = useApiData(listTransactions, { query: txListQuery(state) });

  function go(next: TxListState, replace = false) {
    setParams(txListParams(next), { replace });
  }

  useEffect(() => {
    if (typed.trim() === state.q.trim()) return;
    const timer = setTimeout(() => go(withTxFilter(state, { q: typed }), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  async function exportCsv() {
    setExportError(false);
    try {
      await downloadAdminCsv(
        `${exportTransactions.path}${toQueryString(txFilterQuery(state))}`,
        'konstvagg-transactions.csv',
      );
    } catch {
      setExportError(true);
    }
  }

  const rows = data ? sortTransactions(data.transactions, state.sort, state.dir) : [];
  const lang = intl.locale === 'sv' ? 'sv' : 'en';

  return (
    <Container>
      <PageHeader
        title={t('transactions.title')}
        description={t('transactions.description')}
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()}>
            {t('transactions.export')}
          </Button>
        }
      />
      {exportError ? (
        <p role="alert" className="adm-notice adm-notice--warn">
          {t('transactions.exportFailed')}
        </p>
      ) : null}
      <form className="adm-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t('transactions.search')}
          hint={t('transactions.searchHint')}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={100}
        />
        <SelectField
          label={t('transactions.filter.status')}
          value={state.status ?? ''}
          onChange={(e) =>
            go(withTxFilter(state, { status: (e.target.value || null) as TxListState['status'] }))
          }
        >
          <option value="">{t('users.filter.all')}</option>
          {TX_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`order.status.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('transactions.filter.payout')}
          value={state.failedPayout ? 'failed' : ''}
          onChange={(e) => go(withTxFilter(state, { failedPayout: e.target.value === 'failed' }))}
        >
          <option value="">{t('users.filter.all')}</option>
          <option value="failed">{t('transactions.filter.payoutFailed')}</option>
        </SelectField>
        <DayField
          label={t('transactions.filter.from')}
          name="from"
          value={state.from}
          onChange={(from) => go(withTxFilter(state, { from }), true)}
        />
        <DayField
          label={t('transactions.filter.to')}
          name="to"
          value={state.to}
          error={state.from && state.to && state.to < state.from ? t('analytics.range.order') : null}
          onChange={(to) => go(withTxFilter(state, { to }), true)}
        />
      </form>
      {loading && !data ? <PageLoading /> : null}
      {error ? (
        <EmptyState
          headingLevel={2}
          title={t('transactions.error.title')}
          action={<Button onClick={reload}>{t('queue.retry')}</Button>}
        >
          {error instanceof ApiError ? error.message : t('users.error.text')}
        </EmptyState>
      ) : null}
      {data && !error && rows.length === 0 ? (
        <EmptyState headingLevel={2} title={t('transactions.none.title')}>
          {t('transactions.none.text')}
        </EmptyState>
      ) : null}
      {data && !error && rows.length > 0 ? (
        <>
          <p className="adm-count" aria-live="polite">
            {data.pagination.total === null
              ? t('transactions.shown', { count: rows.length })
              : t('transactions.count', { count: data.pagination.total })}
          </p>
          <table className="adm-table" aria-busy={loading}>
            <caption className="kv-visually-hidden">{t('transactions.caption')}</caption>
            <thead>
              <tr>
                {TX_SORT_KEYS.map((key) => {
                  const active = state.sort === key;
                  return (
                    <th
                      key={key}
                      scope="col"
                      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      <button
                        type="button"
                        className="adm-sort"
                        onClick={() => go(toggleTxSort(state, key), true)}
                      >
                        {t(`transactions.col.${key}`)}
                        <span aria-hidden="true">{active ? (state.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((tx) => (
                <tr key={tx.id} data-testid="transaction-row">
                  <td data-label={t('transactions.col.created')}>
                    {formatDateTime(tx.created_at, intl.locale)}
                  </td>
                  <td data-label={t('transactions.col.title')}>
                    <Link to={`/admin/transactions/${encodeURIComponent(tx.id)}`}>{tx.title}</Link>
                    <span className="adm-sub">{tx.artist_name}</span>
                  </td>
                  <td data-label={t('transactions.col.buyer')}>
                    {tx.buyer_name || tx.buyer_email}
                    {tx.buyer_name ? <span className="adm-sub">{tx.buyer_email}</span> : null}
                  </td>
                  <td data-label={t('transactions.col.status')}>
                    <span className="adm-badges">
                      <StatusLineBadge line={tx.status_line} />
                      {tx.payout_failed ? (
                        <Badge tone="danger">{t('transactions.payoutFailed')}</Badge>
                      ) : null}
                      <DisputeBadge dispute={tx.dispute} />
                    </span>
                  </td>
                  <td data-label={t('transactions.col.amount')} className="adm-num">
                    {formatPrice(tx.amount, lang, tx.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {data && (state.cursor || data.pagination.hasMore) ? (
        <nav className="adm-pager" aria-label={t('users.pages')}>
          {state.cursor ? (
            <Button variant="secondary" onClick={() => go({ ...state, cursor: null })}>
              {t('users.firstPage')}
            </Button>
          ) : null}
          {data.pagination.hasMore && data.pagination.nextCursor ? (
            <Button variant="secondary" onClick={() => go({ ...state, cursor: data.pagination.nextCursor })}>
              {t('users.nextPage')}
            </Button>
          ) : null}
        </nav>
      ) : null}
    </Container>
  );
}
