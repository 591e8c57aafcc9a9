import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDashboardSchema, venueMeResponseSchema } from '@konstvagg/contracts';
import {
  artworkIndexKeys,
  exhibitionIndexKeys,
  keys,
  type ArtistRecord,
  type ArtworkRecord,
  type ExhibitionRecord,
  type OrderRecord,
  type UserRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { apiMessage } from '@konstvagg/i18n';
import {
  deleteJson,
  demoLogin,
  demoToken,
  getJson,
  outbox,
  postJson,
  putJson,
  scanEntity,
  tableClient,
  uploadImage,
  putOrderFixture,
} from '@konstvagg/test-kit';

/**
 * The venue's own side (issue 11) through the API: its profile (GET /venues/me, PUT /venues/{id}),
 * the GEO keys following its pin (seen through near-me), its dashboard and its favourite notes.
 * Profiles that are moved or emptied are venues signed up here, so the seeded ones stay as they are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
const api = (p: string) => `/api/v1${p}`;
const get = (p: string, token?: string, lang: 'sv' | 'en' = 'en') => getJson<Body>(api(p), { token, lang });
const put = (p: string, body: unknown, token?: string, lang: 'sv' | 'en' = 'en') =>
  putJson<Body>(api(p), body, { token, lang });
const post = (p: string, body: unknown, token?: string) => postJson<Body>(api(p), body, { token });

interface TestVenue {
  email: string;
  token: string;
  venueId: string;
}

/** A new venue signed up through /auth/register ("…, Stockholm" gives it the city centre as its pin). */
async function signUpVenue(location = 'Drottninggatan 1, Stockholm'): Promise<TestVenue> {
  const email = `venue-${randomUUID().slice(0, 12)}@test.konstvagg.local`;
  const password = 'Konst-Lokal-2026';
  const reg = await post('/auth/register', {
    role: 'venue',
    name: 'Lokal Testsson',
    email,
    password,
    terms_accepted: true,
    venue_name: 'Kafé Test',
    location,
    venue_type: 'gallery',
  });
  if (reg.status !== 201) throw new Error(`sign-up failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await post('/auth/login', { email, password });
  return { email, token: login.body.accessToken, venueId: reg.body.user.profile_id };
}

/** A scanned item without its table keys, to copy as a new record. */
const recordOf = <T extends object>(item: T): T =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !/^(PK|SK|GSI\dPK|GSI\dSK)$/.test(k))) as T;

const table = tableClient();
const putItem = (item: Record<string, unknown>) =>
  table.doc.send(new PutCommand({ TableName: table.table, Item: item }));

let venueA: TestVenue;
let venueB: TestVenue;
let demoVenueToken: string;
let demoVenueId: string;
let artistToken: string;
let buyerToken: string;
let seededWorks: ArtworkRecord[];
let seededArtists: Map<string, ArtistRecord>;

beforeAll(async () => {
  [venueA, venueB, demoVenueToken, artistToken, buyerToken] = await Promise.all([
    signUpVenue(),
    signUpVenue('Storgatan 1, Göteborg'),
    demoToken('venue'),
    demoToken('artist'),
    demoToken('buyer'),
  ]);
  const users = await scanEntity<UserRecord>('user');
  const me = users.find((u) => u.email.toLowerCase() === demoLogin('venue').email.toLowerCase())!;
  demoVenueId = (await scanEntity<VenueRecord>('venue')).find((v) => v.user_id === me.id)!.id;
  seededWorks = (await scanEntity<ArtworkRecord>('artwork')).filter(
    (a) => a.status === 'available' && a.images.length > 0,
  );
  seededArtists = new Map((await scanEntity<ArtistRecord>('artist')).map((a) => [a.id, a]));
});

afterAll(() => table.doc.destroy());

describe('GET /venues/me', () => {
  it("answers the caller's own venue with its private fields, and only to a venue", async () => {
    const res = await get('/venues/me', venueA.token);
    expect(res.status).toBe(200);
    expect(venueMeResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.venue).toMatchObject({
      id: venueA.venueId,
      venue_name: 'Kafé Test',
      city: 'Stockholm',
      email: venueA.email,
      stripe_account_id: null,
      is_kyc_verified: false,
      can_receive_payouts: false,
      version: 1,
      // The account holder's name, as on an artist (first and last name only, never email or phone).
      user: { first_name: 'Lokal', last_name: 'Testsson' },
    });
    // The public venue names its account holder too, and nothing else of the account.
    const open = await get(`/venues/${venueA.venueId}`);
    expect(open.body.venue.user).toEqual({ first_name: 'Lokal', last_name: 'Testsson' });
    expect(res.body.venue.latitude).toBeCloseTo(59.33258, 4);
    expect(res.body.venue.opening_hours).toMatchObject({ monday: null, sunday: null, exceptions: [] });
    expect(res.headers.get('cache-control')).toMatch(/private/);

    expect((await get('/venues/me')).status).toBe(401);
    expect((await get('/venues/me', artistToken)).status).toBe(403);
    expect((await get('/venues/me', buyerToken)).status).toBe(403);
  });

  it('has no position for a venue whose sign-up place named no city we know', async () => {
    const far = await signUpVenue('Storgatan 1, Umeå');
    const res = await get('/venues/me', far.token);
    expect(res.body.venue).toMatchObject({ city: 'Umeå', latitude: null, longitude: null });
  });
});

describe('PUT /venues/{id}', () => {
  const full = {
    venue_name: 'Kafé Solsidan',
    venue_type: 'restaurant',
    description: 'Ljus lokal vid vattnet med långa väggar.',
    address: 'Skeppsbron 12',
    postal_code: '11130',
    city: 'stockholm',
    phone: '+46 8 123 456 78',
    email: 'hej@solsidan.example',
    website: 'https://solsidan.example/konst',
    accepts_commission_only: false,
    opening_hours: {
      monday: { open: '08:00', close: '17:00' },
      tuesday: { open: '08:00', close: '17:00' },
      saturday: { open: '10:00', close: '15:00' },
      exceptions: [
        { date: '2026-12-31', open: '10:00', close: '14:00', closed: false, note: 'Nyårsafton' },
        { date: '2026-12-24', closed: true, note: 'Julafton' },
      ],
    },
  };

  it('writes the fields sent, answers the profile, and the public page shows the change', async () => {
    const res = await put(`/venues/${venueA.venueId}`, full, venueA.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(venueMeResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.venue).toMatchObject({
      venue_name: 'Kafé Solsidan',
      venue_type: 'restaurant',
      postal_code: '111 30',
      city: 'Stockholm',
      phone: '+46 8 123 456 78',
      website: 'https://solsidan.example/konst',
      accepts_commission_only: false,
      version: 2,
      opening_hours: {
        monday: { open: '08:00', close: '17:00' },
        wednesday: null,
        saturday: { open: '10:00', close: '15:00' },
        exceptions: [
          { date: '2026-12-24', open: null, close: null, closed: true, note: 'Julafton' },
          { date: '2026-12-31', open: '10:00', close: '14:00', closed: false, note: 'Nyårsafton' },
        ],
      },
    });
    // Fields left out keep their value.
    expect(res.body.venue.latitude).toBeCloseTo(59.33258, 4);
    const again = await get('/venues/me', venueA.token);
    expect(again.body.venue).toEqual(res.body.venue);

    const pub = await get(`/venues/${venueA.venueId}`);
    expect(pub.body.venue).toMatchObject({
      venue_name: 'Kafé Solsidan',
      postal_code: '111 30',
      opening_hours: { monday: '08:00-17:00', wednesday: null, saturday: '10:00-15:00' },
    });
    expect(pub.body.venue.opening_hours.today.day).toMatch(/day$/);
    expect(pub.body.venue).not.toHaveProperty('version');
  });

  it('sends no mail for a profile change', async () => {
    const before = (await outbox(venueB.email)).length;
    expect((await put(`/venues/${venueB.venueId}`, { description: 'Ny text.' }, venueB.token)).status).toBe(
      200,
    );
    expect((await outbox(venueB.email)).length).toBe(before);
  });

  it("refuses another venue's profile, an artist and a buyer; nothing changes", async () => {
    const before = (await get(`/venues/${venueB.venueId}`)).body.venue;
    const other = await put(`/venues/${venueB.venueId}`, { venue_name: 'Kapad' }, venueA.token, 'sv');
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('forbidden');
    expect(other.body.error.message).toBe(apiMessage('sv', 'error.forbidden'));
    expect((await put(`/venues/${venueB.venueId}`, { venue_name: 'Kapad' }, artistToken)).status).toBe(403);
    expect((await put(`/venues/${venueB.venueId}`, { venue_name: 'Kapad' }, buyerToken)).status).toBe(403);
    expect((await put(`/venues/${venueB.venueId}`, { venue_name: 'Kapad' })).status).toBe(401);
    expect((await get(`/venues/${venueB.venueId}`)).body.venue.venue_name).toBe(before.venue_name);
  });

  const invalid: [string, Record<string, unknown>, string, string, Record<string, number>?][] = [
    ['a postal code of four digits', { postal_code: '1234' }, 'postal_code', 'validation.postal_code'],
    ['a postal code with letters', { postal_code: 'SE-11130' }, 'postal_code', 'validation.postal_code'],
    ['a pin outside Sweden', { latitude: 52.52, longitude: 13.4 }, 'latitude', 'validation.outside_sweden'],
    [
      'a longitude outside Sweden',
      { latitude: 59.3, longitude: 30 },
      'longitude',
      'validation.outside_sweden',
    ],
    ['a latitude alone', { latitude: 59.3 }, 'longitude', 'validation.position_pair'],
    ['a longitude alone', { longitude: 18 }, 'latitude', 'validation.position_pair'],
    ['one coordinate cleared', { latitude: null, longitude: 18 }, 'latitude', 'validation.position_pair'],
    [
      'a time not HH:MM',
      { opening_hours: { monday: { open: '8', close: '17:00' } } },
      'opening_hours.monday.open',
      'validation.time_of_day',
    ],
    [
      'closing before opening',
      { opening_hours: { friday: { open: '18:00', close: '09:00' } } },
      'opening_hours.friday.close',
      'validation.close_after_open',
    ],
    [
      'an exception on no real date',
      { opening_hours: { exceptions: [{ date: '2026-02-30', closed: true }] } },
      'opening_hours.exceptions.0.date',
      'validation.date',
    ],
    [
      'an open exception without hours',
      { opening_hours: { exceptions: [{ date: '2026-06-19', closed: false, open: '10:00' }] } },
      'opening_hours.exceptions.0.close',
      'validation.required',
    ],
    [
      'an exception closing before it opens',
      {
        opening_hours: { exceptions: [{ date: '2026-06-19', closed: false, open: '15:00', close: '10:00' }] },
      },
      'opening_hours.exceptions.0.close',
      'validation.close_after_open',
    ],
    [
      'two exceptions on one date',
      {
        opening_hours: {
          exceptions: [
            { date: '2026-06-19', closed: true },
            { date: '2026-06-19', closed: true },
          ],
        },
      },
      'opening_hours.exceptions.1.date',
      'validation.duplicate_date',
    ],
    ['a website without a scheme', { website: 'solsidan.example' }, 'website', 'validation.url'],
    ['a phone with letters', { phone: '08-KONST' }, 'phone', 'validation.phone'],
    ['a phone too short', { phone: '123 45' }, 'phone', 'validation.phone'],
    ['an email without @', { email: 'hej.solsidan.example' }, 'email', 'validation.email'],
    ['an unknown venue type', { venue_type: 'castle' }, 'venue_type', 'validation.invalid_value'],
    ['an empty name', { venue_name: ' ' }, 'venue_name', 'validation.too_short', { min: 2 }],
    [
      'eleven gallery photos',
      { gallery_images: Array.from({ length: 11 }, (_, i) => `/media/venues/uploads/x/${i}/1024.webp`) },
      'gallery_images',
      'validation.too_big',
      { max: 10 },
    ],
    ['nothing to change', {}, '_', 'validation.nothing_to_change'],
  ];

  for (const lang of ['sv', 'en'] as const) {
    it(`answers each bad field with a 400 naming it, in ${lang}`, async () => {
      for (const [what, body, field, key, values] of invalid) {
        const res = await put(`/venues/${venueB.venueId}`, body, venueB.token, lang);
        expect(res.status, what).toBe(400);
        expect(res.body.error.code, what).toBe('validation_failed');
        let expected = apiMessage(lang, key, values);
        if (key === 'validation.invalid_value')
          expected = apiMessage(lang, key, {
            allowed: 'restaurant, cafe, bar, hotel, gallery, coworking, museum, studio, other',
          });
        expect(res.body.error.fields?.[field], `${what}: ${JSON.stringify(res.body)}`).toBe(expected);
      }
    });
  }

  it("takes gallery photos only from the venue's own uploads, at most one of each", async () => {
    const artistImage = await uploadImage(artistToken);
    const own = (n: number) => `/media/venues/uploads/${venueB.venueId}/img${n}/1024.webp`;
    const foreign = await put(
      `/venues/${venueB.venueId}`,
      { gallery_images: [own(1), artistImage.url], profile_image_url: artistImage.thumb_url },
      venueB.token,
      'sv',
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual({
      'gallery_images.1': apiMessage('sv', 'validation.image_not_yours'),
      profile_image_url: apiMessage('sv', 'validation.image_not_yours'),
    });
    const otherVenue = `/media/venues/uploads/${venueA.venueId}/img1/1024.webp`;
    expect(
      (await put(`/venues/${venueB.venueId}`, { gallery_images: [otherVenue] }, venueB.token)).status,
    ).toBe(400);
    const twice = await put(`/venues/${venueB.venueId}`, { gallery_images: [own(1), own(1)] }, venueB.token);
    expect(twice.body.error.fields).toEqual({
      gallery_images: apiMessage('en', 'validation.duplicate_image'),
    });

    const ten = Array.from({ length: 10 }, (_, i) => own(i));
    const ok = await put(
      `/venues/${venueB.venueId}`,
      { gallery_images: ten, profile_image_url: own(0) },
      venueB.token,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await get(`/venues/${venueB.venueId}`)).body.venue).toMatchObject({
      gallery_images: ten,
      profile_image_url: own(0),
    });
  });

  it('keeps the photos a venue already shows (seeded ones included) beside its new uploads', async () => {
    const me = (await get('/venues/me', demoVenueToken)).body.venue;
    const gallery = me.gallery_images as string[];
    expect(gallery.length).toBeGreaterThan(0);
    // A new upload first, the seeded photos after it.
    const reordered = [`/media/venues/uploads/${me.id}/new/1024.webp`, ...gallery];
    const res = await put(`/venues/${me.id}`, { gallery_images: reordered }, demoVenueToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.venue.gallery_images).toEqual(reordered);
    expect((await put(`/venues/${me.id}`, { gallery_images: gallery }, demoVenueToken)).status).toBe(200);
  });

  it('refuses a stale version with 409 and writes nothing; without a version the last write wins', async () => {
    const current = (await get('/venues/me', venueB.token)).body.venue;
    const first = await put(
      `/venues/${venueB.venueId}`,
      { description: 'Första', version: current.version },
      venueB.token,
    );
    expect(first.status).toBe(200);
    expect(first.body.venue.version).toBe(current.version + 1);
    const stale = await put(
      `/venues/${venueB.venueId}`,
      { description: 'Andra', version: current.version },
      venueB.token,
      'sv',
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'conflict',
      message: apiMessage('sv', 'error.venue_stale'),
    });
    expect((await get('/venues/me', venueB.token)).body.venue.description).toBe('Första');
    const blind = await put(`/venues/${venueB.venueId}`, { description: 'Tredje' }, venueB.token);
    expect(blind.status).toBe(200);
    expect(blind.body.venue.description).toBe('Tredje');
  });
});

describe('the GEO keys follow the pin', () => {
  const UMEA = { lat: 63.8258, lng: 20.263 };
  const near = async (at: { lat: number; lng: number }, radius: number) =>
    (await get(`/artworks/near?lat=${at.lat}&lng=${at.lng}&radius=${radius}&limit=50`)).body.artworks.map(
      (a: Body) => a.id,
    ) as string[];

  it("finds the venue's exhibited work around the new position, no longer around the old one, and nowhere without a pin", async () => {
    const venue = await signUpVenue('Järntorget 3, Göteborg');
    const me = (await get('/venues/me', venue.token)).body.venue;
    // A seeded work hanging at the new venue (the exhibitions service puts it there; written here directly).
    const template = seededWorks[0]!;
    const at = new Date().toISOString();
    const work: ArtworkRecord = {
      ...recordOf(template),
      id: `vs-${randomUUID().slice(0, 8)}`,
      status: 'exhibited',
      venue_id: venue.venueId,
      venue_name: me.venue_name,
      city: me.city,
      created_at: at,
      updated_at: at,
      version: 1,
    };
    await putItem({ ...work, ...keys.artwork(work.id), ...artworkIndexKeys({ ...work, isPublic: true }) });
    const old = { lat: me.latitude, lng: me.longitude };
    expect(await near(old, 0.5)).toContain(work.id);

    const moved = await put(
      `/venues/${venue.venueId}`,
      { latitude: UMEA.lat, longitude: UMEA.lng, city: 'Umeå', address: 'Rådhusesplanaden 1' },
      venue.token,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.venue).toMatchObject({ latitude: UMEA.lat, longitude: UMEA.lng, city: 'Umeå' });
    const found = (await get(`/artworks/near?lat=${UMEA.lat}&lng=${UMEA.lng}&radius=2`)).body.artworks;
    expect(found.map((a: Body) => a.id)).toContain(work.id);
    // The work's card now names where it hangs with the venue's new city.
    expect(found.find((a: Body) => a.id === work.id).currentLocation).toMatchObject({
      venue_id: venue.venueId,
      city: 'Umeå',
    });
    expect(await near(old, 0.5)).not.toContain(work.id);

    const unpinned = await put(`/venues/${venue.venueId}`, { latitude: null, longitude: null }, venue.token);
    expect(unpinned.body.venue).toMatchObject({ latitude: null, longitude: null });
    expect(await near(UMEA, 2)).not.toContain(work.id);
    // The venue is still listed and its work still public.
    expect((await get(`/venues/${venue.venueId}`)).status).toBe(200);
    expect((await get(`/artworks/${work.id}`)).status).toBe(200);
  });
});

describe('GET /venues/dashboard', () => {
  it('counts the exhibitions and orders at the venue and shows the newest five', async () => {
    const venue = await signUpVenue('Stortorget 2, Malmö');
    const empty = await get('/venues/dashboard', venue.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      on_display: 0,
      requests_incoming: 0,
      requests_outgoing: 0,
      shipments_awaiting_scan: 0,
      pickups_due: [],
      commission_currency: 'SEK',
      commission_earned: 0,
      commission_on_its_way: 0,
      commission_paid_out: 0,
      recent: [],
    });

    const me = (await get('/venues/me', venue.token)).body.venue;
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    const statuses: [ExhibitionRecord['status'], ExhibitionRecord['requested_by']][] = [
      ['rejected', 'venue'],
      ['on_display', 'venue'],
      ['shipped', 'artist'],
      ['requested', 'venue'],
      ['requested', 'artist'],
      ['requested', 'artist'],
    ];
    const exhibitions = statuses.map(([status, by], i): ExhibitionRecord => {
      const work = seededWorks[i]!;
      const at = new Date(base + i * 60_000).toISOString();
      return {
        entity: 'exhibition',
        id: `vsx-${randomUUID().slice(0, 8)}`,
        artwork_id: work.id,
        venue_id: venue.venueId,
        artist_id: work.artist_id,
        requested_by: by,
        requested_by_user_id: 'someone',
        message: i === 5 ? 'Passar er vägg?' : null,
        status,
        history: [
          { at, by: 'someone', by_role: by, what: 'requested', note: null },
          ...(status === 'requested'
            ? []
            : [
                {
                  at,
                  by: 'other',
                  by_role: by === 'venue' ? ('artist' as const) : ('venue' as const),
                  what: status,
                },
              ]),
        ],
        shipping_carrier: status === 'shipped' ? 'PostNord' : null,
        tracking_number: status === 'shipped' ? 'SE123' : null,
        shipped_at: status === 'shipped' ? at : null,
        arrived_at: status === 'on_display' ? at : null,
        reason: status === 'rejected' ? 'Fel storlek' : null,
        created_at: at,
        updated_at: at,
        version: 1,
      };
    });
    for (const e of exhibitions) await putItem({ ...keys.exhibition(e.id), ...exhibitionIndexKeys(e), ...e });

    const order = (
      status: OrderRecord['status'],
      venueCents: number,
      deadline: string | null,
    ): OrderRecord => {
      const work = seededWorks[0]!;
      const at = new Date().toISOString();
      return {
        entity: 'order',
        id: `vso-${randomUUID().slice(0, 8)}`,
        artwork_id: work.id,
        status,
        amount_cents: venueCents * 10,
        currency: 'SEK',
        artist_id: work.artist_id,
        artist_name: work.artist_name,
        title: `${work.title} ${status}`,
        venue_id: venue.venueId,
        venue_name: me.venue_name,
        buyer_id: null,
        buyer_email: 'kopare@test.konstvagg.local',
        venue_commission: 10,
        venue_cents: venueCents,
        platform_fee_bps: 1000,
        platform_cents: venueCents,
        artist_cents: venueCents * 8,
        paid_at: deadline ? at : null,
        pickup_deadline: deadline,
        collected_at: null,
        paid_out_at: null,
        created_at: at,
        updated_at: at,
        version: 1,
      };
    };
    const orders = [
      order('paid', 100, '2026-03-09T10:00:00.000Z'),
      order('paid', 100, '2026-03-05T10:00:00.000Z'),
      order('collected', 1234, null),
      order('paid_out', 500, null),
      order('payout_scheduled', 66, null),
      order('refunded', 999, null),
      order('pending_payment', 777, null),
    ];
    for (const o of orders) await putOrderFixture(table.doc, table.table, o);

    const res = await get('/venues/dashboard', venue.token);
    expect(res.status).toBe(200);
    expect(venueDashboardSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      on_display: 1,
      requests_incoming: 2,
      requests_outgoing: 1,
      shipments_awaiting_scan: 1,
      // Collected and not refunded: 12.34 + 5.00 + 0.66; the 5.00 paid out, the rest on its way.
      commission_currency: 'SEK',
      commission_earned: 18,
      commission_on_its_way: 13,
      commission_paid_out: 5,
      pickups_due: [
        {
          order_id: orders[1]!.id,
          artwork_title: orders[1]!.title,
          pickup_deadline: '2026-03-05T10:00:00.000Z',
        },
        {
          order_id: orders[0]!.id,
          artwork_title: orders[0]!.title,
          pickup_deadline: '2026-03-09T10:00:00.000Z',
        },
      ],
    });
    // Newest first, five of six: the oldest (rejected) one is left out.
    expect(res.body.recent.map((e: Body) => e.id)).toEqual(
      exhibitions
        .slice(1)
        .reverse()
        .map((e) => e.id),
    );
    const newest = res.body.recent[0];
    const work = seededWorks[5]!;
    expect(newest).toMatchObject({
      status: 'requested',
      requested_by: 'artist',
      message: 'Passar er vägg?',
      artwork: { id: work.id, title: work.title, price: work.price_cents / 100, status: work.status },
      artist: { id: work.artist_id, artist_name: seededArtists.get(work.artist_id)!.artist_name },
      venue: { id: venue.venueId, venue_name: me.venue_name, city: 'Malmö' },
      history: [
        { by_role: 'artist', by_name: seededArtists.get(work.artist_id)!.artist_name, what: 'requested' },
      ],
    });
    const shipped = res.body.recent.find((e: Body) => e.status === 'shipped');
    expect(shipped.shipping).toMatchObject({ carrier: 'PostNord', tracking: 'SE123' });
    expect(shipped.history[1]).toMatchObject({ by_role: 'venue', by_name: me.venue_name, what: 'shipped' });

    // Another venue sees none of it; an artist has no venue dashboard.
    const other = await get('/venues/dashboard', venueA.token);
    expect(other.body.recent.map((e: Body) => e.id)).not.toContain(exhibitions[5]!.id);
    expect((await get('/venues/dashboard', artistToken)).status).toBe(403);
    expect((await get('/venues/dashboard')).status).toBe(401);
  });

  it('answers the demo venue from the seeded data', async () => {
    expect((await get('/venues/me', demoVenueToken)).body.venue.id).toBe(demoVenueId);
    const res = await get('/venues/dashboard', demoVenueToken);
    expect(res.status).toBe(200);
    expect(venueDashboardSchema.safeParse(res.body).success).toBe(true);
  });
});

describe('favourite notes', () => {
  it("the demo venue's saved work is listed with its card, and its notes can be edited", async () => {
    const work = seededWorks[seededWorks.length - 1]!;
    const path = `/venues/me/favorites/${work.id}`;
    expect((await post(path, {}, demoVenueToken)).status).toBe(200);
    try {
      const listed = await get('/venues/me/favorites', demoVenueToken);
      const saved = listed.body.favorites.find((f: Body) => f.artwork_id === work.id);
      expect(saved).toMatchObject({ notes: '', artwork: { id: work.id, title: work.title } });

      const edited = await put(path, { notes: '  Entrén, vänster vägg  ' }, demoVenueToken);
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.favorite).toMatchObject({
        artwork_id: work.id,
        notes: 'Entrén, vänster vägg',
        artwork: { id: work.id, title: work.title },
      });
      const after = await get('/venues/me/favorites', demoVenueToken);
      expect(after.body.favorites.find((f: Body) => f.artwork_id === work.id).notes).toBe(
        'Entrén, vänster vägg',
      );
      expect((await get(`/venues/favorites/check/${work.id}`, demoVenueToken)).body).toMatchObject({
        is_favorite: true,
        notes: 'Entrén, vänster vägg',
      });

      const long = await put(path, { notes: 'x'.repeat(501) }, demoVenueToken, 'sv');
      expect(long.status).toBe(400);
      expect(long.body.error.fields).toEqual({
        notes: apiMessage('sv', 'validation.too_long', { max: 500 }),
      });
      const missing = await put(path, {}, demoVenueToken, 'en');
      expect(missing.body.error.fields).toEqual({ notes: apiMessage('en', 'validation.required') });
    } finally {
      await deleteJson(api(path), { token: demoVenueToken });
    }
  });

  it('is a 404 for a work the venue has not saved, and saves nothing', async () => {
    const work = seededWorks[1]!;
    for (const lang of ['sv', 'en'] as const) {
      const res = await put(`/venues/me/favorites/${work.id}`, { notes: 'Hmm' }, venueA.token, lang);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(apiMessage(lang, 'error.favorite_not_found'));
    }
    expect((await get(`/venues/favorites/check/${work.id}`, venueA.token)).body.is_favorite).toBe(false);
    expect((await put(`/venues/me/favorites/${work.id}`, { notes: 'Hmm' }, artistToken)).status).toBe(403);
  });
});
