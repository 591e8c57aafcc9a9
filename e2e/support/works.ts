import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { bearer, demoToken, publishWork } from './api.ts';

/**
 * Works made for a test through the API, the way the people would make them: the demo artist
 * uploads and publishes a work, the admin approves it, the demo venue asks for it, the artist
 * accepts and ships it (and, for onDisplayWork, the venue confirms its arrival). Shared by
 * e2e/scanner.spec.ts and e2e/buying-later.clock.spec.ts.
 */

/** A demo account's token, and the header that carries it (support/api.ts). */
export const tokenOf = demoToken;
export const auth = bearer;

export interface Shipped {
  exhibitionId: string;
  artworkId: string;
  title: string;
}

/** POST /api/v1{path} as a token; expects a 2xx and answers its body. */
async function step(request: APIRequestContext, path: string, token: string, data?: object) {
  const res = await request.post(`/api/v1${path}`, { headers: auth(token), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as { id: string; status: string };
}

/** A new work of the demo artist, approved, requested by the demo venue, accepted and shipped. */
export async function shippedWork(
  request: APIRequestContext,
  title: string,
  price = 3600, // outside the browse spec's seeded price range
  venueToken?: string, // another venue than the demo one
): Promise<Shipped> {
  const [artist, venue, admin] = [
    await tokenOf(request, 'artist'),
    venueToken ?? (await tokenOf(request, 'venue')),
    await tokenOf(request, 'admin'),
  ];
  const artworkId = await publishWork(
    request,
    { artist, admin },
    {
      title,
      price,
      description: 'Acrylic on canvas, painted for a café wall.',
      style: 'abstract',
      colour: '#5b7c99',
    },
  );
  const requested = await step(request, '/exhibitions/requests', venue, {
    artwork_id: artworkId,
    message: 'For the wall by the window.',
  });
  await step(request, `/exhibitions/requests/${requested.id}/accept`, artist);
  const shipped = await step(request, `/exhibitions/${requested.id}/ship`, artist, {
    carrier: 'PostNord',
    tracking: 'SE123456789',
  });
  expect(shipped.status).toBe('shipped');
  return { exhibitionId: requested.id, artworkId, title };
}

/** A shipped work whose arrival the demo venue has confirmed: on display there, for sale. */
export async function onDisplayWork(
  request: APIRequestContext,
  title: string,
  price?: number,
  venueToken?: string,
) {
  const work = await shippedWork(request, title, price, venueToken);
  const arrived = await step(
    request,
    `/exhibitions/${work.exhibitionId}/confirm-arrival`,
    venueToken ?? (await tokenOf(request, 'venue')),
    { qrCode: work.artworkId },
  );
  expect(arrived.status).toBe('on_display');
  return work;
}
