// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Artwork } from '@konstvagg/contracts';
import { testArtwork } from '../../../../shared/ui/src/artwork/fixtures.test-helpers.ts';
import { testArtist, testVenue } from '../../../marketplace/src/common/profiles/fixtures.test-helpers.ts';
import {
  fillTemplate,
  INLINED_STYLESHEET_TYPE,
  landingLanguage,
  renderLanding,
  type LandingRequest,
} from './render.tsx';
import { SERVER_STATE_ID, serializeServerState } from '../app/server-state.ts';
import { ServerHead } from '@konstvagg/ui';

/** The shell's index.html as vite builds it: what the renderer fills. */
const TEMPLATE = `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Konstvägg: original art."
    />
    <title>Konstvägg</title>
    <script type="module" crossorigin src="/assets/entry.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/shell-a.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const work = testArtwork({
  id: 'aw-1',
  title: 'Morgon över <Riddarfjärden>',
  status: 'exhibited',
  price: 4500,
  artist_name: 'Elsa Berg',
});

/** The API as the renderer reads it: this test stands in for GET /artworks/{id} and GET /artworks. */
const asked: string[] = [];
function request(over: Partial<LandingRequest> = {}): LandingRequest {
  return {
    url: 'https://konstvagg.se/artworks/aw-1?src=qr',
    template: TEMPLATE,
    stylesheets: {
      artwork: ['/remotes/marketplace/assets/ArtworkDetailPage-x.css'],
      browse: ['/remotes/marketplace/assets/ArtworksBrowsePage-x.css'],
      home: ['/remotes/marketplace/assets/HomePage-x.css'],
    },
    api: (path) => {
      asked.push(path);
      if (path === '/artworks/aw-1') return Promise.resolve({ artwork: work as Artwork });
      if (path.startsWith('/artworks?'))
        return Promise.resolve({
          artworks: [work, { ...work, id: 'aw-2', title: 'Blå timme' }],
          pagination: { hasMore: true, nextCursor: 'c2' },
        });
      return Promise.resolve(null);
    },
    ...over,
  };
}

describe('the home page prerendered at build time', () => {
  it('shows the headline it is built with, in its language, with no host-bound tags, and hands the headline to the browser', async () => {
    const answer = await renderLanding(
      request({
        url: 'https://prerender.invalid/',
        origin: '',
        acceptLanguage: 'en',
        heroVariant: 'C',
        api: () => Promise.reject(new Error('no API at build time')),
      }),
    );
    expect(answer.kind).toBe('page');
    if (answer.kind !== 'page') return;
    expect(answer.page).toBe('home');
    expect(answer.html).toContain('<html lang="en"');
    expect(answer.html).toContain('data-hero-variant="C"');
    expect(answer.html).toContain('>Fall for a painting over coffee. Take it home this week.</h1>');
    expect(answer.html).toContain('href="/remotes/marketplace/assets/HomePage-x.css"');
    // No host at build time: no canonical (the browser adds it), nothing pointing at prerender.invalid.
    expect(answer.html).not.toContain('rel="canonical"');
    expect(answer.html).not.toContain('prerender.invalid');
    // The featured works load in the browser: their placeholders are in the page.
    expect(answer.html).toContain('kv-artwork-card--skeleton');
    const state = JSON.parse(/id="kv-ssr">([^<]*)</.exec(answer.html)![1]!) as {
      queries: { queries: { queryKey: unknown; state: { data: unknown } }[] };
    };
    expect(state.queries.queries).toEqual([
      expect.objectContaining({
        queryKey: ['home', 'heroVariant'],
        state: expect.objectContaining({ data: 'C' }),
      }),
    ]);
  });

  it('is not rendered without a headline', async () => {
    const answer = await renderLanding(request({ url: 'https://konstvagg.se/' }));
    expect(answer).toEqual({ kind: 'pass', reason: 'nothing to show' });
  });
});

describe('the QR landing page rendered on the server', () => {
  it('holds the work, its price and Buy, in the language asked for, and the state to hydrate from', async () => {
    const answer = await renderLanding(request({ acceptLanguage: 'sv-SE,sv;q=0.9' }));
    expect(answer.kind).toBe('page');
    if (answer.kind !== 'page') return;
    const { html } = answer;
    expect(answer.language).toBe('sv');
    // Its scripts start once the picture is shown (the shell's start script reads the mark).
    expect(html).toContain('<html lang="sv" data-kv-scripts-after-picture');
    expect(html).toContain('<h1 class="mp-detail__title">Morgon över &lt;Riddarfjärden&gt;</h1>');
    expect(html).toMatch(/4\s500\s€/u);
    expect(html).toContain('Köp nu');
    expect(html).toContain('href="/checkout/aw-1"');
    // The head: title and description of the work, Open Graph, the main picture's preload, the stylesheets.
    expect(html).toContain(
      '<title data-default="Konstvägg">Morgon över &lt;Riddarfjärden&gt;, Elsa Berg | Konstvägg</title>',
    );
    expect(html).toMatch(
      /<meta name="description" content="Morgon över &lt;Riddarfjärden&gt; av Elsa Berg[^"]*" data-default="Konstvägg: original art\."/,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Morgon över &lt;Riddarfjärden&gt;, Elsa Berg" data-ssr />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://konstvagg.se/artworks/aw-1" data-ssr />',
    );
    expect(html).toContain('<meta property="og:locale" content="sv_SE" data-ssr />');
    expect(html).toContain('<link rel="canonical" href="https://konstvagg.se/artworks/aw-1" data-ssr />');
    expect(html).toMatch(/<link rel="preload" href="[^"]+" as="image" fetchpriority="high" data-ssr \/>/);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/remotes/marketplace/assets/ArtworkDetailPage-x.css" />',
    );
    // The state: the language and the work under the query key the page reads.
    const state = JSON.parse(
      new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`).exec(html)![1]!,
    );
    expect(state.language).toBe('sv');
    expect(state.queries.queries[0].queryKey).toEqual(['artworks', 'detail', 'aw-1']);
    expect(state.queries.queries[0].state.data.title).toBe('Morgon över <Riddarfjärden>');
    // A guest's header: sign-in buttons, no account menu.
    expect(html).toContain('Logga in');
  });

  it("holds the artist's card and where the work hangs, so the browser asks the API for nothing more", async () => {
    asked.length = 0;
    const artist = testArtist({ id: 'ar-1', artist_name: 'Elsa Berg', city: 'Uppsala' });
    const venue = testVenue({ id: 've-1', venue_name: 'Café Pascal', address: 'Norrtullsgatan 4' });
    const answer = await renderLanding(
      request({
        acceptLanguage: 'sv',
        api: (path) => {
          asked.push(path);
          if (path === '/artworks/aw-1') return Promise.resolve({ artwork: work as Artwork });
          if (path === '/artists/ar-1') return Promise.resolve({ artist });
          if (path === '/venues/ve-1') return Promise.resolve({ venue });
          return Promise.resolve(null);
        },
      }),
    );
    if (answer.kind !== 'page') throw new Error(`rendered ${answer.kind}`);
    expect(asked.sort()).toEqual(['/artists/ar-1', '/artworks/aw-1', '/venues/ve-1']);
    const text = answer.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    // The artist card, and the venue's address and today's hours.
    expect(answer.html).toContain('id="mp-artist"');
    expect(text).toContain('Uppsala');
    expect(text).toContain('Norrtullsgatan 4, 116 46 Stockholm');
    expect(text).toContain('Öppet nu');
    const state = JSON.parse(/id="kv-ssr">([^<]*)</.exec(answer.html)![1]!) as {
      queries: { queries: { queryKey: unknown[] }[] };
    };
    expect(state.queries.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ['artworks', 'detail', 'aw-1'],
        ['artists', 'detail', 'ar-1'],
        ['venues', 'detail', 've-1'],
      ]),
    );

    // Without them (the API failed, or the profile is gone) the page is still the work's, with Buy.
    const bare = await renderLanding(
      request({
        api: (path) =>
          path === '/artworks/aw-1'
            ? Promise.resolve({ artwork: work as Artwork })
            : Promise.reject(new Error('API down')),
      }),
    );
    if (bare.kind !== 'page') throw new Error(`rendered ${bare.kind}`);
    expect(bare.html).toContain('href="/checkout/aw-1"');
    expect(bare.html).not.toContain('id="mp-artist"');
  });

  it("preloads the main picture at a phone's size when the work has responsive sizes", async () => {
    const sized = {
      ...work,
      images: work.images.map((img) => ({
        ...img,
        sizes: [
          { url: '/media/aw-1/thumb.jpg', width: 360, height: 480 },
          { url: '/media/aw-1/medium.webp', width: 600, height: 800 },
          { url: img.url, width: img.width, height: img.height },
        ],
      })),
    };
    const answer = await renderLanding(
      request({
        api: (path) => Promise.resolve(path === '/artworks/aw-1' ? { artwork: sized as Artwork } : null),
      }),
    );
    if (answer.kind !== 'page') throw new Error(`rendered ${answer.kind}`);
    const srcset = `/media/aw-1/thumb.jpg 360w, /media/aw-1/medium.webp 600w, ${work.images[0]!.url} 1200w`;
    const preload = /<link rel="preload"[^>]*>/.exec(answer.html)![0];
    expect(preload).toContain(`imagesrcset="${srcset}"`);
    expect(preload).toMatch(/imagesizes="\(min-width: 56rem\) [^"]+, calc\(100vw - 4rem\)"/);
    // The picture itself offers the same sizes (React writes the attribute as `srcSet`).
    const img = /<img[^>]*fetchPriority="high"[^>]*>/.exec(answer.html)![0];
    expect(img).toContain(`srcSet="${srcset}"`);
    expect(img).toContain('sizes="(min-width: 56rem)');
  });

  it('puts the stylesheets first in the head, and inline those the build gave the text of', async () => {
    const linked = await renderLanding(request());
    if (linked.kind !== 'page') throw new Error(`rendered ${linked.kind}`);
    // Without their text: linked, the shell's first, all before the shell's scripts.
    const order = (html: string) =>
      [
        ...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>|<script type="(?:kv-)?module"/g),
      ].map((m) =>
        m[1]
          ? `${m[1]}${m[0].includes(`type="${INLINED_STYLESHEET_TYPE}"`) ? ' (not fetched)' : ''}`
          : 'script',
      );
    expect(order(linked.html)).toEqual([
      '/assets/shell-a.css',
      '/remotes/marketplace/assets/ArtworkDetailPage-x.css',
      'script',
    ]);
    expect(linked.html).not.toContain('<style>');

    const inlined = await renderLanding(
      request({
        styles: {
          '/assets/shell-a.css': '.shell{color:red}',
          '/remotes/marketplace/assets/ArtworkDetailPage-x.css': '.mp-detail{margin:0}',
        },
      }),
    );
    if (inlined.kind !== 'page') throw new Error(`rendered ${inlined.kind}`);
    // In the page, in the same order; the links stay, of a type no browser fetches, so the app's
    // chunk loader finds them and does not fetch the sheets again.
    expect(inlined.html).toContain('<style>.shell{color:red}\n.mp-detail{margin:0}</style>');
    expect(order(inlined.html)).toEqual([
      '/assets/shell-a.css (not fetched)',
      '/remotes/marketplace/assets/ArtworkDetailPage-x.css (not fetched)',
      'script',
    ]);
    // A sheet that could close the <style> early stays a link.
    const unsafe = await renderLanding(
      request({ styles: { '/assets/shell-a.css': 'a{}</style><script>alert(1)</script>' } }),
    );
    if (unsafe.kind !== 'page') throw new Error(`rendered ${unsafe.kind}`);
    expect(unsafe.html).not.toContain('alert(1)');
    expect(order(unsafe.html)[0]).toBe('/assets/shell-a.css');
  });

  it("preloads the page's scripts and its language's messages, once each, after the shell's own", async () => {
    const preloads = {
      common: ['/assets/entry.js', '/assets/loader.js', '/remotes/marketplace/remoteEntry.js'],
      pages: {
        artwork: ['/remotes/marketplace/assets/ArtworkDetailPage-x.js', '/assets/loader.js'],
        browse: ['/remotes/marketplace/assets/ArtworksBrowsePage-x.js'],
        home: ['/remotes/marketplace/assets/HomePage-x.js'],
      },
      languages: { sv: ['/remotes/marketplace/assets/sv-x.js'], en: ['/remotes/marketplace/assets/en-x.js'] },
    };
    const sv = await renderLanding(request({ url: 'https://konstvagg.se/artworks/aw-1?lang=sv', preloads }));
    if (sv.kind !== 'page') throw new Error(`rendered ${sv.kind}`);
    // Inert on the artwork page (written to start after its picture), real on the list.
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="(?:kv-modulepreload"|modulepreload" crossorigin) href="([^"]+)"/g)].map(
        (m) => m[1],
      );
    // The shell's entry is already a script of the template: not preloaded again.
    expect(preloaded(sv.html)).toEqual([
      '/assets/loader.js',
      '/remotes/marketplace/remoteEntry.js',
      '/remotes/marketplace/assets/ArtworkDetailPage-x.js',
      '/remotes/marketplace/assets/sv-x.js',
    ]);
    expect(sv.html.indexOf('rel="kv-modulepreload"')).toBeGreaterThan(
      sv.html.indexOf('src="/assets/entry.js"'),
    );

    const en = await renderLanding(
      request({ url: 'https://konstvagg.se/artworks?lang=en', preloads, stylesheets: request().stylesheets }),
    );
    if (en.kind !== 'page') throw new Error(`rendered ${en.kind}`);
    expect(en.html).toContain('<html lang="en"');
    expect(en.html).toContain(
      '<link rel="modulepreload" crossorigin href="/remotes/marketplace/assets/en-x.js" />',
    );
    expect(preloaded(en.html)).toContain('/remotes/marketplace/assets/ArtworksBrowsePage-x.js');
    expect(preloaded(en.html)).toContain('/remotes/marketplace/assets/en-x.js');
    expect(preloaded(en.html)).not.toContain('/remotes/marketplace/assets/sv-x.js');
    expect(preloaded(en.html)).not.toContain('/remotes/marketplace/assets/ArtworkDetailPage-x.js');
  });

  it('answers in English when that is asked for', async () => {
    const answer = await renderLanding(
      request({ url: 'https://konstvagg.se/artworks/aw-1?lang=en', cookie: 'language=sv' }),
    );
    expect(answer.kind === 'page' && answer.language).toBe('en');
    expect(answer.kind === 'page' && answer.html).toContain('Buy now');
  });

  it('renders the artworks list with the works of its first page, read with the filters in the address', async () => {
    asked.length = 0;
    const answer = await renderLanding(
      request({
        url: 'https://konstvagg.se/artworks?category=painting&sort=price_asc',
        acceptLanguage: 'en',
      }),
    );
    expect(asked).toEqual(['/artworks?category=painting&sort=price_asc&limit=24']);
    expect(answer.kind === 'page' && answer.page).toBe('browse');
    if (answer.kind !== 'page') return;
    expect(answer.html).toContain('Blå timme');
    expect(answer.html).toContain('href="/artworks/aw-2"');
    expect(answer.html).toContain('ArtworksBrowsePage-x.css');
    expect(answer.html).not.toContain('ArtworkDetailPage-x.css');
    const state = JSON.parse(/id="kv-ssr">(.*?)<\/script>/.exec(answer.html)![1]!);
    expect(state.queries.queries[0].queryKey[1]).toBe('list');
    expect(state.queries.queries[0].state.data.pages[0].artworks).toHaveLength(2);
  });

  it('leaves every other page to the browser, and renders a work that does not exist as its 404', async () => {
    expect(await renderLanding(request({ url: 'https://konstvagg.se/artists/a-1' }))).toMatchObject({
      kind: 'pass',
    });
    expect(await renderLanding(request({ url: 'https://konstvagg.se/artworks?page=3' }))).toMatchObject({
      kind: 'pass',
    });
    const missing = await renderLanding(request({ url: 'https://konstvagg.se/artworks/nope' }));
    expect(missing).toMatchObject({ kind: 'page', page: 'artwork', status: 404 });
    expect(missing.kind === 'page' && missing.html).toContain('<h1>This work is not here any more</h1>');
  });
});

