import { useId, useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Artist } from '@konstvagg/contracts';
import { useArtistList } from '../../../common/api/profiles.ts';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { useDebouncedCommit, useDraft } from '../../../common/useDraft.ts';
import { useT } from '../../../messages/index.ts';
import {
  artistFiltersToQuery,
  artistFiltersToSearchParams,
  hasArtistFilters,
  parseArtistFilters,
  type ArtistFilters,
} from '../filters.ts';
import { CitySelect, ProfileBrowse } from '../components/lists.tsx';
import { ArtistCard } from '../../../common/profiles/cards.tsx';
import '../../../marketplace.css';
import '../../../common/profiles/profiles.css';

/** /artists: every artist, by city and name, 12 at a time. */
export default function ArtistsBrowsePage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseArtistFilters(searchParams), [searchParams]);
  const query = useMemo(() => artistFiltersToQuery(filters), [filters]);
  const list = useArtistList(query);
  const cityId = useId();
  const searchId = useId();

  useDocumentMeta(t('artists.title'), t('artists.metaDescription'));

  const update = (next: ArtistFilters) => setSearchParams(artistFiltersToSearchParams(next, searchParams));
  const clear = () => update({ city: null, q: '' });
  const artists = useMemo(() => list.data?.pages.flatMap((p) => p.artists) ?? [], [list.data]);
  const total = list.data?.pages[0]?.pagination.total ?? 0;
  const filtered = hasArtistFilters(filters);

  return (
    <ProfileBrowse
      kind="artists"
      filters={
        <>
          <SearchField id={searchId} value={filters.q} onCommit={(q) => update({ ...filters, q })} />
          <CitySelect id={cityId} value={filters.city} onChange={(city) => update({ ...filters, city })} />
        </>
      }
      list={list}
      items={artists}
      total={total}
      filtered={filtered}
      onClear={clear}
      renderItem={(artist: Artist) => <ArtistCard key={artist.id} artist={artist} />}
    />
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
