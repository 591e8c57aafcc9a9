import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@konstvagg/i18n';
import {
  ARTWORK_LIFECYCLE,
  keys,
  orderStatusIndexKeys,
  queries,
  queryInput,
  transitionUpdate,
  type ArtworkRecord,
  type OrderRecord,
} from '@konstvagg/domain';
import {
  apiBaseUrl,
  artworkBody,
  demoToken,
  getJson,
  outbox,
  postJson,
  request,
  scanEntity,
  signUpArtist,
  tableClient,
  uploadImage,
  type TestArtist,
  putOrderFixture,
} from '@konstvagg/test-kit';
import { arrivalCodeOnLabel } from '@konstvagg/test-kit/pdf-text';

/**
 * The exhibitions API through the local gateway (issue 11): both directions of the lifecycle, the
 * wrong party and the wrong state, races, the QR arrival, damage with photos, returns, pickups
 * and the mails, each in its recipient's language.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
type Lang = 'sv' | 'en';
const api = (p: string) => `/api/v1${p}`;
const get = (p: string, token?: string, lang: Lang = 'en') => getJson<Body>(api(p), { token, lang });
const post = (p: string, body: unknown, token?: string, lang: Lang = 'en') =>
  postJson<Body>(api(p), body, { token, lang });

interface TestVenue {
  email: string;
  token: string;
  venueId: string;
}

const PASSWORD = 'Konst-Test-2026';

/** A new venue signed up through /auth/register (in Malmö, so it has a position), in `lang`. */
async function signUpVenue(lang: Lang, name = 'Testlokal'): Promise<TestVenue> {
  const email = `venue-${randomUUID().slice(0, 12)}@test.konstvagg.local`;
  const reg = await postJson<Body>(
    api('/auth/register'),
    {
      role: 'venue',
      name: 'Vera Lokal',
      email,
      password: PASSWORD,
      terms_accepted: true,
      venue_name: `${name} ${randomUUID().slice(0, 4)}`,
      location: 'Södra Förstadsgatan 2, Malmö',
      venue_type: 'gallery',
    },
    { lang },
  );
  if (reg.status !== 201) throw new Error(`venue sign-up failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await postJson<Body>(api('/auth/login'), { email, password: PASSWORD });
  return { email, token: login.body.accessToken, venueId: reg.body.user.profile_id };
}

let admin: string;
let buyer: string;
let artist: TestArtist; // English
let otherArtist: TestArtist;
let venue: TestVenue; // Swedish
let venueB: TestVenue; // English
let image: Body;

/** A new work of `who`, approved by the admin: available. */
async function availableWork(who: TestArtist = artist): Promise<Body> {
  const img = who === artist ? image : await uploadImage(who.token);
  const created = await post('/artworks', artworkBody([img]), who.token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.artwork.id as string;
  expect((await post(`/artworks/${id}/submit`, {}, who.token)).status).toBe(200);
  const approved = await post(`/admin/artworks/${id}/approve`, {}, admin);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body.artwork;
}

const mailsTo = async (email: string) => outbox(email);

beforeAll(async () => {
  admin = await demoToken('admin');
  buyer = await demoToken('buyer');
  [artist, otherArtist, venue, venueB] = await Promise.all([
    signUpArtist({ verified: true, lang: 'en', name: 'Exhibition Artist' }),
    signUpArtist({ verified: true, lang: 'sv', name: 'Other Artist' }),
    signUpVenue('sv', 'Kafé Vägg'),
    signUpVenue('en', 'Wall Bar'),
  ]);
  image = await uploadImage(artist.token);
});

describe('a venue requests a work: to the wall and back', () => {
  it('requests, accepts, ships, scans the label URL, shows it on display, and returns it', async () => {
    const work = await availableWork();

    const asked = await post(
      '/exhibitions/requests',
      { artwork_id: work.id, message: 'Den passar vid fönstret' },
      venue.token,
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.id as string;
    expect(asked.body).toMatchObject({
      status: 'requested',
      requested_by: 'venue',
      message: 'Den passar vid fönstret',
      artwork: { id: work.id, status: 'available', price: 450 },
      venue: { id: venue.venueId, city: 'Malmö' },
      artist: { id: artist.artistId },
      actions: ['cancel'],
    });
    expect(asked.body.history).toHaveLength(1);

    // The artist sees it with the answer to give, and is mailed in English.
    const seen = await get(`/exhibitions/${id}`, artist.token);
    expect(seen.body.actions).toEqual(['accept', 'reject']);
    const asking = (await mailsTo(artist.email)).find((m) => m.subject.includes('would like to show'));
    expect(asking?.subject).toContain(work.title);
    expect(asking?.text).toContain('Den passar vid fönstret');

    const outgoing = await get('/venues/me/exhibition-requests?direction=outgoing', venue.token);
    expect(outgoing.body.requests.map((e: Body) => e.id)).toContain(id);
    const incoming = await get('/venues/me/exhibition-requests?direction=incoming', venue.token);
    expect(incoming.body.requests.map((e: Body) => e.id)).not.toContain(id);

    const accepted = await post(`/exhibitions/requests/${id}/accept`, {}, artist.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', actions: ['ship'] });
    // The venue hears of it in Swedish.
    const yes = (await mailsTo(venue.email)).find((m) => m.subject.includes('ska till'));
    expect(yes?.text).toContain('Hej');

    const shipped = await post(
      `/exhibitions/${id}/ship`,
      { carrier: 'PostNord', tracking: 'PN123SE' },
      artist.token,
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      shipping: { carrier: 'PostNord', tracking: 'PN123SE' },
      actions: ['report_damage'],
    });
    expect(shipped.body.shipping.shipped_at).toBeTruthy();
    const onWay = (await mailsTo(venue.email)).find((m) => m.subject.includes('är på väg'));
    expect(onWay?.text).toContain('PN123SE');

    const venueView = await get(`/exhibitions/${id}`, venue.token);
    expect(venueView.body.actions).toEqual(['confirm_arrival', 'report_damage']);

    const before = (await get(`/venues/${venue.venueId}`)).body;
    const countBefore = (before.venue ?? before).current_exhibitions_count as number;
    const settingsVersion = async () => {
      const me = (await get('/venues/me', venue.token)).body;
      return (me.venue ?? me).version as number;
    };
    const versionBefore = await settingsVersion();
    expect(typeof versionBefore).toBe('number');

    // The label's URL, printed on another origin, names the work.
    const arrived = await post(
      `/exhibitions/${id}/confirm-arrival`,
      { qrCode: `https://konstvagg.example/artworks/${work.id}?src=qr` },
      venue.token,
    );
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    expect(arrived.body).toMatchObject({ status: 'on_display', artwork: { status: 'exhibited' } });
    expect(arrived.body.arrived_at).toBeTruthy();
    expect(arrived.body.actions).toEqual(['validate_pickup', 'report_damage', 'request_return']);

    // "On display at <venue>": the public artwork, the venue's walls and near-me.
    const pub = await get(`/artworks/${work.id}`);
    const art = pub.body.artwork ?? pub.body;
    expect(art.status).toBe('exhibited');
    expect(art.currentLocation).toMatchObject({ venue_id: venue.venueId, city: 'Malmö' });
    const after = (await get(`/venues/${venue.venueId}`)).body;
    expect((after.venue ?? after).current_exhibitions_count).toBe(countBefore + 1);
    // The count is no edit of the venue's: settings open meanwhile still save on the version they read.
    expect(await settingsVersion()).toBe(versionBefore);
    const place = after.venue ?? after;
    const near = await get(`/artworks/near?lat=${place.latitude}&lng=${place.longitude}&radius=1&limit=50`);
    expect(near.status).toBe(200);
    const nearIds = JSON.stringify(near.body);
    expect(nearIds).toContain(work.id);
    const walls = await get(`/venues/${venue.venueId}/artworks`);
    expect(JSON.stringify(walls.body)).toContain(work.id);
    const displayed = (await mailsTo(artist.email)).find((m) => m.subject.includes('is on display at'));
    expect(displayed).toBeTruthy();

    const lists = await get('/venues/me/exhibitions?status=on_display', venue.token);
    expect(lists.body.exhibitions.map((e: Body) => e.id)).toContain(id);
    expect(lists.body.counts.on_display).toBeGreaterThanOrEqual(1);
    const mine = await get('/artists/me/exhibitions?limit=5', artist.token);
    expect(mine.body.exhibitions[0].id).toBe(id);
    expect(mine.body.counts.on_display).toBe(1);

    // Nothing paid yet: the pickup is refused with a clear message in each language.
    for (const lang of ['sv', 'en'] as const) {
      const pickup = await post(
        `/exhibitions/${id}/validate-pickup`,
        { qrCode: 'ABC123' },
        venue.token,
        lang,
      );
      expect(pickup.status).toBe(409);
      expect(pickup.body.error).toMatchObject({
        code: 'no_paid_order',
        message: apiMessage(lang, 'error.no_paid_order'),
      });
    }

    const back = await post(`/exhibitions/${id}/request-return`, { reason: 'Ny utställning' }, venue.token);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'return_requested', reason: 'Ny utställning', actions: [] });
    expect((await get(`/exhibitions/${id}`, artist.token)).body.actions).toEqual(['confirm_return']);
    expect((await mailsTo(artist.email)).some((m) => m.subject.startsWith('Return requested'))).toBe(true);

    const returned = await post(`/exhibitions/${id}/confirm-return`, {}, artist.token);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ status: 'returned', artwork: { status: 'available' } });
    expect(returned.body.history.map((h: Body) => h.what)).toEqual([
      'requested',
      'accepted',
      'shipped',
      'on_display',
      'return_requested',
      'returned',
    ]);
    expect(returned.body.history[1]).toMatchObject({ by_role: 'artist', by_name: 'Exhibition Artist' });
    const home = await get(`/artworks/${work.id}`);
    expect((home.body.artwork ?? home.body).currentLocation).toBeNull();
    const final = (await get(`/venues/${venue.venueId}`)).body;
    expect((final.venue ?? final).current_exhibitions_count).toBe(countBefore);
    expect((await mailsTo(venue.email)).some((m) => m.subject.includes('är tillbaka hos konstnären'))).toBe(
      true,
    );

    // Back home, it can be requested again.
    const again = await post('/exhibitions/requests', { artwork_id: work.id }, venueB.token);
    expect(again.status).toBe(201);
  }, 120_000);
});

