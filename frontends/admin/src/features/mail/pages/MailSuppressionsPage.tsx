import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { liftMailSuppression, mailSuppressions } from '@konstvagg/contracts/endpoints';
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
import { ListStates } from '../../../common/components/LoadStates.tsx';
import { Notice, useRowAction } from '../../../common/components/Notice.tsx';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import { formatDate, formatDateTime } from '../../../common/format/dates.ts';
import { Email } from '../../../common/components/Email.tsx';

/**
 * /admin/mail-suppressions (issue 41): the addresses SES reported as permanently bouncing or
 * complaining, newest event first (?cursor pages on), each liftable (audited) when the person has
 * fixed their mailbox or the complaint was a mistake.
 */
export default function MailSuppressionsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t('mail.title'));
  const [params, setParams] = useSearchParams();
  const cursor = params.get('cursor') ?? undefined;
  const { data, error, loading, reload } = useApiData(mailSuppressions, { query: { limit: 50, cursor } });
  const { busy, notice, run } = useRowAction(reload);

  const lift = (email: string) =>
    run(
      email,
      () => call(liftMailSuppression, { params: { email } }),
      t('mail.lifted', { email }),
      (e) => (e instanceof ApiError && e.status === 404 ? t('mail.liftGone') : t('mail.liftFailed')),
    );

  return (
    <Container>
      <PageHeader title={t('mail.title')} description={t('mail.description')} />
      <Notice notice={notice} />
      <ListStates
        loading={loading && !data}
        failed={Boolean(error)}
        data={data}
        count={(d) => d.suppressions.length}
        retry={reload}
        errorTitle={t('mail.error')}
        empty={cursor ? undefined : { title: t('mail.none'), text: t('mail.noneText') }}
        loadingLabel={t('mail.loading')}
      >
        {(d) => (
          <>
            <p className="adm-count">
              {t('mail.count', { count: d.pagination.total ?? d.suppressions.length })}
            </p>
            <table className="adm-table adm-table--suppressions" data-testid="mail-suppressions">
              <thead>
                <tr>
                  <th scope="col">{t('mail.col.email')}</th>
                  <th scope="col">{t('mail.col.reason')}</th>
                  <th scope="col">{t('mail.col.last')}</th>
                  <th scope="col">{t('mail.col.count')}</th>
                  <th scope="col">{t('mail.col.detail')}</th>
                  <th scope="col">
                    <span className="kv-visually-hidden">{t('mail.lift')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.suppressions.map((s) => (
                  <tr key={s.email}>
                    <td data-label={t('mail.col.email')}>
                      <Email address={s.email} />
                    </td>
                    <td data-label={t('mail.col.reason')}>
                      <Badge tone={s.reason === 'complaint' ? 'warning' : 'neutral'}>
                        {t(`mail.reason.${s.reason}`)}
                      </Badge>
                    </td>
                    <td data-label={t('mail.col.last')}>
                      {formatDateTime(s.last_event_at, intl.locale)}{' '}
                      <span className="adm-card__line">
                        ({t('mail.since', { date: formatDate(s.first_event_at, intl.locale) })})
                      </span>
                    </td>
                    <td data-label={t('mail.col.count')}>{s.count}</td>
                    <td data-label={t('mail.col.detail')}>
                      {[s.sub_type, s.diagnostic].filter(Boolean).join(' · ') || '–'}
                    </td>
                    <td>
                      <Button
                        size="sm"
                        variant="secondary"
                        busy={busy === s.email}
                        onClick={() => void lift(s.email)}
                        aria-label={t('mail.liftLabel', { email: s.email })}
                      >
                        {t('mail.lift')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ListStates>
      {data && !error && (cursor || data.pagination.hasMore) ? (
        <div className="adm-actions">
          {cursor ? (
            <Button variant="secondary" onClick={() => setParams({})}>
              {t('mail.first')}
            </Button>
          ) : null}
          {data.pagination.hasMore && data.pagination.nextCursor ? (
            <Button variant="secondary" onClick={() => setParams({ cursor: data.pagination.nextCursor! })}>
              {t('mail.next')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Container>
  );
}
