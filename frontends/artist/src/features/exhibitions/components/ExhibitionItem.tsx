import { Link } from 'react-router';
import type { ExhibitionStatus } from '@konstvagg/contracts/vocabulary';
import { Badge, Button, useLanguage, type BadgeTone } from '@konstvagg/ui';
import { useT } from '../../../common/text.tsx';
import { LabelLink } from './LabelLink.tsx';
import {
  artistActions,
  closingReason,
  direction,
  latestEntry,
  showsLabel,
  type ArtistAction,
  type ExhibitionHistoryEntry,
  type ExhibitionView,
} from '../model.ts';

const TONE: Record<ExhibitionStatus, BadgeTone> = {
  requested: 'warning',
  accepted: 'accent',
  shipped: 'accent',
  on_display: 'success',
  sold: 'success',
  return_requested: 'warning',
  returned: 'neutral',
  collected: 'neutral',
  rejected: 'neutral',
  cancelled: 'neutral',
  damaged: 'danger',
};

function useDate() {
  const { language } = useLanguage();
  return (iso: string | null | undefined, withTime = false) =>
    iso
      ? new Date(iso).toLocaleString(language === 'sv' ? 'sv-SE' : 'en-GB', {
          dateStyle: 'medium',
          ...(withTime ? { timeStyle: 'short' } : {}),
        })
      : '';
}

function HistoryLine({ entry }: { entry: ExhibitionHistoryEntry }) {
  const t = useT();
  const date = useDate();
  const what =
    entry.what === 'message' ? t('exhibitions.history.message') : t(`exhibitions.status.${entry.what}`);
  const who =
    entry.by_role === 'artist' || !entry.by_name ? t(`exhibitions.who.${entry.by_role}`) : entry.by_name;
  return (
    <li>
      <time dateTime={entry.at}>{date(entry.at, true)}</time> {t('exhibitions.history.by', { what, who })}
      {entry.note ? <span className="exh-history__note">{entry.note}</span> : null}
    </li>
  );
}

/** One exhibition: the work, the venue, the stage, what happened so far and what the artist can do now. */
export function ExhibitionItem({
  item,
  busy,
  onAction,
}: {
  item: ExhibitionView;
  busy: boolean;
  onAction: (item: ExhibitionView, action: ArtistAction) => void;
}) {
  const t = useT();
  const date = useDate();
  const actions = artistActions(item.actions);
  const reason = closingReason(item);
  const last = latestEntry(item.history);
  const titleId = `exh-${item.id}-title`;
  return (
    <li className="kv-card exh-item" data-testid="exhibition-item" aria-labelledby={titleId}>
      {item.artwork.primary_image ? (
        <img className="exh-item__thumb" src={item.artwork.primary_image} alt="" loading="lazy" />
      ) : (
        <span className="exh-item__thumb" />
      )}
      <div className="exh-item__body">
        <h3 id={titleId}>
          <Link to={`/artworks/${encodeURIComponent(item.artwork.id)}`}>{item.artwork.title}</Link>
        </h3>
        <div className="studio-work__meta">
          <Link to={`/venues/${encodeURIComponent(item.venue.id)}`}>{item.venue.venue_name}</Link>
          <span className="kv-muted">{item.venue.city}</span>
          <Badge tone={TONE[item.status]}>{t(`exhibitions.status.${item.status}`)}</Badge>
        </div>
        <p className="exh-item__line kv-muted">
          {t(direction(item) === 'incoming' ? 'exhibitions.incoming' : 'exhibitions.outgoing')} ·{' '}
          {t('exhibitions.askedOn', { date: date(item.created_at) })}
        </p>
        {item.message && item.status === 'requested' ? (
          <p className="exh-item__quote">{t('exhibitions.message', { message: item.message })}</p>
        ) : null}
        {item.status === 'accepted' ? (
          <p className="exh-item__line">
            {t('exhibitions.shipTo', {
              address: item.venue.address,
              postalCode: item.venue.postal_code,
              city: item.venue.city,
            })}
          </p>
        ) : null}
        {item.status === 'shipped' ? (
          <div className="exh-item__line">
            <p>
              {item.shipping.shipped_at
                ? t('exhibitions.shippedOn', { date: date(item.shipping.shipped_at) })
                : null}
              {item.shipping.carrier ? (
                <> · {t('exhibitions.carrier', { carrier: item.shipping.carrier })}</>
              ) : null}
              {item.shipping.tracking ? (
                <> · {t('exhibitions.tracking', { tracking: item.shipping.tracking })}</>
              ) : null}
            </p>
            <p className="kv-muted">{t('exhibitions.onTheWay')}</p>
          </div>
        ) : null}
        {(item.status === 'on_display' || item.status === 'sold') && item.arrived_at ? (
          <p className="exh-item__line">{t('exhibitions.since', { date: date(item.arrived_at) })}</p>
        ) : null}
        {item.status === 'return_requested' ? (
          <p className="exh-item__line">{t('exhibitions.returning')}</p>
        ) : null}
        {reason ? (
          <p className="studio-work__rejected" role="note">
            {t('exhibitions.reason', { reason })}
          </p>
        ) : null}
        {actions.length > 0 || showsLabel(item.status) ? (
          <div
            className="studio-work__actions"
            role="group"
            aria-label={t('exhibitions.actionsFor', { title: item.artwork.title })}
          >
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={
                  action === 'accept' || action === 'ship' || action === 'confirm_return'
                    ? 'primary'
                    : 'secondary'
                }
                disabled={busy}
                busy={busy && (action === 'accept' || action === 'confirm_return')}
                onClick={() => onAction(item, action)}
              >
                {t(`exhibitions.action.${action}`)}
              </Button>
            ))}
            {showsLabel(item.status) ? <LabelLink artworkId={item.artwork.id} /> : null}
          </div>
        ) : null}
        {item.history.length > 0 ? (
          <details className="exh-history">
            <summary>
              {t('exhibitions.history.title')}
              {last ? <span className="kv-muted"> · {date(last.at)}</span> : null}
            </summary>
            <ol>
              {item.history.map((entry, i) => (
                <HistoryLine key={`${entry.at}-${i}`} entry={entry} />
              ))}
            </ol>
          </details>
        ) : null}
      </div>
    </li>
  );
}