describe('an artist proposes a work: arrival by typed id, then damage', () => {
  it('needs a venue, is accepted by the venue, arrives by typed id, and is reported damaged with photos', async () => {
    const work = await availableWork();
    for (const lang of ['sv', 'en'] as const) {
      const missing = await post('/exhibitions/requests', { artwork_id: work.id }, artist.token, lang);
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields.venue_id).toBe(apiMessage(lang, 'validation.venue_id_required'));
    }
    const tooLong = await post(
      '/exhibitions/requests',
      { artwork_id: work.id, venue_id: venueB.venueId, message: 'x'.repeat(1001) },
      artist.token,
      'sv',
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.message).toBe(apiMessage('sv', 'validation.too_long', { max: 1000 }));

    const proposed = await post(
      '/exhibitions/requests',
      { artwork_id: work.id, venue_id: venueB.venueId },
      artist.token,
    );
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({ requested_by: 'artist', actions: ['cancel'] });
    const id = proposed.body.id as string;
    const incoming = await get('/venues/me/exhibition-requests?direction=incoming', venueB.token);
    expect(incoming.body.requests.find((e: Body) => e.id === id)?.actions).toEqual(['accept', 'reject']);
    expect((await mailsTo(venueB.email)).some((m) => m.subject.includes('proposes'))).toBe(true);

    expect((await post(`/exhibitions/requests/${id}/accept`, {}, venueB.token)).status).toBe(200);
    expect((await mailsTo(artist.email)).some((m) => m.subject.includes('is going to'))).toBe(true);
    expect((await post(`/exhibitions/${id}/ship`, {}, artist.token)).status).toBe(200);

    // A label of another work: refused, naming qrCode, in the caller's language.
    const wrong = await post(`/exhibitions/${id}/confirm-arrival`, { qrCode: 'art-001' }, venueB.token, 'sv');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('qr_mismatch');
    expect(wrong.body.error.fields.qrCode).toBe(apiMessage('sv', 'validation.qr_mismatch'));
    const wrongUrl = await post(
      `/exhibitions/${id}/confirm-arrival`,
      { qrCode: 'https://konstvagg.example/artworks/art-002?src=qr' },
      venueB.token,
    );
    expect(wrongUrl.status).toBe(422);
    const empty = await post(`/exhibitions/${id}/confirm-arrival`, { qrCode: '' }, venueB.token, 'en');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.qrCode).toBe(apiMessage('en', 'validation.required'));

    const typed = await post(`/exhibitions/${id}/confirm-arrival`, { qrCode: `  ${work.id} ` }, venueB.token);
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.status).toBe('on_display');

    // Damage: a description and photos. Bad ones, multipart (as an API caller may send them).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const short = new FormData();
    short.append('description', 'Repa');
    const tooShort = await request<Body>('POST', api(`/exhibitions/${id}/report-damage`), {
      token: venueB.token,
      body: short,
      lang: 'en',
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error.fields.description).toBe(
      apiMessage('en', 'validation.too_short', { min: 10 }),
    );
    const notImage = new FormData();
    notImage.append('description', 'A long scratch across the lower left corner.');
    notImage.append('photos', new Blob([new TextEncoder().encode('not an image')]), 'x.png');
    const refused = await request<Body>('POST', api(`/exhibitions/${id}/report-damage`), {
      token: venueB.token,
      body: notImage,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['photos.0']);

    // The browser's way: each photo posted straight to the bucket with a presigned form, then the
    // report names them. A phone photo of more than 6 MB (which no request to the API could carry).
    const noise = Buffer.alloc(2600 * 2000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.imul(i, 2654435761) >>> 24;
    const phonePhoto = await sharp(noise, { raw: { width: 2600, height: 2000, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(phonePhoto.length).toBeGreaterThan(6 * 1024 * 1024);
    const toBucket = async (file: Buffer, type: string) => {
      const presigned = await post(
        `/exhibitions/${id}/damage-photos/presign`,
        { size: file.length },
        venueB.token,
      );
      expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
      const { upload } = presigned.body;
      expect(upload.upload_key).toMatch(new RegExp(`^incoming/damage/${id}/[0-9a-f]{32}$`));
      const fd = new FormData();
      for (const [name, value] of Object.entries(upload.fields as Record<string, string>))
        fd.append(name, value);
      fd.append(upload.file_field, new Blob([new Uint8Array(file)], { type }), 'photo');
      expect((await fetch(upload.url, { method: 'POST', body: fd })).status).toBe(204);
      return upload.upload_key as string;
    };
    // Only this exhibition's keys, and only the two sides may ask for a form.
    const foreign = await post(
      `/exhibitions/${id}/report-damage`,
      {
        description: 'A long scratch across the lower left corner.',
        photo_keys: ['incoming/damage/other/' + 'a'.repeat(32)],
      },
      venueB.token,
      'sv',
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual({ 'photo_keys.0': apiMessage('sv', 'validation.invalid') });
    expect((await post(`/exhibitions/${id}/damage-photos/presign`, {}, venue.token)).status).toBe(404);
    // Signed in as the right kind of user, or not at all; a size it can read, within 15 MB.
    const presign = (body: unknown, token?: string) =>
      post(`/exhibitions/${id}/damage-photos/presign`, body, token, 'sv');
    expect((await presign({})).status).toBe(401);
    expect((await presign({}, buyer)).status).toBe(403);
    const badSize = await presign({ size: 'big' }, venueB.token);
    expect(badSize.status).toBe(400);
    expect(Object.keys(badSize.body.error.fields)).toEqual(['size']);
    const unknownField = await presign({ size: 10, path: '../x' }, venueB.token);
    expect(unknownField.status).toBe(400);
    const tooBig = await presign({ size: 16 * 1024 * 1024 }, venueB.token);
    expect(tooBig.status).toBe(413);
    expect(Object.keys(tooBig.body.error.fields)).toEqual(['size']);
    const damaged = await post(
      `/exhibitions/${id}/report-damage`,
      {
        description: 'A long scratch across the lower left corner.',
        photo_keys: [await toBucket(phonePhoto, 'image/jpeg'), await toBucket(png, 'image/png')],
      },
      venueB.token,
    );
    expect(damaged.status, JSON.stringify(damaged.body)).toBe(200);
    expect(damaged.body).toMatchObject({
      status: 'damaged',
      reason: 'A long scratch across the lower left corner.',
      artwork: { status: 'unavailable' },
      actions: [],
    });
    expect(damaged.body.damage_photos).toHaveLength(2);
    const photo = await fetch(new URL(damaged.body.damage_photos[0], apiBaseUrl()));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).length).toBe(phonePhoto.length);
    const second = await fetch(new URL(damaged.body.damage_photos[1], apiBaseUrl()));
    expect(second.headers.get('content-type')).toBe('image/png');

    // A damaged exhibition takes no more photos (a report is made once): a conflict.
    const afterwards = await post(`/exhibitions/${id}/damage-photos/presign`, {}, venueB.token);
    expect(afterwards.status).toBe(409);

    // Out of the marketplace; the artist (English) and the admins are told.
    expect((await get(`/artworks/${work.id}`)).status).toBe(404);
    expect((await mailsTo(artist.email)).some((m) => m.subject.startsWith('Damage reported'))).toBe(true);
    expect((await mailsTo('admin@konstvagg.local')).some((m) => m.subject.includes(work.title))).toBe(true);
  }, 120_000);
});

describe('arrival by the code printed on the label (no camera)', () => {
  /** The arrival code as the label's PDF prints it under the QR. */
  async function codeOnLabel(artworkId: string): Promise<string> {
    const res = await fetch(`${apiBaseUrl()}/api/v1/artworks/${artworkId}/label`);
    expect(res.status).toBe(200);
    const code = await arrivalCodeOnLabel(new Uint8Array(await res.arrayBuffer()));
    expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{4}-[ACDEFGHJKMNPQRTUVWXY34679]{4}$/);
    return code!;
  }
  /** A new work, asked for by `who`, accepted and shipped to it. */
  async function shippedTo(who: TestVenue): Promise<{ id: string; work: Body }> {
    const work = await availableWork();
    const asked = await post('/exhibitions/requests', { artwork_id: work.id }, who.token);
    const id = asked.body.id as string;
    expect((await post(`/exhibitions/requests/${id}/accept`, {}, artist.token)).status).toBe(200);
    expect((await post(`/exhibitions/${id}/ship`, {}, artist.token)).status).toBe(200);
    return { id, work };
  }

  it('confirms with the code read off the label, typed in any case and spacing; refuses another work’s and another venue’s', async () => {
    const { id, work } = await shippedTo(venueB);
    const other = await shippedTo(venueB);
    const code = await codeOnLabel(work.id);
    const otherCode = await codeOnLabel(other.work.id);
    expect(otherCode).not.toBe(code);

    // Another work's label: refused, naming the field.
    const wrong = await post(`/exhibitions/${id}/confirm-arrival`, { qrCode: otherCode }, venueB.token, 'sv');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.qrCode).toBe(apiMessage('sv', 'validation.qr_mismatch'));
    // Another venue cannot confirm this venue's delivery with the right code.
    const elsewhere = await post(`/exhibitions/${id}/confirm-arrival`, { qrCode: code }, venue.token);
    expect([403, 404]).toContain(elsewhere.status);

    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    const confirmed = await post(`/exhibitions/${id}/confirm-arrival`, { qrCode: typed }, venueB.token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('on_display');
    // Once on display, the code confirms nothing again (only a shipped exhibition arrives).
    expect((await post(`/exhibitions/${id}/confirm-arrival`, { qrCode: code }, venueB.token)).status).toBe(
      409,
    );
  });
});

describe('the wrong party, the wrong state', () => {
  let work: Body;
  let id: string;
  beforeAll(async () => {
    work = await availableWork();
    const res = await post('/exhibitions/requests', { artwork_id: work.id }, venue.token);
    id = res.body.id;
  });

  it('keeps exhibitions to their two parties and admins', async () => {
    expect((await get(`/exhibitions/${id}`, venueB.token)).status).toBe(404);
    expect((await get(`/exhibitions/${id}`, otherArtist.token)).status).toBe(404);
    expect((await get(`/exhibitions/${id}`, buyer)).status).toBe(403);
    const asAdmin = await get(`/exhibitions/${id}`, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.actions).toEqual([]);
    expect((await post(`/exhibitions/requests/${id}/accept`, {}, otherArtist.token)).status).toBe(404);
    expect((await post(`/exhibitions/requests/${id}/accept`, {}, venueB.token)).status).toBe(404);
    expect((await get('/exhibitions/no-such-id', venue.token)).status).toBe(404);
    expect((await post('/exhibitions/requests', { artwork_id: work.id }, buyer)).status).toBe(403);
    expect((await get('/venues/me/exhibitions', artist.token)).status).toBe(403);
    expect((await get('/artists/me/exhibitions', venue.token)).status).toBe(403);
  });

  it('lets only the right side take each step', async () => {
    // The venue asked: it cannot answer its own request; the artist cannot cancel it.
    expect((await post(`/exhibitions/requests/${id}/accept`, {}, venue.token)).status).toBe(403);
    expect((await post(`/exhibitions/requests/${id}/reject`, {}, venue.token)).status).toBe(403);
    expect((await post(`/exhibitions/requests/${id}/cancel`, {}, artist.token)).status).toBe(403);
    // Steps of later states: 409 while requested; the venue may not ship.
    expect((await post(`/exhibitions/${id}/ship`, {}, artist.token)).status).toBe(409);
    expect((await post(`/exhibitions/${id}/ship`, {}, venue.token)).status).toBe(403);
    const early = await post(`/exhibitions/${id}/confirm-arrival`, { qrCode: work.id }, venue.token, 'sv');
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      apiMessage('sv', 'error.exhibition_wrong_status', { status: 'requested' }),
    );
    expect((await post(`/exhibitions/${id}/confirm-return`, {}, artist.token)).status).toBe(409);
    expect((await post(`/exhibitions/${id}/request-return`, {}, venue.token)).status).toBe(409);
    expect((await post(`/exhibitions/${id}/validate-pickup`, { qrCode: 'X' }, venue.token)).status).toBe(409);

    const accepted = await post(`/exhibitions/requests/${id}/accept`, {}, artist.token);
    expect(accepted.status).toBe(200);
    // Answered: no second answer (409); the artist did not ask, so it cannot cancel (403).
    expect((await post(`/exhibitions/requests/${id}/reject`, {}, artist.token)).status).toBe(409);
    expect((await post(`/exhibitions/requests/${id}/accept`, {}, artist.token)).status).toBe(409);
    expect((await post(`/exhibitions/requests/${id}/cancel`, {}, artist.token)).status).toBe(403);
    expect((await post(`/exhibitions/${id}/confirm-arrival`, { qrCode: work.id }, venue.token)).status).toBe(
      409,
    );
    // The accepted work is held: no new request for it, from anyone.
    const held = await post('/exhibitions/requests', { artwork_id: work.id }, venueB.token);
    expect(held.status).toBe(409);
    expect(held.body.error.code).toBe('artwork_unavailable');

    // The venue that asked may still cancel before shipping: the work is free again.
    const cancelled = await post(
      `/exhibitions/requests/${id}/cancel`,
      { reason: 'Ändrade planer' },
      venue.token,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', reason: 'Ändrade planer' });
    expect((await mailsTo(artist.email)).some((m) => m.subject.includes('withdrawn'))).toBe(true);
    expect((await post('/exhibitions/requests', { artwork_id: work.id }, venueB.token)).status).toBe(201);
  }, 120_000);

  it('refuses works that are not available, and works of other artists', async () => {
    const hanging = (await scanEntity<ArtworkRecord>('artwork')).find((a) => a.status === 'exhibited')!;
    const res = await post('/exhibitions/requests', { artwork_id: hanging.id }, venue.token, 'sv');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'artwork_unavailable',
      message: apiMessage('sv', 'error.artwork_not_requestable'),
    });
    const draft = (await scanEntity<ArtworkRecord>('artwork')).find((a) => a.status === 'draft')!;
    expect((await post('/exhibitions/requests', { artwork_id: draft.id }, venue.token)).status).toBe(404);
    expect((await post('/exhibitions/requests', { artwork_id: 'no-such-work' }, venue.token)).status).toBe(
      404,
    );
    const foreign = await post(
      '/exhibitions/requests',
      { artwork_id: work.id, venue_id: venue.venueId },
      otherArtist.token,
    );
    expect(foreign.status).toBe(404);
    const noVenue = await post(
      '/exhibitions/requests',
      { artwork_id: (await availableWork()).id, venue_id: 'no-such-venue' },
      artist.token,
    );
    expect(noVenue.status).toBe(404);
  });

  it('rejects with a reason, mailed to the party that asked', async () => {
    const other = await availableWork();
    const asked = await post('/exhibitions/requests', { artwork_id: other.id }, venue.token);
    const rejected = await post(
      `/exhibitions/requests/${asked.body.id}/reject`,
      { reason: 'Not this season' },
      artist.token,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Not this season', actions: [] });
    const mail = (await mailsTo(venue.email)).find((m) => m.subject.includes('förfrågan avböjdes'));
    expect(mail?.text).toContain('Not this season');
    // Closed: the pair may ask again.
    expect((await post('/exhibitions/requests', { artwork_id: other.id }, venue.token)).status).toBe(201);
  });
});

