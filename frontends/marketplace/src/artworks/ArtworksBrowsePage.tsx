import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Container, PageHeader } from '@konstvagg/ui';
import { ArtworkGrid, ArtworkListError, SORT_OPTIONS, isOneOf } from '@konstvagg/ui/artwork';
import { useArtworkList } from '../api/artworks.ts';
import { useDocumentMeta } from '../lib/useDocumentMeta.ts';
import { useT } from '../messages/index.ts';
import { FilterPanel } from './FilterPanel.tsx';
import {
  activeFilterCount,
  clearedFilters,
  filtersToQuery,
  filtersToSearchParams,
  hasActiveFilters,
  parseFilters,
  type ArtworkFilters,
} from './filters.ts';
import '../common.css';
import './browse.css';

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

  // Each change is a new history entry, so the back button steps back through the choices.
  const update = (next: ArtworkFilters) => setSearchParams(filtersToSearchParams(next, searchParams));
  const clear = () => update(clearedFilters(filters));

  const artworks = useMemo(() => list.data?.pages.flatMap((p) => p.artworks) ?? [], [list.data]);
  const total = list.data?.pages[0]?.pagination.total ?? 0;
  const active = activeFilterCount(filters);

  return (
    <Container>
      <PageHeader title={t('browse.title')} description={t('browse.lead')} />
      <div className="mp-browse">
        <div className="mp-browse__aside">
          <button
            type="button"
            className="kv-button kv-button--secondary mp-filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {filtersOpen ? t('filters.hide') : t('filters.show')}
            {active > 0 && (
              <span className="kv-badge kv-badge--accent">{t('filters.activeCount', { count: active })}</span>
            )}
          </button>
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
              <select
                id={sortId}
                className="mp-select"
                value={filters.sort}
                onChange={(e) =>
                  isOneOf(SORT_OPTIONS, e.target.value) && update({ ...filters, sort: e.target.value })
                }
              >
                {SORT_OPTIONS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sort.${sort}`)}
                  </option>
                ))}
              </select>
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
                <Button
                  variant="secondary"
                  onClick={() => void list.fetchNextPage()}
                  busy={list.isFetchingNextPage}
                >
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
