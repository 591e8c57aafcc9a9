import { describe, expect, it } from 'vitest';
import { artworkIdFromCode, normalizePickupCode } from './qr.ts';

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
  });
});