describe('races', () => {
  it('one open request per work and venue, even when sent at once', async () => {
    const work = await availableWork();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post('/exhibitions/requests', { artwork_id: work.id }, venue.token)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.code).toBe('request_exists');
    const open = await get('/venues/me/exhibition-requests?direction=outgoing', venue.token);
    expect(open.body.requests.filter((e: Body) => e.artwork.id === work.id)).toHaveLength(1);
  });

  it('two venues ask for one work and the artist accepts both at once: one wins, the other is closed', async () => {
    const work = await availableWork();
    const a = await post('/exhibitions/requests', { artwork_id: work.id }, venue.token);
    const b = await post('/exhibitions/requests', { artwork_id: work.id }, venueB.token);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [ra, rb] = await Promise.all([
      post(`/exhibitions/requests/${a.body.id}/accept`, {}, artist.token),
      post(`/exhibitions/requests/${b.body.id}/accept`, {}, artist.token),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const [winner, loser, loserVenue] = ra.status === 200 ? [a, b, venueB] : [b, a, venue];
    expect((await get(`/exhibitions/${winner.body.id}`, artist.token)).body.status).toBe('accepted');
    const closed = await get(`/exhibitions/${loser.body.id}`, artist.token);
    expect(closed.body.status).toBe('cancelled');
    expect(closed.body.history.at(-1)).toMatchObject({ by_role: 'system', note: 'accepted_elsewhere' });
    const told = (await mailsTo(loserVenue.email)).filter((m) => m.subject.includes(work.title));
    expect(told.some((m) => /another venue|en annan lokal/.test(m.subject))).toBe(true);
  }, 120_000);
});

describe('pickup', () => {
  const { doc, table } = tableClient();
  // The paid orders written here have no payment at the Stripe stand-in: they go when the file
  // ends, so a later file's clock move or scan of paid orders never meets them.
  const fixtures: string[] = [];
  afterAll(async () => {
    for (const orderId of fixtures)
      await doc.send(new DeleteCommand({ TableName: table, Key: keys.order(orderId) }));
    doc.destroy();
  });

  /**
   * A work on display at `at`, then what the buying side does at payment (orders service): the
   * work sold and a paid order with this pickup code.
   */
  async function paidWork(at: TestVenue, pickupCode: string, venueName = 'Kafé Vägg') {
    const work = await availableWork();
    const asked = await post('/exhibitions/requests', { artwork_id: work.id }, at.token);
    const id = asked.body.id as string;
    await post(`/exhibitions/requests/${id}/accept`, {}, artist.token);
    await post(`/exhibitions/${id}/ship`, {}, artist.token);
    expect((await post(`/exhibitions/${id}/confirm-arrival`, { qrCode: work.id }, at.token)).status).toBe(
      200,
    );

    const { Item } = await doc.send(new GetCommand({ TableName: table, Key: keys.artwork(work.id) }));
    let art = Item as ArtworkRecord;
    for (const to of ['reserved', 'sold'] as const) {
      const when = new Date().toISOString();
      await doc.send(
        new UpdateCommand({
          TableName: table,
          ...transitionUpdate({
            lifecycle: ARTWORK_LIFECYCLE,
            key: keys.artwork(work.id),
            to,
            expectedVersion: art.version,
            at: when,
          }),
        }),
      );
      art = { ...art, status: to, version: art.version + 1 };
    }
    const now = Date.now();
    const order: OrderRecord = {
      entity: 'order',
      id: `order-${randomUUID()}`,
      artwork_id: work.id,
      status: 'paid',
      amount_cents: 45000,
      currency: 'EUR',
      artist_id: artist.artistId,
      artist_name: 'Exhibition Artist',
      title: work.title,
      venue_id: at.venueId,
      venue_name: venueName,
      buyer_id: null,
      buyer_email: 'guest@test.konstvagg.local',
      pickup_code: pickupCode,
      venue_commission: 10,
      venue_cents: 4500,
      platform_fee_bps: 300,
      platform_cents: 1350,
      artist_cents: 39150,
      paid_at: new Date(now).toISOString(),
      pickup_deadline: new Date(now + 7 * 86_400_000).toISOString(),
      collected_at: null,
      paid_out_at: null,
      created_at: new Date(now - 60_000).toISOString(),
      updated_at: new Date(now).toISOString(),
      version: 2,
    };
    await putOrderFixture(doc, table, order);
    fixtures.push(order.id);
    return { id, work, order };
  }

  it('collects a paid order with its pickup code: order, exhibition and work move together', async () => {
    const { id, order } = await paidWork(venue, 'KV7Q-2MXP');

    const wrong = await post(
      `/exhibitions/${id}/validate-pickup`,
      { qrCode: 'KV7Q-0000' },
      venue.token,
      'sv',
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.qrCode).toBe(apiMessage('sv', 'validation.pickup_code_invalid'));

    const collected = await post(`/exhibitions/${id}/validate-pickup`, { qrCode: 'kv7q 2mxp' }, venue.token);
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    expect(collected.body).toMatchObject({
      status: 'collected',
      artwork: { status: 'delivered' },
      actions: [],
    });
    expect(collected.body.history.map((h: Body) => h.what).slice(-2)).toEqual(['sold', 'collected']);
    const stored = await doc.send(new GetCommand({ TableName: table, Key: keys.order(order.id) }));
    expect(stored.Item).toMatchObject({
      status: 'collected',
      ...orderStatusIndexKeys({ ...order, status: 'collected' }),
    });
    expect(stored.Item!.collected_at).toBeTruthy();
    // The pickup scheduled both payouts for the next Swedish business day, with the sale's split.
    const payouts = await doc.send(
      new QueryCommand({ TableName: table, ...queryInput(queries.payoutsOfOrder(order.id)) }),
    );
    const byParty = Object.fromEntries((payouts.Items ?? []).map((p) => [p.party, p]));
    expect(byParty.artist).toMatchObject({ status: 'scheduled', amount_cents: 39150 });
    expect(byParty.venue).toMatchObject({ status: 'scheduled', amount_cents: 4500 });
    expect(Date.parse(byParty.artist!.scheduled_for as string)).toBeGreaterThan(
      Date.parse(stored.Item!.collected_at),
    );
    expect((await mailsTo(artist.email)).some((m) => m.subject.includes('collected by its buyer'))).toBe(
      true,
    );
    // Once only.
    expect(
      (await post(`/exhibitions/${id}/validate-pickup`, { qrCode: 'KV7Q-2MXP' }, venue.token)).status,
    ).toBe(409);
  }, 120_000);

  it('finds the order by its code: typed under the wrong work, or without choosing one; another venue’s code is refused', async () => {
    const a = await paidWork(venue, 'KV7Q-AAAA');
    const b = await paidWork(venue, 'KV7Q-BBBB');
    const c = await paidWork(venue, 'KV7Q-CCCC');
    const elsewhere = await paidWork(venueB, 'KV7Q-DDDD', 'Wall Bar');

    // B's code typed on A's page: B is handed over, A still waits for its buyer.
    const wrongPage = await post(
      `/exhibitions/${a.id}/validate-pickup`,
      { qrCode: 'kv7q bbbb' },
      venue.token,
    );
    expect(wrongPage.status, JSON.stringify(wrongPage.body)).toBe(200);
    expect(wrongPage.body).toMatchObject({ id: b.id, status: 'collected', artwork: { id: b.work.id } });
    // (The fixture leaves the exhibitions on display; payment would have made them sold.)
    expect((await get(`/exhibitions/${a.id}`, venue.token)).body.status).toBe('on_display');

    // At venue level, without choosing the work.
    const anyWork = await post('/venues/me/validate-pickup', { qrCode: 'KV7Q-CCCC' }, venue.token);
    expect(anyWork.status, JSON.stringify(anyWork.body)).toBe(200);
    expect(anyWork.body).toMatchObject({ id: c.id, status: 'collected' });
    const stored = await doc.send(new GetCommand({ TableName: table, Key: keys.order(c.order.id) }));
    expect(stored.Item!.status).toBe('collected');
    // A code opens its order once: the same code again hands nothing over and moves nothing.
    const again = await post('/venues/me/validate-pickup', { qrCode: 'KV7Q-CCCC' }, venue.token);
    expect([409, 422], JSON.stringify(again.body)).toContain(again.status);
    const after = await doc.send(new GetCommand({ TableName: table, Key: keys.order(c.order.id) }));
    expect(after.Item!.version).toBe(stored.Item!.version);
    // No code at all is a 400 naming the field.
    const empty = await post('/venues/me/validate-pickup', {}, venue.token);
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields)).toEqual(['qrCode']);

    // Another venue's code is no order here: refused, naming the field, in the caller's language;
    // nothing moves.
    // At venue level no work was chosen, so the answer names none (not "this work").
    for (const [path, lang, key] of [
      ['/venues/me/validate-pickup', 'sv', 'pickup_code_unknown'],
      ['/venues/me/validate-pickup', 'en', 'pickup_code_unknown'],
      [`/exhibitions/${a.id}/validate-pickup`, 'en', 'pickup_code_invalid'],
    ] as const) {
      const refused = await post(path, { qrCode: 'KV7Q-DDDD' }, venue.token, lang);
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('pickup_code_invalid');
      expect(refused.body.error.message).toBe(apiMessage(lang, `error.${key}`));
      expect(refused.body.error.fields.qrCode).toBe(apiMessage(lang, `validation.${key}`));
    }
    expect((await get(`/exhibitions/${elsewhere.id}`, venueB.token)).body.status).toBe('on_display');
    // Only venues hand works over.
    expect((await post('/venues/me/validate-pickup', { qrCode: 'KV7Q-AAAA' }, artist.token)).status).toBe(
      403,
    );
    // A's own code still works on its page.
    expect(
      (await post(`/exhibitions/${a.id}/validate-pickup`, { qrCode: 'KV7Q-AAAA' }, venue.token)).status,
    ).toBe(200);
  }, 180_000);
});

