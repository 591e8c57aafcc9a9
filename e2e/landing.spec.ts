import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.ts';
import { onDisplayWork } from './support/works.ts';

/**
 * The QR landing page comes as server HTML (docs/decisions.md "Server-rendered QR landing page"):
 * the work, its price and Buy are in the first response, with its title, Open Graph tags and the
 * main picture's preload, and the browser hydrates that HTML instead of rendering the page again.
 */

interface ListedWork {
  id: string;
  title: string;
  status: string;
  artist_name?: string;
}

async function aWorkOnAWall(page: Page): Promise<ListedWork> {
  const res = await page.request.get('/api/v1/artworks?status=exhibited&limit=5');
  expect(res.status()).toBe(200);
  const { artworks } = (await res.json()) as { artworks: ListedWork[] };
  const work = artworks.find((w) => w.status === 'exhibited');
  expect(work, 'a seeded work on a wall').toBeTruthy();
  return work!;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Before any script runs: remember the server's <h1> and record every element the app removes
 * from the page, so a client render that replaced the server's HTML shows.
 */
async function watchServerHtml(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __serverH1?: Element | null; __replaced?: string[] };
    w.__replaced = [];
    document.addEventListener('DOMContentLoaded', () => {
      w.__serverH1 = document.querySelector('h1');
      // A client render of the page or the shell replaces these containers' children; updates
      // inside the page (the map replacing its placeholder) do not count.
      const containers = ['root', 'shell', 'shell-main', 'shell-header__actions'];
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (!containers.some((c) => target.id === c || target.classList?.contains(c))) continue;
          for (const node of record.removedNodes)
            if (node.nodeType === Node.ELEMENT_NODE)
              w.__replaced!.push(`${node.nodeName}.${(node as Element).className}`);
        }
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  });
}

/**
 * The page works (the marketplace's page wrapper marked <html data-page-ready>, which the
 * fixture's goto waits for on server HTML), and it got there by hydrating what the server sent.
 */
async function expectHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
  const report = await page.evaluate(() => {
    const w = window as unknown as {
      __kvHydration?: { mode: string; recoverableErrors: string[] };
      __serverH1?: Element | null;
      __replaced?: string[];
    };
    return {
      mode: w.__kvHydration?.mode,
      recoverableErrors: w.__kvHydration?.recoverableErrors,
      sameHeading: !!w.__serverH1 && w.__serverH1 === document.querySelector('h1'),
      // Named in the failure message: what the client removed, and the headings before and after.
      replaced: w.__replaced,
      headings: [w.__serverH1?.outerHTML ?? null, document.querySelector('h1')?.outerHTML ?? null],
    };
  });
  const { replaced, headings, ...verdict } = report;
  expect(
    verdict,
    `removed: ${JSON.stringify(replaced)}; h1 before/after: ${JSON.stringify(headings)}`,
  ).toEqual({
    mode: 'hydrate',
    recoverableErrors: [],
    sameHeading: true,
  });
}

/*
 * A page's first Intl.NumberFormat (or react-intl's question whether the browser has a locale) makes
 * the browser load its number data: 15-50 ms of main thread on this machine, four times that on a
 * slow phone, in the middle of hydration. The landing pages show prices, sizes and counts while they
 * hydrate, written by hand instead (formatDigits), and react-intl skips the question for our two
 * languages (vendor.js skipKnownLocaleLookups). The hydration tests below (a first visit of each
 * landing page, in each language) watch for it: one visit proves both (issue 44).
 */
async function watchNumberData(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __intlCalls: string[] }).__intlCalls = calls;
    const NumberFormat = Intl.NumberFormat;
    const supported = NumberFormat.supportedLocalesOf.bind(NumberFormat);
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct(target, args: [string?, Intl.NumberFormatOptions?]) {
        if (!document.documentElement.hasAttribute('data-page-ready'))
          calls.push(`new Intl.NumberFormat(${JSON.stringify(args)})`);
        return new target(...args);
      },
    });
    const watch = (api: 'NumberFormat' | 'DateTimeFormat', original: (l: string | string[]) => string[]) =>
      ((locales: string | string[]) => {
        if (!document.documentElement.hasAttribute('data-page-ready'))
          calls.push(`${api}.supportedLocalesOf(${JSON.stringify(locales)})`);
        return original(locales);
      }) as typeof Intl.NumberFormat.supportedLocalesOf;
    Intl.NumberFormat.supportedLocalesOf = watch('NumberFormat', supported);
    Intl.DateTimeFormat.supportedLocalesOf = watch(
      'DateTimeFormat',
      Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat),
    );
  });
}

