import { CITIES, isOneOf } from '@konstvagg/contracts/vocabulary';
import type { ReactNode } from 'react';
import { Button, EmptyState } from '@konstvagg/ui';
import { SelectField } from '@konstvagg/ui/forms';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import type { City } from '@konstvagg/contracts';
import { CardSkeletons } from '../../../common/profiles/parts.tsx';
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

/**
 * The results part of the artists and venues lists: count, then the error, loading, empty or
 * filled grid, then Load more. `kind` picks the messages (`<kind>.count`, `.listLabel`, `.empty*`).
 */
export function ProfileResults<T extends { id: string }>({
  kind,
  list,
  items,
  total,
  filtered,
  onClear,
  renderItem,
  headingId,
}: {
  kind: 'artists' | 'venues';
  list: InfiniteList;
  items: T[];
  total: number;
  filtered: boolean;
  onClear: () => void;
  renderItem: (item: T) => ReactNode;
  headingId: string;
}) {
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
