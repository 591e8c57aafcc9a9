import { adminUsersQuerySchema, adminUsersResponseSchema } from '@konstvagg/contracts';
import { DEFAULT_PAGE_SIZE } from '@konstvagg/rules';
import { queries, queryInput, type UserRecord } from '@konstvagg/domain';
import { defineOperation, invalidCursor } from '@konstvagg/lambda-kit';
import { queryAll, queryExactPage, tableName } from '@konstvagg/lambda-kit/ports/store';
import { profileOf, toAdminUser } from './user-view.ts';

/**
 * GET /admin/users?role&q&status&cursor&limit: newest first. `q` matches any part of the name or
 * the email, case-insensitively (the user's `search_text`, shared/domain userIndexKeys); `status`
 * is active or suspended. Accounts number in the thousands, so a filtered read of the role's (or
 * every user's) list is fine; the total is counted with the same filter.
 */
export const listUsers = defineOperation({
  response: adminUsersResponseSchema,
  query: adminUsersQuerySchema,
  async run({ query }) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const list = query.role ? queries.usersByRole(query.role) : queries.allUsers();
    const input = { TableName: tableName(), ...queryInput(list), ScanIndexForward: false };
    const needle = query.q?.toLowerCase() ?? '';
    const keep = (u: UserRecord) =>
      (!needle ||
        (u.search_text ?? `${u.name ?? `${u.first_name} ${u.last_name}`} ${u.email}`.toLowerCase()).includes(
          needle,
        )) &&
      (!query.status || (query.status === 'suspended') === Boolean(u.suspended_at));
    const page = await queryExactPage<UserRecord & Record<string, unknown>>({
      input,
      index: list.index!,
      partition: list.pk,
      limit,
      cursor: query.cursor,
      keep,
    });
    if (page === 'invalid') throw invalidCursor();
    const total =
      page.reachedEnd && !query.cursor ? page.seen : (await queryAll<UserRecord>(input)).filter(keep).length;
    const users = await Promise.all(page.items.map(async (u) => toAdminUser(u, await profileOf(u))));
    return {
      body: { users, pagination: { limit, total, hasMore: page.hasMore, nextCursor: page.nextCursor } },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