/** The page hydrated without loading the browser's number data; it shows what it formatted by hand. */
async function expectNoNumberData(page: Page, language: 'sv' | 'en', formatsPrices: boolean) {
  // The page shows what it formatted by hand (a price, a count) in the language's own way.
  if (formatsPrices)
    await expect(page.locator('main')).toContainText(language === 'sv' ? /\d\u00a0€/ : /€\d/);
  expect(
    await page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls),
    "the browser's number data loaded during hydration",
  ).toEqual([]);
}

for (const [language, locale, buy, other, otherBuy] of [
  ['sv', 'sv-SE', 'Köp nu', 'English', 'Buy now'],
  ['en', 'en-GB', 'Buy now', 'Svenska', 'Köp nu'],
] as const) {
  test.describe(`in ${language === 'sv' ? 'Swedish' : 'English'}`, () => {
    test.use({ locale });

    test('the first response holds the work, and the browser hydrates it without rendering it again', async ({
      page,
      consoleErrors,
    }) => {
      const work = await aWorkOnAWall(page);
      const html = await (
        await page.request.get(`/artworks/${work.id}?src=qr`, {
          headers: { accept: 'text/html', 'accept-language': locale },
        })
      ).text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`<h1 class="mp-detail__title">${escapeHtml(work.title)}</h1>`);
      expect(html).toContain(`>${buy}</a>`);
      expect(html).toContain(`href="/checkout/${work.id}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+" data-ssr \/>/);
      expect(html).toContain(`<meta property="og:locale" content="${language === 'sv' ? 'sv_SE' : 'en_GB'}"`);
      expect(html).toMatch(/<link rel="preload" href="\/media\/[^"]+" as="image" fetchpriority="high"/);
      expect(html).toContain('<script type="application/json" id="kv-ssr">');

      await watchServerHtml(page);
      await watchNumberData(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      const apiAsked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/') && request.method() === 'GET') apiAsked.push(url.pathname);
      });
      await page.goto(`/artworks/${work.id}?src=qr`);
      await expectHydrated(page);
      await expectNoNumberData(page, language, true);
      // Everything the page shows came with it: the work, the artist's card, the venue's hours and
      // address. The browser reads nothing from the API (it only counts the scan, with a POST).
      await page.waitForLoadState('networkidle');
      expect(apiAsked).toEqual([]);
      await expect(page.locator('#mp-artist')).toBeVisible();
      // One card as wide as its column allows, not squeezed into a column of the profile lists' grid.
      expect((await page.locator('.mp-detail__artist-card').boundingBox())!.width).toBeGreaterThan(300);
      await expect(page.locator('.mp-where__address')).toContainText(/\d{3} \d{2}/);
      await expect(page).toHaveTitle(new RegExp(`^${work.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      // Interactive: the language switch re-renders the hydrated page in place.
      await page.getByRole('button', { name: other, exact: true }).click();
      await expect(page.locator('.mp-buy__button')).toHaveText(otherBuy);
      expect(await page.evaluate(() => (window as unknown as { __replaced: string[] }).__replaced)).toEqual(
        [],
      );
      expect(consoleErrors).toEqual([]);
    });
  });
}

for (const [language, locale, heading, painting] of [
  ['sv', 'sv-SE', 'Utforska konstverk', 'Måleri'],
  ['en', 'en-GB', 'Browse artworks', 'Painting'],
] as const) {
  test.describe(`the artworks list (${language})`, () => {
    test.use({ locale });
    test('comes as server HTML with its works, and hydrates', async ({ page, consoleErrors }) => {
      const newest = (await (await page.request.get('/api/v1/artworks?limit=24')).json()) as {
        artworks: ListedWork[];
      };
      const html = await (
        await page.request.get('/artworks', { headers: { accept: 'text/html', 'accept-language': locale } })
      ).text();
      expect(html).toContain(`<html lang="${language}"`);
      for (const work of newest.artworks.slice(0, 3)) expect(html).toContain(`href="/artworks/${work.id}"`);
      // Whole in the HTML: no boundary left behind a fallback for a script to fill in.
      expect(html).not.toContain('<!--$?-->');

      await watchServerHtml(page);
      await watchNumberData(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/artworks');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectHydrated(page);
      await expectNoNumberData(page, language, true);
      // Interactive: a filter narrows the list in place.
      // (A click React replays once the part clicked is hydrated: the state changes a moment later.)
      const radio = page.getByRole('radio', { name: painting, exact: true });
      await radio.click();
      await expect(page).toHaveURL(/category=painting/);
      await expect(radio).toBeChecked();
      expect(await page.evaluate(() => (window as unknown as { __replaced: string[] }).__replaced)).toEqual(
        [],
      );
      expect(consoleErrors).toEqual([]);
    });
  });
}

const HEADLINE_C = {
  sv: 'Fastna för en målning över kaffet. Ta hem den i veckan.',
  en: 'Fall for a painting over coffee. Take it home this week.',
};
for (const [language, locale, other, otherLanguage, otherTitle] of [
  ['sv', 'sv-SE', 'English', 'en', 'New on the walls'],
  ['en', 'en-GB', 'Svenska', 'sv', 'Nytt på väggarna'],
] as const) {
  test.describe(`the home page (${language})`, () => {
    test.use({ locale });
    test('comes prerendered in the language and headline of the visitor, hydrates, and keeps that headline', async ({
      page,
      consoleErrors,
    }) => {
      // A returning visitor: the edge (here the gateway, running the same code) picks the file by cookie.
      const html = await (
        await page.request.get('/', {
          headers: { accept: 'text/html', 'accept-language': locale, cookie: 'hero=C' },
        })
      ).text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`data-hero-variant="C"`);
      expect(html).toContain(`>${escapeHtml(HEADLINE_C[language])}</h1>`);
      expect(html).toContain('<script type="application/json" id="kv-ssr">');
      // The featured works are live data: the browser asks for them (their placeholders are in the page).
      expect(html).toContain('kv-artwork-card--skeleton');

      // A first visit: no headline yet. The page shows one and keeps it (cookie and localStorage).
      await page.context().clearCookies();
      await watchServerHtml(page);
      await watchNumberData(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/');
      await expectHydrated(page);
      await expectNoNumberData(page, language, false);
      const variant = await page.locator('.mp-hero').getAttribute('data-hero-variant');
      expect(variant).toMatch(/^[ABC]$/);
      await expect
        .poll(async () => (await page.context().cookies()).find((c) => c.name === 'hero')?.value)
        .toBe(variant);
      // The newest works are live data, asked for at the visitor's first move (or once on screen).
      await page.mouse.wheel(0, 300);
      await expect(page.locator('.mp-featured a[href^="/artworks/"]').first()).toBeVisible();
      await page.reload();
      await expectHydrated(page);
      await expect(page.locator('.mp-hero')).toHaveAttribute('data-hero-variant', variant!);
      // Interactive: the language switch re-renders the hydrated page in place.
      await page.getByRole('button', { name: other, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: otherTitle })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __replaced: string[] }).__replaced)).toEqual(
        [],
      );
      // ?hero= forces one, whatever the visitor has (now in the language just chosen).
      await page.goto('/?hero=C');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE_C[otherLanguage]);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('on a phone, before any script has run, the page is styled, asks for no stylesheet, and shows a WebP size of the picture', async ({
  browser,
  baseURL,
  page,
}) => {
  const work = await aWorkOnAWall(page);
  // Scripts off: what a phone on a slow link shows while they are still on their way.
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    locale: 'sv-SE',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  const phone = await context.newPage();
  const asked: string[] = [];
  phone.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await phone.goto(`/artworks/${work.id}?src=qr`);
  const buy = phone.getByRole('link', { name: 'Köp nu' });
  await expect(buy).toBeVisible();
  // Styled by the first response alone: Buy is the full-width brand button, the title the serif face.
  const look = await buy.evaluate((a) => {
    const style = getComputedStyle(a);
    return { background: style.backgroundColor, underline: style.textDecorationLine, width: a.clientWidth };
  });
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.underline).toBe('none');
  expect(look.width).toBeGreaterThan(250);
  expect(asked.filter((path) => path.endsWith('.css'))).toEqual([]);
  // The price in kronor beside the euro price, at today's rate, before any script (issue 40).
  await expect(phone.getByText(/^≈\u00a0\d{1,3}(\u00a0\d{3})*\u00a0kr$/).first()).toBeVisible();
  // The picture: one of its WebP sizes, loaded, not the large JPEG.
  const picture = phone.locator('.mp-gallery__main img');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  expect(asked.filter((path) => path.endsWith('-large.jpg'))).toEqual([]);
  await context.close();
});

test('the QR page asks for its scripts once its picture is in, and hydrates; the list asks at once', async ({
  page,
  browser,
  baseURL,
}) => {
  const work = await aWorkOnAWall(page);
  const timings = (phone: Page) =>
    phone.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const img = document.querySelector<HTMLImageElement>('#root img[fetchpriority=high]');
      const picture = entries.find((e) => e.name === img?.currentSrc);
      const scripts = entries.filter(
        (e) => e.initiatorType !== 'img' && new URL(e.name).pathname.endsWith('.js'),
      );
      return {
        pictureEnd: picture?.responseEnd ?? null,
        firstScript: Math.min(...scripts.map((e) => e.startTime)),
        scripts: scripts.length,
      };
    });
  const context = await browser.newContext({
    baseURL,
    locale: 'sv-SE',
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  // The picture takes a while, as on a slow link: the scripts wait for it, not the other way round.
  await phone.route('**/media/**', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    // A picture of a page left meanwhile is no longer asked for.
    await route.continue().catch(() => {});
  });
  await phone.goto(`/artworks/${work.id}?src=qr`);
  await expect(phone.locator('html')).toHaveAttribute('data-page-ready', '', { timeout: 30_000 });
  const qr = await timings(phone);
  expect(qr.pictureEnd).not.toBeNull();
  expect(qr.scripts).toBeGreaterThan(10);
  expect(qr.firstScript).toBeGreaterThanOrEqual(qr.pictureEnd!);
  expect(await phone.evaluate(() => document.querySelectorAll('script[type=module]').length)).toBeGreaterThan(
    0,
  );

  // The list (and every other page) asks for its scripts with the page, before the slow pictures.
  await phone.goto('/artworks');
  await expect(phone.locator('html')).toHaveAttribute('data-page-ready', '', { timeout: 30_000 });
  expect(await phone.locator('html').getAttribute('data-kv-scripts-after-picture')).toBeNull();
  const list = await phone.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const first = (re: RegExp, key: 'startTime' | 'responseEnd') =>
      Math.min(...entries.filter((e) => re.test(new URL(e.name).pathname)).map((e) => e[key]));
    return { firstScript: first(/\.js$/, 'startTime'), firstPicture: first(/^\/media\//, 'responseEnd') };
  });
  expect(list.firstScript).toBeLessThan(list.firstPicture);

  // A picture that never comes does not keep the page from working.
  await phone.unroute('**/media/**');
  await phone.route('**/media/**', (route) => route.abort());
  await phone.goto(`/artworks/${work.id}?src=qr&again=1`);
  await expect(phone.locator('html')).toHaveAttribute('data-page-ready', '', { timeout: 30_000 });
  await expect(phone.getByRole('link', { name: 'Köp nu' })).toBeVisible();
  await context.close();
});

