import { describe, expect, it } from 'vitest';
import { instagramLink, webLink } from './links.ts';

describe('outside links', () => {
  it('normalises websites', () => {
    expect(webLink('https://www.example.se/')).toEqual({
      href: 'https://www.example.se/',
      label: 'example.se',
    });
    expect(webLink('example.se/konst')).toEqual({
      href: 'https://example.se/konst',
      label: 'example.se/konst',
    });
    expect(webLink('  ')).toBeNull();
    expect(webLink('javascript:alert(1)')).toBeNull();
  });

  it('turns handles and URLs into Instagram links', () => {
    expect(instagramLink('@anna.art')).toEqual({
      href: 'https://www.instagram.com/anna.art/',
      label: '@anna.art',
    });
    expect(instagramLink('anna_art')?.label).toBe('@anna_art');
    expect(instagramLink('https://instagram.com/anna_art?x=1')?.href).toBe(
      'https://www.instagram.com/anna_art/',
    );
    expect(instagramLink('not a handle')).toBeNull();
  });
});
