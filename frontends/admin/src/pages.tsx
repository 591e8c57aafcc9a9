import { lazy } from 'react';

/** Every admin page, each lazy; src/routes.ts puts them at their paths. */
export const pages = {
  Dashboard: lazy(() => import('./pages/Dashboard.tsx')),
  Users: lazy(() => import('./users/UsersPage.tsx')),
  UserDetail: lazy(() => import('./users/UserDetailPage.tsx')),
  Artworks: lazy(() => import('./pages/Artworks.tsx')),
  ReviewQueue: lazy(() => import('./moderation/QueuePage.tsx')),
  Transactions: lazy(() => import('./pages/Transactions.tsx')),
  TransactionDetail: lazy(() => import('./pages/TransactionDetail.tsx')),
  Analytics: lazy(() => import('./pages/Analytics.tsx')),
  Audit: lazy(() => import('./audit/AuditPage.tsx')),
  Inbox: lazy(() => import('./inboxes/InboxPage.tsx')),
  MailSuppressions: lazy(() => import('./mail/MailSuppressionsPage.tsx')),
};
