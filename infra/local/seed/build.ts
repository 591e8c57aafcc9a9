/**
 * The demo data as plain values, computed without any I/O (so the unit test can check it):
 * artists, venues, artworks (with their planned images), orders and the accounts to create.
 * `buildItems` then turns the plan plus the Cognito subs into the table items.
 */
import {
  LIST_CURRENCY,
  MAX_COMMISSION_PERCENT,
  MIN_COMMISSION_PERCENT,
  MIN_PRICE_CENTS,
  platformFeeBpsAt,
  type SizeCategory,
  sizeCategoryFor,
  splitSale,
} from '@konstvagg/rules';
import {
  CATEGORIES,
  PUBLIC_ARTWORK_STATUSES,
  STYLES,
  type ArtworkImage,
  type ArtworkStatus,
  type Category,
  type Role,
  type Style,
} from '@konstvagg/contracts';
import {
  ARTWORK_LIFECYCLE,
  EXHIBITION_LIFECYCLE,
  convertFromList,
  marketFor,
  ORDER_LIFECYCLE,
  pickupDeadline,
  artistIndexKeys,
  artworkIndexKeys,
  encodeGeohash,
  exhibitionIndexKeys,
  keys,
  nextBusinessDay,
  orderIndexKeys,
  statsBackfill,
  pathTo,
  replayTransitions,
  userIndexKeys,
  venueIndexKeys,
  type ArtistRecord,
  type EarlyAccessCounterRecord,
  type ArtworkRecord,
  type ExhibitionRecord,
  type ExhibitionStatus,
  type ModerationDecisionRecord,
  type OrderRecord,
  type OrderStatus,
  type UserRecord,
  type VenueRecord,
  PICKUP_CODE_ALPHABET,
  PICKUP_CODE_SHORT_LENGTH,
} from '@konstvagg/domain';
import { ecbReferenceDate, LOCAL_FX_RATES } from '../engines/ecb-rates.ts';
import { ARTISTS, type ArtistSeed } from './data/artists.ts';
import { BUYERS, GUEST_EMAILS, TITLES } from './data/artworks.ts';
import { VENUES, type VenueSeed } from './data/venues.ts';
import { createRng, stableHash, type Rng } from './prng.ts';

/** "Now" of the demo data: every timestamp lies before it. Override with SEED_NOW (ISO). */
export const DEFAULT_SEED_NOW = '2026-11-20T10:00:00.000Z';
export const DEMO_PASSWORD = 'Demo-Konst-2026';
export const ADMIN = {
  first_name: 'Klara',
  last_name: 'Engström',
  email: 'admin@konstvagg.local',
  language: 'sv' as const,
};

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** How an image of an artwork is drawn: the artwork itself, a detail crop, or the artwork on a wall. */
export type ImageKind = 'main' | 'detail' | 'room';
export interface PlannedImage extends ArtworkImage {
  kind: ImageKind;
  /** S3 keys (inside the media bucket). */
  key: string;
  thumbKey: string;
  thumb_width: number;
  thumb_height: number;
  /** The WebP sizes: a phone's, and the large one again (a third of the JPEG's bytes). */
  mediumKey: string;
  medium_width: number;
  medium_height: number;
  largeWebpKey: string;
}

export interface PlannedArtwork {
  record: Omit<ArtworkRecord, 'images'> & { images: PlannedImage[] };
}

export interface PlannedOrder {
  /** The demo has paid orders only. */
  record: OrderRecord & { paid_at: string; pickup_deadline: string };
  /** Email of the buyer's account, or null for a guest checkout. */
  buyerAccountEmail: string | null;
}

/**
 * An exhibition (issue 11). Its requester and the history's actors are profiles here
 * (`artist:<id>`, `venue:<id>`): buildItems puts in their accounts' ids.
 */
export interface PlannedExhibition {
  record: ExhibitionRecord;
}

export interface PlannedUser {
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  language: 'sv' | 'en';
  created_at: string;
  /** The profile this account owns. */
  profile: { kind: 'artist' | 'venue'; id: string } | null;
}

export interface SeedPlan {
  now: string;
  artists: ArtistRecord[];
  venues: VenueRecord[];
  artworks: PlannedArtwork[];
  orders: PlannedOrder[];
  exhibitions: PlannedExhibition[];
  users: PlannedUser[];
  /** The logins to show to a person trying the demo. */
  logins: { role: Role; email: string; password: string }[];
}

export const LARGE_LONG_SIDE = 1200;
export const THUMB_LONG_SIDE = 480;
/** The phone size (WebP): sharp enough for a phone's full width at about 1.75x (Lighthouse's phone). */
export const MEDIUM_LONG_SIDE = 800;

const iso = (ms: number) => new Date(Math.round(ms / 60_000) * 60_000).toISOString();
/** The same UTC day at the given time (Swedish daytime is UTC+1/+2). */
const atTime = (ms: number, hour: number, minute: number) =>
  Math.floor(ms / DAY) * DAY + hour * HOUR + minute * 60_000;

