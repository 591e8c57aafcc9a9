import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import sharp from 'sharp';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import type {
  ArtistRecord,
  ArtworkRecord,
  ExhibitionRecord,
  UserRecord,
  VenueRecord,
} from '@konstvagg/domain';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ARTWORK_LIFECYCLE,
  artworkIndexChanges,
  keys,
  payoutIndexKeys,
  transitionUpdate,
  type OrderRecord,
  type PayoutRecord,
} from '@konstvagg/domain';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import type { AnyOperation } from '@konstvagg/lambda-kit';
import {
  cognitoLogin,
  demoLogin,
  outbox,
  request,
  scanEntity,
  stackEnv,
  tableClient,
  type ApiResponse,
  putOrderFixture,
} from '@konstvagg/test-kit';
import { routeTable, type RouteEntry } from '../route-table.ts';
import { successStatusOf } from '../openapi.ts';

/**
 * Every route of the route table is called through the local gateway with seeded ids (and, for the
 * POST and DELETE routes, with a real body), and each 2xx answer is parsed with the response schema
 * its operation declares. A binary route must answer something other than JSON.
 */

type Ops = Record<string, AnyOperation>;
const declared = new Map<string, AnyOperation['response']>();
/** The success status each route's OpenAPI entry promises (infra/openapi.ts). */
const promisedStatus = new Map<string, number>();
const key = (r: Pick<RouteEntry, 'method' | 'path'>) => `${r.method} ${r.path}`;

let artwork: ArtworkRecord;
let artist: ArtistRecord;
let demoVenueUser: UserRecord;
let venue: VenueRecord;
/** A seeded exhibition of the demo venue (GET /exhibitions/{id} as the venue). */
let exhibition: ExhibitionRecord;
let buyerOrder: OrderRecord;
const tokens: Record<string, { accessToken: string; refreshToken: string }> = {};

