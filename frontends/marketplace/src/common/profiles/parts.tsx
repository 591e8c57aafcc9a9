import { CITIES, isOneOf } from '@konstvagg/contracts/vocabulary';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Container, EmptyState, LinkButton, Skeleton } from '@konstvagg/ui';
import { SelectField } from '@konstvagg/ui/forms';
import { cityName, useArtworkText } from '@konstvagg/ui/artwork';
import type { Artist, City, Venue } from '@konstvagg/contracts';
import { useDocumentMeta } from '../useDocumentMeta.ts';
import { isNotFound } from '../api/artworks.ts';
import { formatHours } from './hours.ts';
import { useT, type MessageId } from '../../messages/index.ts';

/** A profile's picture, or a neutral block with the initial when there is none. */
export function ProfileImage({
  src,
  alt,
  name,
  className,
  eager = false,
}: {
  src: string | null;
  alt: string;
  name: string;
  className: string;
  eager?: boolean;
}) {
  if (!src) {
    return (
      <div className={`${className} mp-profile-img--empty`} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '·'}
      </div>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={400}
      height={300}
    />
  );
}

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
  const { text } = useArtworkText();
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
          {cityName(city, text)}
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

/** Skeleton cards while a list of artists or venues loads. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="mp-pcard mp-pcard--skeleton" aria-hidden="true">
          <Skeleton className="mp-pcard__img" height="auto" radius={0} />
          <div className="mp-pcard__body">
            <Skeleton width="70%" height="1.25rem" />
            <Skeleton width="40%" />
            <Skeleton width="90%" />
          </div>
        </li>
      ))}
    </>
  );
}

/** A profile page's 404: what happened and the way back to the list. */
function ProfileNotFound({
  title,
  body,
  back,
  to,
}: {
  title: MessageId;
  body: MessageId;
  back: MessageId;
  to: string;
}) {
  const t = useT();
  useDocumentMeta(t(title), null);
  return (
    <Container narrow className="mp-state">
      <h1>{t(title)}</h1>
      <p>{t(body)}</p>
      <div className="mp-state__actions">
        <LinkButton to={to}>{t(back)}</LinkButton>
      </div>
    </Container>
  );
}

/** A profile page that failed to load for another reason than 404: retry, or back to the list. */
function ProfileLoadError({
  title,
  back,
  to,
  onRetry,
  retrying,
}: {
  title: MessageId;
  back: MessageId;
  to: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  useDocumentMeta(t(title), null);
  return (
    <Container narrow className="mp-state">
      <div role="alert">
        <h1>{t(title)}</h1>
        <p>{t('profiles.loadErrorBody')}</p>
      </div>
      <div className="mp-state__actions">
        <Button onClick={onRetry} busy={retrying}>
          {t('common.tryAgain')}
        </Button>
        <LinkButton to={to} variant="secondary">
          {t(back)}
        </LinkButton>
      </div>
    </Container>
  );
}

/** A profile page's header while it loads. */
function ProfileSkeleton() {
  const t = useT();
  return (
    <Container className="mp-profile">
      <p className="kv-visually-hidden" role="status">
        {t('profiles.loading')}
      </p>
      <div className="mp-profile__header" aria-hidden="true">
        <Skeleton className="mp-profile__img" height="auto" radius="var(--kv-radius-lg)" />
        <div className="mp-profile__intro">
          <Skeleton width="60%" height="2rem" />
          <Skeleton width="30%" />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
        </div>
      </div>
    </Container>
  );
}

/** A link to an outside page, in a new tab, said so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="kv-visually-hidden"> {t('artist.opensNewTab')}</span>
    </a>
  );
}

/** The Verified and Pro badges of an artist. */
export function ArtistBadges({ artist }: { artist: Pick<Artist, 'is_verified' | 'can_receive_payouts'> }) {
  const t = useT();
  if (!artist.is_verified && !artist.can_receive_payouts) return null;
  return (
    <p className="mp-badges">
      {artist.is_verified && <span className="kv-badge kv-badge--success">{t('profiles.verified')}</span>}
      {artist.can_receive_payouts && (
        <Badge tone="accent" hint={t('profiles.proHint')} hintLabel={t('profiles.proWhat')}>
          {t('profiles.pro')}
        </Badge>
      )}
    </p>
  );
}

/** "Open now" or "Closed", and today's hours. */
export function OpenToday({ venue }: { venue: Pick<Venue, 'opening_hours'> }) {
  const t = useT();
  const today = venue.opening_hours.today;
  const hours = formatHours(today.hours);
  return (
    <p className="mp-open">
      <span className={`kv-badge ${today.open_now ? 'kv-badge--success' : 'kv-badge--neutral'}`}>
        {today.open_now ? t('venues.openNow') : hours ? t('venues.closed') : t('venues.closedToday')}
      </span>
      {hours && <span className="mp-pcard__meta">{t('venues.todayHours', { hours })}</span>}
    </p>
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

/** The frame of an artist or venue card in a list: image, the name as the card's one link, then the details. */
export function ProfileCard({
  href,
  image,
  imageAlt,
  name,
  children,
}: {
  href: string;
  image: string | null;
  imageAlt: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <li className="mp-pcard">
      <ProfileImage className="mp-pcard__img" src={image} alt={imageAlt} name={name} />
      <div className="mp-pcard__body">
        <h3 className="mp-pcard__title">
          <Link to={href} className="mp-pcard__link">
            {name}
          </Link>
        </h3>
        {children}
      </div>
    </li>
  );
}

const PROFILE_KINDS = {
  artist: { list: '/artists', back: 'artist.allArtists' },
  venue: { list: '/venues', back: 'venue.allVenues' },
} as const satisfies Record<string, { list: string; back: MessageId }>;

/** A profile page before its data is there: the skeleton, a 404 with a way back, or an error with retry. */
export function ProfileQueryState({
  kind,
  query,
}: {
  kind: keyof typeof PROFILE_KINDS;
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  const { list, back } = PROFILE_KINDS[kind];
  if (!query.isError) return <ProfileSkeleton />;
  return isNotFound(query.error) ? (
    <ProfileNotFound title={`${kind}.notFoundTitle`} body={`${kind}.notFoundBody`} back={back} to={list} />
  ) : (
    <ProfileLoadError
      title={`${kind}.errorTitle`}
      back={back}
      to={list}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