describe('a work promised to a venue stays in the artist’s studio', () => {
  it('refuses withdraw and delete while an exhibition is accepted, and allows them once it is cancelled', async () => {
    const work = await availableWork();
    const asked = await post('/exhibitions/requests', { artwork_id: work.id }, venue.token);
    expect(asked.status).toBe(201);
    expect((await post(`/exhibitions/requests/${asked.body.id}/accept`, {}, artist.token)).status).toBe(200);

    for (const lang of ['sv', 'en'] as const) {
      const withdrawn = await post(`/artworks/${work.id}/withdraw`, {}, artist.token, lang);
      expect(withdrawn.status).toBe(409);
      expect(withdrawn.body.error.message).toBe(apiMessage(lang, 'error.artwork_promised'));
      const deleted = await request<Body>('DELETE', api(`/artworks/${work.id}`), {
        token: artist.token,
        lang,
      });
      expect(deleted.status).toBe(409);
      expect(deleted.body.error.message).toBe(apiMessage(lang, 'error.artwork_promised'));
    }
    // Nothing moved: the work is still available and on its way to the venue.
    expect((await get(`/artworks/${work.id}`, artist.token)).body.artwork.status).toBe('available');

    const cancelled = await post(`/exhibitions/requests/${asked.body.id}/cancel`, {}, venue.token);
    expect(cancelled.status).toBe(200);
    const withdrawn = await post(`/artworks/${work.id}/withdraw`, {}, artist.token);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.artwork.status).toBe('unavailable');
  }, 120_000);
});