test.describe('on a phone, in Swedish', () => {
  test.use({ locale: 'sv-SE', viewport: { width: 390, height: 844 } });
  for (const [name, path] of [
    ['the QR landing page', 'work'],
    ['the artworks list', '/artworks'],
    ['the home page', '/'],
  ] as const)
    test(`${name} names every script it needs to hydrate in its first response`, async ({ page }) => {
      // Each script the HTML does not name is found only when the one before it has run: a round
      // trip more on a phone's link (issue 14: the waves before the page works).
      const address = path === 'work' ? `/artworks/${(await aWorkOnAWall(page)).id}?src=qr` : path;
      const html = await (
        await page.request.get(address, { headers: { accept: 'text/html', 'accept-language': 'sv-SE' } })
      ).text();
      expect(html).toContain('<html lang="sv"');
      await watchServerHtml(page);
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement?.hasAttribute('data-page-ready')) return;
          (window as unknown as { __readyAt: number }).__readyAt = performance.now();
          observer.disconnect();
          // The document's root may not exist yet when this runs: watch the whole document.
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-ready'] });
      });
      await page.goto(address);
      await expectHydrated(page);
      const { scripts, late } = await page.evaluate(
        ({ named }) => {
          const readyAt = (window as unknown as { __readyAt: number }).__readyAt;
          const before = performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime < readyAt && /\.js$/.test(new URL(e.name).pathname))
            .map((e) => new URL(e.name).pathname);
          return { scripts: before.length, late: before.filter((p) => !named.includes(`"${p}"`)) };
        },
        { named: html },
      );
      expect(scripts, 'scripts loaded before the page worked').toBeGreaterThan(10);
      expect(late, 'scripts found only by running others').toEqual([]);
    });
});

