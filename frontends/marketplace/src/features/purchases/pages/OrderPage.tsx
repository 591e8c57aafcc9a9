import { useParams, useSearchParams } from 'react-router';
import { Container, useSession } from '@konstvagg/ui';
import { useOrder } from '../../../common/api/orders.ts';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { useT } from '../../../messages/index.ts';
import { OrderError, OrderSkeleton } from '../components/states.tsx';
import { OrderView } from '../components/OrderView.tsx';
import '../../../marketplace.css';

/**
 * /orders/{id}?key=: the confirmation after paying and the guest's receipt (public; the key is the
 * order's secret). It waits for the payment webhook, reading the order again until it is paid.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const t = useT();
  const { user } = useSession();
  useDocumentMeta(t('order.pageTitle'), null);
  // Without the key only the signed-in buyer can read it (through their purchases).
  const readable = Boolean(key) || user?.role === 'buyer';
  const query = useOrder(id, key, readable);

  if (!readable) {
    return <OrderError notFound onRetry={() => {}} />;
  }
  if (query.isPending) return <OrderSkeleton />;
  if (query.isError) return <OrderError error={query.error} onRetry={() => void query.refetch()} />;
  // A mail's link (with the key) may reach a browser signed in as another buyer: only the order's
  // own buyer is sent on to their purchases; anyone else reads it here, as a guest would.
  const own =
    user?.role === 'buyer' && (!key || query.data.buyer_email?.toLowerCase() === user.email.toLowerCase());
  const receiptHref = own ? `/buyer/purchases/${encodeURIComponent(id)}` : undefined;
  return (
    <Container className="mp-order-page">
      <OrderView
        order={query.data}
        receiptHref={receiptHref}
        detail={!receiptHref}
        paymentFailed={params.get('redirect_status') === 'failed'}
      />
      {/* "This page is your receipt": only for an order that was paid (a cancelled one was not). */}
      {!receiptHref && query.data.paid_at && (
        <p className="kv-muted mp-order__bookmark">{t('order.bookmark')}</p>
      )}
    </Container>
  );
}