/** Pixel size with the given long side and the aspect of width x height. */
export function fitLongSide(
  width: number,
  height: number,
  longSide: number,
): { width: number; height: number } {
  return width >= height
    ? { width: longSide, height: Math.max(1, Math.round((longSide * height) / width)) }
    : { width: Math.max(1, Math.round((longSide * width) / height)), height: longSide };
}

// Standard stretcher and print formats (cm), width x height, per category and size class.
const FORMATS: Record<Category, Record<SizeCategory, readonly [number, number][]>> = {
  painting: {
    S: [
      [24, 30],
      [30, 30],
      [30, 40],
      [27, 35],
      [40, 40],
      [20, 25],
    ],
    M: [
      [50, 65],
      [60, 60],
      [46, 55],
      [50, 70],
      [60, 73],
      [54, 65],
      [80, 60],
    ],
    L: [
      [73, 92],
      [81, 100],
      [100, 100],
      [90, 120],
      [89, 116],
    ],
    XL: [
      [120, 150],
      [97, 130],
      [150, 150],
      [120, 180],
      [140, 200],
    ],
  },
  photography: {
    S: [
      [30, 40],
      [30, 30],
      [20, 30],
      [28, 35],
    ],
    M: [
      [50, 70],
      [60, 60],
      [40, 60],
      [50, 50],
      [60, 80],
    ],
    L: [
      [60, 90],
      [80, 100],
      [100, 100],
      [70, 100],
      [80, 120],
    ],
    XL: [
      [100, 150],
      [120, 160],
      [140, 140],
      [100, 200],
    ],
  },
};

// Price ranges in euros per size class.
const PRICE_EUR: Record<Category, Record<SizeCategory, [number, number]>> = {
  painting: { S: [90, 450], M: [400, 1200], L: [900, 1900], XL: [1600, 2500] },
  photography: { S: [50, 260], M: [180, 700], L: [500, 1400], XL: [1100, 2200] },
};

/** Rounds a euro amount the way artists price: 95, 475, 1 450. */
function nicePrice(eur: number): number {
  const step = eur < 200 ? 5 : eur < 1000 ? 25 : 50;
  return Math.min(2500, Math.max(50, Math.round(eur / step) * step));
}

const VERTICAL_STYLES: readonly Style[] = ['portrait', 'figurative'];
const HORIZONTAL_STYLES: readonly Style[] = ['landscape', 'street_urban'];

function orient(style: Style, w: number, h: number, rng: Rng): [number, number] {
  if (VERTICAL_STYLES.includes(style)) return [Math.min(w, h), Math.max(w, h)];
  if (HORIZONTAL_STYLES.includes(style)) return [Math.max(w, h), Math.min(w, h)];
  return rng.chance(0.5) ? [w, h] : [h, w];
}

function mediumFor(artist: ArtistSeed, category: Category, style: Style, rng: Rng): string {
  if (category === 'painting') {
    if (style === 'black_and_white') {
      return artist.paintingMedia.find((m) => /tusch|kol/i.test(m)) ?? 'Tusch på papper';
    }
    return rng.chance(0.6) ? (artist.paintingMedia[0] as string) : rng.pick(artist.paintingMedia);
  }
  if (style === 'black_and_white') {
    return (
      artist.photoMedia.find((m) => /silvergelatin|baryta/i.test(m)) ?? 'Pigmentprint på Hahnemühle Baryta'
    );
  }
  return rng.chance(0.6) ? (artist.photoMedia[0] as string) : rng.pick(artist.photoMedia);
}

function closingSentence(artist: ArtistSeed, category: Category, medium: string, rng: Rng): string {
  const sv = artist.language === 'sv';
  if (/papper/i.test(medium) && category === 'painting') {
    return sv
      ? 'Signerad nere till höger. Levereras i vit passepartout, redo att ramas in.'
      : 'Signed lower right. Delivered in a white mount, ready for framing.';
  }
  if (category === 'photography') {
    const edition = rng.pick([10, 15, 20, 25]);
    const n = rng.int(1, Math.min(8, edition));
    return sv
      ? `Upplaga ${n}/${edition}, signerad och numrerad på baksidan. Levereras oinramad.`
      : `Edition ${n}/${edition}, signed and numbered on the back. Delivered unframed.`;
  }
  return sv
    ? rng.pick([
        'Signerad och daterad på baksidan. Redo att hängas.',
        'Målad på spännram med målade kanter, behöver ingen ram.',
        'Signerad nere till höger. Levereras med upphängning.',
      ])
    : rng.pick([
        'Signed and dated on the back. Ready to hang.',
        'Painted on a stretched canvas with painted edges; no frame needed.',
        'Signed lower right. Delivered with hanging wire.',
      ]);
}

