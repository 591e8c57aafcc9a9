import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { alternateHref, SERVER_HEAD_ATTR, useLanguage, useServerHead } from '@konstvagg/ui';
import type { Language } from '@konstvagg/i18n';

const SITE = 'Konstvägg';

/** Query parameters that never make another page (a QR scan marker, a page cursor). */
const NOT_CANONICAL = ['src', 'cursor', 'page'];

/**
 * This page's canonical address: its path and meaningful query (filters stay; QR markers and paging
 * go). An address in one language (`?lang=`, what the hreflang alternates point at) is canonical in
 * the language shown, so it is rewritten when the language changes; an address without `lang` is the
 * x-default page and canonical as it is (a canonical pointing at another hreflang address would
 * tell search engines to drop this one).
 */
export function canonicalHref(
  language: Language,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string {
  const params = new URLSearchParams(location.search);
  const inLanguage = params.has('lang');
  for (const name of NOT_CANONICAL) params.delete(name);
  const search = params.toString();
  return alternateHref(inLanguage ? language : 'x-default', {
    ...location,
    search: search ? `?${search}` : '',
  });
}

/**
 * The head element `selector` names, made if missing. One the server wrote for this page
 * (SERVER_HEAD_ATTR) counts as created here: it goes when the page goes, like one made here.
 */
function headElement<T extends HTMLElement>(selector: string, create: () => T): { el: T; created: boolean } {
  const found = document.head.querySelector<T>(selector);
  if (found) return { el: found, created: found.hasAttribute(SERVER_HEAD_ATTR) };
  const el = create();
  document.head.appendChild(el);
  return { el, created: true };
}

/**
 * A value several mounted pages may claim at once (a page that remounts, or one that mounts before
 * the last one's cleanup ran): the newest claim shows, and when every claim is gone the value from
 * before the first one comes back. Restoring "whatever was there at mount" instead would let an
 * old instance's cleanup wipe a newer page's title.
 */
function claimStack(read: () => string | null, write: (value: string | null) => void) {
  const claims: { value: string }[] = [];
  let base: string | null = null;
  return {
    push(value: string): () => void {
      if (claims.length === 0) base = read();
      const claim = { value };
      claims.push(claim);
      write(value);
      return () => {
        const i = claims.indexOf(claim);
        if (i >= 0) claims.splice(i, 1);
        write(claims.length ? claims[claims.length - 1]!.value : base);
      };
    },
  };
}

/** A value the server rendered for this page keeps the site's default beside it (data-default). */
function siteDefault(el: Element | null, current: string | null): string | null {
  return el?.getAttribute('data-default') ?? current;
}

const titles = claimStack(
  () => siteDefault(document.head.querySelector('title'), document.title),
  (value) => {
    document.title = value ?? SITE;
  },
);

const descriptions = claimStack(
  () => {
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    return siteDefault(meta, meta?.content ?? null);
  },
  (value) => {
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (value === null) {
      meta?.remove();
      return;
    }
    headElement('meta[name="description"]', () => {
      const m = document.createElement('meta');
      m.name = 'description';
      return m;
    }).el.content = value;
  },
);

/**
 * Sets document.title and the meta description while a page is shown, and puts the previous ones
 * back when it goes (the shell may own defaults). It also sets the canonical link to this page in
 * the current language, rewritten when the language or the address changes.
 */
export function useDocumentMeta(heading: string | null, description: string | null): void {
  // A heading may carry soft hyphens where a long Swedish word may break; a tab or a link preview
  // shows the plain word.
  const title = heading === null ? null : heading.replaceAll('\u00ad', '');
  const { language } = useLanguage();
  const { pathname, search } = useLocation();
  const server = useServerHead();
  if (server) {
    // Rendered on the server: effects never run there, the renderer writes these into the head.
    if (title !== null) server.title = title.includes(SITE) ? title : `${title} | ${SITE}`;
    if (description !== null) server.description = description;
    // A page prerendered at build time knows no host: the browser adds its canonical (below).
    if (server.origin)
      server.tags.push({
        kind: 'link',
        rel: 'canonical',
        href: canonicalHref(language, { origin: server.origin, pathname, search }),
      });
  }

  useEffect(() => {
    if (title === null) return;
    return titles.push(title.includes(SITE) ? title : `${title} | ${SITE}`);
  }, [title]);

  useEffect(() => {
    if (description === null) return;
    return descriptions.push(description);
  }, [description]);

  useEffect(() => {
    // The shell points the hreflang alternates at each page; the canonical is this page's, so it
    // goes when the page goes (a shell page such as /login must not keep another page's).
    const { el: link, created } = headElement('link[rel="canonical"]', () => {
      const l = document.createElement('link');
      l.rel = 'canonical';
      return l;
    });
    link.href = canonicalHref(language, window.location);
    return () => {
      if (created) link.remove();
    };
  }, [language, pathname, search]);
}

export interface SocialMeta {
  type: 'website' | 'product' | 'profile';
  title: string;
  description: string;
  /** Site-relative or absolute address of a 1200x630 image. */
  image: string;
  imageAlt: string;
  /** The page's path; og:url is its canonical address. */
  path: string;
}

/** The Open Graph and Twitter card tags of a shared page, for the head (browser) or the server's HTML. */
function socialTags(
  meta: SocialMeta,
  language: Language,
  origin: string,
): [attr: 'property' | 'name', name: string, content: string][] {
  const absolute = (href: string) => new URL(href, origin).href;
  return [
    ['property', 'og:site_name', SITE],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', canonicalHref(language, { origin, pathname: meta.path, search: '' })], // x-default
    ['property', 'og:locale', language === 'sv' ? 'sv_SE' : 'en_GB'],
    ['property', 'og:image', absolute(meta.image)],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', meta.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', absolute(meta.image)],
    ['name', 'twitter:image:alt', meta.imageAlt],
  ];
}

/** Open Graph and Twitter card tags for a page that is shared (an artwork); removed when it goes. */
export function useSocialMeta(meta: SocialMeta | null): void {
  const { language } = useLanguage();
  const server = useServerHead();
  if (server && meta) {
    for (const [attr, key, content] of socialTags(meta, language, server.origin))
      server.tags.push({ kind: 'meta', attr, key, content });
  }
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!meta) return;
    const added = socialTags(meta, language, window.location.origin).map(([attr, name, content]) => {
      const { el, created } = headElement(`meta[${attr}="${name}"]`, () => {
        const m = document.createElement('meta');
        m.setAttribute(attr, name);
        return m;
      });
      const previous = el.content;
      el.content = content;
      return { el, created, previous };
    });
    return () => {
      for (const { el, created, previous } of added) {
        if (created) el.remove();
        else el.content = previous;
      }
    };
    // `key` stands for the fields of `meta`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, language]);
}
