import { useId, useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Artist } from '@konstvagg/contracts';
import { Button, Container, PageHeader } from '@konstvagg/ui';
import { cityName, useArtworkText } from '@konstvagg/ui/artwork';
import { useArtistList } from '../api/profiles.ts';
import { useDocumentMeta } from '../lib/useDocumentMeta.ts';
import { useDebouncedCommit, useDraft } from '../lib/useDraft.ts';
import { useT } from '../messages/index.ts';
import {
  artistFiltersToQuery,
  artistFiltersToSearchParams,
  hasArtistFilters,
  parseArtistFilters,
  type ArtistFilters,
} from './filters.ts';
import { ArtistBadges, CitySelect, ProfileCard, ProfileResults } from './parts.tsx';
import '../common.css';
import './profiles.css';

/** /artists: every artist, by city and name, 12 at a time. */
export default function ArtistsBrowsePage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseArtistFilters(searchParams), [searchParams]);
  const query = useMemo(() => artistFiltersToQuery(filters), [filters]);
  const list = useArtistList(query);
  const cityId = useId();
  const searchId = useId();
  const headingId = useId();

  useDocumentMeta(t('artists.title'), t('artists.metaDescription'));

  const update = (next: ArtistFilters) => setSearchParams(artistFiltersToSearchParams(next, searchParams));
  const clear = () => update({ city: null, q: '' });
  const artists = useMemo(() => list.data?.pages.flatMap((p) => p.artists) ?? [], [list.data]);
  const total = list.data?.pages[0]?.pagination.total ?? 0;
  const filtered = hasArtistFilters(filters);

  return (
    <Container className="mp-profiles">
      <PageHeader title={t('artists.title')} description={t('artists.lead')} />
      <div className="mp-profiles__filters" role="group" aria-label={t('profiles.filtersLabel')}>
        <SearchField id={searchId} value={filters.q} onCommit={(q) => update({ ...filters, q })} />
        <CitySelect id={cityId} value={filters.city} onChange={(city) => update({ ...filters, city })} />
        {filtered && (
          <Button variant="ghost" className="mp-profiles__clear" onClick={clear}>
            {t('profiles.clearFilters')}
          </Button>
        )}
      </div>

      <ProfileResults
        kind="artists"
        list={list}
        items={artists}
        total={total}
        filtered={filtered}
        onClear={clear}
        headingId={headingId}
        renderItem={(artist: Artist) => <ArtistCard key={artist.id} artist={artist} />}
      />
    </Container>
  );
}

function SearchField({ id, value, onCommit }: { id: string; value: string; onCommit: (q: string) => void }) {
  const t = useT();
  const [draft, setDraft] = useDraft(value);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  useDebouncedCommit(draft.trim() !== value ? draft : null, commit);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    commit();
  };
  return (
    <form role="search" className="mp-field" onSubmit={submit}>
      <label htmlFor={id}>{t('profiles.search')}</label>
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={t('artists.searchPlaceholder')}
        maxLength={100}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
      />
    </form>
  );
}

/** One artist in the list: the whole card is one link (its name), badges and figures beside it. */
function ArtistCard({ artist }: { artist: Artist }) {
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
