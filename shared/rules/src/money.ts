import {
  EARLY_ACCESS_ARTIST_LIMIT,
  EARLY_ACCESS_FEE_BPS,
  EARLY_ACCESS_MONTHS,
  MAX_COMMISSION_PERCENT,
  MIN_COMMISSION_PERCENT,
  PLATFORM_FEE_BPS,
} from './business.ts';

/*
 * The money rules the server and the browser both apply (the sale's split, the fee in force, the
 * VAT part): the artist's form computes exactly what the services store.
 */

/** Euros as the API speaks them (450, 382.5) to integer cents. Rounds half away from zero. */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError('amount must be a finite number');
  return Math.round(euros * 100 + (euros >= 0 ? 1e-9 : -1e-9));
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** Rounds amount * bps / 10000 half up, in integer arithmetic. */
function shareOf(amountCents: number, bps: number): number {
  return Math.floor((amountCents * bps + 5_000) / 10_000);
}

export interface SaleSplit {
  priceCents: number;
  venueCents: number;
  platformCents: number;
  artistCents: number;
}

/**
 * The split of a sale (docs/architecture.md §4): venue = round(P*c), platform = round(P*f),
 * artist = the rest, so the three parts always sum to the price.
 */
export function splitSale(
  priceCents: number,
  commissionPercent: number,
  platformFeeBps: number = PLATFORM_FEE_BPS,
): SaleSplit {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0)
    throw new RangeError('price must be whole cents, 0 or more');
  if (!isValidCommission(commissionPercent)) throw new RangeError('commission must be 0 to 15 percent');
  if (platformFeeBps !== PLATFORM_FEE_BPS && platformFeeBps !== EARLY_ACCESS_FEE_BPS)
    throw new RangeError('unknown platform fee');
  const venueCents = shareOf(priceCents, Math.round(commissionPercent * 100));
  const platformCents = shareOf(priceCents, platformFeeBps);
  return { priceCents, venueCents, platformCents, artistCents: priceCents - venueCents - platformCents };
}

export function isValidCommission(percent: number): boolean {
  return Number.isFinite(percent) && percent >= MIN_COMMISSION_PERCENT && percent <= MAX_COMMISSION_PERCENT;
}

/** Early access: the first EARLY_ACCESS_ARTIST_LIMIT artists to sign up hold a seat (1-based). */
export function isEarlyAccessSeat(seat: number | null | undefined): seat is number {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 && seat <= EARLY_ACCESS_ARTIST_LIMIT;
}

/** The end of an early-access artist's reduced fee: EARLY_ACCESS_MONTHS calendar months after sign-up (UTC). */
export function earlyAccessEndsAt(signedUpAt: string): string {
  const d = new Date(signedUpAt);
  if (Number.isNaN(d.getTime())) throw new RangeError('signedUpAt must be an ISO time');
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + EARLY_ACCESS_MONTHS);
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.toISOString();
}

/**
 * The platform fee in force for an artist at a time (the sale's): 3 % for an early-access seat
 * until its end, else 5 %. The split uses the fee at the time of sale.
 */
export function platformFeeBpsAt(
  artist: { early_access_seat?: number | null; created_at: string },
  at: string,
): number {
  return isEarlyAccessSeat(artist.early_access_seat) &&
    Date.parse(at) < Date.parse(earlyAccessEndsAt(artist.created_at))
    ? EARLY_ACCESS_FEE_BPS
    : PLATFORM_FEE_BPS;
}

/** The VAT part contained in a VAT-inclusive amount, e.g. 12 % VAT in 112.00 is 12.00. */
export function vatIncluded(amountCents: number, vatBps: number): number {
  return amountCents - Math.round((amountCents * 10_000) / (10_000 + vatBps));
}
