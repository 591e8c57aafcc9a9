import { describe, expect, it } from 'vitest';
import { arrivalCodeOf, formatArrivalCode } from '@konstvagg/domain';
import { artworkIdFromCode, namesArtwork, normalizePickupCode } from './qr.ts';

describe('what a scanned or typed code names', () => {
  it('reads the artwork id from the label URL on any origin, or a typed id', () => {
    expect(artworkIdFromCode('https://konstvagg.se/artworks/art-007?src=qr')).toBe('art-007');
    expect(artworkIdFromCode('http://localhost:8121/artworks/3f2a-b9/')).toBe('3f2a-b9');
    expect(artworkIdFromCode('/artworks/art-007#top')).toBe('art-007');
    expect(artworkIdFromCode('  art-007 ')).toBe('art-007');
  });

  it('names nothing for other text', () => {
    expect(artworkIdFromCode('https://konstvagg.se/artists/artist-01')).toBeNull();
    expect(artworkIdFromCode('https://konstvagg.se/artworks/art-007/label')).toBeNull();
    expect(artworkIdFromCode('två ord')).toBeNull();
    expect(artworkIdFromCode('')).toBeNull();
  });

  it('compares pickup codes without case, spaces or dashes, also inside a URL', () => {
    expect(normalizePickupCode(' kv7q-2mxp ')).toBe('KV7Q2MXP');
    expect(normalizePickupCode('https://konstvagg.se/pickup?code=KV7Q-2MXP')).toBe('KV7Q2MXP');
    expect(normalizePickupCode('https://konstvagg.se/pickup/KV7Q2MXP')).toBe('KV7Q2MXP');
    // Copied from a page that prints the code with a non-breaking hyphen (U+2011), or an en dash.
    expect(normalizePickupCode('KV7Q‑2MXP')).toBe('KV7Q2MXP');
    expect(normalizePickupCode('KV7Q – 2MXP')).toBe('KV7Q2MXP');
  });
});

describe('the arrival code', () => {
  it('names its artwork typed in any case, with or without spaces and dashes; another work’s does not', () => {
    const id = '3b1f0c2e-7d1a-4f59-9a57-0b0f6f3c2a11';
    const code = arrivalCodeOf(id);
    expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
    const printed = formatArrivalCode(code);
    expect(printed).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    for (const typed of [printed, code, printed.toLowerCase(), ` ${code.slice(0, 4)} ${code.slice(4)} `])
      expect(namesArtwork(typed, id), typed).toBe(true);
    expect(namesArtwork(formatArrivalCode(arrivalCodeOf('art-007')), id)).toBe(false);
    // The QR's URL and the id keep working.
    expect(namesArtwork(`https://konstvagg.se/artworks/${id}?src=qr`, id)).toBe(true);
    expect(namesArtwork(id, id)).toBe(true);
  });

  it('spreads: a thousand works have a thousand codes', () => {
    const codes = new Set(Array.from({ length: 1000 }, (_, i) => arrivalCodeOf(`art-${i}`)));
    expect(codes.size).toBe(1000);
  });
});
