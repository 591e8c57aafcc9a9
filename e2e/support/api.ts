import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect } from '../fixtures.ts';

/**
 * What the specs set up through the API, the way a caller would: a demo account's session, a call
 * that must answer a given status, and a new public work of the demo artist. Specs make their own
 * works because other specs, running at the same time, request, buy or hang the seeded ones.
 */

export type DemoRole = 'artist' | 'venue' | 'buyer' | 'admin';

export interface ApiSession {
  token: string;
  profileId: string | null;
}

/** Signs a demo account in through the API. */
export async function demoLogin(request: APIRequestContext, role: DemoRole): Promise<ApiSession> {
  return seededLogin(request, demoEmail(role));
}

/** Signs any seeded account in through the API (every seeded user has the demo password). */
export async function seededLogin(request: APIRequestContext, email: string): Promise<ApiSession> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login as ${email}`).toBe(200);
  const body = (await res.json()) as { accessToken: string; user: { profile_id: string | null } };
  return { token: body.accessToken, profileId: body.user.profile_id };
}

/** A demo account's access token. */
export const demoToken = async (request: APIRequestContext, role: DemoRole) =>
  (await demoLogin(request, role)).token;

/** The Authorization header of a token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Calls /api/v1`path` with the token; fails the test unless it answers `expected`. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  expected = 200,
): Promise<T> {
  const res = await request.fetch(`/api/v1${path}`, {
    method,
    headers: bearer(token),
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(expected);
  return (await res.json()) as T;
}

export interface NewWork {
  title: string;
  description?: string;
  style?: string;
  price?: number;
  /** The photo's colour, so works told apart on screen look apart too. */
  colour?: string;
}

/**
 * A new work of the demo artist with a generated photo, submitted and approved by the demo admin:
 * public and available. Answers its id.
 */
export async function publishWork(
  request: APIRequestContext,
  tokens: { artist: string; admin: string },
  work: NewWork,
): Promise<string> {
  const png = await sharp({
    create: { width: 600, height: 760, channels: 3, background: work.colour ?? '#3c6e96' },
  })
    .png()
    .toBuffer();
  const upload = await request.post('/api/v1/upload/artwork-image', {
    headers: bearer(tokens.artist),
    multipart: { image: { name: 'work.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { image } = (await upload.json()) as {
    image: { url: string; thumb_url: string; width: number; height: number };
  };
  const created = await apiCall<{ artwork: { id: string } }>(
    request,
    tokens.artist,
    'POST',
    '/artworks',
    {
      title: work.title,
      description: work.description ?? 'Oil on linen, a harbour at dawn, painted for a café wall.',
      category: 'painting',
      style: work.style ?? 'landscape',
      technique: 'Oil on linen',
      year: 2025,
      price: work.price ?? 3600,
      width_cm: 50,
      height_cm: 70,
      images: [{ url: image.url, thumb_url: image.thumb_url, width: image.width, height: image.height }],
    },
    201,
  );
  const id = created.artwork.id;
  await apiCall(request, tokens.artist, 'POST', `/artworks/${id}/submit`, {});
  await apiCall(request, tokens.admin, 'POST', `/admin/artworks/${id}/approve`, {});
  return id;
}
