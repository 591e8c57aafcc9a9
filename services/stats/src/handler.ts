import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { platformStats } from './platform-stats.ts';

/** The stats Lambda: platform figures for the home page, computed from real data. */
export const handler = createHttpHandler(routes, { platformStats });
