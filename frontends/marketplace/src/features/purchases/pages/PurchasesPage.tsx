import { Link } from 'react-router';
import { formatPrice } from '@konstvagg/rules';
import { Button, Container, EmptyState, LinkButton, Skeleton, StatusLineBadge } from '@konstvagg/ui';
import { usePurchases } from '../../../common/api/orders.ts';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { useLang, useT } from '../../../messages/index.ts';
import { formatDate } from '../format.ts';
import '../../../marketplace.css';
import '../purchases.css';

/** /buyer/purchases: the signed-in buyer's purchases, newest first, each opening its detail. */
export default function PurchasesPage() {
  const t = useT();
  const lang = useLang();
  const query = usePurchases();
  // A failed "Show more" keeps the purchases shown (the button offers to try again).
  const purchases = query.data ?? [];
  useDocumentMeta(t('purchases.title'), null);
  return (
    <Container className="mp-purchases">
      <h1>{t('purchases.title')}</h1>
      <p className="kv-muted">{t('purchases.lead')}</p>
      {query.isPending ? (
        <div aria-busy="true">
          <span className="kv-visually-hidden" role="status">
            {t('purchases.loading')}
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} width="100%" height="5.5rem" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <div className="kv-alert" role="alert">
          <p>{t('purchases.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : purchases.length === 0 ? (
        <EmptyState
          title={t('purchases.emptyTitle')}
          action={<LinkButton to="/artworks">{t('common.browseArtworks')}</LinkButton>}
        >
          {t('purchases.emptyBody')}
        </EmptyState>
      ) : (
        <ul className="mp-purchases__list">
          {purchases.map((order) => (
            <li key={order.id} className="mp-purchases__item">
              {order.artwork.primary_image ? (
                <img
                  src={order.artwork.primary_image}
                  alt=""
                  width={64}
                  height={80}
                  className="mp-purchases__thumb"
                />
              ) : (
                <span className="mp-purchases__thumb" aria-hidden="true" />
              )}
              <div className="mp-purchases__text">
                <Link to={`/buyer/purchases/${encodeURIComponent(order.id)}`} className="mp-purchases__title">
                  {order.artwork.title}
                </Link>
                <span className="kv-muted">
                  {order.artwork.artist_name}
                  {order.venue ? ` · ${order.venue.venue_name}` : ''}
                </span>
                <span className="kv-muted">{formatDate(order.paid_at ?? order.created_at, lang)}</span>
              </div>
              <div className="mp-purchases__side">
                <StatusLineBadge line={order.status_line} />
                <strong>{formatPrice(order.amount, lang, order.currency)}</strong>
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void query.fetchNextPage()}
          busy={query.isFetchingNextPage}
        >
          {query.isFetchNextPageError ? t('common.tryAgain') : t('profiles.loadMore')}
        </Button>
      )}
    </Container>
  );
}
