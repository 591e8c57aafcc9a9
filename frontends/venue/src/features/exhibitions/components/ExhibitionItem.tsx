import type { ReactNode } from 'react';
import { formatPrice } from '@konstvagg/rules';
import { Badge, useLanguage } from '@konstvagg/ui';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import { STATUS_TONE } from '../../../common/exhibitions.ts';
import { useDates, useT } from '../../../common/text.tsx';
import type { ExhibitionView } from '@konstvagg/contracts';

/** The exhibition's history, oldest first, as an ordered list (inside an expandable <details>). */
function ExhibitionTimeline({ view }: { view: ExhibitionView }) {
  const t = useT();
  const { dateTime } = useDates();
  if (view.history.length === 0) return null;
  return (
    <details className="venue-timeline">
      <summary>{t('exh.timeline', { count: view.history.length })}</summary>
      <ol>
        {view.history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            <time dateTime={h.at}>{dateTime(h.at)}</time>{' '}
            <strong>{h.what === 'message' ? t('exh.history.message') : t(`exhStatus.${h.what}`)}</strong>
            <span className="kv-muted">
              {' · '}
              {h.by_name ?? t(`role.${h.by_role}`)}
            </span>
            {h.note ? <p className="venue-timeline__note">{h.note}</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** One exhibition: the work's thumbnail, title, artist, status, details, timeline and actions. */
export function ExhibitionItem({ view, children }: { view: ExhibitionView; children?: ReactNode }) {
  const t = useT();
  const { language } = useLanguage();
  const { date } = useDates();
  const words = useArtworkWords();
  const { artwork, artist, shipping } = view;
  return (
    <li className="kv-card venue-exh" data-exhibition={view.id} data-status={view.status}>
      {artwork.primary_image ? (
        <img className="venue-exh__thumb" src={artwork.primary_image} alt="" loading="lazy" />
      ) : (
        <span className="venue-exh__thumb" aria-hidden="true" />
      )}
      <div className="venue-exh__body">
        <h3 className="venue-exh__title">
          <a href={`/artworks/${encodeURIComponent(artwork.id)}`}>{artwork.title}</a>
        </h3>
        <div className="venue-exh__meta">
          <span>{artist.artist_name}</span>
          {artist.city ? <span className="kv-muted">{cityName(artist.city, words)}</span> : null}
          <span>{formatPrice(artwork.price, language)}</span>
          <Badge tone={STATUS_TONE[view.status]}>{t(`exhStatus.${view.status}`)}</Badge>
        </div>
        <p className="kv-muted venue-exh__line">
          {view.status === 'requested'
            ? t(view.requested_by === 'venue' ? 'exh.askedByUs' : 'exh.askedByArtist', {
                date: date(view.created_at),
              })
            : t('exh.updated', { date: date(view.updated_at) })}
        </p>
        {view.message ? (
          <blockquote className="venue-exh__message">
            <span className="kv-visually-hidden">{t('exh.messageLabel')}</span>
            {view.message}
          </blockquote>
        ) : null}
        {view.reason ? <p className="venue-exh__reason">{t('exh.reason', { reason: view.reason })}</p> : null}
        {view.status === 'shipped' || shipping.carrier || shipping.tracking ? (
          <p className="venue-exh__line">
            {t('exh.shipping', {
              carrier: shipping.carrier ?? t('exh.shipping.noCarrier'),
              tracking: shipping.tracking ?? t('exh.shipping.noTracking'),
            })}
            {shipping.shipped_at ? ` · ${t('exh.shippedAt', { date: date(shipping.shipped_at) })}` : ''}
          </p>
        ) : null}
        {view.arrived_at ? (
          <p className="venue-exh__line">{t('exh.arrivedAt', { date: date(view.arrived_at) })}</p>
        ) : null}
        {children ? (
          <div
            className="venue-actions"
            role="group"
            aria-label={t('exh.actionsFor', { title: artwork.title })}
          >
            {children}
          </div>
        ) : null}
        <ExhibitionTimeline view={view} />
      </div>
    </li>
  );
}
