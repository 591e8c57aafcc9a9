// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LanguageProvider } from '@konstvagg/ui';
import { canonicalHref, useDocumentMeta, useSocialMeta, type SocialMeta } from './useDocumentMeta.ts';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.title = '';
});

const loc = (pathname: string, search = '') => ({ origin: 'https://konstvagg.se', pathname, search });

describe('canonicalHref', () => {
  it('keeps the path and its filters and drops QR markers and paging', () => {
    expect(canonicalHref('sv', loc('/artworks', '?category=painting&src=qr&page=3'))).toBe(
      'https://konstvagg.se/artworks?category=painting',
    );
    expect(canonicalHref('en', loc('/artworks/aw-1', '?src=qr'))).toBe('https://konstvagg.se/artworks/aw-1');
  });

  it('names the language shown when the address is one language version', () => {
    expect(canonicalHref('sv', loc('/artworks', '?lang=en&category=painting'))).toBe(
      'https://konstvagg.se/artworks?category=painting&lang=sv',
    );
  });
});

const SOCIAL: SocialMeta = {
  type: 'product',
  title: 'Morgon, Elsa Berg',
  description: 'An oil painting.',
  image: '/api/v1/artworks/aw-1/og-image?lang=en',
  imageAlt: 'Morgon, painting by Elsa Berg',
  path: '/artworks/aw-1',
};

function Page({ title, social }: { title: string; social?: SocialMeta }) {
  useDocumentMeta(title, `${title}: description`);
  useSocialMeta(social ?? null);
  return null;
}

function renderAt(path: string, ui: React.ReactNode, language: 'sv' | 'en' = 'en') {
  return render(
    <LanguageProvider initial={language}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </LanguageProvider>,
  );
}

const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);

describe('useDocumentMeta', () => {
  it('sets title, description and canonical while the page is shown, and removes them after', () => {
    const { unmount } = renderAt('/about', <Page title="About us" />);
    expect(document.title).toBe('About us | Konstvägg');
    expect(attr('meta[name="description"]', 'content')).toBe('About us: description');
    expect(attr('link[rel="canonical"]', 'href')).toBe(
      `${window.location.origin}${window.location.pathname}`,
    );
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('keeps the newest page title when an older instance unmounts later', () => {
    document.title = 'Konstvägg';
    const older = renderAt('/privacy', <Page title="Privacy" />);
    const newer = renderAt('/privacy', <Page title="Privacy" />);
    older.unmount();
    expect(document.title).toBe('Privacy | Konstvägg');
    newer.unmount();
    expect(document.title).toBe('Konstvägg');
  });

  it('writes the canonical in the current language on a language address', () => {
    window.history.replaceState(null, '', '/about?lang=en');
    renderAt('/about?lang=en', <Page title="Om oss" />, 'sv');
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/about?lang=sv`);
    window.history.replaceState(null, '', '/');
  });
});

describe('useSocialMeta', () => {
  it('sets Open Graph and Twitter card tags with absolute addresses, and removes them after', () => {
    const { unmount } = renderAt('/artworks/aw-1', <Page title="Morgon" social={SOCIAL} />);
    expect(attr('meta[property="og:title"]', 'content')).toBe(SOCIAL.title);
    expect(attr('meta[property="og:description"]', 'content')).toBe(SOCIAL.description);
    expect(attr('meta[property="og:image"]', 'content')).toBe(
      `${window.location.origin}/api/v1/artworks/aw-1/og-image?lang=en`,
    );
    expect(attr('meta[property="og:url"]', 'content')).toBe(`${window.location.origin}/artworks/aw-1`);
    expect(attr('meta[property="og:image:width"]', 'content')).toBe('1200');
    expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    unmount();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('meta[name^="twitter:"]')).toBeNull();
  });
});

describe('a page the server rendered', () => {
  it('takes over its head: the tags go with the page, the title and description fall back to the site defaults', () => {
    document.head.innerHTML = [
      '<title data-default="Konstvägg">Morgon, Elsa Berg | Konstvägg</title>',
      '<meta name="description" content="An oil painting." data-default="Original art in Sweden." />',
      '<meta property="og:title" content="Morgon, Elsa Berg" data-ssr />',
      '<link rel="canonical" href="https://konstvagg.se/artworks/aw-1" data-ssr />',
    ].join('');
    const { unmount } = renderAt('/artworks/aw-1', <Page title="Morgon, Elsa Berg" social={SOCIAL} />);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    unmount();
    expect(document.title).toBe('Konstvägg');
    expect(attr('meta[name="description"]', 'content')).toBe('Original art in Sweden.');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
