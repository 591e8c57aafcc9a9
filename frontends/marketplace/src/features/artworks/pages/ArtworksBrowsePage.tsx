import { ARTWORK_SORTS, isOneOf } from '@konstvagg/contracts/vocabulary';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Container, PageHeader, WhenHydrated } from '@konstvagg/ui';
import { ArtworkGrid, ArtworkListError } from '@konstvagg/ui/artwork';
import { useArtworkList } from '../../../common/api/artworks.ts';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { useT } from '../../../messages/index.ts';
import { FilterPanel } from '../components/FilterPanel.tsx';
import {
  activeFilterCount,
  clearedFilters,
  filtersToQuery,
  filtersToSearchParams,
  hasActiveFilters,
  parseFilters,
  type ArtworkFilters,
} from '../filters.ts';
import '../../../marketplace.css';
import '../browse.css';

const PAGE_PARAM = 'page';
/** Pages restored from the URL at most (24 each): a hand-edited page=999 does not load the catalogue. */
const MAX_RESTORED_PAGES = 20;

function pagesParam(params: URLSearchParams): number {
  const n = Number(params.get(PAGE_PARAM));
  return Number.isInteger(n) && n > 1 ? Math.min(n, MAX_RESTORED_PAGES) : 1;
}

/** /artworks: every public artwork, filtered and sorted from the URL, 24 at a time. */
export default function ArtworksBrowsePage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const query = useMemo(() => filtersToQuery(filters), [filters]);
  const list = useArtworkList(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const resultsHeadingId = useId();

  useDocumentMeta(t('browse.title'), t('browse.metaDescription'));

  // How many pages are shown is in the URL too (`page`), so a reload or a shared link shows as much.
  const wantedPages = pagesParam(searchParams);
  const loadedPages = list.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  useEffect(() => {
    if (
      loadedPages > 0 &&
      loadedPages < wantedPages &&
      hasNextPage &&
      !isFetchingNextPage &&
      !isFetchNextPageError
    )
      void fetchNextPage();
  }, [loadedPages, wantedPages, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const loadMore = () => {
    const next = new URLSearchParams(searchParams);
    next.set(PAGE_PARAM, String(loadedPages + 1));
    // Replace, not push: Back leaves the list rather than un-loading a page.
    setSearchParams(next, { replace: true });
    void fetchNextPage();
  };

  // Each change is a new history entry, so the back button steps back through the choices.
  // A new choice starts again at the first page.
  const update = (next: ArtworkFilters) => {
    const params = filtersToSearchParams(next, searchParams);
    params.delete(PAGE_PARAM);
    setSearchParams(params);
  };
  const clear = () => update(clearedFilters(filters));

  const artworks = useMemo(() => list.data?.pages.flatMap((p) => p.artworks) ?? [], [list.data]);
  const total = list.data?.pages[0]?.pagination.total ?? 0;
  const active = activeFilterCount(filters);

  return (
    <Container>
      <PageHeader title={t('browse.title')} description={t('browse.lead')} />
      <div className="mp-browse">
        <div className="mp-browse__aside">
          {/* Server HTML: the sort and the filters wait for the page to be hydrated (WhenHydrated). */}
          <WhenHydrated>
            {(hydrated) => (
              <button
                type="button"
                className="kv-button kv-button--secondary mp-filters-toggle"
                disabled={!hydrated}
                aria-expanded={filtersOpen}
                aria-controls={panelId}
                onClick={() => setFiltersOpen((o) => !o)}
              >
                {filtersOpen ? t('filters.hide') : t('filters.show')}
                {active > 0 && (
                  <span className="kv-badge kv-badge--accent">
                    {t('filters.activeCount', { count: active })}
                  </span>
                )}
              </button>
            )}
          </WhenHydrated>
          <FilterPanel id={panelId} filters={filters} onChange={update} onClear={clear} open={filtersOpen} />
        </div>

        <section className="mp-browse__results" aria-labelledby={resultsHeadingId}>
          <h2 id={resultsHeadingId} className="kv-visually-hidden">
            {t('browse.listLabel')}
          </h2>
          <div className="mp-toolbar">
            <p className="mp-toolbar__count" role="status">
              {list.isSuccess ? t('browse.resultCount', { count: total }) : ''}
            </p>
            <div className="mp-toolbar__sort">
              <label htmlFor={sortId}>{t('sort.label')}</label>
              <WhenHydrated>
                {(hydrated) => (
                  <select
                    id={sortId}
                    className="mp-select"
                    disabled={!hydrated}
                    value={filters.sort}
                    onChange={(e) =>
                      isOneOf(ARTWORK_SORTS, e.target.value) && update({ ...filters, sort: e.target.value })
                    }
                  >
                    {ARTWORK_SORTS.map((sort) => (
                      <option key={sort} value={sort}>
                        {t(`sort.${sort}`)}
                      </option>
                    ))}
                  </select>
                )}
              </WhenHydrated>
            </div>
          </div>

          {list.isError && !list.data ? (
            <ArtworkListError onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : (
            <ArtworkGrid
              artworks={artworks}
              label={t('browse.listLabel')}
              loading={list.isPending}
              loadingMore={list.isFetchingNextPage ? 4 : 0}
              onClearFilters={hasActiveFilters(filters) ? clear : undefined}
            />
          )}

          {list.data && artworks.length > 0 && (
            <div className="mp-load-more">
              <p className="mp-load-more__count" aria-live="polite">
                {list.hasNextPage
                  ? t('browse.showing', { shown: artworks.length, total })
                  : list.data.pages.length > 1
                    ? t('browse.allShown')
                    : ''}
              </p>
              {list.isFetchNextPageError && (
                <p className="mp-field__error" role="alert">
                  {t('detail.errorBody')}
                </p>
              )}
              {list.hasNextPage && (
                <Button variant="secondary" onClick={loadMore} busy={list.isFetchingNextPage}>
                  {list.isFetchNextPageError ? t('common.tryAgain') : t('browse.loadMore')}
                </Button>
              )}
            </div>
          )}
        </section>
      </div>
    </Container>
  );
}
