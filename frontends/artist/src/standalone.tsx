import '@konstvagg/ui/styles.css';
import { mountStandalone } from '@konstvagg/ui/standalone';
import { pages } from './pages.tsx';

// `npm run dev -w frontends/artist`: the artist pages alone, at the same paths as in the shell.
mountStandalone({
  remote: 'artist',
  pages,
  routes: [
    { path: '/artist/dashboard', page: 'Dashboard' },
    { path: '/artist/artworks', page: 'Artworks' },
    { path: '/artist/artworks/create', page: 'ArtworkCreate' },
    { path: '/artist/artworks/edit/:id', page: 'ArtworkEdit' },
    { path: '/artist/exhibitions', page: 'Exhibitions' },
    { path: '/artist/sales', page: 'Sales' },
    { path: '/artist/settings', page: 'Settings' },
    { path: '/artist/stripe/onboarding', page: 'PaymentOnboarding' },
    { path: '/artist/onboarding/complete', page: 'PaymentOnboarding' },
    { path: '/artist/onboarding/refresh', page: 'PaymentOnboarding' },
  ],
});
