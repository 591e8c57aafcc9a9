import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import { keys, queries } from './keys.ts';

/** docs/data-model.md against keys.ts: the page names every builder, and only real ones. */
const doc = readFileSync(new URL('../../../docs/data-model.md', import.meta.url), 'utf8');
const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
const rowsOf = (heading: string) => {
  const section = doc.split(/^## /m).find((s) => s.startsWith(heading)) ?? '';
  return section
    .split('\n')
    .filter((l) => l.startsWith('| `'))
    .map(cells);
};
const named = (cell: string) => [...cell.matchAll(/`([A-Za-z.]+)`/g)].map((m) => m[1]!);

const keyRows = rowsOf('Keys');
const queryRows = rowsOf('Access patterns');
const indexKeyBuilders = Object.keys(domain).filter((n) => n.endsWith('IndexKeys'));

describe('docs/data-model.md', () => {
  it('has a key row for every key and index-key builder, and names no builder that does not exist', () => {
    const documented = keyRows.flatMap((r) => named(r[0]!));
    const real = [...Object.keys(keys).map((k) => `keys.${k}`), ...indexKeyBuilders];
    expect([...documented].sort()).toEqual([...real].sort());
  });

  it('has an access-pattern row for every query, and names no query that does not exist', () => {
    const documented = queryRows.flatMap((r) => named(r[0]!));
    expect([...documented].sort()).toEqual(
      Object.keys(queries)
        .map((q) => `queries.${q}`)
        .sort(),
    );
  });

  // Arguments for builders that take more than plain strings.
  const sample: Partial<Record<keyof typeof keys, unknown[]>> = {
    auditEntry: [{ kind: 'order', id: 'x1' }, 'x2', 'x3'],
    payout: ['x1', 'artist'],
  };
  /** `ARTWORK#<id>` -> /^ARTWORK#.+$/ : the literal parts must match what the builder writes. */
  const shape = (cell: string) =>
    new RegExp(
      `^${cell
        .replace(/`/g, '')
        .split(/<[^>]+>/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    );

  it('gives each item the PK and SK its builder writes', () => {
    for (const row of keyRows) {
      const builder = named(row[0]!)
        .find((n) => n.startsWith('keys.'))!
        .slice('keys.'.length) as keyof typeof keys;
      const args = sample[builder] ?? ['x1', 'x2', 'x3'];
      const key = (keys[builder] as (...a: unknown[]) => { PK: string; SK: string })(...args);
      expect(key.PK, builder).toMatch(shape(row[2]!));
      expect(key.SK, builder).toMatch(shape(row[3]!));
    }
  });
});
