import { ApiError, Button, Container, LinkButton, Skeleton } from '@konstvagg/ui';
import { useT } from '../../../messages/index.ts';

/** An order that could not be read: gone (or the wrong key), or a failure to try again. */
export function OrderError({
  error,
  notFound,
  onRetry,
}: {
  error?: unknown;
  notFound?: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const missing = notFound || (error instanceof ApiError && error.status >= 400 && error.status < 500);
  return (
    <Container narrow className="mp-state">
      <div role="alert">
        <h1>{t(missing ? 'order.notFoundTitle' : 'order.errorTitle')}</h1>
        <p>{t(missing ? 'order.notFoundBody' : 'order.errorBody')}</p>
      </div>
      <div className="mp-state__actions">
        {!missing && <Button onClick={onRetry}>{t('common.tryAgain')}</Button>}
        <LinkButton to="/artworks" variant={missing ? 'primary' : 'secondary'}>
          {t('common.browseArtworks')}
        </LinkButton>
      </div>
    </Container>
  );
}

export function OrderSkeleton() {
  const t = useT();
  return (
    <Container className="mp-order-page">
      <p className="kv-visually-hidden" role="status">
        {t('order.loading')}
      </p>
      <div aria-hidden="true">
        <Skeleton width="50%" height="2.25rem" />
        <Skeleton width="16rem" height="16rem" />
        <Skeleton width="80%" height="1rem" />
        <Skeleton width="60%" height="1rem" />
      </div>
    </Container>
  );
}
