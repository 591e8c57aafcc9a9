import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keys } from './keys.ts';
import {
  ARTWORK_LIFECYCLE,
  EXHIBITION_LIFECYCLE,
  LIFECYCLES,
  ORDER_LIFECYCLE,
  TransitionConflict,
  allowedFrom,
  canTransition,
  isTerminal,
  pathTo,
  replayTransitions,
  transitionConflict,
  transitionUpdate,
  type Lifecycle,
} from './lifecycle.ts';

const all = Object.values(LIFECYCLES) as Lifecycle<string>[];
const statusOf = (l: Lifecycle<string>) => fc.constantFrom(...l.statuses);

describe('lifecycle tables (docs/data-model.md, Lifecycles)', () => {
  it.each([
    [ARTWORK_LIFECYCLE, ['delivered']],
    [EXHIBITION_LIFECYCLE, ['rejected', 'cancelled', 'collected', 'damaged', 'returned']],
    [ORDER_LIFECYCLE, ['refunded', 'cancelled']],
  ] as [Lifecycle<string>, string[]][])(
    '%# has exactly the documented terminal states, with no exits',
    (l, terminal) => {
      expect(l.statuses.filter((s) => isTerminal(l, s)).sort()).toEqual([...terminal].sort());
      for (const s of terminal) expect(l.statuses.some((to) => canTransition(l, s, to))).toBe(false);
    },
  );

  it('reaches every state from the initial one, along arrows of the table', () => {
    for (const l of all)
      for (const s of l.statuses) {
        const path = pathTo(l, s);
        expect(path[0]).toBe(l.initial);
        expect(replayTransitions(l, path)).toEqual({ status: s, version: path.length });
      }
  });

  it('points every arrow at a known status, never at itself', () => {
    for (const l of all)
      for (const from of l.statuses)
        for (const to of l.transitions[from] ?? []) {
          expect(l.statuses).toContain(to);
          expect(to).not.toBe(from);
        }
  });

  it('has the arrows docs/architecture.md §5 names', () => {
    expect(canTransition(ARTWORK_LIFECYCLE, 'pending_review', 'draft')).toBe(true); // rejection
    expect(canTransition(ARTWORK_LIFECYCLE, 'reserved', 'exhibited')).toBe(true); // lapsed reservation
    expect(canTransition(ARTWORK_LIFECYCLE, 'sold', 'unavailable')).toBe(false);
    expect(canTransition(ARTWORK_LIFECYCLE, 'draft', 'available')).toBe(false); // only through review
    expect(canTransition(ARTWORK_LIFECYCLE, 'available', 'draft')).toBe(true); // an admin unpublished it
    expect(canTransition(ARTWORK_LIFECYCLE, 'exhibited', 'draft')).toBe(false); // on a wall: return first
    expect(allowedFrom(EXHIBITION_LIFECYCLE, 'on_display')).toEqual(['shipped', 'sold']);
    expect(canTransition(ORDER_LIFECYCLE, 'paid', 'refunded')).toBe(true);
    expect(canTransition(ORDER_LIFECYCLE, 'pending_payment', 'collected')).toBe(false);
  });

  it('replays a random walk along the table, and refuses a walk with one step off it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...all),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.nat(),
        (l, choices, bad) => {
          const path = [l.initial];
          for (const c of choices) {
            const next = l.transitions[path[path.length - 1]!] ?? [];
            if (next.length === 0) break;
            path.push(next[c % next.length]!);
          }
          expect(replayTransitions(l, path).version).toBe(path.length);
          const last = path[path.length - 1]!;
          const off = l.statuses.filter((s) => !canTransition(l, last, s));
          const wrong = off[bad % off.length]!;
          expect(() => replayTransitions(l, [...path, wrong])).toThrow(RangeError);
        },
      ),
    );
  });
});

describe('transitionUpdate', () => {
  const key = keys.artwork('art-1');

  it('conditions on exactly the allowed from-statuses and the version, for every target', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...all).chain((l) => fc.tuple(fc.constant(l), statusOf(l))),
        fc.integer({ min: 1, max: 1_000_000 }),
        ([l, to], version) => {
          const from = allowedFrom(l, to);
          if (from.length === 0) {
            expect(() =>
              transitionUpdate({ lifecycle: l, key, to, expectedVersion: version, at: 'now' }),
            ).toThrow(RangeError);
            return;
          }
          const u = transitionUpdate({ lifecycle: l, key, to, expectedVersion: version, at: 'now' });
          const fromValues = Object.entries(u.ExpressionAttributeValues)
            .filter(([k]) => k.startsWith(':tfrom'))
            .map(([, v]) => v);
          expect(fromValues.sort()).toEqual([...from].sort());
          expect(u.ExpressionAttributeValues[':tversion']).toBe(version);
          expect(u.ExpressionAttributeValues[':tto']).toBe(to);
          expect(u.ConditionExpression).toContain('#tversion = :tversion');
          expect(u.UpdateExpression).toContain('#tversion = #tversion + :tone');
        },
      ),
    );
  });

  it('refuses to narrow to a from-status the table does not allow', () => {
    expect(() =>
      transitionUpdate({
        lifecycle: ARTWORK_LIFECYCLE,
        key,
        to: 'available',
        from: ['draft'],
        expectedVersion: 1,
        at: 'now',
      }),
    ).toThrow(/draft -> available/);
  });

  it('adds the caller’s fields, removals, list appends and condition without clashing names', () => {
    const u = transitionUpdate({
      lifecycle: EXHIBITION_LIFECYCLE,
      key: keys.exhibition('ex-1'),
      to: 'shipped',
      expectedVersion: 3,
      at: '2026-11-20T10:00:00.000Z',
      set: { tracking_number: 'PN123', GSI2PK: 'x' },
      remove: ['reason'],
      append: { history: [{ at: 'now', by: 'u1', by_role: 'artist', what: 'shipped' }] },
      condition: {
        expression: '#artist = :artist',
        names: { '#artist': 'artist_id' },
        values: { ':artist': 'a1' },
      },
    });
    expect(u.UpdateExpression).toMatch(/^SET .* REMOVE #tf\d$/);
    expect(u.UpdateExpression).toContain('list_append(if_not_exists(');
    expect(u.ConditionExpression).toMatch(/AND \(#artist = :artist\)$/);
    const names = Object.values(u.ExpressionAttributeNames);
    expect(names).toEqual(
      expect.arrayContaining([
        'status',
        'version',
        'updated_at',
        'tracking_number',
        'GSI2PK',
        'reason',
        'history',
        'artist_id',
      ]),
    );
    expect(() =>
      transitionUpdate({
        lifecycle: ORDER_LIFECYCLE,
        key,
        to: 'paid',
        expectedVersion: 1,
        at: 'now',
        set: { version: 9 },
      }),
    ).toThrow(/set by the transition/);
  });
});

describe('transitionConflict', () => {
  const req = {
    lifecycle: ARTWORK_LIFECYCLE,
    key: keys.artwork('a'),
    to: 'available' as const,
    expectedVersion: 2,
    at: 'now',
  };
  it('says whether the item is gone, was changed since it was read, or is in a status that cannot move there', () => {
    expect(transitionConflict(req, null).reason).toBe('missing');
    expect(transitionConflict(req, { status: 'available', version: 3 }).reason).toBe('stale');
    const refused = transitionConflict(req, { status: 'draft', version: 2 });
    expect(refused).toBeInstanceOf(TransitionConflict);
    expect(refused).toMatchObject({ reason: 'not_allowed', current: { status: 'draft', version: 2 } });
  });
});
