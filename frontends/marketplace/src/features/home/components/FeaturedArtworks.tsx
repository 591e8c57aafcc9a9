import { HOME_FEATURED_ARTWORKS } from '@konstvagg/rules';
import { CITIES, isOneOf } from '@konstvagg/contracts/vocabulary';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { City } from '@konstvagg/contracts';
import { Button } from '@konstvagg/ui';
import {
  ArtworkGrid,
  ArtworkListError,
  cityName,
  useArtworkWords,
  type ArtworkCardData,
} from '@konstvagg/ui/artwork';
import { useFeaturedArtworks } from '../../../common/api/artworks.ts';
import { useCityArtworks, useNearbyArtworks } from '../../../common/api/home.ts';
import { useT } from '../../../messages/index.ts';
import { useBelowTheFold } from './BelowTheFold.tsx';
import { useLocation, type LocationState } from '../location.ts';
import { LineIcon } from '../../../common/components/LineIcon.tsx';
import { useNearScreen } from '../../../common/useNearScreen.ts';

/**
 * The newest works are asked for when their cards' place comes on screen, or at the visitor's
 * first move. On a phone that place starts below the first screen (the section's heading is at
 * its foot, and the location prompt pushes the cards further down once it shows), and the first
 * scroll or touch asks for them before the scroll gets there. A margin would fetch them on every
 * phone before the prompt has shown.
 */
const CARDS_MARGIN = '0px';

const NO_ARTWORKS: readonly ArtworkCardData[] = [];

interface ListQuery {
  data?: readonly ArtworkCardData[];
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Featured artworks: near the visitor when they share their location (5 km), else the
 * newest works, in one city when they pick one. The location prompt shows only while the permission
 * is 'prompt'; the city select when it is denied (or geolocation is unsupported), or after No thanks.
 */
export function FeaturedArtworks() {
  const t = useT();
  const words = useArtworkWords();
  const location = useLocation();
  const { state } = location;
  const [city, setCity] = useState<City | null>(null);
  const position = state.status === 'located' ? state : null;

  const nearby = useNearbyArtworks(position);
  const showCitySelect =
    state.status === 'denied' || state.status === 'failed' || state.status === 'dismissed';
  const chosenCity = showCitySelect ? city : null;
  const inCity = useCityArtworks(chosenCity);
  const nearbyEmpty = nearby.isSuccess && nearby.data.artworks.length === 0;
  // The newest works: shown until a position or a city answers, and the fallback when nothing is near.
  // Asked for once their place is on screen or at the first move (CARDS_MARGIN): a phone visitor
  // who only reads the first screen neither fetches nor lays them out.
  const cards = useRef<HTMLDivElement>(null);
  const moved = Boolean(useBelowTheFold()?.moved);
  const onScreen = useNearScreen(cards, CARDS_MARGIN, moved);
  const featured = useFeaturedArtworks(onScreen || moved);

  let title = t('home.featured.title');
  let lead = t('home.featured.lead');
  let listLabel = t('home.featured.listLabel');
  let list: ListQuery = featured;
  let notice: string | null = null;
  if (position && !nearby.isError && !nearbyEmpty) {
    title = t('home.featured.nearTitle');
    lead = t('home.featured.nearLead');
    listLabel = t('home.featured.nearListLabel');
    list = { ...nearby, data: nearby.data?.artworks };
  } else if (chosenCity) {
    const name = cityName(chosenCity, words);
    title = t('home.featured.cityTitle', { city: name });
    lead = t('home.featured.cityLead', { city: name });
    listLabel = t('home.featured.cityListLabel', { city: name });
    list = inCity;
  }
  if (nearbyEmpty) notice = t('home.featured.nearEmpty');
  // The cards are rendered in a transition once the answer is in: the render yields to the browser
  // between cards instead of one long task (a phone after hydration), and the skeleton stays until
  // the list is ready to show.
  const artworks = useDeferredValue(list.data ?? NO_ARTWORKS);
  const loading = useDeferredValue(list.isPending || state.status === 'locating');

  return (
    <section
      className="mp-section mp-featured"
      aria-labelledby="mp-featured-title"
      data-location={state.status}
    >
      <div className="kv-container">
        <div className="mp-section__header">
          <div>
            <h2 id="mp-featured-title" className="mp-section__title">
              {title}
            </h2>
            <p className="mp-section__lead">{lead}</p>
          </div>
          <Link to="/artworks" className="mp-section__more">
            {t('home.featured.all')} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <LocationControls
          state={state}
          onAllow={location.allow}
          onDismiss={location.dismiss}
          city={city}
          onCity={setCity}
          showCitySelect={showCitySelect}
        />
        {notice && (
          <p className="mp-featured__notice" role="status">
            {notice}
          </p>
        )}
        <div ref={cards}>
          {list.isError ? (
            <ArtworkListError onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : (
            <ArtworkGrid
              artworks={artworks}
              label={listLabel}
              loading={loading}
              skeletonCount={HOME_FEATURED_ARTWORKS}
            />
          )}
        </div>
      </div>
    </section>
  );
}

function LocationControls({
  state,
  onAllow,
  onDismiss,
  city,
  onCity,
  showCitySelect,
}: {
  state: LocationState;
  onAllow: () => void;
  onDismiss: () => void;
  city: City | null;
  onCity: (city: City | null) => void;
  showCitySelect: boolean;
}) {
  const t = useT();
  const words = useArtworkWords();
  const selectId = useId();
  const titleId = useId();

  if (state.status === 'prompt') {
    return (
      <div className="mp-locate" role="region" aria-labelledby={titleId}>
        <div className="mp-locate__text">
          <h3 id={titleId} className="mp-locate__title">
            <PinIcon /> {t('home.location.title')}
          </h3>
          <p>{t('home.location.body')}</p>
        </div>
        <div className="mp-locate__actions">
          <Button onClick={onAllow}>{t('home.location.allow')}</Button>
          <Button variant="secondary" onClick={onDismiss}>
            {t('home.location.dismiss')}
          </Button>
        </div>
      </div>
    );
  }
  if (state.status === 'locating') {
    return (
      <p className="mp-locate__status" role="status">
        {t('home.location.locating')}
      </p>
    );
  }
  if (!showCitySelect) return null;
  const reason =
    state.status === 'denied'
      ? state.unsupported
        ? t('home.location.unsupported')
        : t('home.location.denied')
      : state.status === 'failed'
        ? t('home.location.failed')
        : null;
  return (
    <div className="mp-locate mp-locate--city">
      {reason && <p className="mp-locate__reason">{reason}</p>}
      <div className="mp-field mp-locate__select">
        <label htmlFor={selectId}>{t('home.location.city')}</label>
        <select
          id={selectId}
          className="mp-select"
          value={city ?? ''}
          onChange={(e) => onCity(isOneOf(CITIES, e.target.value) ? e.target.value : null)}
        >
          <option value="">{t('home.location.allCities')}</option>
          {CITIES.map((c) => (
            <option key={c} value={c}>
              {cityName(c, words)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function PinIcon() {
  return (
    <LineIcon>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" strokeLinejoin="round" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  );
}
