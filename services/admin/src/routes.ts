import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/** The admin service's routes. None yet: its capability comes with a later issue (see README). */
export const routes: ServiceRoutes = { service: 'admin', routes: [] };
