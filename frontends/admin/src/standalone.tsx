import '@konstvagg/ui/styles.css';
import { mountStandalone } from '@konstvagg/ui/standalone';
import { pages } from './pages.tsx';

// `npm run dev -w frontends/admin`: the admin pages alone, at the same paths as in the shell.
mountStandalone({
  remote: 'admin',
  pages,
  routes: [
    { path: '/admin/dashboard', page: 'Dashboard' },
    { path: '/admin/users', page: 'Users' },
    { path: '/admin/artworks', page: 'Artworks' },
    { path: '/admin/transactions', page: 'Transactions' },
    { path: '/admin/transactions/:id', page: 'TransactionDetail' },
    { path: '/admin/analytics', page: 'Analytics' },
  ],
});
