import { defineRoutes } from '@konstvagg/ui/remote-contract';
import { messages } from './messages/index.ts';
import { pages } from './pages.tsx';

const admin = ['admin'] as const;

/**
 * The admin area's routes (exposed as './routes'): the shell routes every /admin/* path by this
 * module and builds the sidebar from it; the standalone entry reads it too.
 */
export const routes = defineRoutes({
  pages,
  messages,
  routes: [
    { path: '/admin', redirect: '/admin/dashboard' },
    {
      path: '/admin/dashboard',
      page: 'Dashboard',
      roles: admin,
      sidebar: { label: 'sidebar.dashboard', order: 10 },
    },
    { path: '/admin/users', page: 'Users', roles: admin, sidebar: { label: 'sidebar.users', order: 20 } },
    { path: '/admin/users/:id', page: 'UserDetail', roles: admin },
    {
      path: '/admin/artworks',
      page: 'Artworks',
      roles: admin,
      sidebar: { label: 'sidebar.artworks', order: 30 },
    },
    { path: '/admin/artworks/review', page: 'ReviewQueue', roles: admin },
    {
      path: '/admin/transactions',
      page: 'Transactions',
      roles: admin,
      sidebar: { label: 'sidebar.transactions', order: 40 },
    },
    { path: '/admin/transactions/:id', page: 'TransactionDetail', roles: admin },
    {
      path: '/admin/analytics',
      page: 'Analytics',
      roles: admin,
      sidebar: { label: 'sidebar.analytics', order: 50 },
    },
    { path: '/admin/audit', page: 'Audit', roles: admin, sidebar: { label: 'sidebar.audit', order: 60 } },
    { path: '/admin/inbox', page: 'Inbox', roles: admin, sidebar: { label: 'sidebar.inbox', order: 70 } },
    {
      path: '/admin/mail-suppressions',
      page: 'MailSuppressions',
      roles: admin,
      sidebar: { label: 'sidebar.mail', order: 80 },
    },
  ],
});
