import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { Artwork } from '@konstvagg/contracts';
import { formatPrice } from '@konstvagg/rules';
import { Button, Container, LinkButton, Skeleton, useSession } from '@konstvagg/ui';
import {
  ArtworkFavoriteCheck,
  artworkImages,
  cityName,
  formatDimensions,
  isSold,
  LocalPrice,
  useArtworkWords,
  useIsVenue,
} from '@konstvagg/ui/artwork';
import { isNotFound, useArtwork, useKnownMissing, useQrVisit } from '../../../common/api/artworks.ts';
import { useDocumentMeta, useSocialMeta } from '../../../common/useDocumentMeta.ts';
import { useArtist, useVenue } from '../../../common/api/profiles.ts';
import { ArtistCard } from '../../../common/profiles/cards.tsx';
import { VenueMap } from '../../../common/map/VenueMap.tsx';
import { mapPoints } from '../../../common/map/points.ts';
import { OpenToday } from '../../../common/profiles/parts.tsx';
import { useLang, useT } from '../../../messages/index.ts';
import { Gallery } from '../components/Gallery.tsx';
import { ShareButton } from '../components/ShareButton.tsx';
import '../../../marketplace.css';
import '../detail.css';

/** /artworks/{id}: one artwork, where it hangs, and the way to buy it. */
export default function ArtworkDetailPage() {
  const { id = '' } = useParams();
  // The server found no such work (it answered 404 with this page); the browser still asks, with
  // the visitor's session: a draft is there for its own artist.
  const missing = useKnownMissing(id);
  const query = useArtwork(id);

  if (missing && !query.isSuccess) return <NotFound />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <NotFound />
    ) : (
      <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return <ArtworkDetail artwork={query.data} key={query.data.id} />;
}

