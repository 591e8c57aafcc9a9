import { CITIES, isOneOf } from '@konstvagg/contracts/vocabulary';
import { useId, useMemo, type ReactNode } from 'react';
import { Button, Container, EmptyState, PageHeader } from '@konstvagg/ui';
import { SelectField } from '@konstvagg/ui/forms';
import { ArtworkGrid, ArtworkListError, cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import type { City } from '@konstvagg/contracts';
import { CardSkeletons } from '../../../common/profiles/parts.tsx';
import type { useArtistArtworks } from '../../../common/api/profiles.ts';
import { useT } from '../../../messages/index.ts';

/** The city select of the artist and venue lists. */
export function CitySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: City | null;
  onChange: (city: City | null) => void;
}) {
  const t = useT();
  const words = useArtworkWords();
  return (
    <SelectField
      id={id}
      label={t('profiles.city')}
      value={value ?? ''}
      onChange={(e) => onChange(isOneOf(CITIES, e.target.value) ? e.target.value : null)}
    >
      <option value="">{t('profiles.allCities')}</option>
      {CITIES.map((city) => (
        <option key={city} value={city}>
          {cityName(city, words)}
        </option>
      ))}
    </SelectField>
  );
}

/** A list that could not be loaded; the button refetches. */
function ListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <div role="alert">
      <EmptyState
        title={t('profiles.loadErrorTitle')}
        action={
          <Button variant="secondary" onClick={onRetry} busy={retrying}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {t('profiles.loadErrorBody')}
      </EmptyState>
    </div>
  );
}

/** "Showing 12 of 30" and the Load more button under a list. */
export function LoadMore({
  shown,
  total,
  hasNext,
  fetching,
  failed,
  onMore,
}: {
  shown: number;
  total: number;
  hasNext: boolean;
  fetching: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const t = useT();
  if (!hasNext) return null;
  return (
    <div className="mp-load-more">
      <p className="mp-load-more__count" aria-live="polite">
        {t('profiles.showing', { shown, total })}
      </p>
      {failed && (
        <p className="mp-field__error" role="alert">
          {t('profiles.loadErrorBody')}
        </p>
      )}
      <Button variant="secondary" onClick={onMore} busy={fetching}>
        {failed ? t('common.tryAgain') : t('profiles.loadMore')}
      </Button>
    </div>
  );
}

/** What a list page needs from its infinite query. */
interface InfiniteList {
  isSuccess: boolean;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  data?: unknown;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface ResultsProps<T> {
  kind: 'artists' | 'venues';
  list: InfiniteList;
  items: T[];
  total: number;
  filtered: boolean;
  onClear: () => void;
  renderItem: (item: T) => ReactNode;
}

/**
 * The artists and venues list pages: the header, the page's `filters` with "Clear filters" while
 * any is set, the results, and what follows them (`children`: the venues' map). `kind` picks the
 * messages (`<kind>.title`, `.lead`, and the results' below).
 */
export function ProfileBrowse<T extends { id: string }>({
  filters,
  children,
  ...results
}: ResultsProps<T> & { filters: ReactNode; children?: ReactNode }) {
  const t = useT();
  const headingId = useId();
  return (
    <Container className="mp-profiles">
      <PageHeader title={t(`${results.kind}.title`)} description={t(`${results.kind}.lead`)} />
      <div className="mp-profiles__filters" role="group" aria-label={t('profiles.filtersLabel')}>
        {filters}
        {results.filtered && (
          <Button variant="ghost" className="mp-profiles__clear" onClick={results.onClear}>
            {t('profiles.clearFilters')}
          </Button>
        )}
      </div>

      <ProfileResults {...results} headingId={headingId} />
      {children}
    </Container>
  );
}

/**
 * The results part of the artists and venues lists: count, then the error, loading, empty or
 * filled grid, then Load more. `kind` picks the messages (`<kind>.count`, `.listLabel`, `.empty*`).
 */
function ProfileResults<T extends { id: string }>({
  kind,
  list,
  items,
  total,
  filtered,
  onClear,
  renderItem,
  headingId,
}: ResultsProps<T> & { headingId: string }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="mp-profiles__results">
      <h2 id={headingId} className="kv-visually-hidden">
        {t(`${kind}.listLabel`)}
      </h2>
      <p className="mp-toolbar__count" role="status">
        {list.isSuccess ? t(`${kind}.count`, { count: total }) : ''}
      </p>
      {list.isError && !list.data ? (
        <ListError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.isPending ? (
        <ul className="mp-pgrid" aria-busy="true" aria-label={t(`${kind}.listLabel`)}>
          <CardSkeletons count={6} />
        </ul>
      ) : items.length === 0 ? (
        <EmptyState
          title={t(`${kind}.emptyTitle`)}
          action={
            filtered ? (
              <Button variant="secondary" onClick={onClear}>
                {t('profiles.clearFilters')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? t(`${kind}.emptyFiltered`) : t(`${kind}.empty`)}
        </EmptyState>
      ) : (
        <ul className="mp-pgrid" aria-label={t(`${kind}.listLabel`)}>
          {items.map((item) => renderItem(item))}
          {list.isFetchingNextPage && <CardSkeletons count={3} />}
        </ul>
      )}
      <LoadMore
        shown={items.length}
        total={total}
        hasNext={Boolean(list.hasNextPage)}
        fetching={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
    </section>
  );
}

/**
 * A profile's works (the artist's own, the art at a venue) as a section under `heading`: the grid,
 * or the error with a retry, then Load more.
 */
export function ProfileWorks({
  works,
  heading,
}: {
  works: ReturnType<typeof useArtistArtworks>;
  heading: string;
}) {
  const worksId = useId();
  const artworks = useMemo(() => works.data?.pages.flatMap((p) => p.artworks) ?? [], [works.data]);
  const total = works.data?.pages[0]?.pagination.total ?? 0;
  return (
    <section className="mp-profile__section" aria-labelledby={worksId}>
      <h2 id={worksId}>{heading}</h2>
      {works.isError && !works.data ? (
        <ArtworkListError onRetry={() => void works.refetch()} retrying={works.isFetching} />
      ) : (
        <ArtworkGrid
          artworks={artworks}
          label={heading}
          loading={works.isPending}
          skeletonCount={4}
          loadingMore={works.isFetchingNextPage ? 4 : 0}
          headingLevel={3}
        />
      )}
      <LoadMore
        shown={artworks.length}
        total={total}
        hasNext={Boolean(works.hasNextPage)}
        fetching={works.isFetchingNextPage}
        failed={works.isFetchNextPageError}
        onMore={() => void works.fetchNextPage()}
      />
    </section>
  );
}