describe('the lists page exactly', () => {
  it('gives each exhibition once across pages, with the total on every page and hasMore false at the end', async () => {
    // A new artist and a new venue: their lists hold exactly the three requests made here.
    const [painter, wall] = await Promise.all([
      signUpArtist({ verified: true, lang: 'en', name: 'Paged Artist' }),
      signUpVenue('en', 'Paged Wall'),
    ]);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const work = await availableWork(painter);
      const asked = await post('/exhibitions/requests', { artwork_id: work.id }, wall.token);
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      made.unshift(asked.body.id);
    }
    const lists = [
      { path: '/venues/me/exhibitions', key: 'exhibitions', token: wall.token },
      { path: '/venues/me/exhibition-requests', key: 'requests', token: wall.token },
      { path: '/artists/me/exhibitions', key: 'exhibitions', token: painter.token },
    ];
    for (const { path, key, token } of lists) {
      const first = await get(`${path}?limit=2`, token);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.pagination).toMatchObject({ limit: 2, total: 3, hasMore: true });
      const second = await get(`${path}?limit=2&cursor=${first.body.pagination.nextCursor}`, token);
      expect(second.body.pagination).toMatchObject({ limit: 2, total: 3, hasMore: false, nextCursor: null });
      expect([...first.body[key], ...second.body[key]].map((e: Body) => e.id)).toEqual(made);
    }
    // The counts sit beside the list, over all of it.
    const byStatus = await get('/venues/me/exhibitions?status=requested&limit=1', wall.token);
    expect(byStatus.body.counts.requested).toBe(3);
    expect(byStatus.body.pagination.total).toBe(3);

    // A cursor of another list (the artist's) or an edited one is refused, naming the field; so is a limit over 100.
    const artistCursor = (await get('/artists/me/exhibitions?limit=1', painter.token)).body.pagination
      .nextCursor;
    for (const lang of ['sv', 'en'] as const) {
      for (const cursor of [artistCursor, 'garbage']) {
        const refused = await get(`/venues/me/exhibitions?cursor=${cursor}`, wall.token, lang);
        expect(refused.status).toBe(400);
        expect(refused.body.error.code).toBe('invalid_cursor');
        expect(refused.body.error.fields.cursor).toBe(apiMessage(lang, 'validation.invalid_cursor'));
      }
      const tooMany = await get('/venues/me/exhibition-requests?limit=101', wall.token, lang);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.fields.limit).toBe(apiMessage(lang, 'validation.too_big', { max: 100 }));
    }
  });
});
