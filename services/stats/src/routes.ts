import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

export const routes: ServiceRoutes = {
  service: 'stats',
  routes: [
    { method: 'GET', path: '/stats/platform', access: 'public', operation: 'platformStats' },
    { method: 'GET', path: '/health', access: 'public', operation: 'health' },
    { method: 'GET', path: '/openapi.json', access: 'public', operation: 'openApi' },
  ],
};
