import type { AdminUser } from '@konstvagg/contracts/vocabulary';
import { defineList, listParam, sortRows, type SortDir } from '@konstvagg/ui/list';

/** The users table's state, kept in the URL (/admin/users?role&status&q&sort&dir&cursor). */
export const USER_ROLES = ['artist', 'venue', 'buyer', 'admin'] as const;
export const USER_STATUSES = ['active', 'suspended'] as const;
export const SORT_KEYS = ['name', 'email', 'role', 'status', 'verified', 'joined'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Newest first unless the URL says otherwise; a click on joined starts newest first too. */
export const userList = defineList({
  filters: {
    role: listParam.oneOf(USER_ROLES),
    status: listParam.oneOf(USER_STATUSES),
    q: listParam.text(),
  },
  sort: { keys: SORT_KEYS, default: 'joined', dir: 'desc', descFirst: ['joined'] },
  search: 'q',
});
export type UserListState = (typeof userList)['defaults'];

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

/** Sorts a copy of the rows; ties keep the API's order (newest first). */
export function sortUsers(users: readonly AdminUser[], sort: SortKey, dir: SortDir): AdminUser[] {
  return sortRows(users, sortValue, sort, dir);
}
