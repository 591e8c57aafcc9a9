import * as z from 'zod';
import { defineOperation } from '@konstvagg/lambda-kit';

/** The document's top, as a caller can rely on it; the rest is the OpenAPI 3.1 standard's. */
const openApiResponseSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * GET /openapi.json: the API described in OpenAPI 3.1 for integrators and other teams, built from
 * the route table and the zod contracts (infra/openapi.ts, written by `npm run openapi`). Read only
 * when asked, so the function's start does not pay for it.
 */
export const openApi = defineOperation({
  response: openApiResponseSchema,
  async run() {
    const { default: document } = await import('@konstvagg/contracts/openapi.json', {
      with: { type: 'json' },
    });
    return { body: document, headers: { 'Cache-Control': 'public, max-age=300' } };
  },
});
