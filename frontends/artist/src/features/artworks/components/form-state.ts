import type { Artwork, Category, CreateArtworkBody, Style } from '@konstvagg/contracts';
import {
  ARTWORK_TITLE_LIMITS,
  DEFAULT_COMMISSION_PERCENT,
  eurosToCents,
  isValidCommission,
  MAX_ARTWORK_IMAGES,
  MIN_PRICE_CENTS,
  type SaleSplit,
  type SizeCategory,
  sizeCategoryFor,
  splitSale,
} from '@konstvagg/rules';

/** One photo of the work, as POST /upload/artwork-image answered it. */
export interface FormImage {
  id?: string;
  url: string;
  thumb_url: string;
  width: number;
  height: number;
  /** The WebP sizes the upload made, kept so the public pages can offer each screen its size. */
  sizes?: { url: string; width: number; height: number }[];
}

/** What the inputs hold: text, so a half-typed number stays as typed. */
export interface FormValues {
  title: string;
  description: string;
  category: Category;
  style: Style;
  technique: string;
  year: string;
  price: string;
  width_cm: string;
  height_cm: string;
  depth_cm: string;
  venue_commission: string;
  images: FormImage[];
}

export type FieldName = Exclude<keyof FormValues, never>;

export function emptyValues(defaultCommission: number = DEFAULT_COMMISSION_PERCENT): FormValues {
  return {
    title: '',
    description: '',
    category: 'painting',
    style: 'abstract',
    technique: '',
    year: '',
    price: '',
    width_cm: '',
    height_cm: '',
    depth_cm: '',
    venue_commission: String(defaultCommission),
    images: [],
  };
}

export function valuesOf(artwork: Artwork): FormValues {
  return {
    title: artwork.title,
    description: artwork.description ?? '',
    category: artwork.category,
    style: artwork.style,
    technique: artwork.medium ?? '',
    year: artwork.year == null ? '' : String(artwork.year),
    price: String(artwork.price),
    width_cm: String(artwork.width_cm),
    height_cm: String(artwork.height_cm),
    depth_cm: artwork.depth_cm == null ? '' : String(artwork.depth_cm),
    venue_commission: String(artwork.venue_commission),
    images: artwork.images.map(({ id, url, thumb_url, width, height, sizes }) => ({
      id,
      url,
      thumb_url,
      width,
      height,
      ...(sizes?.length ? { sizes } : {}),
    })),
  };
}

/** A number as people type it in either language ("1 250,50" or "1250.50"); NaN when not one. */
export function parseNumber(text: string): number {
  const t = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return t === '' || !/^-?\d*\.?\d+$/.test(t) ? Number.NaN : Number(t);
}

/** The size band as the server will derive it, once both sides are numbers. */
export function sizeBandOf(values: FormValues): SizeCategory | null {
  const w = parseNumber(values.width_cm);
  const h = parseNumber(values.height_cm);
  return w > 0 && h > 0 ? sizeCategoryFor(w, h) : null;
}

/** The split the services will store for this price and commission under the fee in force. */
export function splitOf(values: FormValues, feeBps: number): SaleSplit | null {
  const price = parseNumber(values.price);
  const commission = parseNumber(values.venue_commission);
  if (!(price > 0) || !isValidCommission(commission)) return null;
  try {
    return splitSale(eurosToCents(price), commission, feeBps);
  } catch {
    return null;
  }
}

/**
 * What the split line under the price says: nothing to show until a price is typed; the
 * commission's range when it is outside it (a price is there, so asking for one would mislead);
 * else the split, flagged when the price is under the minimum the server will refuse.
 */
export type SplitPreview =
  { kind: 'pending' } | { kind: 'commission' } | { kind: 'split'; split: SaleSplit; belowMinimum: boolean };

export function splitPreviewOf(values: FormValues, feeBps: number): SplitPreview {
  const price = parseNumber(values.price);
  if (!(price > 0)) return { kind: 'pending' };
  if (!isValidCommission(parseNumber(values.venue_commission))) return { kind: 'commission' };
  const split = splitOf(values, feeBps);
  return split
    ? { kind: 'split', split, belowMinimum: split.priceCents < MIN_PRICE_CENTS }
    : { kind: 'pending' };
}

export type ErrorKey =
  'required' | 'titleLength' | 'minPrice' | 'number' | 'commission' | 'year' | 'images' | 'imagesMax';

/** The checks worth doing before the round trip; the server checks everything again. */
export function validate(values: FormValues): Partial<Record<FieldName, ErrorKey>> {
  const errors: Partial<Record<FieldName, ErrorKey>> = {};
  const title = values.title.trim();
  if (!title) errors.title = 'required';
  else if (title.length < ARTWORK_TITLE_LIMITS.min || title.length > ARTWORK_TITLE_LIMITS.max)
    errors.title = 'titleLength';
  const price = parseNumber(values.price);
  if (!values.price.trim()) errors.price = 'required';
  else if (Number.isNaN(price)) errors.price = 'number';
  else if (eurosToCents(price) < MIN_PRICE_CENTS) errors.price = 'minPrice';
  for (const side of ['width_cm', 'height_cm'] as const) {
    const n = parseNumber(values[side]);
    if (!values[side].trim()) errors[side] = 'required';
    else if (!(n > 0)) errors[side] = 'number';
  }
  if (values.depth_cm.trim() && !(parseNumber(values.depth_cm) >= 0)) errors.depth_cm = 'number';
  if (values.year.trim() && !/^\d{4}$/.test(values.year.trim())) errors.year = 'year';
  if (!isValidCommission(parseNumber(values.venue_commission))) errors.venue_commission = 'commission';
  if (values.images.length === 0) errors.images = 'images';
  else if (values.images.length > MAX_ARTWORK_IMAGES) errors.images = 'imagesMax';
  return errors;
}

/** The body of POST /artworks and PUT /artworks/{id}; the images in order, the primary first. */
export function bodyOf(values: FormValues): CreateArtworkBody {
  const depth = values.depth_cm.trim();
  const year = values.year.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    style: values.style,
    technique: values.technique.trim() || null,
    year: year ? Number(year) : null,
    price: parseNumber(values.price),
    width_cm: parseNumber(values.width_cm),
    height_cm: parseNumber(values.height_cm),
    depth_cm: depth ? parseNumber(depth) : null,
    venue_commission: parseNumber(values.venue_commission),
    images: values.images.map(({ id, url, thumb_url, width, height, sizes }) => ({
      ...(id ? { id } : {}),
      url,
      thumb_url,
      width,
      height,
      ...(sizes?.length ? { sizes } : {}),
    })),
  };
}

/** Moves one photo from one place to another (drag and drop, or the up/down buttons). */
export function moveImage(images: FormImage[], from: number, to: number): FormImage[] {
  if (from === to || from < 0 || to < 0 || from >= images.length || to >= images.length) return images;
  const next = images.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
