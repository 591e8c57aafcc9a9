import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { health } from './health.ts';
import { platformStats } from './platform-stats.ts';

/** The stats Lambda: platform figures for the home page, computed from real data, and the health check. */
export const handler = createHttpHandler(routes, { platformStats, health });
