import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/**
 * The orders service's routes (below /api/v1): the payout accounts of artists and venues (Stripe
 * Connect Express onboarding), the Stripe webhook, and the buying loop (issue 12): checkout, orders,
 * a buyer's purchases, an artist's sales and a venue's commissions. Payouts and refunds run from
 * schedules (src/tasks). The admin console's transactions (issue 13) are served here too, admins
 * only: their refunds and payout retries are this service's Stripe calls and order transitions
 * (see docs/decisions.md, "Admin transactions").
 */
export const routes: ServiceRoutes = {
  service: 'orders',
  routes: [
    {
      method: 'POST',
      path: '/payments/onboarding',
      access: ['artist', 'venue'],
      operation: 'startOnboarding',
    },
    {
      method: 'GET',
      path: '/payments/onboarding/status',
      access: ['artist', 'venue'],
      operation: 'onboardingStatus',
    },
    // Stripe calls this; the signature on the raw body is its authentication.
    { method: 'POST', path: '/webhooks/stripe', access: 'public', operation: 'stripeWebhook' },
    // Anyone may buy (a guest with an email address); a token attaches the order to the account.
    { method: 'POST', path: '/checkout/{artworkId}', access: 'optional', operation: 'checkout' },
    // The buyer, its artist, its venue, admins, or whoever holds ?key=<access_key>.
    { method: 'GET', path: '/orders/{id}', access: 'optional', operation: 'readOrder' },
    {
      method: 'GET',
      path: '/buyer/purchases',
      access: ['buyer', 'artist', 'venue', 'admin'],
      operation: 'listPurchases',
    },
    {
      method: 'GET',
      path: '/buyer/purchases/{id}',
      access: ['buyer', 'artist', 'venue', 'admin'],
      operation: 'getPurchase',
    },
    { method: 'GET', path: '/artists/me/sales', access: ['artist'], operation: 'artistSales' },
    { method: 'GET', path: '/artists/me/sales/export', access: ['artist'], operation: 'artistSalesCsv' },
    { method: 'GET', path: '/venues/me/commissions', access: ['venue'], operation: 'venueCommissions' },
    { method: 'GET', path: '/admin/transactions', access: ['admin'], operation: 'listTransactions' },
    {
      method: 'GET',
      path: '/admin/transactions/export',
      access: ['admin'],
      operation: 'exportTransactions',
    },
    { method: 'GET', path: '/admin/transactions/{id}', access: ['admin'], operation: 'transactionDetail' },
    {
      method: 'POST',
      path: '/admin/transactions/{id}/refund',
      access: ['admin'],
      operation: 'refundTransaction',
    },
    {
      method: 'POST',
      path: '/admin/transactions/{id}/retry-payout',
      access: ['admin'],
      operation: 'retryPayout',
    },
    {
      method: 'POST',
      path: '/admin/transactions/{id}/dispute-evidence',
      access: ['admin'],
      operation: 'disputeEvidence',
    },
  ],
};
