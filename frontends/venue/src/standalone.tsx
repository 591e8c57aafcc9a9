import '@konstvagg/ui/styles.css';
import { mountStandalone } from '@konstvagg/ui/standalone';
import { pages } from './pages.tsx';

// `npm run dev -w frontends/venue`: the venue pages alone, at the same paths as in the shell.
mountStandalone({
  remote: 'venue',
  pages,
  routes: [
    { path: '/venue/dashboard', page: 'Dashboard' },
    { path: '/venue/browse', page: 'Browse' },
    { path: '/venue/favorites', page: 'Favorites' },
    { path: '/venue/exhibitions', page: 'Exhibitions' },
    { path: '/venue/settings', page: 'Settings' },
    { path: '/venue/stripe/onboarding', page: 'PaymentOnboarding' },
    { path: '/venue/onboarding/complete', page: 'PaymentOnboarding' },
    { path: '/venue/onboarding/refresh', page: 'PaymentOnboarding' },
  ],
});