/**
 * A seeded paid order's pickup codes, in the shape newPickupCodes gives a paid order: the same on
 * every run (the seed is deterministic), like the demo passwords no secret.
 */
function seededPickupCodes(orderId: string): { pickup_code: string; pickup_code_short: string } {
  const rng = createRng(`pickup:${orderId}`);
  return {
    pickup_code: stableHash(`pickup:${orderId}`, 32),
    pickup_code_short: Array.from({ length: PICKUP_CODE_SHORT_LENGTH }, () =>
      rng.pick([...PICKUP_CODE_ALPHABET]),
    ).join(''),
  };
}

/** Builds the whole demo data set. Pure and deterministic for a given `now`. */
export function buildSeedPlan(nowIso: string = DEFAULT_SEED_NOW): SeedPlan {
  const now = Date.parse(nowIso);
  if (!Number.isFinite(now)) throw new Error(`SEED_NOW is not a date: ${nowIso}`);
  const rng = createRng('konstvagg-demo-v1');

  // Artists joined 200 to 110 days ago.
  const artistCreated = new Map<string, number>();
  const artists: ArtistRecord[] = ARTISTS.map((a, i) => {
    const created = now - (200 - i * 8) * DAY + rng.int(8, 17) * HOUR;
    artistCreated.set(a.id, created);
    return {
      entity: 'artist',
      id: a.id,
      user_id: null,
      artist_name: a.artist_name,
      first_name: a.first_name,
      last_name: a.last_name,
      bio: a.bio,
      profile_image_url: `/media/artists/${a.id}.jpg`,
      city: a.city,
      country: 'SE',
      website: a.website,
      instagram: a.instagram,
      default_venue_commission: a.default_venue_commission,
      is_verified: a.is_verified,
      is_kyc_verified: a.is_kyc_verified,
      can_receive_payouts: a.can_receive_payouts,
      artwork_count: 0,
      // The demo artists signed up in this order, all among the first EARLY_ACCESS_ARTIST_LIMIT.
      early_access_seat: i + 1,
      created_at: iso(created),
      updated_at: iso(created),
      version: 1,
    };
  });

  const venues: VenueRecord[] = VENUES.map((v, i) => {
    const created = now - (190 - i * 9) * DAY + rng.int(8, 17) * HOUR;
    return {
      entity: 'venue',
      id: v.id,
      user_id: null,
      venue_name: v.venue_name,
      first_name: v.contact.first_name,
      last_name: v.contact.last_name,
      venue_type: v.venue_type,
      description: v.description,
      address: v.address,
      city: v.city,
      postal_code: v.postal_code,
      country: 'SE',
      latitude: v.latitude,
      longitude: v.longitude,
      geohash: encodeGeohash(v.latitude, v.longitude, 7),
      profile_image_url: `/media/venues/${v.id}.jpg`,
      gallery_images: [`/media/venues/${v.id}-gallery-1.jpg`],
      phone: v.phone,
      email: v.email,
      website: v.website,
      is_verified: v.is_verified,
      is_featured: v.is_featured,
      accepts_commission_only: v.accepts_commission_only,
      opening_hours: v.opening_hours,
      current_exhibitions_count: 0,
      created_at: iso(created),
      updated_at: iso(created),
      version: 1,
    };
  });

  // --- Artworks: three per category x style, each by an artist who works in that pair.
  interface Draft {
    artist: ArtistSeed;
    category: Category;
    style: Style;
    title: string;
    blurb: string;
  }
  const drafts: Draft[] = [];
  const load = new Map<string, number>(ARTISTS.map((a) => [a.id, 0]));
  for (const category of CATEGORIES) {
    STYLES.forEach((style, styleIndex) => {
      const candidates = ARTISTS.filter((a) =>
        (category === 'painting' ? a.paints : a.photographs).includes(style),
      );
      if (candidates.length === 0) throw new Error(`no demo artist works in ${category}/${style}`);
      TITLES[category][style].forEach(([title, blurb], n) => {
        const rotated = candidates.map(
          (_, k) => candidates[(k + styleIndex + n) % candidates.length] as ArtistSeed,
        );
        const artist = rotated.reduce((best, a) =>
          (load.get(a.id) ?? 0) < (load.get(best.id) ?? 0) ? a : best,
        );
        load.set(artist.id, (load.get(artist.id) ?? 0) + 1);
        drafts.push({ artist, category, style, title, blurb });
      });
    });
  }
  // Interleave so ids do not run category by category.
  const ordered = rng.shuffle(drafts);

  // Size classes: a fixed mix, shuffled.
  const sizeMix: SizeCategory[] = rng.shuffle(
    Array.from({ length: ordered.length }, (_, i): SizeCategory => {
      const f = i / ordered.length;
      return f < 0.22 ? 'S' : f < 0.58 ? 'M' : f < 0.83 ? 'L' : 'XL';
    }),
  );

  // Statuses: the rare ones first go to the demo artist (so her dashboard shows every state),
  // then the rest are spread over the others.
  const demoArtistId = ARTISTS[0]!.id;
  const statuses: ArtworkStatus[] = new Array(ordered.length).fill('available');
  const rare: ArtworkStatus[] = ['sold', 'delivered', 'draft', 'pending_review'];
  const moreRare: ArtworkStatus[] = [
    'sold',
    'sold',
    'delivered',
    'delivered',
    'reserved',
    'reserved',
    'draft',
    'pending_review',
    'unavailable',
    'unavailable',
  ];
  const demoIdx = ordered.map((d, i) => (d.artist.id === demoArtistId ? i : -1)).filter((i) => i >= 0);
  rare.forEach((s, k) => {
    statuses[demoIdx[k] as number] = s;
  });
  const others = rng.shuffle(
    ordered.map((_, i) => i).filter((i) => !demoIdx.slice(0, rare.length).includes(i)),
  );
  moreRare.forEach((s, k) => {
    statuses[others[k] as number] = s;
  });
  const rest = others.slice(moreRare.length);
  rest.forEach((i, k) => {
    statuses[i] = k % 9 < 5 ? 'exhibited' : 'available';
  });

  const venueLoad = new Map<string, number>(VENUES.map((v) => [v.id, 0]));
  const pickVenue = (artist: ArtistSeed, forceId?: string): VenueSeed => {
    if (forceId) return VENUES.find((v) => v.id === forceId) as VenueSeed;
    const pool = rng.chance(0.85) ? VENUES.filter((v) => v.city === artist.city) : [...VENUES];
    const sorted = rng.shuffle(pool).sort((a, b) => (venueLoad.get(a.id) ?? 0) - (venueLoad.get(b.id) ?? 0));
    return sorted[0] as VenueSeed;
  };

  const HANGING: readonly ArtworkStatus[] = ['exhibited', 'reserved', 'sold'];
  const artworks: PlannedArtwork[] = [];
  let forcedDemoSale = false;
  let cheapestDone = false;
  let dearestDone = false;
  ordered.forEach((d, i) => {
    const id = `art-${String(i + 1).padStart(3, '0')}`;
    const r = createRng(`artwork:${id}:${d.title}`);
    const size = sizeMix[i] as SizeCategory;
    const [fw, fh] = r.pick(FORMATS[d.category][size]);
    const [width_cm, height_cm] = orient(d.style, fw, fh, r);
    const size_category = sizeCategoryFor(width_cm, height_cm);

    const [lo, hi] = PRICE_EUR[d.category][size_category];
    let priceEur = nicePrice(r.range(lo, hi));
    if (!cheapestDone && d.category === 'photography' && size_category === 'S') {
      priceEur = 50; // the minimum price, so filters and the price floor have a real case
      cheapestDone = true;
    } else if (!dearestDone && d.category === 'painting' && size_category === 'XL') {
      priceEur = 2500;
      dearestDone = true;
    }
    const price_cents = priceEur * 100;

    const commission = r.chance(0.25) ? r.pick([0, 5, 8, 10, 12, 15]) : d.artist.default_venue_commission;

    const status = statuses[i] as ArtworkStatus;
    const medium = mediumFor(d.artist, d.category, d.style, r);
    const artistStart = artistCreated.get(d.artist.id) as number;
    const createdMs = atTime(
      artistStart + 2 * DAY + r.next() * (now - artistStart - 12 * DAY),
      r.int(6, 19),
      r.int(0, 59),
    );
    const created_at = iso(createdMs);

    let venue: VenueSeed | null = null;
    if (HANGING.includes(status)) {
      const force =
        d.artist.id === demoArtistId && status === 'sold' && !forcedDemoSale ? VENUES[0]!.id : undefined;
      if (force) forcedDemoSale = true;
      venue = pickVenue(d.artist, force);
      venueLoad.set(venue.id, (venueLoad.get(venue.id) ?? 0) + 1);
    }
    const updatedMs =
      status === 'draft'
        ? createdMs
        : Math.min(now - HOUR, createdMs + r.int(1, 9) * DAY + r.int(0, 300) * 60_000);

    const createdYear = new Date(createdMs).getUTCFullYear();
    const year = Math.min(createdYear, 2026 - r.pick([0, 0, 0, 1, 1, 2, 3, 5]));

    const large = fitLongSide(width_cm, height_cm, LARGE_LONG_SIDE);
    const thumb = fitLongSide(width_cm, height_cm, THUMB_LONG_SIDE);
    const plannedImage = (
      n: number,
      kind: ImageKind,
      w: number,
      h: number,
      tw: number,
      th: number,
    ): PlannedImage => {
      const imageId = `img-${stableHash(`${id}#${n}`, 10)}`;
      const key = `artworks/${id}/${imageId}-large.jpg`;
      const thumbKey = `artworks/${id}/${imageId}-thumb.jpg`;
      const mediumKey = `artworks/${id}/${imageId}-medium.webp`;
      const largeWebpKey = `artworks/${id}/${imageId}-large.webp`;
      const medium = fitLongSide(w, h, MEDIUM_LONG_SIDE);
      return {
        id: imageId,
        url: `/media/${key}`,
        thumb_url: `/media/${thumbKey}`,
        width: w,
        height: h,
        is_primary: n === 1,
        sizes: [
          { url: `/media/${thumbKey}`, width: tw, height: th },
          { url: `/media/${mediumKey}`, width: medium.width, height: medium.height },
          { url: `/media/${largeWebpKey}`, width: w, height: h },
        ],
        kind,
        key,
        thumbKey,
        thumb_width: tw,
        thumb_height: th,
        mediumKey,
        medium_width: medium.width,
        medium_height: medium.height,
        largeWebpKey,
      };
    };
    const images = [plannedImage(1, 'main', large.width, large.height, thumb.width, thumb.height)];
    if (i % 3 === 0) images.push(plannedImage(2, 'room', 1200, 900, 480, 360));
    else if (i % 5 === 1 && d.category === 'painting')
      images.push(plannedImage(2, 'detail', 1000, 1000, 480, 480));

    artworks.push({
      record: {
        entity: 'artwork',
        id,
        title: d.title,
        description: `${d.blurb} ${closingSentence(d.artist, d.category, medium, r)}`,
        category: d.category,
        style: d.style,
        price_cents,
        width_cm,
        height_cm,
        size_category,
        status,
        venue_commission: commission,
        artist_id: d.artist.id,
        artist_name: d.artist.artist_name,
        images,
        venue_id: venue?.id ?? null,
        venue_name: venue?.venue_name ?? null,
        // Where a visitor can see it: the venue's city while it hangs, else the artist's city
        // (a delivered work is with its buyer).
        city: venue ? venue.city : status === 'delivered' ? null : d.artist.city,
        year,
        medium,
        created_at,
        updated_at: iso(updatedMs),
        // Created as a draft and moved along the lifecycle table to its status: one version per write.
        version: replayTransitions(ARTWORK_LIFECYCLE, pathTo(ARTWORK_LIFECYCLE, status)).version,
      },
    });
  });

  // Counters consistent with the artworks.
  for (const a of artists) a.artwork_count = artworks.filter((w) => w.record.artist_id === a.id).length;
  for (const v of venues) {
    v.current_exhibitions_count = artworks.filter(
      (w) => w.record.venue_id === v.id && HANGING.includes(w.record.status),
    ).length;
  }

  // --- Orders for sold (paid, waiting for pickup) and delivered (collected / paid out) works.
  const buyerEmails = [BUYERS[0]!.email, BUYERS[1]!.email, ...GUEST_EMAILS];
  const sold = artworks.filter((w) => w.record.status === 'sold');
  const delivered = artworks.filter((w) => w.record.status === 'delivered');
  const orderPlans: {
    art: PlannedArtwork;
    status: OrderStatus;
    paidDaysAgo: number;
    paidAt: [number, number];
    buyer: string;
    venueId: string;
  }[] = [];
  sold.forEach((art, k) => {
    orderPlans.push({
      art,
      status: 'paid',
      paidDaysAgo: [1, 2, 4][k % 3] as number,
      paidAt: [
        [13, 12],
        [16, 47],
        [11, 5],
      ][k % 3] as [number, number],
      buyer: k === 0 ? BUYERS[0]!.email : (buyerEmails[2 + (k % GUEST_EMAILS.length)] as string),
      venueId: art.record.venue_id as string,
    });
  });
  delivered.forEach((art, k) => {
    const artist = ARTISTS.find((a) => a.id === art.record.artist_id) as ArtistSeed;
    const venue = VENUES.filter((v) => v.city === artist.city)[k % 3] as VenueSeed;
    orderPlans.push({
      art,
      status: k === 0 ? 'paid_out' : k === 1 ? 'collected' : 'paid_out',
      paidDaysAgo: [38, 3, 71][k % 3] as number,
      paidAt: [
        [15, 30],
        [9, 18],
        [17, 2],
      ][k % 3] as [number, number],
      buyer: [BUYERS[0]!.email, BUYERS[1]!.email, GUEST_EMAILS[0] as string][k % 3] as string,
      venueId: venue.id,
    });
  });

  const orders: PlannedOrder[] = orderPlans.map((p, k) => {
    const id = `order-${String(k + 1).padStart(3, '0')}`;
    const a = p.art.record;
    const venue = VENUES.find((v) => v.id === p.venueId) as VenueSeed;
    const paid = atTime(now - p.paidDaysAgo * DAY, ...p.paidAt);
    const created = paid - 3 * 60_000;
    const feeBps = platformFeeBpsAt(artists.find((x) => x.id === a.artist_id) as ArtistRecord, iso(paid));
    // Charged as checkout charges: in the venue's market currency at the stand-in's rate that day.
    const market = marketFor(venues.find((v) => v.id === venue.id)?.country);
    const listed = market.currency === LIST_CURRENCY;
    const rate = LOCAL_FX_RATES[market.currency] ?? 1;
    const amount = listed ? a.price_cents : convertFromList(a.price_cents, market, rate);
    const split = splitSale(amount, a.venue_commission, feeBps);
    const collected = p.status === 'paid' ? null : paid + (1 + (k % 3)) * DAY + 2 * HOUR + 14 * 60_000;
    const paidOut =
      p.status === 'paid_out' && collected ? nextBusinessDay(new Date(collected)).getTime() : null;
    const updated = paidOut ?? collected ?? paid;
    const registered = BUYERS.some((b) => b.email === p.buyer);
    // The artwork's timestamps follow the sale.
    a.updated_at = iso(Math.max(Date.parse(a.updated_at), collected ?? paid));
    if (Date.parse(a.created_at) > created - DAY) a.created_at = iso(created - 10 * DAY);
    return {
      buyerAccountEmail: registered ? p.buyer : null,
      record: {
        entity: 'order',
        id,
        artwork_id: a.id,
        ...replayTransitions(ORDER_LIFECYCLE, pathTo(ORDER_LIFECYCLE, p.status)),
        amount_cents: amount,
        ...(listed
          ? {}
          : { list_price_cents: a.price_cents, fx_rate: rate, fx_date: ecbReferenceDate(created) }),
        created_at: iso(created),
        updated_at: iso(updated),
        artist_id: a.artist_id,
        artist_name: a.artist_name,
        title: a.title,
        venue_id: venue.id,
        venue_name: venue.venue_name,
        buyer_id: null,
        buyer_email: p.buyer,
        currency: market.currency,
        venue_commission: a.venue_commission,
        venue_cents: split.venueCents,
        platform_fee_bps: feeBps,
        platform_cents: split.platformCents,
        artist_cents: split.artistCents,
        paid_at: iso(paid),
        pickup_deadline: iso(pickupDeadline(new Date(paid), venue.opening_hours).getTime()),
        collected_at: collected ? iso(collected) : null,
        paid_out_at: paidOut ? iso(paidOut) : null,
        // A paid order's buyer shows its code at the venue (a real one gets it with the payment).
        ...(p.status === 'paid' ? seededPickupCodes(id) : {}),
      },
    };
  });

  const exhibitions = planExhibitions(artworks, orders, artists, venues, demoArtistId, now);

  // --- Accounts.
  const users: PlannedUser[] = [
    { ...ADMIN, role: 'admin', created_at: iso(now - 210 * DAY), profile: null },
    ...ARTISTS.map((a, i): PlannedUser => ({
      email: a.email,
      role: 'artist',
      first_name: a.first_name,
      last_name: a.last_name,
      language: a.language,
      created_at: (artists[i] as ArtistRecord).created_at,
      profile: { kind: 'artist', id: a.id },
    })),
    ...VENUES.map((v, i): PlannedUser => ({
      email: v.contact.email,
      role: 'venue',
      first_name: v.contact.first_name,
      last_name: v.contact.last_name,
      language: v.contact.language,
      created_at: (venues[i] as VenueRecord).created_at,
      profile: { kind: 'venue', id: v.id },
    })),
    ...BUYERS.map((b, i): PlannedUser => ({
      ...b,
      role: 'buyer',
      created_at: iso(now - (120 - i * 30) * DAY),
      profile: null,
    })),
  ];

  const logins = [
    { role: 'admin' as const, email: ADMIN.email, password: DEMO_PASSWORD },
    { role: 'artist' as const, email: ARTISTS[0]!.email, password: DEMO_PASSWORD },
    { role: 'venue' as const, email: VENUES[0]!.contact.email, password: DEMO_PASSWORD },
    { role: 'buyer' as const, email: BUYERS[0]!.email, password: DEMO_PASSWORD },
  ];

  for (const w of artworks) {
    const c = w.record.venue_commission;
    if (c < MIN_COMMISSION_PERCENT || c > MAX_COMMISSION_PERCENT)
      throw new Error(`bad commission on ${w.record.id}`);
    if (w.record.price_cents < MIN_PRICE_CENTS) throw new Error(`price under the minimum on ${w.record.id}`);
  }

  return { now: iso(now), artists, venues, artworks, orders, exhibitions, users, logins };
}

