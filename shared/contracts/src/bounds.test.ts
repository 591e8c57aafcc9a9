import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artworkListQuerySchema, MAX_PRICE_FILTER_EUR } from './artwork.ts';
import { MAX_CURSOR_LENGTH } from './pagination.ts';
import { isCleanText, TEXT_CHARACTERS_KEY, userText } from './text.ts';

const refused = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u202a',
  '\u2066',
  '\u2069',
  '\ud800',
  '\udfff',
];

describe('user text', () => {
  it('refuses a control, bidi or lone-surrogate character anywhere, with the text_characters key', () => {
    const schema = userText({ max: 200, multiline: true });
    fc.assert(
      fc.property(
        fc.string({ maxLength: 50 }),
        fc.constantFrom(...refused),
        fc.string({ maxLength: 50 }),
        (a, bad, b) => {
          const result = schema.safeParse(`x${a}${bad}${b}x`);
          expect(result.success).toBe(false);
          expect(
            result.error?.issues.some(
              (i) => (i as { params?: { key?: string } }).params?.key === TEXT_CHARACTERS_KEY,
            ),
          ).toBe(true);
        },
      ),
    );
  });

  it('takes any other text within its length, stores it in NFC, and allows line breaks only where asked', () => {
    const clean = fc
      .string({ unit: 'grapheme', maxLength: 60 })
      .filter((s) => isCleanText(s, { multiline: true }));
    fc.assert(
      fc.property(clean, (s) => {
        const result = userText({ max: 1000, multiline: true }).safeParse(s);
        expect(result.success).toBe(true);
        expect(result.data).toBe(s.trim().normalize('NFC'));
      }),
    );
    expect(userText({ max: 10 }).parse('A\u030a')).toBe('\u00c5');
    expect(userText({ max: 10 }).safeParse('a\nb').success).toBe(false);
    expect(userText({ max: 10, multiline: true }).safeParse('a\nb').success).toBe(true);
  });

  it('refuses anything longer than its maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 500 }), (max, extra) => {
        expect(userText({ max }).safeParse('a'.repeat(max + extra)).success).toBe(false);
        expect(userText({ max }).safeParse('a'.repeat(max)).success).toBe(true);
      }),
    );
  });
});

describe('artwork list query bounds', () => {
  it('refuses prices above the maximum (13+ digits, 1e300, beyond 2^53) and takes every price within it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: MAX_PRICE_FILTER_EUR + 1, noNaN: true }),
          fc.constantFrom(1e300, 2 ** 53 + 2, 1e13, Number.MAX_VALUE),
        ),
        fc.constantFrom('min_price', 'max_price'),
        (price, field) => {
          const result = artworkListQuerySchema.safeParse({ [field]: String(price) });
          expect(result.success).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE_FILTER_EUR }), (price) => {
        expect(artworkListQuerySchema.safeParse({ min_price: String(price) }).success).toBe(true);
      }),
    );
  });

  it('bounds limit, cursor, city and q', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 101 })), (limit) => {
        expect(artworkListQuerySchema.safeParse({ limit: String(limit) }).success).toBe(false);
      }),
    );
    expect(artworkListQuerySchema.safeParse({ cursor: 'a'.repeat(MAX_CURSOR_LENGTH + 1) }).success).toBe(
      false,
    );
    expect(artworkListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(artworkListQuerySchema.safeParse({ city: 'Malm\u202eö' }).success).toBe(false);
  });
});
