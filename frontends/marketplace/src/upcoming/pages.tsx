import { useParams } from 'react-router';
import { LinkButton } from '@konstvagg/ui';
import { useT } from '../messages/index.ts';
import { UpcomingPage } from './UpcomingPage.tsx';

/* The marketplace pages whose APIs come with later issues (checkout, purchases). */

export function CheckoutPage() {
  const t = useT();
  const { artworkId } = useParams();
  return (
    <UpcomingPage
      title="upcoming.checkout.title"
      body="upcoming.checkout.body"
      action={
        artworkId ? (
          <LinkButton to={`/artworks/${encodeURIComponent(artworkId)}`}>
            {t('upcoming.checkout.back')}
          </LinkButton>
        ) : undefined
      }
    />
  );
}

export function BuyerPurchasesPage() {
  return <UpcomingPage title="upcoming.purchases.title" body="upcoming.purchases.body" />;
}

export function BuyerPurchaseDetailPage() {
  const t = useT();
  return (
    <UpcomingPage
      title="upcoming.purchase.title"
      body="upcoming.purchase.body"
      action={<LinkButton to="/buyer/purchases">{t('upcoming.purchase.back')}</LinkButton>}
    />
  );
}
