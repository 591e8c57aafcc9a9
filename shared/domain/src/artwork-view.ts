import { centsToEuros, LIST_CURRENCY } from '@konstvagg/rules';
import { PUBLIC_ARTWORK_STATUSES, type Artwork, type LocalPrice } from '@konstvagg/contracts';
import { convertFromList, type Market } from './markets.ts';
import type { ArtworkRecord } from './records.ts';

/**
 * How the API shows a stored artwork (the catalog's reads, the artist studio and the admin queue
 * all answer with it), so every service shows the same fields the same way.
 */
const PUBLIC_ARTWORK_STATUSES_SET: ReadonlySet<string> = new Set(PUBLIC_ARTWORK_STATUSES);

/**
 * The list price (cents) in the market's currency at a rate (issue 40), as the marketplace shows it
 * beside the euro price: what checkout would charge at that rate. null when the market pays in the
 * list currency or when there is no usable rate (the caller passes null for a missing or stale
 * one: a price is never converted at a guessed rate).
 */
export function localPriceOf(
  listCents: number,
  market: Pick<Market, 'currency' | 'minorUnits' | 'roundingMinor'>,
  rate: { rate: number; date: string } | null,
): LocalPrice | null {
  if (!rate || market.currency.toUpperCase() === LIST_CURRENCY) return null;
  const minor = convertFromList(listCents, market, rate.rate);
  return {
    amount: minor / 10 ** market.minorUnits,
    currency: market.currency,
    rate: rate.rate,
    rate_date: rate.date,
  };
}

/**
 * A stored artwork as the API shows it: euros instead of cents, the primary image, where it hangs.
 * `localPrice` (the marketplace's reads) adds the price in the buyer's currency; without it the
 * view has no `local_price` at all (the studio, the admin queue).
 */
export function toArtworkView(r: ArtworkRecord, localPrice?: LocalPrice | null): Artwork {
  const primary = r.images.find((i) => i.is_primary) ?? r.images[0];
  const price = centsToEuros(r.price_cents);
  return {
    id: r.id,
    title: r.title,
    description: r.description ?? '',
    category: r.category,
    style: r.style,
    price,
    price_eur: price,
    width_cm: r.width_cm,
    height_cm: r.height_cm,
    size_category: r.size_category,
    status: r.status,
    venue_commission: r.venue_commission,
    artist_id: r.artist_id,
    artist_name: r.artist_name || 'Unknown artist',
    images: r.images,
    primary_image: primary?.url ?? null,
    city: r.city ?? null,
    currentLocation:
      r.venue_id && r.venue_name
        ? { venue_id: r.venue_id, venue_name: r.venue_name, city: r.city ?? '' }
        : null,
    year: r.year ?? null,
    medium: r.medium ?? null,
    depth_cm: r.depth_cm ?? null,
    created_at: r.created_at,
    updated_at: r.updated_at,
    ...(localPrice === undefined ? {} : { local_price: localPrice }),
  };
}

export const isPublicStatus = (status: string) => PUBLIC_ARTWORK_STATUSES_SET.has(status);

/** Whether anyone may see the work: a public status, and not hidden by its artist's suspension. */
export const isPublicArtwork = (r: { status: string; hidden_reason?: string | null }) =>
  isPublicStatus(r.status) && !r.hidden_reason;

/** The artwork as its own artist (or an admin) reads it: with why it was sent back and when it entered review. */
export function toOwnerArtworkView(r: ArtworkRecord): Artwork {
  return {
    ...toArtworkView(r),
    rejection_reason: r.rejection_reason ?? null,
    submitted_at: r.submitted_at ?? null,
  };
}
