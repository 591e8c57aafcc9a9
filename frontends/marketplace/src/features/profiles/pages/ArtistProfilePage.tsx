import { useId } from 'react';
import { useParams } from 'react-router';
import type { Artist } from '@konstvagg/contracts';
import { Container } from '@konstvagg/ui';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import { useArtist, useArtistArtworks, useArtistStats } from '../../../common/api/profiles.ts';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { useT } from '../../../messages/index.ts';
import { instagramLink, webLink } from '../../../common/profiles/links.ts';
import { ArtistBadges, ExternalLink, ProfileImage } from '../../../common/profiles/parts.tsx';
import { ProfileWorks } from '../components/lists.tsx';
import { ProfileQueryState } from '../components/ProfileQueryState.tsx';
import '../../../marketplace.css';
import '../../../common/profiles/profiles.css';

/** /artists/{id}: who the artist is, their figures, and their works. */
export default function ArtistProfilePage() {
  const { id = '' } = useParams();
  const query = useArtist(id);
  if (!query.isSuccess) return <ProfileQueryState kind="artist" query={query} />;
  return <ArtistProfile artist={query.data} key={query.data.id} />;
}

function ArtistProfile({ artist }: { artist: Artist }) {
  const t = useT();
  const words = useArtworkWords();
  const name = artist.artist_name.trim() || words.word('artwork.unknownArtist');
  const stats = useArtistStats(artist.id, true);
  const works = useArtistArtworks(artist.id, true);
  const statsId = useId();
  const website = artist.website ? webLink(artist.website) : null;
  const instagram = artist.instagram ? instagramLink(artist.instagram) : null;

  useDocumentMeta(name, artist.bio.trim() ? artist.bio.slice(0, 160) : t('artists.metaDescription'));

  return (
    <Container className="mp-profile">
      <header className="mp-profile__header">
        <ProfileImage
          className="mp-profile__img"
          src={artist.profile_image_url}
          alt={t('artists.imageAlt', { name })}
          name={name}
          eager
        />
        <div className="mp-profile__intro">
          <h1 className="mp-profile__name">{name}</h1>
          <ArtistBadges artist={artist} />
          {artist.city && <p className="mp-profile__meta">{cityName(artist.city, words)}</p>}
          {artist.bio.trim() && <p className="mp-profile__bio">{artist.bio}</p>}
          {(website || instagram) && (
            <ul className="mp-profile__links">
              {website && (
                <li>
                  <span className="mp-profile__link-label">{t('artist.website')}: </span>
                  <ExternalLink href={website.href}>{website.label}</ExternalLink>
                </li>
              )}
              {instagram && (
                <li>
                  <span className="mp-profile__link-label">{t('artist.instagram')}: </span>
                  <ExternalLink href={instagram.href}>{instagram.label}</ExternalLink>
                </li>
              )}
            </ul>
          )}
        </div>
      </header>

      {stats.data && (
        <section className="mp-profile__section" aria-labelledby={statsId}>
          <h2 id={statsId} className="kv-visually-hidden">
            {t('artist.statsLabel')}
          </h2>
          <dl className="mp-stats">
            <Stat value={stats.data.artwork_count} label={t('artist.stat.artworks')} />
            <Stat value={stats.data.available_count} label={t('artist.stat.available')} />
            <Stat value={stats.data.on_display_count} label={t('artist.stat.onDisplay')} />
            <Stat value={stats.data.sold_count} label={t('artist.stat.sold')} />
            <Stat value={stats.data.venue_count} label={t('artist.stat.venues')} />
          </dl>
          {stats.data.cities.length > 0 && (
            <p className="mp-profile__meta">
              {t('artist.showsIn', { cities: stats.data.cities.map((c) => cityName(c, words)).join(', ') })}
            </p>
          )}
        </section>
      )}

      <ProfileWorks works={works} heading={t('artist.artworksHeading', { name })} />
    </Container>
  );
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div className="mp-stats__item">
      <dt className="mp-stats__label">{label}</dt>
      <dd className="mp-stats__value">{value}</dd>
    </div>
  );
}
