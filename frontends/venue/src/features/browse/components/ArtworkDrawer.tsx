import type { Artwork } from '@konstvagg/contracts';
import { formatPrice } from '@konstvagg/rules';
import { Button, LinkButton, useLanguage } from '@konstvagg/ui';
import {
  ArtworkFavoriteCheck,
  artworkImages,
  cityName,
  formatDimensions,
  useArtworkWords,
} from '@konstvagg/ui/artwork';
import { useT } from '../../../common/text.tsx';
import type { ExhibitionView } from '@konstvagg/contracts';
import { Dialog } from '../../../common/Dialog.tsx';
import { RequestButton } from './RequestButton.tsx';

/** A work's details without leaving browse: pictures, facts, the venue's commission, and Request. */
export function ArtworkDrawer({
  artwork,
  open,
  onClose,
  onRequest,
}: {
  artwork: (Artwork & { distance_km?: number }) | null;
  open: ExhibitionView | undefined;
  onClose: () => void;
  onRequest: (artwork: Artwork) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const words = useArtworkWords();
  const { lang } = words;
  const a = artwork;
  const images = a ? artworkImages(a) : [];
  return (
    <Dialog open={a !== null} onClose={onClose} title={a?.title ?? ''} wide>
      {a ? (
        <div className="venue-drawer">
          {images.length ? (
            <div className="venue-drawer__images">
              {images.slice(0, 4).map((img, i) => (
                <img
                  key={img.id}
                  src={i === 0 ? img.src : img.thumbSrc}
                  alt={i === 0 ? words.imageAlt(a.title, words.category(a.category), a.artist_name) : ''}
                  width={img.width}
                  height={img.height}
                />
              ))}
            </div>
          ) : null}
          <dl className="venue-facts">
            <div>
              <dt>{t('drawer.artist')}</dt>
              <dd>{a.artist_name}</dd>
            </div>
            <div>
              <dt>{words.word('artwork.priceLabel')}</dt>
              <dd>
                {formatPrice(a.price, language)} {words.word('artwork.inclVat')}
              </dd>
            </div>
            <div>
              <dt>{t('drawer.commission')}</dt>
              <dd>{t('drawer.commissionValue', { percent: a.venue_commission })}</dd>
            </div>
            <div>
              <dt>{words.word('artwork.sizeLabel')}</dt>
              <dd>
                {formatDimensions(a.width_cm, a.height_cm, lang)} · {words.sizeCategory(a.size_category)}
              </dd>
            </div>
            <div>
              <dt>{t('drawer.kind')}</dt>
              <dd>
                {words.category(a.category)}, {words.style(a.style)}
                {a.medium ? `, ${a.medium}` : ''}
                {a.year ? ` (${a.year})` : ''}
              </dd>
            </div>
            <div>
              <dt>{words.word('artwork.statusLabel')}</dt>
              <dd>{words.status(a.status)}</dd>
            </div>
            <div>
              <dt>{words.word('artwork.locationLabel')}</dt>
              <dd>
                {a.currentLocation
                  ? `${a.currentLocation.venue_name}, ${cityName(a.currentLocation.city, words)}`
                  : a.city
                    ? t('drawer.withArtist', { city: a.city })
                    : words.word('artwork.notOnDisplay')}
                {a.distance_km !== undefined ? ` · ${t('browse.distance', { km: a.distance_km })}` : ''}
              </dd>
            </div>
          </dl>
          {a.description ? <p className="venue-drawer__text">{a.description}</p> : null}
          <div className="venue-actions">
            <RequestButton
              size="md"
              title={a.title}
              status={a.status}
              open={open}
              onRequest={() => onRequest(a)}
            />
            <ArtworkFavoriteCheck artworkId={a.id} title={a.title} />
            <LinkButton variant="ghost" to={`/artworks/${encodeURIComponent(a.id)}`}>
              {t('drawer.fullPage')}
            </LinkButton>
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
