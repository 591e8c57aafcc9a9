import { SIZE_CATEGORIES } from '@konstvagg/rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ARTWORK_SORTS, CATEGORIES, CITIES, STYLES } from '@konstvagg/contracts/vocabulary';
import type { Artwork } from '@konstvagg/contracts';
import { listArtworks, myVenueProfile, nearArtworks } from '@konstvagg/contracts/endpoints';
import { Button, Container, EmptyState, PageHeader, call, useApiData, useDocumentTitle } from '@konstvagg/ui';
import { ArtworkCard, ArtworkCardSkeleton, ArtworkFavorite, useArtworkWords } from '@konstvagg/ui/artwork';
import { ArtworkDrawer } from '../components/ArtworkDrawer.tsx';
import { RequestButton } from '../components/RequestButton.tsx';
import { useArtworkRequests } from '../components/RequestDialog.tsx';
import { LoadError, errorText, useT } from '../../../common/text.tsx';
import {
  NEAR_RADII,
  activeCount,
  browseRequest,
  browseUrl,
  parseVenueFilters,
  venueFiltersToParams,
  type VenueFilters,
} from '../browse.ts';
import '../../../venue.css';

type Listed = Artwork & { distance_km?: number };

/** The compact filter bar: every change goes to the URL, which drives the list. */
function FilterBar({
  filters,
  onChange,
  hasPin,
}: {
  filters: VenueFilters;
  onChange: (f: VenueFilters) => void;
  hasPin: boolean;
}) {
  const t = useT();
  const words = useArtworkWords();
  const [q, setQ] = useState(filters.q);
  // Open on wide screens; on a phone the bar is the search, the availability box and this toggle.
  const [moreOpen, setMoreOpen] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(min-width: 60rem)').matches,
  );
  useEffect(() => setQ(filters.q), [filters.q]);
  const set = (change: Partial<VenueFilters>) => onChange({ ...filters, ...change });
  const price = (raw: string) => (raw.trim() === '' || Number(raw) < 0 ? null : Number(raw));
  return (
    <form
      className="venue-filters"
      role="search"
      aria-label={t('browse.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        set({ q: q.trim() });
      }}
    >
      <div className="kv-field venue-filters__q">
        <label className="kv-field__label" htmlFor="vb-q">
          {t('browse.search')}
        </label>
        <input
          id="vb-q"
          className="kv-field__input"
          type="search"
          value={q}
          disabled={filters.near !== null}
          onChange={(e) => setQ(e.target.value)}
          onBlur={() => q.trim() !== filters.q && set({ q: q.trim() })}
        />
      </div>
      <details
        className="venue-filters__more"
        open={moreOpen}
        onToggle={(e) => setMoreOpen((e.target as HTMLDetailsElement).open)}
      >
        <summary>{t('browse.moreFilters', { count: activeCount(filters) })}</summary>
        <div className="venue-filters__grid">
          <div className="kv-field">
            <label className="kv-field__label" htmlFor="vb-category">
              {t('browse.category')}
            </label>
            <select
              id="vb-category"
              className="kv-field__input"
              value={filters.category ?? ''}
              onChange={(e) => set({ category: (e.target.value || null) as VenueFilters['category'] })}
            >
              <option value="">{t('browse.any')}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {words.category(c)}
                </option>
              ))}
            </select>
          </div>
          <div className="kv-field">
            <label className="kv-field__label" htmlFor="vb-style">
              {t('browse.style')}
            </label>
            <select
              id="vb-style"
              className="kv-field__input"
              value={filters.style ?? ''}
              onChange={(e) => set({ style: (e.target.value || null) as VenueFilters['style'] })}
            >
              <option value="">{t('browse.any')}</option>
              {STYLES.map((s) => (
                <option key={s} value={s}>
                  {words.style(s)}
                </option>
              ))}
            </select>
          </div>
          <div className="kv-field">
            <label className="kv-field__label" htmlFor="vb-size">
              {t('browse.size')}
            </label>
            <select
              id="vb-size"
              className="kv-field__input"
              value={filters.size ?? ''}
              onChange={(e) => set({ size: (e.target.value || null) as VenueFilters['size'] })}
            >
              <option value="">{t('browse.any')}</option>
              {SIZE_CATEGORIES.map((s) => (
                <option key={s} value={s}>
                  {words.sizeCategory(s)} ({words.sizeRange(s)})
                </option>
              ))}
            </select>
          </div>
          <div className="kv-field">
            <label className="kv-field__label" htmlFor="vb-city">
              {t('browse.city')}
            </label>
            <select
              id="vb-city"
              className="kv-field__input"
              value={filters.city ?? ''}
              disabled={filters.near !== null}
              onChange={(e) => set({ city: (e.target.value || null) as VenueFilters['city'] })}
            >
              <option value="">{t('browse.any')}</option>
              {CITIES.map((c) => (
                <option key={c} value={c}>
                  {words.city(c)}
                </option>
              ))}
            </select>
          </div>
          <div className="kv-field venue-filters__price">
            <label className="kv-field__label" htmlFor="vb-min">
              {t('browse.minPrice')}
            </label>
            <input
              id="vb-min"
              className="kv-field__input"
              type="number"
              inputMode="numeric"
              min={0}
              defaultValue={filters.minPrice ?? ''}
              key={`min-${filters.minPrice}`}
              onBlur={(e) =>
                price(e.target.value) !== filters.minPrice && set({ minPrice: price(e.target.value) })
              }
            />
          </div>
          <div className="kv-field venue-filters__price">
            <label className="kv-field__label" htmlFor="vb-max">
              {t('browse.maxPrice')}
            </label>
            <input
              id="vb-max"
              className="kv-field__input"
              type="number"
              inputMode="numeric"
              min={0}
              defaultValue={filters.maxPrice ?? ''}
              key={`max-${filters.maxPrice}`}
              onBlur={(e) =>
                price(e.target.value) !== filters.maxPrice && set({ maxPrice: price(e.target.value) })
              }
            />
          </div>
          <div className="kv-field">
            <label className="kv-field__label" htmlFor="vb-near">
              {t('browse.near')}
            </label>
            <select
              id="vb-near"
              className="kv-field__input"
              value={filters.near ?? ''}
              disabled={!hasPin}
              aria-describedby={hasPin ? undefined : 'vb-near-hint'}
              onChange={(e) => set({ near: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">{t('browse.nearAnywhere')}</option>
              {NEAR_RADII.map((r) => (
                <option key={r} value={r}>
                  {t('browse.nearKm', { km: r })}
                </option>
              ))}
            </select>
          </div>
          <div className="kv-field">
            <label className="kv-field__label" htmlFor="vb-sort">
              {t('browse.sort')}
            </label>
            <select
              id="vb-sort"
              className="kv-field__input"
              value={filters.sort}
              disabled={filters.near !== null}
              onChange={(e) => set({ sort: e.target.value as VenueFilters['sort'] })}
            >
              {ARTWORK_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`browse.sort.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </details>
      <div className="kv-field kv-field--check venue-filters__check">
        <input
          id="vb-available"
          type="checkbox"
          checked={filters.available}
          onChange={(e) => set({ available: e.target.checked })}
        />
        <label htmlFor="vb-available">{t('browse.available')}</label>
      </div>
      <div className="venue-filters__end">
        <Button type="submit" size="sm" variant="secondary">
          {t('browse.apply')}
        </Button>
        {activeCount(filters) > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              onChange({ ...parseVenueFilters(new URLSearchParams()), available: filters.available })
            }
          >
            {t('browse.clear', { count: activeCount(filters) })}
          </Button>
        ) : null}
      </div>
      {!hasPin ? (
        <p id="vb-near-hint" className="kv-field__hint venue-filters__note">
          {t('browse.noPin')}
        </p>
      ) : filters.near !== null ? (
        <p className="kv-field__hint venue-filters__note">{t('browse.nearNote')}</p>
      ) : null}
    </form>
  );
}

export default function Browse() {
  const t = useT();
  useDocumentTitle(t('browse.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseVenueFilters(params), [params]);
  const me = useApiData(myVenueProfile);
  const venue = me.data?.venue;
  const pin =
    venue && typeof venue.latitude === 'number' && typeof venue.longitude === 'number'
      ? { lat: venue.latitude, lng: venue.longitude }
      : null;
  // Which works are asked for or on a wall already, and the request dialog.
  const requests = useArtworkRequests();
  const { open } = requests;

  const waitingForPin = filters.near !== null && me.loading;
  const request = browseRequest(filters, pin);
  // The effect runs when the URL of the request changes; it reads the request that URL is of.
  const current = useRef(request);
  current.current = request;
  const path = browseUrl(request);
  const [state, setState] = useState<{
    path: string;
    items: Listed[];
    total: number;
    cursor: string | null;
    error?: unknown;
    loading: boolean;
    more: boolean;
  }>({ path: '', items: [], total: 0, cursor: null, loading: true, more: false });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (waitingForPin) return;
    let live = true;
    setState((s) => ({ ...s, path, loading: true, error: undefined, items: s.path === path ? s.items : [] }));
    const { query, near } = current.current;
    const answer = near
      ? call(nearArtworks, { query }).then((b) => ({
          artworks: b.artworks as Listed[],
          total: b.pagination.total,
          pagination: null,
        }))
      : call(listArtworks, { query }).then((b) => ({ ...b, total: b.pagination.total }));
    answer.then(
      (body) => {
        if (!live) return;
        const page = body.pagination;
        setState({
          path,
          items: body.artworks,
          total: page ? page.total : body.total,
          cursor: page?.hasMore ? page.nextCursor : null,
          loading: false,
          more: false,
        });
      },
      (error: unknown) => live && setState((s) => ({ ...s, error, loading: false })),
    );
    return () => {
      live = false;
    };
  }, [path, waitingForPin, round]);

  const loadMore = async () => {
    if (!state.cursor) return;
    setState((s) => ({ ...s, more: true }));
    try {
      const next = browseRequest(filters, pin, state.cursor);
      const body = await call(listArtworks, { query: next.query });
      setState((s) => ({
        ...s,
        items: [...s.items, ...body.artworks.filter((a) => !s.items.some((b) => b.id === a.id))],
        cursor: body.pagination.hasMore ? body.pagination.nextCursor : null,
        more: false,
      }));
    } catch (error) {
      setState((s) => ({ ...s, more: false, error }));
    }
  };

  const [detail, setDetail] = useState<Listed | null>(null);
  const setFilters = (f: VenueFilters) => setParams(venueFiltersToParams(f), { replace: true });
  const ask = (a: Listed) => requests.ask({ id: a.id, title: a.title, artist_name: a.artist_name });

  return (
    <Container>
      <PageHeader title={t('browse.title')} description={t('browse.description')} />
      <FilterBar filters={filters} onChange={setFilters} hasPin={pin !== null} />
      <section aria-labelledby="vb-results" aria-busy={state.loading}>
        <h2 id="vb-results" className="venue-subhead" aria-live="polite">
          {state.loading && state.items.length === 0
            ? t('browse.loading')
            : filters.near !== null && pin
              ? t('browse.nearCount', { count: state.total, km: filters.near })
              : t('browse.count', { count: state.total })}
        </h2>
        {state.error ? (
          <LoadError what="browse.loadError" error={state.error} retry={() => setRound((r) => r + 1)} />
        ) : null}
        {state.loading && state.items.length === 0 ? (
          <ul className="venue-grid" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <ArtworkCardSkeleton />
              </li>
            ))}
          </ul>
        ) : !state.error && state.items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('browse.empty.title')}
            action={
              activeCount(filters) > 0 || !filters.available ? (
                <Button
                  variant="secondary"
                  onClick={() => setFilters(parseVenueFilters(new URLSearchParams()))}
                >
                  {t('browse.clearAll')}
                </Button>
              ) : undefined
            }
          >
            {filters.near !== null ? t('browse.empty.near') : t('browse.empty.text')}
          </EmptyState>
        ) : (
          <ul className="venue-grid">
            {state.items.map((a) => (
              <li key={a.id} className="venue-grid__item">
                <ArtworkCard artwork={a} actions={<ArtworkFavorite artworkId={a.id} title={a.title} />} />
                <div className="venue-grid__foot">
                  {a.distance_km !== undefined ? (
                    <p className="venue-distance">{t('browse.distance', { km: a.distance_km })}</p>
                  ) : null}
                  <div className="venue-actions">
                    <RequestButton
                      title={a.title}
                      status={a.status}
                      open={open.get(a.id)}
                      onRequest={() => ask(a)}
                    />
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setDetail(a)}
                      aria-label={t('browse.detailsFor', { title: a.title })}
                    >
                      {t('browse.details')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {state.cursor ? (
          <div className="venue-more">
            <Button variant="secondary" busy={state.more} onClick={() => void loadMore()}>
              {t('browse.more')}
            </Button>
          </div>
        ) : null}
        {me.error && filters.near !== null ? (
          <p className="venue-exh__reason" role="alert">
            {errorText(me.error, t('browse.noPin'))}
          </p>
        ) : null}
      </section>
      <ArtworkDrawer
        artwork={detail}
        open={detail ? open.get(detail.id) : undefined}
        onClose={() => setDetail(null)}
        onRequest={(a) => {
          setDetail(null);
          ask(a);
        }}
      />
      {requests.dialog}
    </Container>
  );
}
