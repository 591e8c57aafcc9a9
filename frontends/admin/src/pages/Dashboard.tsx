import { useIntl } from 'react-intl';
import { MESSAGE_NUMBERS } from '@konstvagg/contracts/vocabulary';
import type { ContactMessagesResponse } from '@konstvagg/contracts/vocabulary';
import {
  Container,
  EmptyState,
  LinkButton,
  PageHeader,
  Skeleton,
  useApiData,
  useDocumentTitle,
} from '@konstvagg/ui';
import { AgeBadge } from '../moderation/AgeBadge.tsx';
import { useReviewQueue } from '../moderation/queue.ts';
import '../moderation/moderation.css';

/**
 * /admin/dashboard: the review queue's size and its oldest work's age, from the queue itself;
 * the other figures (sales, pickups, issues) come with their issues and the page says so.
 */
export default function Dashboard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, { ...MESSAGE_NUMBERS, ...values });
  useDocumentTitle(t('dashboard.title'));
  // The first page holds the oldest work; the pagination's total is the queue's size.
  const { state } = useReviewQueue(1);
  const oldest = state.phase === 'ready' ? state.artworks[0] : undefined;
  // The response's `unread` counts every new message, whatever the page size.
  const inbox = useApiData<ContactMessagesResponse>('/admin/contact-messages?status=new&limit=1');
  return (
    <Container>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <section className="adm-card" aria-labelledby="adm-dash-queue">
        <h2 id="adm-dash-queue">{t('dashboard.queue.title')}</h2>
        {state.phase === 'loading' ? <Skeleton width="12rem" height="1.5rem" /> : null}
        {state.phase === 'error' ? <p>{t('dashboard.queue.error')}</p> : null}
        {state.phase === 'ready' ? (
          <>
            <p className="adm-card__figure" data-testid="queue-size">
              {t('dashboard.queue.size', { count: state.total })}
            </p>
            {oldest ? (
              <p className="adm-card__line">
                {t('dashboard.queue.oldest')} <AgeBadge hours={oldest.age_hours} overdue={oldest.overdue} />
              </p>
            ) : null}
          </>
        ) : null}
        <LinkButton to="/admin/artworks" variant="secondary" size="sm">
          {t('dashboard.queue.open')}
        </LinkButton>
      </section>
      <section className="adm-card" aria-labelledby="adm-dash-inbox">
        <h2 id="adm-dash-inbox">{t('dashboard.inbox.title')}</h2>
        {inbox.loading && !inbox.data ? <Skeleton width="12rem" height="1.5rem" /> : null}
        {inbox.error ? <p>{t('dashboard.inbox.error')}</p> : null}
        {inbox.data && !inbox.error ? (
          <p className="adm-card__figure" data-testid="unread-messages">
            {t('dashboard.inbox.unread', { count: inbox.data.unread })}
          </p>
        ) : null}
        <LinkButton to="/admin/inbox" variant="secondary" size="sm">
          {t('dashboard.inbox.open')}
        </LinkButton>
      </section>
      <EmptyState title={t('dashboard.empty.title')}>{t('dashboard.empty.text')}</EmptyState>
    </Container>
  );
}
