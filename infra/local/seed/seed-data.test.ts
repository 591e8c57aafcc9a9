import { describe, expect, it } from 'vitest';
import {
  MAX_COMMISSION_PERCENT,
  MIN_COMMISSION_PERCENT,
  MIN_PRICE_CENTS,
  SIZE_CATEGORIES,
  sizeCategoryFor,
  splitSale,
} from '@konstvagg/rules';
import {
  CATEGORIES,
  PUBLIC_ARTWORK_STATUSES,
  STYLES,
  VENUE_TYPES,
  openingHoursSchema,
  type ArtworkImage,
} from '@konstvagg/contracts';
import {
  EXHIBITION_LIFECYCLE,
  encodeGeohash,
  keys,
  normalizePickupCode,
  pickupCodeMatches,
  stockholmDay,
  type OrderRecord,
  replayTransitions,
  convertFromList,
  marketFor,
  toListCents,
} from '@konstvagg/domain';
import { LOCAL_FX_RATES } from '../engines/ecb-rates.ts';
import { buildItems, buildSeedPlan, DEMO_PASSWORD } from './build.ts';
import { CITY_BOUNDS, type SeedCity } from './data/venues.ts';
import { artworkSvg } from './images.ts';

const plan = buildSeedPlan();
const artworks = plan.artworks.map((a) => a.record);
const HANGING = ['exhibited', 'reserved', 'sold'];

