import * as z from 'zod';
import { adminUserDetailResponseSchema } from '@konstvagg/contracts';
import { centsToEuros } from '@konstvagg/rules';
import {
  orderStatusLine,
  queries,
  queryInput,
  toOwnerArtworkView,
  type ArtworkRecord,
  type AuditEntryRecord,
  type KeyQuery,
  type OrderRecord,
} from '@konstvagg/domain';
import { defineOperation, notFound } from '@konstvagg/lambda-kit';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { withNames } from '@konstvagg/lambda-kit/audit-names';
import { getUser, profileOf, toAdminUser } from './user-view.ts';

export const userIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

const all = <T>(q: KeyQuery, newestFirst = true) =>
  queryAll<T>({ TableName: tableName(), ...queryInput(q), ScanIndexForward: !newestFirst });

/** GET /admin/users/{id}: the account, its profile, its works (artists), its orders and its audit trail. */
export const userDetail = defineOperation({
  response: adminUserDetailResponseSchema,
  params: userIdParams,
  async run({ params }) {
    const user = await getUser(params.id);
    if (!user) throw notFound('error.user_not_found');
    const profile = await profileOf(user);
    const [artworks, orders, audit] = await Promise.all([
      profile?.kind === 'artist' ? all<ArtworkRecord>(queries.artworksOfArtist(profile.record.id)) : [],
      profile?.kind === 'artist'
        ? all<OrderRecord>(queries.ordersOfArtist(profile.record.id))
        : profile?.kind === 'venue'
          ? all<OrderRecord>(queries.ordersAtVenue(profile.record.id))
          : user.role === 'buyer'
            ? all<OrderRecord>(queries.ordersOfBuyer(user.id))
            : [],
      all<AuditEntryRecord>(queries.auditOfTarget({ kind: 'user', id: user.id }), false),
    ]);
    return {
      body: {
        user: toAdminUser(user, profile),
        artworks: artworks.map(toOwnerArtworkView),
        orders: orders.map((o) => ({
          id: o.id,
          status: o.status,
          status_line: orderStatusLine(o),
          title: o.title,
          amount: centsToEuros(o.amount_cents),
          currency: o.currency,
          created_at: o.created_at,
        })),
        audit: await withNames(audit),
      },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
