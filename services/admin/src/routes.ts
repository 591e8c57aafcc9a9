import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/**
 * The admin service's routes (below /api/v1). For now the two public forms it stores for the team:
 * launch-updates subscriptions and contact messages. The /admin/* area comes with its issue.
 */
export const routes: ServiceRoutes = {
  service: 'admin',
  routes: [
    { method: 'POST', path: '/subscriptions', access: 'public', operation: 'subscribe' },
    { method: 'POST', path: '/contact-messages', access: 'public', operation: 'sendContactMessage' },
  ],
};