/**
 * The exhibitions behind the works on walls (issue 11), each replayed along the exhibition
 * lifecycle: requested -> accepted -> shipped -> on_display, and on to sold for a sold work (at its
 * order's payment). Who asked alternates. Each hanging work is held by its exhibition
 * (exhibition_id). Plus, so the demo pages show open requests: the demo venue asks for one of the
 * demo artist's available works, and the demo artist proposes another to the demo venue.
 */
function planExhibitions(
  artworks: PlannedArtwork[],
  orders: PlannedOrder[],
  artists: ArtistRecord[],
  venues: VenueRecord[],
  demoArtistId: string,
  now: number,
): PlannedExhibition[] {
  const HANGING: readonly ArtworkStatus[] = ['exhibited', 'reserved', 'sold'];
  const NOTES = {
    venue: 'Vi har en ljus vägg vid entrén som skulle passa verket fint.',
    artist: 'Jag tror att verket skulle trivas i er lokal. Hör av er om ni vill se fler bilder.',
  };
  const venueById = new Map(venues.map((v) => [v.id, v]));
  const artistById = new Map(artists.map((a) => [a.id, a]));
  const plan: PlannedExhibition[] = [];
  const make = (
    a: Omit<ArtworkRecord, 'images'>,
    venue: VenueRecord,
    requestedBy: 'venue' | 'artist',
    status: ExhibitionStatus,
    times: number[],
    message: string | null,
  ): ExhibitionRecord => {
    const path = pathTo(EXHIBITION_LIFECYCLE, status);
    const { version } = replayTransitions(EXHIBITION_LIFECYCLE, path);
    const artist = artistById.get(a.artist_id);
    const actor = (what: ExhibitionStatus): 'artist' | 'venue' | 'system' =>
      what === 'requested'
        ? requestedBy
        : what === 'accepted'
          ? requestedBy === 'venue'
            ? 'artist'
            : 'venue'
          : what === 'shipped'
            ? 'artist'
            : what === 'sold'
              ? 'system'
              : 'venue';
    const id = `exh-${a.id}`;
    const history = path.map((what, k) => {
      const by = actor(what);
      return {
        at: iso(times[k] as number),
        by: by === 'system' ? 'system' : by === 'artist' ? `artist:${a.artist_id}` : `venue:${venue.id}`,
        by_role: by,
        by_name: by === 'artist' ? (artist?.artist_name ?? null) : by === 'venue' ? venue.venue_name : null,
        what,
        note: what === 'requested' ? message : what === 'shipped' ? 'PostNord' : null,
      };
    });
    const at = (what: ExhibitionStatus) => {
      const k = path.indexOf(what);
      return k === -1 ? null : iso(times[k] as number);
    };
    return {
      entity: 'exhibition',
      id,
      artwork_id: a.id,
      venue_id: venue.id,
      artist_id: a.artist_id,
      requested_by: requestedBy,
      requested_by_user_id: requestedBy === 'artist' ? `artist:${a.artist_id}` : `venue:${venue.id}`,
      message,
      status,
      history,
      shipping_carrier: at('shipped') ? 'PostNord' : null,
      tracking_number: at('shipped') ? `PN${String(stableHash(id, 9)).toUpperCase()}SE` : null,
      shipped_at: at('shipped'),
      arrived_at: at('on_display'),
      reason: null,
      created_at: history[0]!.at,
      updated_at: history[history.length - 1]!.at,
      version,
    };
  };

  artworks
    .filter((w) => w.record.venue_id && HANGING.includes(w.record.status))
    .forEach((w, k) => {
      const a = w.record;
      const venue = venueById.get(a.venue_id as string) as VenueRecord;
      const order = orders.find((o) => o.record.artwork_id === a.id);
      const sold = a.status === 'sold' && order;
      const start = Date.parse(a.created_at);
      const end = sold ? Date.parse(order.record.paid_at) : Date.parse(a.updated_at);
      const span = Math.max(end - start, 4 * HOUR);
      const times = [0.1, 0.25, 0.45, 0.7].map((f) => start + f * span);
      if (sold) times.push(end);
      const requestedBy = k % 3 === 1 ? 'artist' : 'venue';
      const record = make(a, venue, requestedBy, sold ? 'sold' : 'on_display', times, NOTES[requestedBy]);
      a.exhibition_id = record.id;
      plan.push({ record });
    });

  // Open requests, so each side of the demo has one in and one out. The demo artist has a single
  // available work: the demo venue asks for it, and the demo artist also proposes it to a second
  // venue (another pair); another artist proposes a work to the demo venue.
  const [demoVenue, secondVenue] = venues as [VenueRecord, VenueRecord];
  const available = artworks
    .map((w) => w.record)
    .filter((a) => a.status === 'available')
    .sort((x, y) => x.id.localeCompare(y.id));
  const demoWork = available.find((a) => a.artist_id === demoArtistId);
  const otherWork = available.find((a) => a.artist_id !== demoArtistId);
  const open: [Omit<ArtworkRecord, 'images'> | undefined, VenueRecord, 'venue' | 'artist'][] = [
    [demoWork, demoVenue, 'venue'],
    [otherWork, demoVenue, 'artist'],
    [demoWork, secondVenue, 'artist'],
  ];
  open.forEach(([a, venue, requestedBy], k) => {
    if (!a) return;
    const when = now - (k + 1) * 26 * HOUR;
    const record = make(a, venue, requestedBy, 'requested', [when], NOTES[requestedBy]);
    // One exhibition id per artwork and venue pair.
    record.id = `exh-${a.id}-${venue.id}`;
    plan.push({ record });
  });
  return plan;
}

