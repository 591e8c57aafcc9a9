// Fewer, larger chunks for a remote's first-visit pages (issue 14, docs/decisions.md "Fewer files on
// the first visit"). Build time only, plain JavaScript.
//
// Rolldown's automatic splitting gives every set of importers its own chunk, so the marketplace's
// landing pages (home, the artworks list, an artwork's page) each pulled in eight to twelve small
// files (a 66-byte cache table, a 255-byte icon, hooks of a few hundred bytes): over HTTP/1.1, six
// at a time, each costs a phone a round trip. Two groups instead, over the static imports of the
// routes module and of those pages (message tables, loaded by language, stay apart):
// - `first-visit`: what the routes module or two of the pages need, one chunk every page loads;
// - `<Page>-deps`: what only one of them needs, one chunk beside that page's own. The page module
//   stays a chunk of its own: its lazy import and the server renderer find it by its source name.
// Other pages that share a module with them load that chunk, a little more than they need.
import path from 'node:path';

const ROUTES = /[\\/]routes\.tsx?$/;
const MESSAGES = /[\\/]messages[\\/](.+[\\/])?(sv|en)\.[jt]sx?$/;

/**
 * @param {{ root: string; pages: string[] }} options `pages`: the first-visit page modules and the
 *   exposed routes module, relative to the remote's root (e.g. `src/features/home/pages/HomePage.tsx`).
 * @returns {{ plugin: import('vite').Plugin; groups: import('rolldown').CodeSplittingGroup[] }}
 */
export function firstVisitChunk({ root, pages }) {
  const starts = new Set(pages.map((p) => path.resolve(root, p)));
  /** @type {Map<string, string>} module id → its chunk's name */
  const members = new Map();
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'konstvagg:first-visit-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      /** How many of the starts reach each module through static imports. */
      const reach = new Map();
      for (const start of starts) {
        if (!this.getModuleInfo(start)) this.error(`a first-visit page is not in the build: ${start}`);
        const seen = new Set([start]);
        const queue = [start];
        for (const id of queue) {
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
            if (seen.has(next) || MESSAGES.test(next) || next.startsWith('\0') || next.includes('__mf__'))
              continue;
            seen.add(next);
            queue.push(next);
          }
        }
        // What the routes module needs, every page needs.
        for (const id of seen)
          reach.set(id, ROUTES.test(start) ? ['*', '*'] : [...(reach.get(id) ?? []), start]);
      }
      // Needed by two or more: the common chunk. Needed by one page only: one chunk beside that
      // page's own (the page module stays a chunk of its own, the entry its lazy import and the
      // server renderer name).
      for (const [id, by] of reach) {
        if (starts.has(id) && !ROUTES.test(id)) continue;
        members.set(id, by.length >= 2 ? 'first-visit' : `${path.basename(by[0], path.extname(by[0]))}-deps`);
      }
    },
  };
  return {
    plugin,
    // Two groups, the common one first: a module's dependencies join its group (rolldown's
    // includeDependenciesRecursively), and what two pages need must not follow a page's own module.
    groups: [
      { name: 'first-visit', test: (id) => members.get(id) === 'first-visit', priority: 6 },
      {
        debugName: 'first-visit page deps',
        name: (id) => members.get(id) ?? null,
        test: (id) => members.has(id) && members.get(id) !== 'first-visit',
        priority: 5,
      },
    ],
  };
}
