import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AdminDashboardResponse } from '@konstvagg/contracts/vocabulary';
import { Badge } from '@konstvagg/ui';
import { formatDateTime } from '../../../common/format/dates.ts';
import './needs-attention.css';

type NeedsAttentionData = AdminDashboardResponse['needs_attention'];
type Item = NonNullable<NeedsAttentionData>['items'][number];

/** The tasks the dashboard names in words; any other task shows as the platform wrote it. */
const KNOWN_TASKS = ['refund', 'payout-sweep', 'outbox', 'stream', 'mail-feedback'] as const;

/** The edge-invalidation stream's queue: a page cache, not money, and nothing to replay. */
const STREAM_FAILURES = 'stream-failures';

/**
 * The top of the admin dashboard (issue 39 §3): what failed every retry on a money path and waits
 * in a dead-letter queue until an operator replays it (`npm run redrive -- <queue>`,
 * docs/operations.md, "Dead letters"). Nothing when nothing waits; a quiet line when the queues
 * could not be read (`null`).
 */
export function NeedsAttention({ data }: { data: NeedsAttentionData }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // (An API from before issue 39 §3 does not send it: nothing to say then.)
  if (data === undefined) return null;
  if (data === null) {
    return (
      <p className="adm-attention-unread" data-testid="needs-attention-unread">
        {t('dashboard.attention.unreadable')}
      </p>
    );
  }
  if (data.total === 0) return null;
  const queues = [...new Set(data.items.map((item) => item.queue))];
  const taskName = (task: Item['task']) =>
    task === null
      ? t('dashboard.attention.task.unknown')
      : (KNOWN_TASKS as readonly string[]).includes(task)
        ? t(`dashboard.attention.task.${task}`)
        : task;

  return (
    <section className="adm-attention" aria-labelledby="adm-attention-title" data-testid="needs-attention">
      <h2 id="adm-attention-title">{t('dashboard.attention.title', { count: data.total })}</h2>
      <p className="adm-attention__intro">{t('dashboard.attention.intro')}</p>
      {data.items.length < data.total ? (
        <p className="adm-attention__intro">
          {t('dashboard.attention.shown', { shown: data.items.length, total: data.total })}
        </p>
      ) : null}
      <ul className="adm-attention__list" aria-label={t('dashboard.attention.list')}>
        {data.items.map((item) => (
          <li key={`${item.queue}:${item.id}`} className="adm-attention__item">
            <p className="adm-attention__what">
              <strong>{taskName(item.task)}</strong>
              {item.order_id ? (
                <Link to={`/admin/transactions/${encodeURIComponent(item.order_id)}`}>
                  {t('dashboard.attention.order', { id: item.order_id })}
                </Link>
              ) : null}
            </p>
            <p className="adm-attention__meta">
              {item.at ? (
                <time dateTime={item.at}>
                  {t('dashboard.attention.at', { when: formatDateTime(item.at, intl.locale) })}
                </time>
              ) : null}
              <Badge tone="warning">{t('dashboard.attention.queue', { queue: item.queue })}</Badge>
            </p>
            {item.error ? (
              <p className="adm-attention__error">
                <span>{t('dashboard.attention.error')}</span> <code>{item.error}</code>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {queues.map((queue) => (
        <p key={queue} className="adm-attention__replay" data-testid="needs-attention-replay">
          {intl.formatMessage(
            // The table stream's failed batches name no order and cannot be run again (its records
            // are gone after a day): the command says what to do instead.
            { id: queue === STREAM_FAILURES ? 'dashboard.attention.stream' : 'dashboard.attention.replay' },
            { command: <code key="command">npm run redrive -- {queue}</code> },
          )}
        </p>
      ))}
    </section>
  );
}