describe('demo data plan', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildSeedPlan())).toBe(JSON.stringify(plan));
  });

  it('has at least 60 artworks covering every category x style and every size category', () => {
    expect(artworks.length).toBeGreaterThanOrEqual(60);
    for (const category of CATEGORIES) {
      for (const style of STYLES) {
        expect(
          artworks.some((a) => a.category === category && a.style === style),
          `${category}/${style}`,
        ).toBe(true);
      }
    }
    for (const size of SIZE_CATEGORIES)
      expect(
        artworks.some((a) => a.size_category === size),
        size,
      ).toBe(true);
    for (const a of artworks) expect(a.size_category).toBe(sizeCategoryFor(a.width_cm, a.height_cm));
  });

  it('prices are whole cents of at least 50 EUR and commissions are 0-15', () => {
    for (const a of artworks) {
      expect(Number.isSafeInteger(a.price_cents), a.id).toBe(true);
      expect(a.price_cents, a.id).toBeGreaterThanOrEqual(MIN_PRICE_CENTS);
      expect(a.price_cents, a.id).toBeLessThanOrEqual(250_000);
      expect(Number.isInteger(a.venue_commission)).toBe(true);
      expect(a.venue_commission).toBeGreaterThanOrEqual(MIN_COMMISSION_PERCENT);
      expect(a.venue_commission).toBeLessThanOrEqual(MAX_COMMISSION_PERCENT);
    }
    expect(Math.min(...artworks.map((a) => a.price_cents))).toBe(MIN_PRICE_CENTS);
    for (const a of plan.artists) expect([10, 12, 15]).toContain(a.default_venue_commission);
  });

  it('uses ids that are unique and stable', () => {
    const ids = artworks.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('art-001');
    const imageIds = artworks.flatMap((a) => a.images.map((i) => i.id));
    expect(new Set(imageIds).size).toBe(imageIds.length);
  });

  it('has a mix of statuses, mostly available and exhibited', () => {
    const count = (s: string) => artworks.filter((a) => a.status === s).length;
    expect(count('available') + count('exhibited')).toBeGreaterThan(artworks.length * 0.7);
    for (const s of ['sold', 'reserved', 'delivered', 'draft', 'pending_review', 'unavailable'])
      expect(count(s), s).toBeGreaterThan(0);
  });

  it('places venues at coordinates inside their city, with a matching geohash', () => {
    expect(plan.venues.length).toBeGreaterThanOrEqual(12);
    for (const v of plan.venues) {
      const b = CITY_BOUNDS[v.city as SeedCity];
      expect(b, v.city).toBeDefined();
      expect(v.latitude, v.id).toBeGreaterThan(b.minLat);
      expect(v.latitude, v.id).toBeLessThan(b.maxLat);
      expect(v.longitude, v.id).toBeGreaterThan(b.minLng);
      expect(v.longitude, v.id).toBeLessThan(b.maxLng);
      expect(v.geohash).toBe(encodeGeohash(v.latitude, v.longitude, 7));
      expect(VENUE_TYPES).toContain(v.venue_type);
      expect(openingHoursSchema.safeParse(v.opening_hours).success, v.id).toBe(true);
      expect(v.postal_code).toMatch(/^\d{3} \d{2}$/);
    }
    for (const city of ['Stockholm', 'Gothenburg', 'Malmö'])
      expect(plan.venues.some((v) => v.city === city)).toBe(true);
    expect(plan.venues.some((v) => Object.values(v.opening_hours).includes(null))).toBe(true);
  });

  it('exhibited artworks reference existing venues, with the venue name and city', () => {
    const venues = new Map(plan.venues.map((v) => [v.id, v]));
    for (const a of artworks) {
      if (HANGING.includes(a.status)) {
        const v = venues.get(a.venue_id ?? '');
        expect(v, `${a.id} hangs at ${a.venue_id}`).toBeDefined();
        expect(a.venue_name).toBe(v?.venue_name);
        expect(a.city).toBe(v?.city);
      } else {
        expect(a.venue_id, a.id).toBeNull();
      }
    }
  });

  it('keeps counters consistent: artwork_count and current_exhibitions_count', () => {
    for (const artist of plan.artists) {
      expect(artist.artwork_count, artist.id).toBe(artworks.filter((a) => a.artist_id === artist.id).length);
      expect(artist.bio.length).toBeGreaterThanOrEqual(20);
      expect(artist.bio.length).toBeLessThanOrEqual(500);
    }
    for (const v of plan.venues) {
      expect(v.current_exhibitions_count, v.id).toBe(
        artworks.filter((a) => a.venue_id === v.id && HANGING.includes(a.status)).length,
      );
    }
  });

  it('images have stable media urls with the artwork aspect', () => {
    for (const a of artworks) {
      expect(a.images.length).toBeGreaterThanOrEqual(1);
      expect(a.images.filter((i) => i.is_primary)).toHaveLength(1);
      const main = a.images[0]!;
      expect(main.url).toBe(`/media/artworks/${a.id}/${main.id}-large.jpg`);
      expect(main.thumb_url).toBe(`/media/artworks/${a.id}/${main.id}-thumb.jpg`);
      expect(Math.max(main.width, main.height)).toBe(1200);
      expect(Math.abs(main.width / main.height - a.width_cm / a.height_cm)).toBeLessThan(0.01);
    }
    expect(artworks.filter((a) => a.images.length > 1).length).toBeGreaterThan(10);
  });

  it('has orders for sold and delivered works whose split adds up', () => {
    const byId = new Map(artworks.map((a) => [a.id, a]));
    for (const a of artworks.filter((w) => w.status === 'sold' || w.status === 'delivered')) {
      expect(
        plan.orders.some((o) => o.record.artwork_id === a.id),
        a.id,
      ).toBe(true);
    }
    for (const { record: o } of plan.orders) {
      const a = byId.get(o.artwork_id)!;
      // Charged as checkout charges at a Swedish venue: kronor at the stand-in's rate, list price kept.
      expect(o).toMatchObject({
        currency: 'SEK',
        list_price_cents: a.price_cents,
        fx_rate: LOCAL_FX_RATES.SEK,
      });
      expect(o.amount_cents).toBe(convertFromList(a.price_cents, marketFor('SE'), LOCAL_FX_RATES.SEK!));
      expect(o.venue_cents + o.platform_cents + o.artist_cents).toBe(o.amount_cents);
      expect(splitSale(o.amount_cents, o.venue_commission, o.platform_fee_bps).artistCents).toBe(
        o.artist_cents,
      );
      expect(['paid', 'collected', 'paid_out']).toContain(o.status);
      expect(Date.parse(o.paid_at)).toBeLessThan(Date.parse(plan.now));
      // A paid order has the pickup code its buyer shows at the venue, as a real one does.
      if (o.status === 'paid') {
        expect(o.pickup_code, o.id).toMatch(/^[0-9a-f]{32}$/);
        expect(o.pickup_code_short, o.id).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
        expect(
          pickupCodeMatches(o, normalizePickupCode(` ${o.pickup_code_short!.toLowerCase()} `)),
          o.id,
        ).toBe(true);
      }
    }
    expect(new Set(plan.orders.map((o) => o.record.status))).toEqual(
      new Set(['paid', 'collected', 'paid_out']),
    );
  });

  it('has one login per role with a password that meets the policy', () => {
    expect(plan.logins.map((l) => l.role).sort()).toEqual(['admin', 'artist', 'buyer', 'venue']);
    expect(DEMO_PASSWORD).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);
    const emails = plan.users.map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const l of plan.logins) expect(plan.users.find((u) => u.email === l.email)?.role).toBe(l.role);
  });

  it('every timestamp lies before "now" and artworks are created after their artist', () => {
    const now = Date.parse(plan.now);
    const artistCreated = new Map(plan.artists.map((a) => [a.id, Date.parse(a.created_at)]));
    for (const a of artworks) {
      expect(Date.parse(a.created_at)).toBeLessThan(now);
      expect(Date.parse(a.updated_at)).toBeGreaterThanOrEqual(Date.parse(a.created_at));
      expect(Date.parse(a.created_at)).toBeGreaterThan(artistCreated.get(a.artist_id)!);
    }
  });
});

