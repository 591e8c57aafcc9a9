import { formatPrice } from '@konstvagg/rules';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { exportTransactions, listTransactions } from '@konstvagg/contracts/endpoints';
import {
  Badge,
  Button,
  Container,
  PageHeader,
  StatusLineBadge,
  toQueryString,
  useApiData,
  useDocumentTitle,
} from '@konstvagg/ui';
import { SelectField } from '@konstvagg/ui/forms';
import { useListState } from '@konstvagg/ui/list';
import { downloadAdminCsv } from '../../../common/api/exportCsv.ts';
import { ConsoleTable } from '../../../common/components/ConsoleTable.tsx';
import { ListSearchField } from '../../../common/components/ListSearchField.tsx';
import { TX_SORT_KEYS, TX_STATUSES, sortTransactions, txList, type TxListState } from '../listState.ts';
import { DisputeBadge } from '../../../common/components/tones.tsx';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import '../transactions.css';
import { formatDateTime } from '../../../common/format/dates.ts';
import { DayField } from '../../../common/format/DayField.tsx';
import { Email } from '../../../common/components/Email.tsx';

/** /admin/transactions: every order, filtered by status, day and text; the state lives in the URL. */
export default function Transactions() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t('transactions.title'));
  const list = useListState(txList);
  const { state } = list;
  const [exportError, setExportError] = useState(false);
  const answer = useApiData(listTransactions, { query: txList.query(state) });
  const { data } = answer;

  async function exportCsv() {
    setExportError(false);
    try {
      await downloadAdminCsv(
        `${exportTransactions.path}${toQueryString(txList.filterQuery(state))}`,
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
        <ListSearchField
          label={t('transactions.search')}
          hint={t('transactions.searchHint')}
          search={list.search}
        />
        <SelectField
          label={t('transactions.filter.status')}
          value={state.status ?? ''}
          onChange={(e) => list.filter({ status: (e.target.value || null) as TxListState['status'] })}
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
          onChange={(e) => list.filter({ failedPayout: e.target.value === 'failed' })}
        >
          <option value="">{t('users.filter.all')}</option>
          <option value="failed">{t('transactions.filter.payoutFailed')}</option>
        </SelectField>
        <DayField
          label={t('transactions.filter.from')}
          name="from"
          value={state.from}
          onChange={(from) => list.filter({ from }, true)}
        />
        <DayField
          label={t('transactions.filter.to')}
          name="to"
          value={state.to}
          error={state.from && state.to && state.to < state.from ? t('analytics.range.order') : null}
          onChange={(to) => list.filter({ to }, true)}
        />
      </form>
      <ConsoleTable
        list={list}
        answer={answer}
        rows={rows}
        count={data && t('transactions.count', { count: data.pagination.total })}
        columns={TX_SORT_KEYS.map((key) => ({ sort: key, label: t(`transactions.col.${key}`) }))}
        texts={{
          caption: t('transactions.caption'),
          errorTitle: t('transactions.error.title'),
          errorText: t('users.error.text'),
          emptyTitle: t('transactions.none.title'),
          emptyText: t('transactions.none.text'),
        }}
        renderRow={(tx) => (
          <tr key={tx.id} data-testid="transaction-row">
            <td data-label={t('transactions.col.created')}>{formatDateTime(tx.created_at, intl.locale)}</td>
            <td data-label={t('transactions.col.title')}>
              <Link to={`/admin/transactions/${encodeURIComponent(tx.id)}`}>{tx.title}</Link>
              <span className="adm-sub">{tx.artist_name}</span>
            </td>
            <td data-label={t('transactions.col.buyer')}>
              {tx.buyer_name || <Email address={tx.buyer_email} />}
              {tx.buyer_name ? (
                <span className="adm-sub">
                  <Email address={tx.buyer_email} />
                </span>
              ) : null}
            </td>
            <td data-label={t('transactions.col.status')}>
              <span className="adm-badges">
                <StatusLineBadge line={tx.status_line} />
                {tx.payout_failed ? <Badge tone="danger">{t('transactions.payoutFailed')}</Badge> : null}
                <DisputeBadge dispute={tx.dispute} />
              </span>
            </td>
            <td data-label={t('transactions.col.amount')} className="adm-num">
              {formatPrice(tx.amount, lang, tx.currency)}
            </td>
          </tr>
        )}
      />
    </Container>
  );
}