test('a signed-in buyer hydrates as the guest the server rendered, then sees their account', async ({
  page,
  consoleErrors,
}) => {
  const work = await aWorkOnAWall(page);
  await signInAs(page, 'buyer');
  await watchServerHtml(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/artworks/${work.id}?src=qr`);
  await expectHydrated(page);
  await expect(page.getByRole('button', { name: /account|konto/i }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  // The page stayed the server's; only the header's sign-in buttons gave way to the account menu.
  expect(await page.evaluate(() => (window as unknown as { __replaced: string[] }).__replaced)).toEqual([
    'BUTTON.kv-button kv-button--ghost kv-button--sm',
    'BUTTON.kv-button kv-button--primary kv-button--sm',
  ]);
  expect(consoleErrors).toEqual([]);
});

test('a work that does not exist answers 404 with a "not here any more" page, in sv and en, with ways on', async ({
  page,
  consoleErrors,
}) => {
  for (const path of ['/artworks/no-such-work?src=qr', '/artworks/no-such-work']) {
    const res = await page.request.get(path, { headers: { accept: 'text/html', 'accept-language': 'sv' } });
    expect(res.status(), path).toBe(404);
    expect(await res.text()).toContain('Det här verket finns inte här längre');
  }
  for (const [language, heading, browse, venues] of [
    ['en', 'This work is not here any more', 'Browse artworks', 'Find a venue near you'],
    ['sv', 'Det här verket finns inte här längre', 'Utforska konstverk', 'Hitta en lokal nära dig'],
  ] as const) {
    const answer = await page.goto(`/artworks/no-such-work?src=qr&lang=${language}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated from the server's page, which stays (no skeleton, no second page).
    await page.waitForFunction(() => document.documentElement.dataset.pageReady !== undefined);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: browse })).toHaveAttribute(
      'href',
      '/artworks',
    );
    await expect(page.getByRole('main').getByRole('link', { name: venues })).toHaveAttribute(
      'href',
      '/venues',
    );
  }
  // An unknown path elsewhere still redirects to /.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  // The 404 answers themselves are logged by the browser; nothing else.
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
});

