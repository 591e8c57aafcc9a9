import { Button, Container, LinkButton, Skeleton } from '@konstvagg/ui';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { isNotFound } from '../../../common/api/artworks.ts';
import { useT, type MessageId } from '../../../messages/index.ts';

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
