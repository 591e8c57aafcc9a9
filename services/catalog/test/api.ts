import { getJson } from '@konstvagg/test-kit';

/** Answers are read field by field, as a client reads them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

/** GET below /api/v1 on the local gateway, exactly as a browser would (the test kit's request). */
export const get = (path: string, init: { lang?: 'sv' | 'en'; token?: string } = {}) =>
  getJson<Body>(`/api/v1${path}`, init);
