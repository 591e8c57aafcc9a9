import { defineRoutes } from '@konstvagg/ui/remote-contract';
import { messages } from './messages/index.ts';
import { pages } from './pages.tsx';

const artist = ['artist'] as const;

/**
 * The artist area's routes (exposed as './routes'): the shell routes every /artist/* path by this
 * module and builds the sidebar from it; the standalone entry reads it too. A new page is one line
 * here plus its page in pages.tsx and its messages.
 */
export const routes = defineRoutes({
  pages,
  messages,
  routes: [
    { path: '/artist', redirect: '/artist/dashboard' },
    {
      path: '/artist/dashboard',
      page: 'Dashboard',
      roles: artist,
      sidebar: { label: 'sidebar.dashboard', order: 10 },
    },
    {
      path: '/artist/artworks',
      page: 'Artworks',
      roles: artist,
      sidebar: { label: 'sidebar.artworks', order: 20 },
    },
    { path: '/artist/artworks/create', page: 'ArtworkCreate', roles: artist },
    { path: '/artist/artworks/edit/:id', page: 'ArtworkEdit', roles: artist },
    {
      path: '/artist/exhibitions',
      page: 'Exhibitions',
      roles: artist,
      sidebar: { label: 'sidebar.exhibitions', order: 30 },
    },
    { path: '/artist/sales', page: 'Sales', roles: artist, sidebar: { label: 'sidebar.sales', order: 40 } },
    {
      path: '/artist/settings',
      page: 'Settings',
      roles: artist,
      sidebar: { label: 'sidebar.settings', order: 50 },
    },
    { path: '/artist/stripe/onboarding', page: 'PaymentOnboarding', roles: artist },
    { path: '/artist/onboarding/complete', page: 'PaymentOnboarding', roles: artist },
    { path: '/artist/onboarding/refresh', page: 'PaymentOnboarding', roles: artist },
  ],
});
