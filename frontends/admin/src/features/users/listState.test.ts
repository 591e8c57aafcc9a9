import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@konstvagg/contracts/vocabulary';
import { sortUsers, userList } from './listState.ts';

const DEFAULT_STATE = userList.defaults;

function user(over: Partial<AdminUser>): AdminUser {
  return {
    id: 'u',
    name: 'N',
    email: 'n@x.se',
    role: 'artist',
    language: 'sv',
    email_verified: true,
    status: 'active',
    suspended_at: null,
    suspended_reason: null,
    profile: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

describe('users list URL state', () => {
  it('reads filters, search, sort and cursor from the URL and writes the same URL back', () => {
    const params = new URLSearchParams('role=venue&status=suspended&q=anna&sort=name&dir=asc&cursor=abc');
    const state = userList.parse(params);
    expect(state).toEqual({
      role: 'venue',
      status: 'suspended',
      q: 'anna',
      sort: 'name',
      dir: 'asc',
      cursor: 'abc',
    });
    expect(userList.params(state).toString()).toBe(params.toString());
  });

  it('ignores unknown values and keeps the plain URL plain', () => {
    const state = userList.parse(new URLSearchParams('role=king&status=x&sort=shoe&dir=up'));
    expect(state).toEqual(DEFAULT_STATE);
    expect(DEFAULT_STATE).toEqual({
      role: null,
      status: null,
      q: '',
      sort: 'joined',
      dir: 'desc',
      cursor: null,
    });
    expect(userList.params(state).toString()).toBe('');
  });

  it('a new filter or search goes back to the first page; sorting does not', () => {
    const onPage2 = { ...DEFAULT_STATE, cursor: 'c2' };
    expect(userList.withFilter(onPage2, { q: 'ann' }).cursor).toBeNull();
    expect(userList.withFilter(onPage2, { role: 'artist' }).cursor).toBeNull();
    expect(userList.withFilter(onPage2, { sort: 'name' }).cursor).toBe('c2');
  });

  it('sends only the set filters to the API', () => {
    expect(userList.query({ ...DEFAULT_STATE, q: '  ann ', role: 'artist' })).toEqual({
      role: 'artist',
      status: undefined,
      q: 'ann',
      cursor: undefined,
    });
  });
});

describe('sorting users', () => {
  const rows = [
    user({ id: 'a', name: 'Örjan', created_at: '2026-03-01T00:00:00Z' }),
    user({
      id: 'b',
      name: 'anna',
      created_at: '2026-01-01T00:00:00Z',
      profile: { kind: 'artist', id: 'p', name: 'A', is_verified: true, can_receive_payouts: false },
    }),
    user({ id: 'c', name: 'Bo', created_at: '2026-02-01T00:00:00Z' }),
  ];

  it('sorts by name ignoring case, Swedish letters last', () => {
    expect(sortUsers(rows, 'name', 'asc').map((u) => u.id)).toEqual(['b', 'c', 'a']);
    expect(sortUsers(rows, 'name', 'desc').map((u) => u.id)).toEqual(['a', 'c', 'b']);
  });

  it('sorts by join date and by the verified badge', () => {
    expect(sortUsers(rows, 'joined', 'desc').map((u) => u.id)).toEqual(['a', 'c', 'b']);
    expect(sortUsers(rows, 'verified', 'desc')[0]?.id).toBe('b');
  });

  it('toggling the same column flips it; a new column starts ascending', () => {
    const byName = userList.toggleSort(DEFAULT_STATE, 'name');
    expect([byName.sort, byName.dir]).toEqual(['name', 'asc']);
    expect(userList.toggleSort(byName, 'name').dir).toBe('desc');
  });
});
