import type { Artist, Venue } from '@konstvagg/contracts';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import { useLang, useT } from '../../messages/index.ts';
import { instagramLink, webLink } from './links.ts';
import { ArtistBadges, ExternalLink, OpenToday, ProfileCard } from './parts.tsx';
import '../../marketplace.css';
import './profiles.css';

/*
 * The artist and venue cards of the lists, also shown by the home page's
 * featured artists and venues. Each renders an <li>: put them in a <ul className="mp-pgrid">.
 */

/** One artist in the list: the whole card is one link (its name), badges and figures beside it. */
export function ArtistCard({ artist }: { artist: Artist }) {
  const t = useT();
  const words = useArtworkWords();
  const name = artist.artist_name.trim() || words.word('artwork.unknownArtist');
  // The artist's website and Instagram: links of their own, above the card's link.
  const website = artist.website ? webLink(artist.website) : null;
  const instagram = artist.instagram ? instagramLink(artist.instagram) : null;
  return (
    <ProfileCard
      href={`/artists/${encodeURIComponent(artist.id)}`}
      image={artist.profile_image_url}
      imageAlt={t('artists.imageAlt', { name })}
      name={name}
    >
      <ArtistBadges artist={artist} />
      {(artist.location || artist.city) && (
        <p className="mp-pcard__meta" data-testid="artist-location">
          {/* The artist's location: their own words, then the city. */}
          {[artist.location, artist.city && cityName(artist.city, words)].filter(Boolean).join(' · ')}
        </p>
      )}
      {artist.bio.trim() && <p className="mp-pcard__text">{artist.bio}</p>}
      {(website || instagram) && (
        <p className="mp-pcard__meta mp-pcard__links">
          {website && (
            <ExternalLink href={website.href}>
              <span className="kv-visually-hidden">{t('artist.website')}: </span>
              {website.label}
            </ExternalLink>
          )}
          {instagram && (
            <ExternalLink href={instagram.href}>
              <span className="kv-visually-hidden">{t('artist.instagram')}: </span>
              {instagram.label}
            </ExternalLink>
          )}
        </p>
      )}
      <p className="mp-pcard__meta mp-pcard__foot">
        {t('artists.artworkCount', { count: artist.artwork_count })}
      </p>
    </ProfileCard>
  );
}

/** One venue in the list: type and city, today's hours, the works on its walls. */
export function VenueCard({ venue }: { venue: Venue }) {
  const t = useT();
  const lang = useLang();
  const words = useArtworkWords();
  const name = venue.venue_name.trim() || words.word('artwork.unknownVenue');
  const photos = venue.gallery_images.length;
  return (
    <ProfileCard
      href={`/venues/${encodeURIComponent(venue.id)}`}
      image={venue.profile_image_url}
      imageAlt={t('venues.imageAlt', { name })}
      name={name}
    >
      <p className="mp-pcard__meta">
        {t(`venueType.${venue.venue_type}`)} · {cityName(venue.city, words)},{' '}
        {countryName(venue.country, lang)}
      </p>
      <OpenToday venue={venue} />
      <p className="mp-pcard__meta mp-pcard__foot">
        {t('venues.worksOnDisplay', { count: venue.current_exhibitions_count })}
        {photos > 0 && <> · {t('venues.photoCount', { count: photos })}</>}
      </p>
    </ProfileCard>
  );
}

/** A country as the API gives it (ISO code "SE") in the reader's language ("Sverige", "Sweden"). */
function countryName(country: string, lang: 'sv' | 'en'): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}