export type TableItem = Record<string, unknown>;

/** The table items of a plan, once every account has its Cognito sub (by email). */
export function buildItems(plan: SeedPlan, subByEmail: ReadonlyMap<string, string>): TableItem[] {
  const subOf = (email: string) => {
    const sub = subByEmail.get(email);
    if (!sub) throw new Error(`no account for ${email}`);
    return sub;
  };
  const items: TableItem[] = [];
  const ownerOf = new Map<string, string>();
  for (const u of plan.users) if (u.profile) ownerOf.set(`${u.profile.kind}:${u.profile.id}`, subOf(u.email));

  for (const u of plan.users) {
    const id = subOf(u.email);
    const record: UserRecord = {
      entity: 'user',
      id,
      email: u.email,
      first_name: u.first_name,
      last_name: u.last_name,
      role: u.role,
      language: u.language,
      email_verified: true,
      created_at: u.created_at,
      updated_at: u.created_at,
      version: 1,
    };
    // The demo admin is the one admin exempt from two-step login, by name (docs/decisions.md, Admin
    // MFA): the demo logins and the admin tests stay password-only; any other admin must set it up.
    const exempt = u.role === 'admin' ? { mfa_required: false } : {};
    items.push({ ...keys.user(id), ...userIndexKeys(record), ...record, ...exempt });
  }
  for (const a of plan.artists) {
    const record: ArtistRecord = { ...a, user_id: ownerOf.get(`artist:${a.id}`) ?? null };
    items.push({ ...keys.artist(a.id), ...artistIndexKeys(record), ...record });
  }
  // The demo artists hold the first early-access seats: sign-ups continue from the next one.
  const seats = plan.artists.map((a) => a.early_access_seat ?? 0);
  const counter: EarlyAccessCounterRecord = {
    entity: 'early_access_counter',
    taken: Math.max(0, ...seats),
    updated_at: plan.now,
  };
  items.push({ ...keys.earlyAccessCounter(), ...counter });
  for (const v of plan.venues) {
    const record: VenueRecord = { ...v, user_id: ownerOf.get(`venue:${v.id}`) ?? null };
    items.push({ ...keys.venue(v.id), ...venueIndexKeys(record), ...record });
  }
  for (const { record } of plan.artworks) {
    const stored: ArtworkRecord = {
      ...record,
      images: record.images.map(({ id, url, thumb_url, width, height, is_primary, sizes }) => ({
        id,
        url,
        thumb_url,
        width,
        height,
        is_primary,
        ...(sizes ? { sizes } : {}),
      })),
    };
    const isPublic = (PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(record.status);
    items.push({ ...keys.artwork(record.id), ...artworkIndexKeys({ ...stored, isPublic }), ...stored });
  }
  for (const o of plan.orders) {
    const buyerId = o.buyerAccountEmail ? subOf(o.buyerAccountEmail) : null;
    const record = { ...o.record, buyer_id: buyerId };
    items.push({ ...keys.order(record.id), ...orderIndexKeys(record), ...record });
  }
  // Exhibitions: the planned profiles (`artist:<id>`) become their accounts' ids.
  const accountOf = (actor: string) => (actor === 'system' ? actor : (ownerOf.get(actor) ?? actor));
  for (const { record: planned } of plan.exhibitions) {
    const record: ExhibitionRecord = {
      ...planned,
      requested_by_user_id: accountOf(planned.requested_by_user_id),
      history: planned.history.map((h) => ({ ...h, by: accountOf(h.by) })),
    };
    items.push({ ...keys.exhibition(record.id), ...exhibitionIndexKeys(record), ...record });
    // An open request holds its pair's guard (one open request per artwork and venue).
    if (record.status === 'requested')
      items.push({
        ...keys.openRequest(record.artwork_id, record.venue_id),
        entity: 'open_request',
        artwork_id: record.artwork_id,
        venue_id: record.venue_id,
        exhibition_id: record.id,
        created_at: record.created_at,
      });
  }
  // The admin's counters (shared/domain stats.ts), as the events would have left them: a one-off
  // backfill from the seeded records, written whole, so seeding again overwrites, never adds.
  items.push(
    ...statsBackfill(
      {
        orders: items.filter((i): i is TableItem & OrderRecord => i.entity === 'order'),
        artworks: new Map(plan.artworks.map(({ record }) => [record.id, record])),
        venues: new Map(plan.venues.map((v) => [v.id, v])),
        users: items.filter((i): i is TableItem & UserRecord => i.entity === 'user'),
        decisions: items.filter(
          (i): i is TableItem & ModerationDecisionRecord => i.entity === 'moderation_decision',
        ),
      },
      plan.now,
    ),
  );
  return items;
}
