import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { VENUE_TYPES, type Venue } from '@konstvagg/contracts/vocabulary';
import { useVenueList } from '../../../common/api/profiles.ts';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { useT } from '../../../messages/index.ts';
import {
  hasVenueFilters,
  parseVenueFilters,
  venueFiltersToQuery,
  venueFiltersToSearchParams,
  type VenueFilters,
} from '../filters.ts';
import { CitySelect, ProfileBrowse } from '../components/lists.tsx';
import { VenueCard } from '../../../common/profiles/cards.tsx';
import { VenueMap } from '../../../common/map/VenueMap.tsx';
import { mapPoints } from '../../../common/map/points.ts';
import '../../../marketplace.css';
import '../../../common/profiles/profiles.css';

/** /venues: the places showing art, by type and city, 12 at a time. */
export default function VenuesBrowsePage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseVenueFilters(searchParams), [searchParams]);
  const query = useMemo(() => venueFiltersToQuery(filters), [filters]);
  const list = useVenueList(query);
  const cityId = useId();

  useDocumentMeta(t('venues.title'), t('venues.metaDescription'));

  const update = (next: VenueFilters) => setSearchParams(venueFiltersToSearchParams(next, searchParams));
  const clear = () => update({ type: [], city: null });
  const toggleType = (type: VenueFilters['type'][number], on: boolean) =>
    update({ ...filters, type: on ? [...filters.type, type] : filters.type.filter((x) => x !== type) });
  const venues = useMemo(() => list.data?.pages.flatMap((p) => p.venues) ?? [], [list.data]);
  const total = list.data?.pages[0]?.pagination.total ?? 0;
  const filtered = hasVenueFilters(filters);

  return (
    <ProfileBrowse
      kind="venues"
      filters={
        <>
          <CitySelect id={cityId} value={filters.city} onChange={(city) => update({ ...filters, city })} />
          <fieldset className="mp-fieldset mp-types">
            <legend>{t('venues.type')}</legend>
            <div className="mp-types__list">
              {VENUE_TYPES.map((type) => (
                <label key={type} className="mp-chip">
                  <input
                    type="checkbox"
                    checked={filters.type.includes(type)}
                    onChange={(e) => toggleType(type, e.target.checked)}
                  />
                  <span>{t(`venueType.${type}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </>
      }
      list={list}
      items={venues}
      total={total}
      filtered={filtered}
      onClear={clear}
      renderItem={(venue: Venue) => <VenueCard key={venue.id} venue={venue} />}
    >
      <VenuesMap venues={venues} />
    </ProfileBrowse>
  );
}

/** The venues listed so far, on one map; each pin's popup links to the venue. */
function VenuesMap({ venues }: { venues: Venue[] }) {
  const t = useT();
  const headingId = useId();
  const points = useMemo(() => mapPoints(venues, (v) => `/venues/${encodeURIComponent(v.id)}`), [venues]);
  if (points.length === 0) return null;
  return (
    <section className="mp-profile__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('venues.mapHeading')}</h2>
      <VenueMap
        className="mp-map--list"
        points={points}
        label={t('map.listLabel')}
        linkText={t('map.seeVenue')}
      />
    </section>
  );
}
