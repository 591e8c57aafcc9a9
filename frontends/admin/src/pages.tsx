import { lazy, type ComponentType } from 'react';
import { RemoteIntl } from '@konstvagg/ui';
import { messages } from './i18n/messages.ts';

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
  Dashboard: withMessages(lazy(() => import('./pages/Dashboard.tsx'))),
  Users: withMessages(lazy(() => import('./users/UsersPage.tsx'))),
  UserDetail: withMessages(lazy(() => import('./users/UserDetailPage.tsx'))),
  Artworks: withMessages(lazy(() => import('./pages/Artworks.tsx'))),
  ReviewQueue: withMessages(lazy(() => import('./moderation/QueuePage.tsx'))),
  Transactions: withMessages(lazy(() => import('./pages/Transactions.tsx'))),
  TransactionDetail: withMessages(lazy(() => import('./pages/TransactionDetail.tsx'))),
  Analytics: withMessages(lazy(() => import('./pages/Analytics.tsx'))),
  Audit: withMessages(lazy(() => import('./audit/AuditPage.tsx'))),
  Inbox: withMessages(lazy(() => import('./inboxes/InboxPage.tsx'))),
  MailSuppressions: withMessages(lazy(() => import('./mail/MailSuppressionsPage.tsx'))),
};