describe('exhibitions', () => {
  const exhibitions = plan.exhibitions.map((e) => e.record);

  it('put every hanging work on its wall through an exhibition replayed along the lifecycle', () => {
    for (const a of artworks.filter((w) => HANGING.includes(w.status))) {
      const e = exhibitions.find((x) => x.id === a.exhibition_id);
      expect(e, a.id).toBeDefined();
      expect(e).toMatchObject({ artwork_id: a.id, venue_id: a.venue_id, artist_id: a.artist_id });
      expect(e!.status).toBe(a.status === 'sold' ? 'sold' : 'on_display');
    }
    for (const e of exhibitions) {
      const path = e.history.map((h) => h.what as typeof e.status);
      expect(replayTransitions(EXHIBITION_LIFECYCLE, path)).toEqual({ status: e.status, version: e.version });
      const times = e.history.map((h) => Date.parse(h.at));
      expect(times).toEqual([...times].sort((x, y) => x - y));
      expect(times.at(-1)).toBeLessThan(Date.parse(plan.now));
    }
  });

  it('give the demo venue and the demo artist open requests in both directions', () => {
    const open = exhibitions.filter((e) => e.status === 'requested');
    const demoVenue = plan.venues[0]!.id;
    const demoArtist = plan.artists[0]!.id;
    expect(open.some((e) => e.venue_id === demoVenue && e.requested_by === 'venue')).toBe(true);
    expect(open.some((e) => e.venue_id === demoVenue && e.requested_by === 'artist')).toBe(true);
    expect(open.some((e) => e.artist_id === demoArtist && e.requested_by === 'venue')).toBe(true);
    expect(open.some((e) => e.artist_id === demoArtist && e.requested_by === 'artist')).toBe(true);
    const pairs = open.map((e) => `${e.artwork_id}|${e.venue_id}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const e of open) expect(artworks.find((a) => a.id === e.artwork_id)?.status).toBe('available');
  });
});

describe('table items', () => {
  const subs = new Map(plan.users.map((u, i) => [u.email, `sub-${i}`]));
  const items = buildItems(plan, subs);

  it('carries the documented keys, and list keys only for public artworks', () => {
    const arts = items.filter((i) => i.entity === 'artwork');
    expect(arts).toHaveLength(artworks.length);
    for (const item of arts) {
      expect(item.PK).toBe(`ARTWORK#${item.id}`);
      expect(item.SK).toBe('ARTWORK');
      expect(item.GSI4PK).toBe(`ARTIST#${item.artist_id}`);
      const isPublic = (PUBLIC_ARTWORK_STATUSES as readonly unknown[]).includes(item.status);
      expect(item.GSI1PK === 'ARTWORKS', String(item.id)).toBe(isPublic);
      // The planned images carry S3 keys; the stored ones only the ArtworkImage fields.
      // Each has its sizes for srcset, narrowest first: the thumbnail, then WebP at a phone's
      // width and at the image's own.
      for (const img of item.images as ArtworkImage[]) {
        expect(Object.keys(img).sort()).toEqual([
          'height',
          'id',
          'is_primary',
          'sizes',
          'thumb_url',
          'url',
          'width',
        ]);
        const widths = img.sizes!.map((s) => s.width);
        expect(widths).toEqual([...widths].sort((a, b) => a - b));
        expect(img.sizes!.map((size) => size.url)).toEqual([
          img.thumb_url,
          img.url.replace(/-large\.jpg$/, '-medium.webp'),
          img.url.replace(/-large\.jpg$/, '-large.webp'),
        ]);
        expect(img.sizes!.at(-1)).toMatchObject({ width: img.width, height: img.height });
      }
    }
    const users = items.filter((i) => i.entity === 'user');
    expect(users).toHaveLength(plan.users.length);
    for (const u of users) {
      expect(u.GSI4PK).toBe(`EMAIL#${u.email}`);
      expect(u.GSI5PK).toBe(`USERS#${u.role}`);
    }
    const artist1 = items.find((i) => i.PK === 'ARTIST#artist-01');
    expect(artist1?.user_id).toBe(subs.get('artist@konstvagg.local'));
    expect(artist1?.GSI4PK).toBe(`USER#${subs.get('artist@konstvagg.local')}`);
    for (const o of items.filter((i) => i.entity === 'order')) {
      expect(o.GSI5PK).toBe(`ORDERS#${o.status}`);
      expect(o.GSI5SK).toBe(`${o.created_at}#${o.id}`);
    }
  });

  it('writes the admin counters as a recount of the seeded orders and accounts would give (the backfill)', () => {
    const orders = items.filter((i) => i.entity === 'order') as unknown as OrderRecord[];
    const days = items.filter((i) => i.entity === 'stat_day');
    const sumOf = (field: string) => days.reduce((s, d) => s + (Number(d[field]) || 0), 0);
    const paid = orders.filter((o) => o.paid_at);
    expect(paid.length).toBeGreaterThan(0);
    expect(sumOf('sales')).toBe(paid.length);
    // In euros: each sale in kronor at its own order's rate.
    expect(sumOf('gmv_cents')).toBe(paid.reduce((s, o) => s + toListCents(o.amount_cents, o)!, 0));
    expect(sumOf('checkouts')).toBe(orders.length);
    expect(sumOf('pickups')).toBe(orders.filter((o) => o.collected_at).length);
    for (const role of ['artist', 'venue', 'buyer', 'admin'])
      expect(sumOf(`signups_${role}`), role).toBe(plan.users.filter((u) => u.role === role).length);
    // Each sale is on the Swedish day of its payment, and in its venue's breakdown.
    for (const o of paid) {
      const key = keys.statDay(stockholmDay(o.paid_at!));
      const day = items.find((i) => i.PK === key.PK && i.SK === key.SK);
      expect(Number(day?.sales), o.id).toBeGreaterThan(0);
    }
    // Every sale has a city: that of the venue it was sold at, even once the work has left it.
    const cityRows = items.filter((i) => i.entity === 'stat_dimension' && i.dimension === 'city');
    expect(cityRows.map((r) => r.value)).not.toContain('unknown');
    const venueRows = items.filter((i) => i.entity === 'stat_dimension' && i.dimension === 'venue');
    expect(venueRows.reduce((s, r) => s + Number(r.gmv_cents), 0)).toBe(sumOf('gmv_cents'));
    const counts = items.find((i) => i.entity === 'order_status_counts')!;
    for (const status of new Set(orders.map((o) => o.status)))
      expect(counts[status], status).toBe(orders.filter((o) => o.status === status).length);
    // Built again, the same items: seeding twice overwrites, it never adds.
    const stats = (all: typeof items) =>
      all.filter((i) => ['stat_day', 'stat_dimension', 'order_status_counts'].includes(String(i.entity)));
    expect(stats(buildItems(plan, subs))).toEqual(stats(items));
  });
});

describe('images', () => {
  it('draws a distinct SVG for every artwork', () => {
    const svgs = new Set(artworks.map((a) => artworkSvg(a, 120, 90)));
    expect(svgs.size).toBe(artworks.length);
    for (const svg of svgs) expect(svg.startsWith('<svg')).toBe(true);
  });
});
