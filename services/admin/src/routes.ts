import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/**
 * The admin service's routes (below /api/v1): the two public forms it stores for the team
 * (launch-updates subscriptions, contact messages) and artwork moderation.
 */
export const routes: ServiceRoutes = {
  service: 'admin',
  routes: [
    { method: 'POST', path: '/subscriptions', access: 'public', operation: 'subscribe' },
    { method: 'POST', path: '/contact-messages', access: 'public', operation: 'sendContactMessage' },
    { method: 'GET', path: '/admin/artworks', access: ['admin'], operation: 'reviewQueue' },
    { method: 'POST', path: '/admin/artworks/{id}/approve', access: ['admin'], operation: 'approveArtwork' },
    { method: 'POST', path: '/admin/artworks/{id}/reject', access: ['admin'], operation: 'rejectArtwork' },
  ],
};