function ArtworkDetail({ artwork }: { artwork: Artwork }) {
  useQrVisit(artwork.id);
  const t = useT();
  const lang = useLang();
  const words = useArtworkWords();
  const artist = artwork.artist_name?.trim() || words.word('artwork.unknownArtist');
  const category = words.category(artwork.category);
  const style = words.style(artwork.style);
  const dimensions = formatDimensions(artwork.width_cm, artwork.height_cm, lang, artwork.depth_cm);
  const price = formatPrice(artwork.price, lang);
  const location = artwork.currentLocation;
  const venue = location ? location.venue_name || words.word('artwork.unknownVenue') : null;
  const city = location ? cityName(location.city, words) : null;
  // Buy only where it hangs (a work on display at a venue), and never for its own artist.
  const viewer = useSession().user;
  const ownWork = viewer?.role === 'artist' && !!viewer.profile_id && viewer.profile_id === artwork.artist_id;
  const buyable = artwork.status === 'exhibited' && !ownWork;
  const isVenue = useIsVenue();
  const url =
    typeof window === 'undefined'
      ? `/artworks/${artwork.id}`
      : `${window.location.origin}/artworks/${encodeURIComponent(artwork.id)}`;

  const description = t('detail.metaDescription', {
    title: artwork.title,
    artist,
    category: category.toLowerCase(),
    dimensions,
    price,
    place: location ? t('detail.metaOnDisplay', { venue: venue ?? '', city: city ?? '' }) : '',
  }).trim();
  useDocumentMeta(`${artwork.title}, ${artist}`, description);

  useSocialMeta({
    type: 'product',
    title: `${artwork.title}, ${artist}`,
    description,
    image: `/api/v1/artworks/${encodeURIComponent(artwork.id)}/og-image?lang=${lang}&v=${encodeURIComponent(artwork.updated_at)}`,
    imageAlt: words.imageAlt(artwork.title, category, artist),
    path: `/artworks/${encodeURIComponent(artwork.id)}`,
  });

  const askArtist = !buyable && !ownWork && !isSold(artwork.status) && artwork.status !== 'reserved';
  const statusNote = buyable
    ? null
    : ownWork
      ? t('detail.ownWork')
      : isSold(artwork.status)
        ? t('detail.soldNote')
        : artwork.status === 'reserved'
          ? t('detail.reservedNote')
          : t('detail.notOnWallAsk');

  return (
    <Container className="mp-detail">
      <p className="mp-detail__back">
        <Link to="/artworks">
          <span aria-hidden="true">← </span>
          {t('detail.backToArtworks')}
        </Link>
      </p>
      <div className="mp-detail__layout">
        <Gallery images={artworkImages(artwork)} alt={words.imageAlt(artwork.title, category, artist)} />

        <div className="mp-detail__info">
          <header>
            <h1 className="mp-detail__title">{artwork.title}</h1>
            <p className="mp-detail__artist">{t('detail.byArtist', { artist })}</p>
          </header>

          <div className="mp-buy">
            <p className="mp-buy__price">
              <span className="kv-visually-hidden">{t('detail.price')}: </span>
              <span className="mp-buy__amount">{price}</span>{' '}
              <span className="mp-buy__vat">{t('detail.inclVat')}</span>
              <LocalPrice price={artwork.local_price} className="mp-buy__local" />
            </p>
            {isSold(artwork.status) && (
              <span className="kv-badge kv-artwork-card__sold mp-buy__sold">
                {words.word('artwork.sold')}
              </span>
            )}
            {buyable ? (
              <>
                <LinkButton to={`/checkout/${encodeURIComponent(artwork.id)}`} className="mp-buy__button">
                  {t('detail.buy')}
                </LinkButton>
                <p className="mp-buy__note">
                  {venue ? t('detail.buyNoteVenue', { venue }) : t('detail.buyNote')}
                </p>
              </>
            ) : (
              <p className="mp-buy__status">
                {statusNote}
                {askArtist && artwork.artist_id && (
                  <>
                    {' '}
                    <Link to={`/artists/${encodeURIComponent(artwork.artist_id)}`}>
                      {t('detail.notOnWallLink', { artist })}
                    </Link>
                  </>
                )}
              </p>
            )}
            <p className="mp-buy__note">{t('detail.sellerNote')}</p>
            {isVenue && <ArtworkFavoriteCheck artworkId={artwork.id} title={artwork.title} />}
            <ShareButton
              url={url}
              title={artwork.title}
              text={t('detail.shareText', { title: artwork.title, artist })}
            />
          </div>

          {/* The story next to the title, price and Buy: what a visitor from a QR scan reads first. */}
          {artwork.description?.trim() && (
            <section className="mp-detail__section" aria-labelledby="mp-about">
              <h2 id="mp-about">{t('detail.descriptionHeading')}</h2>
              {artwork.description
                .split(/\n{2,}/)
                .map((para) => para.trim())
                .filter(Boolean)
                .map((para, i) => (
                  <p key={i} className="mp-detail__description">
                    {para}
                  </p>
                ))}
            </section>
          )}

          <section className="mp-detail__section" aria-labelledby="mp-where">
            <h2 id="mp-where">{t('detail.whereHeading')}</h2>
            {location ? (
              <>
                <p>{t('detail.hangsAt', { venue: venue ?? '', city: city ?? '' })}</p>
                {location.venue_id ? (
                  <VenueWhere venueId={location.venue_id} name={venue ?? ''} address={location.address} />
                ) : (
                  location.address && <p className="kv-muted">{location.address}</p>
                )}
              </>
            ) : (
              <p>{t('detail.notOnDisplay')}</p>
            )}
          </section>

          <section className="mp-detail__section" aria-labelledby="mp-facts">
            <h2 id="mp-facts">{t('detail.factsHeading')}</h2>
            <dl className="mp-facts">
              <Fact label={t('detail.category')} value={category} />
              <Fact label={t('detail.style')} value={style} />
              <Fact
                label={t('detail.size')}
                value={t('detail.sizeValue', {
                  dimensions,
                  code: artwork.size_category,
                  name: words.sizeCategory(artwork.size_category),
                })}
              />
              <Fact label={t('detail.medium')} value={artwork.medium?.trim() || t('detail.notGiven')} />
              <Fact
                label={t('detail.year')}
                value={artwork.year ? String(artwork.year) : t('detail.notGiven')}
              />
              <Fact label={t('detail.price')} value={`${price} ${t('detail.inclVat')}`} />
              <Fact label={t('detail.status')} value={words.status(artwork.status)} />
            </dl>
          </section>

          <AboutArtist artistId={artwork.artist_id} />
          <ArtworkQr artworkId={artwork.id} title={artwork.title} />
        </div>
      </div>
    </Container>
  );
}

/** The artist's card on the artwork page; nothing while it loads or if the profile is gone. */
function AboutArtist({ artistId }: { artistId: string }) {
  const t = useT();
  const query = useArtist(artistId);
  if (!artistId || !query.data) return null;
  return (
    <section className="mp-detail__section" aria-labelledby="mp-artist">
      <h2 id="mp-artist">{t('detail.artistHeading')}</h2>
      <ul className="mp-pgrid mp-detail__artist-card">
        <ArtistCard artist={query.data} />
      </ul>
    </section>
  );
}

