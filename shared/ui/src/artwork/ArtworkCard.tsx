import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { Artwork } from '@konstvagg/contracts';
import { formatPrice } from '@konstvagg/rules';
import { Badge } from '../components/Badge.tsx';
import { formatDimensions } from './format.ts';
import { LocalPrice } from './LocalPrice.tsx';
import { artworkImages } from './images.ts';
import { isSold } from './taxonomy.ts';
import { cityName, useArtworkWords } from './words.ts';
import './artwork.css';

/** What a card shows; a full Artwork from the API fits. */
export type ArtworkCardData = Pick<
  Artwork,
  | 'id'
  | 'title'
  | 'category'
  | 'style'
  | 'price'
  | 'local_price'
  | 'width_cm'
  | 'height_cm'
  | 'size_category'
  | 'status'
  | 'artist_name'
  | 'images'
  | 'primary_image'
  | 'currentLocation'
>;

export interface ArtworkCardProps {
  artwork: ArtworkCardData;
  /** The title's heading level; pick the one below the section heading the grid sits under. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Extension point for controls that belong to one kind of user, e.g. the venue's favourite toggle
   * (only venues see it). Rendered above the card's link area, outside the link. The
   * marketplace passes nothing, so nothing is rendered.
   */
  actions?: ReactNode;
  /** Roving-tabindex wiring from ArtworkGrid. */
  linkRef?: Ref<HTMLAnchorElement>;
  tabIndex?: number;
  onLinkFocus?: () => void;
}

export function ArtworkCard({
  artwork,
  headingLevel = 3,
  actions,
  linkRef,
  tabIndex,
  onLinkFocus,
}: ArtworkCardProps) {
  const words = useArtworkWords();
  const { lang } = words;
  const Heading = `h${headingLevel}` as const;
  const image = artworkImages(artwork)[0];
  const artist = artwork.artist_name?.trim() || words.word('artwork.unknownArtist');
  const category = words.category(artwork.category);
  const style = words.style(artwork.style);
  const sold = isSold(artwork.status);
  const showStatus = !sold && artwork.status !== 'available';
  const location = artwork.currentLocation;

  return (
    <article className="kv-artwork-card" data-status={artwork.status}>
      <div className="kv-artwork-card__media">
        {image ? (
          <img
            src={image.thumbSrc}
            alt={words.imageAlt(artwork.title, category, artist)}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="kv-artwork-card__placeholder" role="img" aria-label={words.word('artwork.noImage')}>
            <span aria-hidden="true">{words.word('artwork.noImage')}</span>
          </div>
        )}
        {(sold || showStatus) && (
          <div className="kv-artwork-card__flags">
            {sold && <Badge className="kv-artwork-card__sold">{words.word('artwork.sold')}</Badge>}
            {showStatus && (
              <Badge className="kv-artwork-card__status">
                <span className="kv-visually-hidden">{words.word('artwork.statusLabel')}: </span>
                {words.status(artwork.status)}
              </Badge>
            )}
          </div>
        )}
      </div>
      <div className="kv-artwork-card__body">
        <Heading className="kv-artwork-card__title">
          <Link
            to={`/artworks/${encodeURIComponent(artwork.id)}`}
            className="kv-artwork-card__link"
            ref={linkRef}
            tabIndex={tabIndex}
            onFocus={onLinkFocus}
          >
            {artwork.title}
          </Link>
        </Heading>
        <p className="kv-artwork-card__artist">
          <span className="kv-visually-hidden">{words.word('artwork.by')} </span>
          {artist}
        </p>
        <ul className="kv-artwork-card__badges">
          <li className="kv-badge kv-artwork-card__tag">{category}</li>
          <li className="kv-badge kv-artwork-card__tag">{style}</li>
        </ul>
        <p className="kv-artwork-card__meta">
          <span className="kv-visually-hidden">{words.word('artwork.sizeLabel')}: </span>
          {formatDimensions(artwork.width_cm, artwork.height_cm, lang)} · {artwork.size_category}
        </p>
        <p className="kv-artwork-card__meta">
          {location ? (
            <>
              <span className="kv-visually-hidden">{words.word('artwork.locationLabel')}: </span>
              {location.venue_name || words.word('artwork.unknownVenue')}, {cityName(location.city, words)}
            </>
          ) : (
            words.word('artwork.notOnDisplay')
          )}
        </p>
        <p className="kv-artwork-card__price">
          <span className="kv-visually-hidden">{words.word('artwork.priceLabel')}: </span>
          <span className="kv-artwork-card__amount">{formatPrice(artwork.price, lang)}</span>{' '}
          <span className="kv-artwork-card__vat">{words.word('artwork.inclVat')}</span>
          <LocalPrice price={artwork.local_price} className="kv-artwork-card__local" />
        </p>
      </div>
      {actions ? <div className="kv-artwork-card__actions">{actions}</div> : null}
    </article>
  );
}