beforeAll(async () => {
  // The handlers read their settings when imported, as on Lambda: give them the stack's.
  Object.assign(process.env, stackEnv());
  for (const service of new Set(routeTable.map((r) => r.service))) {
    const mod = (await import(`@konstvagg/service-${service}/handler`)) as Record<
      string,
      { operations?: Ops }
    >;
    const operations = (mod.httpHandler ?? mod.handler)?.operations ?? {};
    for (const route of routeTable.filter((r) => r.service === service)) {
      declared.set(key(route), operations[route.operation]?.response);
      promisedStatus.set(key(route), Number(successStatusOf(route, operations[route.operation]!)));
    }
  }
  const isPublic = (a: ArtworkRecord) => (PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(a.status);
  artwork = (await scanEntity<ArtworkRecord>('artwork')).find(
    (a) => isPublic(a) && a.venue_id && a.images.length,
  )!;
  artist = (await scanEntity<ArtistRecord>('artist')).find((a) => a.id === artwork.artist_id)!;
  venue = (await scanEntity<VenueRecord>('venue')).find((v) => v.id === artwork.venue_id)!;
  for (const role of ['artist', 'venue', 'buyer', 'admin']) {
    const login = demoLogin(role);
    tokens[role] = await cognitoLogin(login.email, login.password);
  }
  demoVenueUser = (await scanEntity<UserRecord>('user')).find((u) => u.email === demoLogin('venue').email)!;
  const demoVenue = (await scanEntity<VenueRecord>('venue')).find((v) => v.user_id === demoVenueUser.id)!;
  exhibition = (await scanEntity<ExhibitionRecord>('exhibition')).find((e) => e.venue_id === demoVenue.id)!;
  buyerOrder = (await scanEntity<OrderRecord>('order')).find(
    (o) => o.buyer_email === demoLogin('buyer').email,
  )!;
});

const api = (path: string) => `/api/v1${path}`;
const email = (label: string) => `${label}-${randomUUID().slice(0, 12)}@test.konstvagg.local`;
const PASSWORD = 'Konst-Test-2026';

function pathOf(route: RouteEntry): string {
  if (route.path.startsWith('/exhibitions')) return route.path.replace('{id}', exhibition.id);
  if (route.path.startsWith('/admin/users/')) return route.path.replace('{id}', demoVenueUser.id);
  if (route.path.startsWith('/admin/transactions/')) return route.path.replace('{id}', buyerOrder.id);
  if (route.path.startsWith('/orders/') || route.path.startsWith('/buyer/purchases/'))
    return route.path.replace('{id}', buyerOrder.id);
  const id = route.path.startsWith('/artists')
    ? artist.id
    : route.path.startsWith('/venues')
      ? venue.id
      : artwork.id;
  return route.path.replace('{id}', id).replace('{artworkId}', artwork.id);
}

/** The token of the route's first allowed role, for a protected route. */
const tokenFor = (route: RouteEntry) =>
  Array.isArray(route.access)
    ? tokens[route.access[0] as string]!.accessToken
    : route.path === '/orders/{id}'
      ? tokens.buyer!.accessToken
      : undefined;

function expectDeclared(route: Pick<RouteEntry, 'method' | 'path'>, res: ApiResponse): void {
  expect(res.status, `${key(route)}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${key(route)}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  expect(res.status, `${key(route)}: the status its OpenAPI entry promises`).toBe(
    promisedStatus.get(key(route)),
  );
  const response = declared.get(key(route));
  if (response === 'binary') {
    expect(res.headers.get('content-type'), key(route)).not.toMatch(/json/);
    return;
  }
  expect(response, `${key(route)} declares no response`).toBeDefined();
  // A 204 has no body at all (the test kit reads it as '').
  const body = res.status === 204 && res.body === '' ? undefined : res.body;
  const parsed = (response as z.ZodType).safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues, key(route)).toEqual([]);
  // Parsing drops keys the schema does not name: an answer with undeclared fields differs here.
  expect(parsed.data, `${key(route)}: fields the schema does not declare`).toEqual(body);
}

const called = new Set<string>();
async function call(
  method: string,
  path: string,
  opts: Parameters<typeof request>[2] = {},
  concretePath?: string,
) {
  const route = routeTable.find((r) => r.method === method && r.path === path)!;
  const res = await request(method, api(concretePath ?? pathOf(route)), opts);
  expectDeclared(route, res);
  called.add(key(route));
  return res as ApiResponse<Record<string, unknown>>;
}

describe('every answer matches its declared response', () => {
  it('for every GET route, with seeded ids', async () => {
    for (const route of routeTable.filter((r) => r.method === 'GET')) {
      const query =
        route.path === '/artworks/near'
          ? `?lat=${venue.latitude}&lng=${venue.longitude}&radius=50`
          : route.path === '/admin/analytics'
            ? '?from=2026-09-01&to=2026-11-30&granularity=week'
            : '';
      const res = await request('GET', api(pathOf(route)) + query, { token: tokenFor(route) });
      expectDeclared(route, res);
      called.add(key(route));
    }
    // Some forty routes one after another: on a busy machine this takes longer than one call's limit.
  }, 120_000);

  it('for the identity service: register, verify, login, refresh, reset, resend, logout, OAuth', async () => {
    const address = email('responses');
    await call('POST', '/auth/register', {
      body: {
        role: 'buyer',
        name: 'Svar Testsson',
        email: address,
        password: PASSWORD,
        terms_accepted: true,
      },
    });
    const link = (kind: string) =>
      outbox(address).then((mails) =>
        mails.map((m) => new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`).exec(m.text ?? '')?.[1]).find(Boolean),
      );
    await call('POST', '/auth/verify-email', { body: { token: await link('verify-email') } });
    const signedIn = await call('POST', '/auth/login', { body: { email: address, password: PASSWORD } });
    await call('POST', '/auth/refresh', { body: { refreshToken: signedIn.body.refreshToken } });
    await call('POST', '/auth/resend-verification', { token: signedIn.body.accessToken as string, body: {} });
    await call('POST', '/auth/forgot-password', { body: { email: address } });
    await call('POST', '/auth/reset-password/check', { body: { token: await link('reset-password') } });
    await call('POST', '/auth/reset-password', {
      body: { token: await link('reset-password'), password: `${PASSWORD}-2` },
    });
    await call('POST', '/auth/logout', { body: { refreshToken: signedIn.body.refreshToken } });
    for (const provider of ['google', 'apple']) {
      const minted = await request<{ id_token: string }>('POST', `/_dev/oauth/${provider}/token`, {
        body: { email: email(provider), email_verified: true },
      });
      await call('POST', `/auth/oauth/${provider}`, {
        body: { idToken: minted.body.id_token, role: 'buyer' },
      });
    }
    // Apple's form post answers 303 to the page, with the token in the fragment (issue 41).
    const state = 'a'.repeat(32);
    const minted = await request<{ id_token: string }>('POST', '/_dev/oauth/apple/token', {
      body: { email: email('apple-form'), email_verified: true },
    });
    const posted = await request('POST', api('/auth/oauth/apple/callback'), {
      body: new URLSearchParams({ state, id_token: minted.body.id_token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `kv_oauth_state=${state}` },
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(
      `/auth/callback#${new URLSearchParams({ state, id_token: minted.body.id_token })}`,
    );
    called.add('POST /auth/oauth/apple/callback');
  });

  it('for two-step sign-in (issue 41): set-up, the challenge and its second step', async () => {
    const address = email('responses-mfa');
    await request('POST', api('/auth/register'), {
      body: { role: 'buyer', name: 'Svar Tvåsteg', email: address, password: PASSWORD, terms_accepted: true },
    });
    const first = await call('POST', '/auth/login', { body: { email: address, password: PASSWORD } });
    const token = first.body.accessToken as string;
    const setup = await call('POST', '/auth/mfa/setup', { token, body: {} });
    const secret = setup.body.secret as string;
    await call('POST', '/auth/mfa/verify', { token, body: { code: await generate({ secret }) } });
    const challenge = await call('POST', '/auth/login', { body: { email: address, password: PASSWORD } });
    expect(challenge.body.challenge).toBe('mfa');
    await call('POST', '/auth/login/mfa', {
      body: { email: address, session: challenge.body.session, code: await generate({ secret }) },
    });
  });

  it('for the catalog: favourites and artwork images', async () => {
    await call('POST', '/artworks/{id}/qr-visit', { body: {} });
    const venueToken = tokens.venue!.accessToken;
    await call('POST', '/venues/me/favorites/{artworkId}', { token: venueToken, body: { notes: 'Svar' } });
    await call('DELETE', '/venues/me/favorites/{artworkId}', { token: venueToken });
    const artistToken = tokens.artist!.accessToken;
    await call('POST', '/upload/artwork-image/presign', { token: artistToken, body: { size: 10_000 } });
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#9a3412' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'work.png');
    await call('POST', '/upload/artwork-image', { token: artistToken, body: form });
    const venueForm = new FormData();
    venueForm.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'wall.png');
    await call('POST', '/upload/venue-image', { token: venueToken, body: venueForm });
    await call('POST', '/upload/venue-image/presign', { token: venueToken, body: { size: 10_000 } });
  });

  it('for the artist studio and moderation: writing, submitting, deciding, the profile', async () => {
    const artistToken = tokens.artist!.accessToken;
    const adminToken = tokens.admin!.accessToken;
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1e3a8a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'work.png');
    const image = (
      await request<{ image: Record<string, unknown> }>('POST', api('/upload/artwork-image'), {
        token: artistToken,
        body: form,
      })
    ).body.image;
    const body = {
      title: 'Svarsverk',
      category: 'painting',
      style: 'abstract',
      price: 450,
      width_cm: 50,
      height_cm: 70,
      images: [{ url: image.url, thumb_url: image.thumb_url, width: image.width, height: image.height }],
    };
    const studio = async (method: string, path: string, id: string, opts: Parameters<typeof request>[2]) =>
      call(method, path, opts, path.replace('{id}', id));
    const first = (await call('POST', '/artworks', { token: artistToken, body })).body.artwork as {
      id: string;
    };
    await studio('PUT', '/artworks/{id}', first.id, { token: artistToken, body: { price: 500 } });
    await studio('POST', '/artworks/{id}/submit', first.id, { token: artistToken, body: {} });
    await studio('POST', '/admin/artworks/{id}/approve', first.id, { token: adminToken, body: {} });
    await studio('POST', '/artworks/{id}/withdraw', first.id, { token: artistToken, body: {} });
    await studio('DELETE', '/artworks/{id}', first.id, { token: artistToken });
    const second = (await call('POST', '/artworks', { token: artistToken, body })).body.artwork as {
      id: string;
    };
    await call(
      'POST',
      '/artworks/{id}/submit',
      { token: artistToken, body: {} },
      `/artworks/${second.id}/submit`,
    );
    await studio('POST', '/admin/artworks/{id}/reject', second.id, {
      token: adminToken,
      body: { reason: 'Svaret behöver skarpare bilder.' },
    });
    await call('DELETE', '/artworks/{id}', { token: artistToken }, `/artworks/${second.id}`);
    // An approved work an admin unpublishes (back to draft), then deleted.
    const third = (await call('POST', '/artworks', { token: artistToken, body })).body.artwork as {
      id: string;
    };
    await call(
      'POST',
      '/artworks/{id}/submit',
      { token: artistToken, body: {} },
      `/artworks/${third.id}/submit`,
    );
    await call(
      'POST',
      '/admin/artworks/{id}/approve',
      { token: adminToken, body: {} },
      `/admin/artworks/${third.id}/approve`,
    );
    await studio('POST', '/admin/artworks/{id}/unpublish', third.id, {
      token: adminToken,
      body: { reason: 'Svaret visar ett annat verk.' },
    });
    await call('DELETE', '/artworks/{id}', { token: artistToken }, `/artworks/${third.id}`);
    const me = await request<{ artist: { id: string; bio: string } }>('GET', api('/artists/profile/me'), {
      token: artistToken,
    });
    await studio('PUT', '/artists/{id}', me.body.artist.id, {
      token: artistToken,
      body: { bio: me.body.artist.bio },
    });
  });

  it('for the admin service: the public forms', async () => {
    await call('POST', '/subscriptions', { body: { email: email('subscribe'), consent: true } });
    await call('POST', '/contact-messages', {
      body: { name: 'Svar Testsson', email: email('contact'), message: 'Ett meddelande om svaren.' },
    });
  });

  it('for the admin console: users, suspension, the badge, the audit log and the inboxes', async () => {
    const adminToken = tokens.admin!.accessToken;
    const token = { token: adminToken };
    // A fresh buyer to suspend: the demo accounts serve other test files running at the same time.
    const reg = await request<{ user: { id: string } }>('POST', api('/auth/register'), {
      body: {
        role: 'buyer',
        name: 'Svar Avstängd',
        email: email('suspend'),
        password: 'Svar-Konst-2026',
        terms_accepted: true,
      },
    });
    const buyer = reg.body.user;
    const artist = (
      await request<{ users: { id: string }[] }>('GET', api('/admin/users?role=artist&limit=1'), token)
    ).body.users[0]!;
    await call('GET', '/admin/users', token);
    await call('GET', '/admin/users/{id}', token, `/admin/users/${artist.id}`);
    // A suppression to lift: the local outbox's control plays SES's bounce notice.
    const bounced = email('responses-bounce');
    const bounce = await request('POST', '/_dev/mail/bounce', {
      body: { email: bounced, type: 'Permanent' },
    });
    expect(bounce.status).toBeLessThan(300);
    await call(
      'DELETE',
      '/admin/mail-suppressions/{email}',
      token,
      `/admin/mail-suppressions/${encodeURIComponent(bounced)}`,
    );
    await call(
      'POST',
      '/admin/users/{id}/verify',
      { ...token, body: { verified: true } },
      `/admin/users/${artist.id}/verify`,
    );
    await call(
      'POST',
      '/admin/users/{id}/suspend',
      { ...token, body: { reason: 'Svarstest av avstängning.' } },
      `/admin/users/${buyer.id}/suspend`,
    );
    await call(
      'POST',
      '/admin/users/{id}/reactivate',
      { ...token, body: {} },
      `/admin/users/${buyer.id}/reactivate`,
    );
    await call('GET', '/admin/audit', token);
    const inbox = await call('GET', '/admin/contact-messages', token);
    const id = (inbox.body as { messages: { id: string; status: string }[] }).messages.find(
      (m) => m.status === 'new',
    )!.id;
    await call(
      'POST',
      '/admin/contact-messages/{id}/handled',
      { ...token, body: {} },
      `/admin/contact-messages/${id}/handled`,
    );
    await call('GET', '/admin/subscriptions', token);
    await call('GET', '/admin/subscriptions/export', token);
  });

  it('for the orders service: payout onboarding and the Stripe webhook', async () => {
    await call('POST', '/payments/onboarding', { token: tokens.artist!.accessToken });
    const payload = JSON.stringify({
      id: `evt_test_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'acct_nobody', object: 'account' } },
      livemode: false,
      type: 'account.updated',
    });
    const env = stackEnv();
    const signature = new Stripe(env.STRIPE_SECRET_KEY!).webhooks.generateTestHeaderString({
      payload,
      secret: env.STRIPE_WEBHOOK_SECRET!,
    });
    await call('POST', '/webhooks/stripe', {
      body: payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
  });

  it('for the exhibitions service: both directions, shipping, arrival, damage, return and pickup', async () => {
    const artistToken = tokens.artist!.accessToken;
    const venueToken = tokens.venue!.accessToken;
    const adminToken = tokens.admin!.accessToken;
    const newWork = async (): Promise<string> => {
      const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#14532d' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'work.png');
      const image = (
        await request<{ image: Record<string, unknown> }>('POST', api('/upload/artwork-image'), {
          token: artistToken,
          body: form,
        })
      ).body.image;
      const created = await request<{ artwork: { id: string } }>('POST', api('/artworks'), {
        token: artistToken,
        body: {
          title: 'Utställningssvar',
          category: 'painting',
          style: 'abstract',
          price: 450,
          width_cm: 50,
          height_cm: 70,
          images: [{ url: image.url, thumb_url: image.thumb_url, width: image.width, height: image.height }],
        },
      });
      const id = created.body.artwork.id;
      await request('POST', api(`/artworks/${id}/submit`), { token: artistToken, body: {} });
      await request('POST', api(`/admin/artworks/${id}/approve`), { token: adminToken, body: {} });
      return id;
    };
    const ex = (path: string, id: string, token: string, body: unknown = {}) =>
      call('POST', path, { token, body }, path.replace('{id}', id));
    const ask = (artworkId: string, by: 'venue' | 'artist', venueId?: string) =>
      call('POST', '/exhibitions/requests', {
        token: by === 'venue' ? venueToken : artistToken,
        body: { artwork_id: artworkId, ...(venueId ? { venue_id: venueId } : {}) },
      });
    const toWall = async (artworkId: string): Promise<string> => {
      const id = (await ask(artworkId, 'venue')).body.id as string;
      await ex('/exhibitions/requests/{id}/accept', id, artistToken);
      await ex('/exhibitions/{id}/ship', id, artistToken, { carrier: 'PostNord', tracking: 'PN1SE' });
      return id;
    };

    // Asked and declined; proposed and withdrawn.
    const first = await newWork();
    const declined = await ask(first, 'venue');
    await ex('/exhibitions/requests/{id}/reject', declined.body.id as string, artistToken, {
      reason: 'Nej tack',
    });
    const demoVenueId = (declined.body.venue as { id: string }).id;
    const proposed = await ask(first, 'artist', demoVenueId);
    await ex('/exhibitions/requests/{id}/cancel', proposed.body.id as string, artistToken);

    // To the wall and back home.
    const shown = await toWall(first);
    await ex('/exhibitions/{id}/confirm-arrival', shown, venueToken, {
      qrCode: `https://x.example/artworks/${first}?src=qr`,
    });
    await ex('/exhibitions/{id}/request-return', shown, venueToken);
    await ex('/exhibitions/{id}/confirm-return', shown, artistToken);

    // Damaged in transit, with a photo.
    const broken = await toWall(first);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7f1d1d' } })
      .png()
      .toBuffer();
    // As the browser sends it: the photo posted to the bucket with a presigned form, then named.
    const presigned = await call(
      'POST',
      '/exhibitions/{id}/damage-photos/presign',
      { token: venueToken, body: { size: png.length } },
      `/exhibitions/${broken}/damage-photos/presign`,
    );
    const upload = presigned.body.upload as {
      url: string;
      fields: Record<string, string>;
      file_field: string;
      upload_key: string;
    };
    const photoForm = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) photoForm.append(name, value);
    photoForm.append(upload.file_field, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'damage.png');
    expect((await fetch(upload.url, { method: 'POST', body: photoForm })).status).toBe(204);
    await call(
      'POST',
      '/exhibitions/{id}/report-damage',
      {
        token: venueToken,
        body: { description: 'Glaset sprack under transporten.', photo_keys: [upload.upload_key] },
      },
      `/exhibitions/${broken}/report-damage`,
    );

    // Sold on the wall (what the orders service writes at payment), then collected: once with the
    // work chosen, once by the code alone.
    const soldOnWall = async (code: string) => {
      const second = await newWork();
      const sold = await toWall(second);
      await ex('/exhibitions/{id}/confirm-arrival', sold, venueToken, { qrCode: second });
      const { doc, table } = tableClient();
      try {
        let art = (await doc.send(new GetCommand({ TableName: table, Key: keys.artwork(second) })))
          .Item as ArtworkRecord;
        for (const to of ['reserved', 'sold'] as const) {
          await doc.send(
            new UpdateCommand({
              TableName: table,
              ...transitionUpdate({
                lifecycle: ARTWORK_LIFECYCLE,
                key: keys.artwork(second),
                to,
                expectedVersion: art.version,
                at: new Date().toISOString(),
              }),
            }),
          );
          art = { ...art, status: to, version: art.version + 1 };
        }
        const now = Date.now();
        const order: OrderRecord = {
          entity: 'order',
          id: `order-${randomUUID()}`,
          artwork_id: second,
          status: 'paid',
          amount_cents: 45000,
          currency: 'EUR',
          artist_id: art.artist_id,
          artist_name: art.artist_name,
          title: art.title,
          venue_id: demoVenueId,
          venue_name: art.venue_name,
          buyer_id: null,
          buyer_email: email('pickup'),
          pickup_code: code,
          venue_commission: 10,
          venue_cents: 4500,
          platform_fee_bps: 300,
          platform_cents: 1350,
          artist_cents: 39150,
          paid_at: new Date(now).toISOString(),
          pickup_deadline: new Date(now + 7 * 86_400_000).toISOString(),
          collected_at: null,
          paid_out_at: null,
          created_at: new Date(now).toISOString(),
          updated_at: new Date(now).toISOString(),
          version: 2,
        };
        await putOrderFixture(doc, table, order);
      } finally {
        doc.destroy();
      }
      return sold;
    };
    await ex('/exhibitions/{id}/validate-pickup', await soldOnWall('SVAR-2026'), venueToken, {
      qrCode: 'SVAR-2026',
    });
    await soldOnWall('SVAR-2027');
    await call('POST', '/venues/me/validate-pickup', { token: venueToken, body: { qrCode: 'SVAR-2027' } });
  }, 180_000);

  it("for the venue's own profile and favourite notes (issue 11)", async () => {
    const venueToken = tokens.venue!.accessToken;
    const me = await call('GET', '/venues/me', { token: venueToken });
    const own = me.body.venue as { id: string; description: string; version: number };
    await call(
      'PUT',
      '/venues/{id}',
      { token: venueToken, body: { description: own.description, version: own.version } },
      `/venues/${own.id}`,
    );
    await call('POST', '/venues/me/favorites/{artworkId}', { token: venueToken, body: {} });
    await call('PUT', '/venues/me/favorites/{artworkId}', { token: venueToken, body: { notes: 'Svar' } });
    await call('DELETE', '/venues/me/favorites/{artworkId}', { token: venueToken });
  });

  /** A copy of a seeded work on display, bought through checkout and paid at the stand-in with `method`. */
  async function paidCopy(method: string): Promise<string> {
    // A copy of a seeded work, on display at its venue, that no other test buys.
    const id = `art-resp-${randomUUID().slice(0, 8)}`;
    const copy: ArtworkRecord = {
      ...(Object.fromEntries(
        Object.entries(artwork).filter(([k]) => !/^(PK|SK|GSI\dPK|GSI\dSK)$/.test(k)),
      ) as unknown as ArtworkRecord),
      id,
      status: 'exhibited',
      venue_id: venue.id,
      version: 1,
    };
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...copy,
          ...keys.artwork(id),
          // Every index key a real exhibited work has: later tests compare the lists with the table.
          ...artworkIndexChanges(copy).set,
        },
      }),
    );
    const checkout = await call(
      'POST',
      '/checkout/{artworkId}',
      { body: { email: email('checkout'), name: 'Svar Köparsson' } },
      `/checkout/${id}`,
    );
    // Paid at the stand-in as Stripe.js pays, then refunded by an admin (issue 13).
    const payment = checkout.body.payment as { client_secret: string; publishable_key: string };
    const orderId = (checkout.body.order as { id: string }).id;
    const confirmed = await request(
      'POST',
      `/_local/stripe/v1/payment_intents/${payment.client_secret.split('_secret_')[0]}/confirm`,
      {
        headers: {
          authorization: `Bearer ${payment.publishable_key}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_secret: payment.client_secret,
          payment_method: method,
        }).toString(),
      },
    );
    expect(confirmed.status).toBe(200);
    return orderId;
  }

  it('for the orders service: checkout', async () => {
    const orderId = await paidCopy('pm_card_visa');
    const adminToken = { token: tokens.admin!.accessToken };
    for (let i = 0; i < 100; i++) {
      const now = await request<{ transaction: { status: string } }>(
        'GET',
        api(`/admin/transactions/${orderId}`),
        adminToken,
      );
      if (now.body.transaction.status === 'paid') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await call(
      'POST',
      '/admin/transactions/{id}/refund',
      { ...adminToken, body: { reason: 'Svarstest' } },
      `/admin/transactions/${orderId}/refund`,
    );
  });

  it('for the admin transactions: dispute evidence', async () => {
    // Stripe's test card that pays and is then disputed: the evidence is saved by itself, the
    // admin adds a note.
    const orderId = await paidCopy('pm_card_createDispute');
    const adminToken = { token: tokens.admin!.accessToken };
    for (let i = 0; i < 100; i++) {
      const now = await request<{ dispute?: { evidence_saved_at?: string | null } | null }>(
        'GET',
        api(`/admin/transactions/${orderId}`),
        adminToken,
      );
      if (now.body.dispute?.evidence_saved_at) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await call(
      'POST',
      '/admin/transactions/{id}/dispute-evidence',
      { ...adminToken, body: { note: 'Köparen hämtade verket själv.' } },
      `/admin/transactions/${orderId}/dispute-evidence`,
    );
  });

  it('for the admin transactions: a payout retry', async () => {
    // A collected order whose venue payout failed (written as the sweep leaves one).
    const at = new Date().toISOString();
    // The seeded order's fields without its table keys (they are the new order's own below).
    const fields = Object.fromEntries(
      Object.entries(buyerOrder).filter(([k]) => !/^(PK|SK|GSI\dPK|GSI\dSK)$/.test(k)),
    ) as unknown as OrderRecord;
    const order: OrderRecord = {
      ...fields,
      id: `order-${randomUUID()}`,
      status: 'collected',
      collected_at: at,
      stripe_charge_id: null,
      created_at: at,
      updated_at: at,
    };
    const payout: PayoutRecord = {
      entity: 'payout',
      order_id: order.id,
      party: 'venue',
      payee_id: order.venue_id!,
      amount_cents: order.venue_cents,
      currency: 'EUR',
      status: 'failed',
      scheduled_for: at,
      stripe_transfer_id: null,
      failure_reason: 'transfer_failed',
      attempts: 1,
      created_at: at,
      updated_at: at,
      version: 2,
    };
    await putOrderFixture(documentClient(), tableName(), order);
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.payout(order.id, 'venue'), ...payoutIndexKeys(payout), ...payout },
      }),
    );
    await call(
      'POST',
      '/admin/transactions/{id}/retry-payout',
      { token: tokens.admin!.accessToken },
      `/admin/transactions/${order.id}/retry-payout`,
    );
  });

  it('covered every route of the table', () => {
    expect(routeTable.map(key).filter((k) => !called.has(k))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/v1/openapi.json as shared/contracts/openapi.json holds it, cached for five minutes', async () => {
    const { readFileSync } = await import('node:fs');
    const file = JSON.parse(
      readFileSync(new URL('../../shared/contracts/openapi.json', import.meta.url), 'utf8'),
    ) as unknown;
    const res = await request('GET', api('/openapi.json'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body).toEqual(file);
  });

  it('is public: a forged token and a stray query change nothing, and a write to it is no route', async () => {
    const res = await request('GET', api('/openapi.json?limit=-1&__proto__=x'), { token: 'not.a.token' });
    expect(res.status).toBe(200);
    expect((res.body as { openapi: string }).openapi).toBe('3.1.0');
    const post = await request<{ error: { code: string } }>('POST', api('/openapi.json'), { body: {} });
    expect([post.status, post.body.error.code]).toEqual([404, 'not_found']);
  });
});
