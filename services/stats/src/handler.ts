import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { health } from './health.ts';
import { openApi } from './openapi.ts';
import { platformStats } from './platform-stats.ts';

/** The stats Lambda: platform figures for the home page, computed from real data, the health check, and the API's OpenAPI document. */
export const handler = createHttpHandler(routes, { platformStats, health, openApi });