/** Works on a wall whose main picture is the most portrait, the squarest and the most landscape. */
async function worksOfEveryShape(page: Page) {
  const res = await page.request.get('/api/v1/artworks?status=exhibited&limit=48');
  expect(res.status()).toBe(200);
  const { artworks } = (await res.json()) as {
    artworks: (ListedWork & { images: { width: number; height: number }[] })[];
  };
  const shaped = artworks
    .filter((w) => w.status === 'exhibited' && w.images[0])
    .map((w) => ({ work: w, ratio: w.images[0]!.width / w.images[0]!.height }))
    .sort((x, y) => x.ratio - y.ratio);
  const square = [...shaped].sort((x, y) => Math.abs(Math.log(x.ratio)) - Math.abs(Math.log(y.ratio)))[0]!;
  return { portrait: shaped[0]!, square, landscape: shaped[shaped.length - 1]! };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the QR page shows the price and Buy on the first screen for every shape of work (${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const shapes = await worksOfEveryShape(page);
    // The seed has a tall portrait and a wide landscape among the works on a wall.
    expect(shapes.portrait.ratio).toBeLessThanOrEqual(0.75);
    expect(shapes.landscape.ratio).toBeGreaterThanOrEqual(1.4);
    for (const [shape, { work, ratio }] of Object.entries(shapes)) {
      await page.goto(`/artworks/${work.id}?src=qr`);
      await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible({
        timeout: 30_000,
      });
      const buy = page.getByRole('link', { name: 'Buy now' });
      const price = page.locator('.mp-buy__amount');
      for (const [what, locator] of [
        ['Buy', buy],
        ['the price', price],
      ] as const) {
        const box = await locator.boundingBox();
        expect(box, `${what} of the ${shape} work (${ratio.toFixed(2)})`).not.toBeNull();
        expect(box!.y, `${what} of the ${shape} work`).toBeGreaterThanOrEqual(0);
        expect(
          box!.y + box!.height,
          `${what} of the ${shape} work (${ratio.toFixed(2)}) ends in the first screen`,
        ).toBeLessThanOrEqual(viewport.height);
      }
      // Nothing moved while the picture came in.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[])
                if (!e.hadRecentInput) total += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
      );
      expect(shift, `layout shift on the ${shape} work`).toBe(0);
    }
  });
}

