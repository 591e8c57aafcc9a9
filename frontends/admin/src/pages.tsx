import { lazy } from 'react';

/** Every admin page, each lazy; src/routes.ts puts them at their paths. */
export const pages = {
  Dashboard: lazy(() => import('./features/dashboard/pages/DashboardPage.tsx')),
  Users: lazy(() => import('./features/users/pages/UsersPage.tsx')),
  UserDetail: lazy(() => import('./features/users/pages/UserDetailPage.tsx')),
  Artworks: lazy(() => import('./features/artworks/pages/ArtworksPage.tsx')),
  ReviewQueue: lazy(() => import('./features/artworks/pages/QueuePage.tsx')),
  Transactions: lazy(() => import('./features/transactions/pages/TransactionsPage.tsx')),
  TransactionDetail: lazy(() => import('./features/transactions/pages/TransactionDetailPage.tsx')),
  Analytics: lazy(() => import('./features/analytics/pages/AnalyticsPage.tsx')),
  Audit: lazy(() => import('./features/audit/pages/AuditPage.tsx')),
  Inbox: lazy(() => import('./features/inboxes/pages/InboxPage.tsx')),
  MailSuppressions: lazy(() => import('./features/mail/pages/MailSuppressionsPage.tsx')),
};
