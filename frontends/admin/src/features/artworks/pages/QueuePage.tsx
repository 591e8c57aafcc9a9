import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice, MESSAGE_NUMBERS } from '@konstvagg/rules';
import { Button, Container, PageHeader, useDocumentTitle } from '@konstvagg/ui';
import { artworkImages, formatDimensions, useArtworkWords } from '@konstvagg/ui/artwork';
import { ReviewDialog, type Outcome } from '../components/ReviewDialog.tsx';
import { useReviewQueue, type QueuedArtwork } from '../api/queue.ts';
import { AgeBadge } from '../../../common/components/AgeBadge.tsx';
import { ListStates } from '../../../common/components/LoadStates.tsx';
import { Notice, type NoticeText } from '../../../common/components/Notice.tsx';
import { ArtworkTabs } from '../components/ArtworkTabs.tsx';
import '../../../common/surfaces.css';
import '../moderation.css';
import '../../../common/console.css';
import { formatDateTime } from '../../../common/format/dates.ts';

/** /admin/artworks/review: the moderation queue, oldest first (docs/api.md, Moderation). */
export default function QueuePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, { ...MESSAGE_NUMBERS, ...values });
  useDocumentTitle(t('artworks.title'));
  const { state, reload, loadMore, loadingMore, moreFailed } = useReviewQueue();
  const [selected, setSelected] = useState<QueuedArtwork | null>(null);
  const [notice, setNotice] = useState<NoticeText | null>(null);

  function decided(outcome: Outcome, artwork: QueuedArtwork) {
    setSelected(null);
    setNotice({
      tone: outcome === 'conflict' ? 'warn' : 'ok',
      text: t(`notice.${outcome}`, { title: artwork.title }),
    });
    void reload();
  }

  return (
    <Container>
      <PageHeader title={t('artworks.title')} description={t('artworks.description')} />
      <ArtworkTabs />
      <Notice notice={notice} />
      <h2 className="adm-queue__heading">{t('queue.title')}</h2>
      <p className="adm-queue__hint">{t('queue.hint')}</p>
      <ListStates
        loading={state.phase === 'loading'}
        failed={state.phase === 'error'}
        data={state.phase === 'ready' ? state : undefined}
        count={(ready) => ready.artworks.length}
        retry={() => void reload()}
        errorTitle={t('queue.error.title')}
        empty={{ title: t('queue.empty.title'), text: t('queue.empty.text') }}
        headingLevel={3}
      >
        {(ready) => (
          <>
            <p className="adm-queue__count" data-testid="queue-count">
              {t('queue.heading', { count: ready.total })}
            </p>
            <ol className="adm-queue" aria-label={t('queue.title')}>
              {ready.artworks.map((artwork) => (
                <QueueItem key={artwork.id} artwork={artwork} onReview={() => setSelected(artwork)} />
              ))}
            </ol>
            {moreFailed ? <p className="adm-notice adm-notice--warn">{t('queue.moreFailed')}</p> : null}
            {ready.nextCursor ? (
              <Button variant="secondary" busy={loadingMore} onClick={() => void loadMore()}>
                {t('queue.loadMore')}
              </Button>
            ) : null}
          </>
        )}
      </ListStates>
      {selected ? (
        <ReviewDialog artwork={selected} onClose={() => setSelected(null)} onDecided={decided} />
      ) : null}
    </Container>
  );
}

function QueueItem({ artwork, onReview }: { artwork: QueuedArtwork; onReview: () => void }) {
  const intl = useIntl();
  const words = useArtworkWords();
  const { lang } = words;
  const image = artworkImages(artwork)[0];
  const submitted = artwork.submitted_at ?? artwork.created_at;
  return (
    <li className="adm-queue__item" data-testid="queue-item">
      {image ? (
        <img className="adm-queue__image" src={image.thumbSrc} alt="" width={96} height={96} />
      ) : (
        <div className="adm-queue__image adm-queue__image--none">{words.word('artwork.noImage')}</div>
      )}
      <div className="adm-queue__main">
        <h3 className="adm-queue__title">{artwork.title}</h3>
        <p className="adm-queue__artist">
          {words.word('artwork.by')} {artwork.artist_name}
        </p>
        <p className="adm-queue__facts">
          {formatPrice(artwork.price_eur, lang)} · {words.category(artwork.category)} ·{' '}
          {words.style(artwork.style)} · {formatDimensions(artwork.width_cm, artwork.height_cm, lang)} (
          {words.sizeCategory(artwork.size_category)})
        </p>
        <p className="adm-queue__submitted">
          {intl.formatMessage(
            { id: 'queue.submitted' },
            {
              when: formatDateTime(submitted, intl.locale),
            },
          )}
        </p>
      </div>
      <div className="adm-queue__side">
        <AgeBadge hours={artwork.age_hours} overdue={artwork.overdue} />
        <Button
          size="sm"
          onClick={onReview}
          aria-label={intl.formatMessage({ id: 'queue.reviewLabel' }, { title: artwork.title })}
        >
          {intl.formatMessage({ id: 'queue.review' })}
        </Button>
      </div>
    </li>
  );
}