test('a page rendered last year shows this year in its footer once hydrated, without a mismatch', async ({
  page,
  consoleErrors,
}) => {
  // `/` is rendered when the frontends are built and the QR page by the server: both say this year.
  // The visitor's clock says it is January next year, as on the first visits after New Year.
  const year = new Date().getFullYear();
  const work = await aWorkOnAWall(page);
  await page.clock.setFixedTime(new Date(`${year + 1}-01-02T09:00:00+01:00`));
  await watchServerHtml(page);
  for (const path of ['/', `/artworks/${work.id}?src=qr`]) {
    const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`© <span>${year}</span> Konstvägg`);
    await page.goto(path);
    await expectHydrated(page);
    await expect(page.locator('.shell-footer__legal')).toContainText(`© ${year + 1} Konstvägg`);
  }
  expect(consoleErrors).toEqual([]);
});

test('a page kept at the edge shows a work reserved at once: the change invalidates it', async ({
  page,
  request,
}) => {
  const work = await onDisplayWork(request, 'Kajen i gryning (kantcache)');
  const landing = async () => {
    const res = await page.request.get(`/artworks/${work.artworkId}?src=qr`, {
      headers: { accept: 'text/html', 'accept-language': 'sv-SE' },
    });
    return { cache: res.headers()['x-cache'], html: await res.text() };
  };
  type Visit = Awaited<ReturnType<typeof landing>>;
  // Another test's change that covers every artwork page (more than five works changed at once)
  // may drop the kept page meanwhile: the next visit then renders and keeps it again. So: visit
  // until the edge answers from what it kept, and return that answer with the render it kept.
  const fromTheEdge = async (rendered: Visit) => {
    let kept = rendered;
    let hit = rendered;
    await expect
      .poll(async () => {
        hit = await landing();
        if (hit.cache !== 'Hit from local edge') kept = hit;
        return hit.cache;
      })
      .toBe('Hit from local edge');
    return { hit, kept };
  };
  // The first visit renders the page and the edge keeps it (a minute); the next is answered from there.
  const first = await landing();
  expect(first.cache).toBe('Miss from local edge');
  expect(first.html).toContain('>Köp nu</a>');
  const { hit: second, kept } = await fromTheEdge(first);
  expect(second.html).toBe(kept.html);

  // A buyer starts paying: the work is reserved, and the next visitor is told so, not offered Buy.
  const checkout = await request.post(`/api/v1/checkout/${work.artworkId}`, {
    data: { email: 'kant.cache@example.com', name: 'Kim Kant' },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  let reservedRender = first;
  await expect
    .poll(
      async () => {
        reservedRender = await landing();
        return {
          cache: reservedRender.cache,
          reserved: reservedRender.html.includes('Någon betalar för verket just nu.'),
        };
      },
      { timeout: 10_000 },
    )
    .toEqual({ cache: 'Miss from local edge', reserved: true });
  const { hit: after } = await fromTheEdge(reservedRender);
  expect(after.html).not.toContain('>Köp nu</a>');
});
