import type { Artist, Venue } from '@konstvagg/contracts';
import { cityName, useArtworkText } from '@konstvagg/ui/artwork';
import { useT } from '../messages/index.ts';
import { ArtistBadges, OpenToday, ProfileCard } from './parts.tsx';
import '../common.css';
import './profiles.css';

/*
 * The artist and venue cards of the lists (spec §2, Cards and grids), also shown by the home page's
 * featured artists and venues. Each renders an <li>: put them in a <ul className="mp-pgrid">.
 */

/** One artist in the list: the whole card is one link (its name), badges and figures beside it. */
export function ArtistCard({ artist }: { artist: Artist }) {
  const t = useT();
  const { text } = useArtworkText();
  const name = artist.artist_name.trim() || text.unknownArtist;
  return (
    <ProfileCard
      href={`/artists/${encodeURIComponent(artist.id)}`}
      image={artist.profile_image_url}
      imageAlt={t('artists.imageAlt', { name })}
      name={name}
    >
      <ArtistBadges artist={artist} />
      {artist.city && <p className="mp-pcard__meta">{cityName(artist.city, text)}</p>}
      {artist.bio.trim() && <p className="mp-pcard__text">{artist.bio}</p>}
      <p className="mp-pcard__meta mp-pcard__foot">
        {t('artists.artworkCount', { count: artist.artwork_count })}
      </p>
    </ProfileCard>
  );
}

/** One venue in the list: type and city, today's hours, the works on its walls. */
export function VenueCard({ venue }: { venue: Venue }) {
  const t = useT();
  const { text } = useArtworkText();
  const name = venue.venue_name.trim() || text.unknownVenue;
  return (
    <ProfileCard
      href={`/venues/${encodeURIComponent(venue.id)}`}
      image={venue.profile_image_url}
      imageAlt={t('venues.imageAlt', { name })}
      name={name}
    >
      <p className="mp-pcard__meta">
        {t(`venueType.${venue.venue_type}`)} · {cityName(venue.city, text)}
      </p>
      <OpenToday venue={venue} />
      <p className="mp-pcard__meta mp-pcard__foot">
        {t('venues.worksOnDisplay', { count: venue.current_exhibitions_count })}
      </p>
    </ProfileCard>
  );
}
