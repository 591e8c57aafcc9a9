import { lazy, type ComponentType } from 'react';
import { RemoteIntl } from '@konstvagg/ui';
import { messages } from './messages/index.ts';

/** Wraps a page in this remote's messages, in the language the shell chose. */
function withMessages(Page: ComponentType): ComponentType {
  const Wrapped = () => (
    <RemoteIntl messages={messages}>
      <Page />
    </RemoteIntl>
  );
  Wrapped.displayName = `Admin(${Page.displayName ?? 'Page'})`;
  return Wrapped;
}

/** Every admin page, each lazy; src/routes.ts puts them at their paths. */
export const pages = {
  Dashboard: withMessages(lazy(() => import('./features/dashboard/pages/DashboardPage.tsx'))),
  Users: withMessages(lazy(() => import('./features/users/pages/UsersPage.tsx'))),
  UserDetail: withMessages(lazy(() => import('./features/users/pages/UserDetailPage.tsx'))),
  Artworks: withMessages(lazy(() => import('./features/artworks/pages/ArtworksPage.tsx'))),
  ReviewQueue: withMessages(lazy(() => import('./features/artworks/pages/QueuePage.tsx'))),
  Transactions: withMessages(lazy(() => import('./features/transactions/pages/TransactionsPage.tsx'))),
  TransactionDetail: withMessages(
    lazy(() => import('./features/transactions/pages/TransactionDetailPage.tsx')),
  ),
  Analytics: withMessages(lazy(() => import('./features/analytics/pages/AnalyticsPage.tsx'))),
  Audit: withMessages(lazy(() => import('./features/audit/pages/AuditPage.tsx'))),
  Inbox: withMessages(lazy(() => import('./features/inboxes/pages/InboxPage.tsx'))),
  MailSuppressions: withMessages(lazy(() => import('./features/mail/pages/MailSuppressionsPage.tsx'))),
};
