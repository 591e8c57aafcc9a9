import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../infra/route-table.ts';

/** docs/api.md is the published API: every route of the table must be documented with its access. */
describe('docs/api.md', () => {
  const doc = readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8');

  it('documents every route in the route table, with who may call it', () => {
    const missing = routeTable.filter((r) => {
      const access = Array.isArray(r.access) ? r.access.join(', ') : r.access;
      const path = r.path.replace(/[{}]/g, '\\$&');
      const row = new RegExp(`^\\|\\s*${r.method}\\s*\\|\\s*\`${path}\`\\s*\\|\\s*${access}\\s*\\|`, 'm');
      return !row.test(doc);
    });
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('lists no route that does not exist', () => {
    const rows = [...doc.matchAll(/^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`\s*\|/gm)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    const known = new Set(routeTable.map((r) => `${r.method} ${r.path}`));
    expect(rows.filter((r) => !known.has(r))).toEqual([]);
  });
});
