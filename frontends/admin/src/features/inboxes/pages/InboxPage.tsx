import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { contactMessages, markContactMessageHandled, subscriptions } from '@konstvagg/contracts/endpoints';
import {
  ApiError,
  Badge,
  Button,
  Container,
  PageHeader,
  call,
  useApiData,
  useDocumentTitle,
} from '@konstvagg/ui';
import { SelectField } from '@konstvagg/ui/forms';
import { downloadSubscriptionsCsv } from '../api/exportCsv.ts';
import { ListStates } from '../../../common/components/LoadStates.tsx';
import { Notice, useRowAction } from '../../../common/components/Notice.tsx';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import { formatDate, formatDateTime } from '../../../common/format/dates.ts';

type Tab = 'messages' | 'subscriptions';

/** /admin/inbox: contact messages (?tab=messages&status=new) and launch subscriptions (?tab=subscriptions). */
export default function InboxPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t('inbox.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'subscriptions' ? 'subscriptions' : 'messages';
  const tabs: Tab[] = ['messages', 'subscriptions'];

  function select(next: Tab) {
    setParams(next === 'messages' ? {} : { tab: next });
  }

  return (
    <Container>
      <PageHeader title={t('inbox.title')} description={t('inbox.description')} />
      <div
        role="tablist"
        className="adm-tabs"
        aria-label={t('inbox.title')}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
          const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length] ?? 'messages';
          select(next);
          requestAnimationFrame(() => document.getElementById(`adm-tab-${next}`)?.focus());
        }}
      >
        {tabs.map((key) => (
          <button
            key={key}
            id={`adm-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`adm-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            className="adm-tab"
            onClick={() => select(key)}
          >
            {t(`inbox.tab.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`adm-panel-${tab}`} aria-labelledby={`adm-tab-${tab}`}>
        {tab === 'messages' ? <Messages /> : <Subscriptions />}
      </div>
    </Container>
  );
}

function Messages() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const status =
    params.get('status') === 'handled' ? 'handled' : params.get('status') === 'all' ? null : 'new';
  const { data, error, loading, reload } = useApiData(contactMessages, {
    query: { status: status ?? undefined },
  });
  const { busy, notice, run } = useRowAction(reload);

  const markHandled = (id: string, subject: string) =>
    run(
      id,
      () => call(markContactMessageHandled, { params: { id } }),
      t('inbox.handledNotice', { subject }),
      (e) => (e instanceof ApiError && e.status === 409 ? t('inbox.alreadyHandled') : t('action.error')),
    );

  return (
    <>
      <Notice notice={notice} />
      <div className="adm-filters">
        <SelectField
          label={t('inbox.filter')}
          value={status ?? 'all'}
          onChange={(e) => setParams(e.target.value === 'new' ? {} : { status: e.target.value })}
        >
          <option value="new">{t('inbox.status.new')}</option>
          <option value="handled">{t('inbox.status.handled')}</option>
          <option value="all">{t('users.filter.all')}</option>
        </SelectField>
      </div>
      {/* No unread and nothing listed: the empty state below says it once. */}
      {data && (data.unread > 0 || data.messages.length > 0) ? (
        <p className="adm-count" data-testid="unread-count">
          {t('inbox.unread', { count: data.unread })}
        </p>
      ) : null}
      <ListStates
        loading={loading && !data}
        failed={Boolean(error)}
        data={data}
        count={(d) => d.messages.length}
        retry={reload}
        errorTitle={t('inbox.error')}
        empty={{ title: t('inbox.none'), text: t('inbox.noneText') }}
      >
        {(d) => (
          <ul className="adm-messages">
            {d.messages.map((m) => (
              <li key={m.id} className="adm-card adm-message" data-testid="contact-message">
                <h2 className="adm-message__subject">{m.subject}</h2>
                <p className="adm-card__line">
                  {m.name} · <a href={`mailto:${m.email}`}>{m.email}</a> ·{' '}
                  {formatDateTime(m.created_at, intl.locale)}{' '}
                  <Badge tone={m.status === 'new' ? 'accent' : 'neutral'}>
                    {t(`inbox.status.${m.status}`)}
                  </Badge>
                </p>
                <p className="adm-message__body">{m.message}</p>
                {m.status === 'new' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={busy === m.id}
                    onClick={() => void markHandled(m.id, m.subject)}
                    aria-label={t('inbox.markHandledLabel', { subject: m.subject })}
                  >
                    {t('inbox.markHandled')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}

function Subscriptions() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, error, loading, reload } = useApiData(subscriptions, { query: { limit: 100 } });
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function exportCsv() {
    setExporting(true);
    setFailed(false);
    try {
      await downloadSubscriptionsCsv();
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <div className="adm-actions">
        <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
          {t('inbox.export')}
        </Button>
      </div>
      {failed ? (
        <p className="adm-notice adm-notice--warn" role="alert">
          {t('inbox.exportFailed')}
        </p>
      ) : null}
      <ListStates
        loading={loading && !data}
        failed={Boolean(error)}
        data={data}
        count={(d) => d.subscriptions.length}
        retry={reload}
        errorTitle={t('inbox.error')}
        empty={{ title: t('inbox.noSubs'), text: t('inbox.noSubsText') }}
      >
        {(d) => (
          <>
            <p className="adm-count">{t('inbox.subsCount', { count: d.pagination.total })}</p>
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">{t('users.col.email')}</th>
                  <th scope="col">{t('user.language')}</th>
                  <th scope="col">{t('inbox.consented')}</th>
                </tr>
              </thead>
              <tbody>
                {d.subscriptions.map((s) => (
                  <tr key={s.email}>
                    <td data-label={t('users.col.email')}>{s.email}</td>
                    <td data-label={t('user.language')}>{s.language}</td>
                    <td data-label={t('inbox.consented')}>{formatDate(s.consented_at, intl.locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ListStates>
    </>
  );
}
