import { describe, expect, it } from 'vitest';
import { rolldown } from 'rolldown';
import { firstVisitChunk } from './first-visit-chunk.js';

/*
 * A remote in miniature: routes.ts lazily imports three first-visit pages and one other page. What
 * two of the first-visit pages need goes into one chunk with the routes module's own code; what
 * one of them needs, into one chunk beside that page; each page module stays its own chunk (its
 * lazy import and the server renderer's manifest key).
 */
const SOURCES: Record<string, string> = {
  '/r/src/routes.ts': `import { api } from './api.ts';
    export const routes = [api, () => import('./Home.tsx'), () => import('./List.tsx'), () => import('./Work.tsx'), () => import('./Other.tsx')];`,
  '/r/src/api.ts': `export const api = () => globalThis.name + 'api';`,
  '/r/src/Home.tsx': `import { icon } from './icon.ts'; import { hero } from './hero.ts'; export default () => [icon, hero, 'home'];`,
  '/r/src/List.tsx': `import { icon } from './icon.ts'; import { price } from './price.ts'; export default () => [icon, price, 'list'];`,
  '/r/src/Work.tsx': `import { price } from './price.ts'; import { card } from './card.ts'; import { hours } from './hours.ts'; export default () => [price, card, hours, 'work'];`,
  '/r/src/Other.tsx': `import { card } from './card.ts'; import { orders } from './orders.ts'; export default () => [card, orders, 'other'];`,
  '/r/src/icon.ts': `export const icon = () => globalThis.name + 'icon';`,
  '/r/src/hero.ts': `export const hero = () => globalThis.name + 'hero';`,
  '/r/src/price.ts': `export const price = () => globalThis.name + 'price';`,
  '/r/src/card.ts': `export const card = () => globalThis.name + 'card';`,
  '/r/src/hours.ts': `export const hours = () => globalThis.name + 'hours';`,
  '/r/src/orders.ts': `export const orders = () => globalThis.name + 'orders';`,
  '/r/src/messages/sv.ts': `export default { a: 'b' };`,
};

async function chunks(pages: string[]) {
  const firstVisit = firstVisitChunk({ root: '/r', pages });
  const bundle = await rolldown({
    input: { routes: '/r/src/routes.ts' },
    plugins: [
      {
        name: 'virtual',
        resolveId: (id, importer) =>
          id.startsWith('/')
            ? id
            : importer
              ? `${importer.slice(0, importer.lastIndexOf('/'))}/${id.slice(2)}`
              : null,
        load: (id) => SOURCES[id] ?? null,
      },
      firstVisit.plugin as never,
    ],
  });
  const { output } = await bundle.generate({ format: 'esm', codeSplitting: { groups: firstVisit.groups } });
  await bundle.close();
  // Each chunk by name, with the modules in it (file names only).
  return Object.fromEntries(
    output
      .filter((o) => o.type === 'chunk')
      .map((c) => [
        c.name,
        Object.keys(c.modules)
          .map((m) => m.slice(m.lastIndexOf('/') + 1))
          .sort(),
      ]),
  );
}

describe('the first-visit chunks of a remote (issue 14)', () => {
  it('puts what two first-visit pages need in one chunk, and what one needs beside it', async () => {
    const byName = await chunks(['src/routes.ts', 'src/Home.tsx', 'src/List.tsx', 'src/Work.tsx']);
    expect(byName['first-visit']).toEqual(['api.ts', 'icon.ts', 'price.ts', 'routes.ts']);
    expect(byName['Home-deps']).toEqual(['hero.ts']);
    expect(byName['Work-deps']).toEqual(['card.ts', 'hours.ts']);
    // The pages stay chunks of their own; a page that is not a first-visit page is untouched.
    expect(byName['Home']).toEqual(['Home.tsx']);
    expect(byName['List']).toEqual(['List.tsx']);
    expect(byName['Work']).toEqual(['Work.tsx']);
    expect(byName['Other']).toEqual(['Other.tsx', 'orders.ts']);
  });

  it('fails the build when a first-visit page is not in it', async () => {
    await expect(chunks(['src/routes.ts', 'src/Gone.tsx'])).rejects.toThrow(
      /first-visit page is not in the build/,
    );
  });
});
