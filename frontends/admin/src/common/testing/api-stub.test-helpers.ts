import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON answer from the API. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stands in for the API in a page's tests: each test sets `api.answer` (given the path asked for),
 * and `api.paths` lists what the page asked, path and query without the /api/v1 prefix.
 */
export function stubApi() {
  const api = {
    paths: [] as string[],
    answer: (path: string): Response => {
      throw new Error(`no answer for ${path}`);
    },
  };
  beforeEach(() => {
    api.paths = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        api.paths.push(`${url.pathname.replace('/api/v1', '')}${url.search}`);
        return api.answer(url.pathname);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return api;
}
