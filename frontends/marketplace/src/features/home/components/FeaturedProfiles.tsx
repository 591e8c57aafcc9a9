import { HOME_FEATURED_ARTISTS, HOME_FEATURED_VENUES } from '@konstvagg/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@konstvagg/ui';
import { useFeaturedArtists, useFeaturedVenues } from '../../../common/api/home.ts';
import { useT, type MessageId } from '../../../messages/index.ts';
import { ArtistCard, VenueCard } from '../../../common/profiles/cards.tsx';
import { CardSkeletons } from '../../../common/profiles/parts.tsx';
import { SectionError } from './SectionError.tsx';

interface SectionQuery<T> {
  data?: T[];
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A home section listing profiles with the lists' own cards: loading, error (retry), empty or the grid. */
function ProfileSection<T extends { id: string }>({
  id,
  kind,
  more,
  query,
  count,
  render,
}: {
  id: string;
  kind: 'artists' | 'venues';
  more: string;
  query: SectionQuery<T>;
  count: number;
  render: (item: T) => ReactNode;
}) {
  const t = useT();
  const key = (suffix: string) => `home.${kind}.${suffix}` as MessageId;
  return (
    <section className="mp-section" aria-labelledby={id}>
      <div className="kv-container">
        <div className="mp-section__header">
          <div>
            <h2 id={id} className="mp-section__title">
              {t(key('title'))}
            </h2>
            <p className="mp-section__lead">{t(key('lead'))}</p>
          </div>
          <Link to={more} className="mp-section__more">
            {t(key('all'))} <span aria-hidden="true">→</span>
          </Link>
        </div>
        {query.isError ? (
          <SectionError onRetry={() => void query.refetch()} busy={query.isFetching} />
        ) : query.isPending ? (
          <ul className="mp-pgrid" aria-busy="true" aria-label={t(key('listLabel'))}>
            <CardSkeletons count={count} />
          </ul>
        ) : (query.data ?? []).length === 0 ? (
          <EmptyState title={t(key('empty'))} />
        ) : (
          <ul className="mp-pgrid mp-home-row" aria-label={t(key('listLabel'))}>
            {query.data!.map(render)}
          </ul>
        )}
      </div>
    </section>
  );
}

/** GET /artists/featured?limit=6, as the artist list's cards. */
export function FeaturedArtists() {
  const query = useFeaturedArtists();
  return (
    <ProfileSection
      id="mp-featured-artists"
      kind="artists"
      more="/artists"
      query={query}
      count={HOME_FEATURED_ARTISTS}
      render={(artist) => <ArtistCard key={artist.id} artist={artist} />}
    />
  );
}

/** GET /venues/featured?limit=6, as the venue list's cards. */
export function FeaturedVenues() {
  const query = useFeaturedVenues();
  return (
    <ProfileSection
      id="mp-featured-venues"
      kind="venues"
      more="/venues"
      query={query}
      count={HOME_FEATURED_VENUES}
      render={(venue) => <VenueCard key={venue.id} venue={venue} />}
    />
  );
}
