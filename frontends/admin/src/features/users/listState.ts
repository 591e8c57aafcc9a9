import type { AdminUser } from '@konstvagg/contracts/vocabulary';

/** The users table's state, kept in the URL (/admin/users?role&status&q&sort&dir&cursor). */
export const USER_ROLES = ['artist', 'venue', 'buyer', 'admin'] as const;
export const USER_STATUSES = ['active', 'suspended'] as const;
export const SORT_KEYS = ['name', 'email', 'role', 'status', 'verified', 'joined'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export interface UserListState {
  role: (typeof USER_ROLES)[number] | null;
  status: (typeof USER_STATUSES)[number] | null;
  q: string;
  sort: SortKey;
  dir: SortDir;
  cursor: string | null;
}

export const DEFAULT_STATE: UserListState = {
  role: null,
  status: null,
  q: '',
  sort: 'joined',
  dir: 'desc',
  cursor: null,
};

export function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** Reads the state from the URL; unknown values fall back to the defaults. */
export function parseUserListState(params: URLSearchParams): UserListState {
  return {
    role: oneOf(USER_ROLES, params.get('role')),
    status: oneOf(USER_STATUSES, params.get('status')),
    q: (params.get('q') ?? '').slice(0, 100),
    sort: oneOf(SORT_KEYS, params.get('sort')) ?? DEFAULT_STATE.sort,
    dir: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : DEFAULT_STATE.dir,
    cursor: params.get('cursor') || null,
  };
}

/** Writes the state back, leaving defaults out so the plain URL stays plain. */
export function userListParams(state: UserListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.role) params.set('role', state.role);
  if (state.status) params.set('status', state.status);
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.sort !== DEFAULT_STATE.sort || state.dir !== DEFAULT_STATE.dir) {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  if (state.cursor) params.set('cursor', state.cursor);
  return params;
}

/** A new filter or search starts from the first page; sorting keeps the page. */
export function withFilter(state: UserListState, change: Partial<UserListState>): UserListState {
  const next = { ...state, ...change };
  const filterChanged =
    next.role !== state.role || next.status !== state.status || next.q.trim() !== state.q.trim();
  return filterChanged ? { ...next, cursor: null } : next;
}

/**
 * Clicking a column of any admin table: the same column flips its direction; a new one starts
 * ascending, or descending for the columns in `descFirst` (dates, amounts: newest, largest first).
 */
export function toggleSortOf<K extends string, S extends { sort: K; dir: SortDir }>(
  state: S,
  key: K,
  descFirst: readonly K[],
): S {
  if (state.sort === key) return { ...state, dir: state.dir === 'asc' ? 'desc' : 'asc' };
  return { ...state, sort: key, dir: descFirst.includes(key) ? 'desc' : 'asc' };
}

/** Clicking a column: the same column flips its direction; a new one starts ascending (joined: newest first). */
export function toggleSort(state: UserListState, key: SortKey): UserListState {
  return toggleSortOf(state, key, ['joined']);
}

/** The query for GET /admin/users (sorting is done on the page's rows). */
export function userListQuery(state: UserListState): Record<string, string | undefined> {
  return {
    role: state.role ?? undefined,
    status: state.status ?? undefined,
    q: state.q.trim() || undefined,
    cursor: state.cursor ?? undefined,
  };
}

function sortValue(user: AdminUser, key: SortKey): string | number {
  switch (key) {
    case 'name':
      return user.name.toLocaleLowerCase();
    case 'email':
      return user.email.toLocaleLowerCase();
    case 'role':
      return user.role;
    case 'status':
      return user.status;
    case 'verified':
      return user.profile?.is_verified ? 1 : 0;
    case 'joined':
      return Date.parse(user.created_at) || 0;
  }
}

/** Sorts a copy of any admin table's rows by one column's value; ties keep the API's order. */
export function sortRowsBy<T, K>(
  rows: readonly T[],
  valueOf: (row: T, key: K) => string | number,
  sort: K,
  dir: SortDir,
): T[] {
  const factor = dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = valueOf(a.row, sort);
      const y = valueOf(b.row, sort);
      const cmp =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'sv');
      return cmp !== 0 ? cmp * factor : a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Sorts a copy of the rows; ties keep the API's order (newest first). */
export function sortUsers(users: readonly AdminUser[], sort: SortKey, dir: SortDir): AdminUser[] {
  return sortRowsBy(users, sortValue, sort, dir);
}