describe('the landing language', () => {
  const at = (q = '') => new URL(`https://konstvagg.se/artworks/aw-1${q}`);
  it('is ?lang=, else the language cookie the app writes, else Accept-Language, else English', () => {
    expect(landingLanguage(at('?lang=sv'), 'language=en', 'en')).toBe('sv');
    expect(landingLanguage(at(), 'other=1; language=sv', 'en-GB')).toBe('sv');
    expect(landingLanguage(at(), 'language=xx', 'sv-SE,en;q=0.5')).toBe('sv');
    expect(landingLanguage(at(), undefined, 'de-DE')).toBe('en');
    expect(landingLanguage(at(), undefined, undefined)).toBe('en');
  });
});

describe('the state script', () => {
  it('cannot be closed early by a value', () => {
    const json = serializeServerState({
      language: 'en',
      queries: { mutations: [], queries: [] },
      // A hostile title in the data.
      ...({ x: '</script><script>alert(1)</script>\u2028' } as object),
    });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json).x).toBe('</script><script>alert(1)</script>\u2028');
  });

  /** A rendered page's parts as fillTemplate takes them: a paragraph, no head tags, no sheets. */
  const rendered = (language: 'sv' | 'en') => ({
    body: '<p>x</p>',
    head: new ServerHead('https://konstvagg.se'),
    language,
    state: { language, queries: { mutations: [], queries: [] } },
    stylesheets: [],
  });

  it('goes into an empty root, and a template without one is refused', () => {
    const page = rendered('en');
    expect(fillTemplate(TEMPLATE, page)).toContain('<div id="root"><p>x</p></div>');
    expect(() =>
      fillTemplate(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), page),
    ).toThrow(/root/);
  });

  it('writes the scripts inert, for the start script to start, on a page whose picture comes first', () => {
    const page = { ...rendered('sv'), preloads: { modules: ['/assets/page.js'] } };
    const template = TEMPLATE.replace(
      '</head>',
      '<script type="importmap">{"imports":{}}</script><script>start()</script></head>',
    );
    const plain = fillTemplate(template, page);
    expect(plain).toContain('<script type="module" crossorigin src="/assets/entry.js"></script>');
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/page.js" />');
    expect(plain).not.toMatch(/kv-module|data-kv-scripts-after-picture/);

    const later = fillTemplate(template, { ...page, scriptsAfterPicture: true });
    expect(later).toMatch(/^<!doctype html>\n<html lang="sv" data-kv-scripts-after-picture>/);
    expect(later).toContain('<script type="kv-module" src="/assets/entry.js"></script>');
    expect(later).toContain('<link rel="kv-modulepreload" href="/assets/page.js" />');
    expect(later).not.toMatch(/type="module"|rel="modulepreload"/);
    // The import map and the inline scripts stay as they are; so does everything else.
    expect(later).toContain('<script type="importmap">{"imports":{}}</script><script>start()</script>');
    expect(later.replace(/kv-module/g, 'module').replace(/ data-kv-scripts-after-picture/, '')).toBe(
      plain
        .replace(' crossorigin src="/assets/entry.js"', ' src="/assets/entry.js"')
        .replace(
          'rel="modulepreload" crossorigin href="/assets/page.js"',
          'rel="modulepreload" href="/assets/page.js"',
        ),
    );
  });
});
