import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  emptyValues,
  moveImage,
  parseNumber,
  sizeBandOf,
  splitOf,
  validate,
  type FormValues,
} from './form-state.ts';

const image = (n: number) => ({
  url: `/media/a/${n}.webp`,
  thumb_url: `/media/a/${n}-t.webp`,
  width: 800,
  height: 600,
});
const filled = (over: Partial<FormValues> = {}): FormValues => ({
  ...emptyValues(10),
  title: 'Morgon över Slussen',
  price: '1 250,50',
  width_cm: '50',
  height_cm: '70',
  images: [image(1)],
  ...over,
});

describe('the artwork form state', () => {
  it('reads numbers typed the Swedish or the English way', () => {
    expect(parseNumber('1 250,50')).toBe(1250.5);
    expect(parseNumber('1250.50')).toBe(1250.5);
    expect(parseNumber('12a')).toBeNaN();
    expect(parseNumber('')).toBeNaN();
  });

  it('derives the size band from the longer side as the server does', () => {
    expect(sizeBandOf(filled({ width_cm: '40', height_cm: '30' }))).toBe('S');
    expect(sizeBandOf(filled({ width_cm: '41', height_cm: '30' }))).toBe('M');
    expect(sizeBandOf(filled({ width_cm: '50', height_cm: '121' }))).toBe('XL');
    expect(sizeBandOf(filled({ width_cm: '', height_cm: '121' }))).toBeNull();
  });

  it('splits the price into parts that add up to it, under the fee in force', () => {
    const split = splitOf(filled({ price: '1000', venue_commission: '10' }), 500)!;
    expect(split).toEqual({
      priceCents: 100_000,
      venueCents: 10_000,
      platformCents: 5_000,
      artistCents: 85_000,
    });
    const early = splitOf(filled({ price: '1000', venue_commission: '10' }), 300)!;
    expect(early.artistCents).toBe(87_000);
    expect(splitOf(filled({ venue_commission: '16' }), 500)).toBeNull();
  });

  it('names the fields to fix before saving', () => {
    expect(validate(filled())).toEqual({});
    const errors = validate(filled({ title: 'x', price: '49,99', venue_commission: '16', images: [] }));
    expect(errors).toEqual({
      title: 'titleLength',
      price: 'minPrice',
      venue_commission: 'commission',
      images: 'images',
    });
  });

  it('sends numbers, nulls for empty optional fields and the photos in order', () => {
    const body = bodyOf(filled({ images: [image(2), image(1)] }));
    expect(body).toMatchObject({
      price: 1250.5,
      width_cm: 50,
      height_cm: 70,
      depth_cm: null,
      year: null,
      technique: null,
      venue_commission: 10,
    });
    expect(body.images.map((i) => i.url)).toEqual(['/media/a/2.webp', '/media/a/1.webp']);
  });

  it("sends each photo's responsive sizes when the upload gave some, and none otherwise", () => {
    const sizes = [
      { url: '/media/a/1-320.webp', width: 320, height: 240 },
      { url: '/media/a/1.webp', width: 800, height: 600 },
    ];
    const body = bodyOf(filled({ images: [{ ...image(1), sizes }, image(2)] }));
    expect(body.images[0]!.sizes).toEqual(sizes);
    expect(body.images[1]).not.toHaveProperty('sizes');
  });

  it('moves a photo, and ignores a move off either end', () => {
    const three = [image(1), image(2), image(3)];
    expect(moveImage(three, 2, 0).map((i) => i.url)).toEqual([
      '/media/a/3.webp',
      '/media/a/1.webp',
      '/media/a/2.webp',
    ]);
    expect(moveImage(three, 0, -1)).toBe(three);
  });
});
