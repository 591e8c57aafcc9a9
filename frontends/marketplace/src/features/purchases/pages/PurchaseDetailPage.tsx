import { Link, useParams } from 'react-router';
import { Container } from '@konstvagg/ui';
import { useOrder } from '../../../common/api/orders.ts';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { useT } from '../../../messages/index.ts';
import { OrderError, OrderSkeleton } from '../components/states.tsx';
import { OrderView } from '../components/OrderView.tsx';
import '../../../marketplace.css';

/** /buyer/purchases/{id}: one purchase with its timeline, pickup code, venue map and receipt. */
export default function PurchaseDetailPage() {
  const { id = '' } = useParams();
  const t = useT();
  const query = useOrder(id, null);
  useDocumentMeta(query.data ? query.data.artwork.title : t('purchases.title'), null);
  if (query.isPending) return <OrderSkeleton />;
  if (query.isError) return <OrderError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Container className="mp-order-page">
      <p className="mp-order__back">
        <Link to="/buyer/purchases">
          <span aria-hidden="true">← </span>
          {t('purchases.all')}
        </Link>
      </p>
      <OrderView order={query.data} detail />
    </Container>
  );
}