/**
 * The artwork's QR code, for artists and venues: the code visitors scan, as an image, a
 * PNG download and the printable label (PDF) that hangs beside the work. Public routes: the code
 * only opens the public page.
 */
function ArtworkQr({ artworkId, title }: { artworkId: string; title: string }) {
  const t = useT();
  const role = useSession().user?.role;
  if (role !== 'artist' && role !== 'venue') return null;
  const base = `/api/v1/artworks/${encodeURIComponent(artworkId)}`;
  return (
    <section className="mp-detail__section" aria-labelledby="mp-qr">
      <h2 id="mp-qr">{t('detail.qrHeading')}</h2>
      <p className="kv-muted">{t('detail.qrLead')}</p>
      <img
        className="mp-detail__qr"
        src={`${base}/qr-code?format=svg&size=240`}
        width={160}
        height={160}
        alt={t('detail.qrAlt', { title })}
      />
      <p className="mp-detail__qr-links">
        <a href={`${base}/qr-code?format=png&size=1024`} download={`qr-${artworkId}.png`}>
          {t('detail.qrDownload')}
        </a>{' '}
        · <a href={`${base}/label`}>{t('detail.qrLabel')}</a>
      </p>
    </section>
  );
}

/** The venue where the work hangs: today's hours, the address and the map. */
function VenueWhere({ venueId, name, address }: { venueId: string; name: string; address?: string }) {
  const t = useT();
  const words = useArtworkWords();
  const query = useVenue(venueId);
  const venue = query.data;
  const points = useMemo(() => (venue ? mapPoints([{ ...venue, venue_name: name }]) : []), [venue, name]);
  const fullAddress = venue
    ? `${venue.address}, ${venue.postal_code} ${cityName(venue.city, words)}`
    : (address ?? '');
  return (
    <div className="mp-where">
      {venue && <OpenToday venue={venue} />}
      {fullAddress && (
        <address className="mp-where__address">
          <span className="kv-visually-hidden">{t('detail.addressLabel')}: </span>
          {fullAddress}
        </address>
      )}
      {points.length > 0 && <VenueMap points={points} label={t('map.label', { name })} />}
      <p>
        <Link to={`/venues/${encodeURIComponent(venueId)}`}>{t('detail.seeVenue', { venue: name })}</Link>
      </p>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="mp-facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** No such work (a label of a work since removed, a mistyped link): the server answers it with 404. */
function NotFound() {
  const t = useT();
  useDocumentMeta(t('detail.notFoundTitle'), null);
  return (
    <Container narrow className="mp-state" data-testid="artwork-not-found">
      <h1>{t('detail.notFoundTitle')}</h1>
      <p>{t('detail.notFoundBody')}</p>
      <div className="mp-state__actions">
        <LinkButton to="/artworks">{t('common.browseArtworks')}</LinkButton>
        <LinkButton to="/venues" variant="secondary">
          {t('detail.notFoundVenues')}
        </LinkButton>
      </div>
    </Container>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <Container narrow className="mp-state">
      <div role="alert">
        <h1>{t('detail.errorTitle')}</h1>
        <p>{t('detail.errorBody')}</p>
      </div>
      <div className="mp-state__actions">
        <Button onClick={onRetry} busy={retrying}>
          {t('common.tryAgain')}
        </Button>
        <LinkButton to="/artworks" variant="secondary">
          {t('common.browseArtworks')}
        </LinkButton>
      </div>
    </Container>
  );
}

function DetailSkeleton() {
  const t = useT();
  return (
    <Container className="mp-detail">
      <p className="kv-visually-hidden" role="status">
        {t('detail.loading')}
      </p>
      <div className="mp-detail__back" aria-hidden="true">
        <Skeleton width="8rem" height="1rem" />
      </div>
      <div className="mp-detail__layout" aria-hidden="true">
        <Skeleton className="mp-gallery__main mp-detail__skeleton-image" />
        <div className="mp-detail__info">
          <Skeleton width="80%" height="2.25rem" />
          <Skeleton width="40%" height="1.1rem" />
          <Skeleton width="30%" height="2rem" />
          <Skeleton width="100%" height="2.75rem" />
          <Skeleton width="90%" height="1rem" />
          <Skeleton width="70%" height="1rem" />
        </div>
      </div>
    </Container>
  );
}
