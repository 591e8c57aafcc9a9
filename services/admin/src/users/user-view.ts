import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminUser } from '@konstvagg/contracts';
import {
  keys,
  queries,
  queryInput,
  type ArtistRecord,
  type UserRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

export type Profile = { kind: 'artist'; record: ArtistRecord } | { kind: 'venue'; record: VenueRecord };

export async function getUser(id: string): Promise<UserRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(id), ConsistentRead: true }),
  );
  return Item as UserRecord | undefined;
}

/** The artist or venue profile an account owns (profile_id, or the older GSI4 link), if any. */
export async function profileOf(user: UserRecord): Promise<Profile | null> {
  if (user.role !== 'artist' && user.role !== 'venue') return null;
  const kind = user.role;
  let id = user.profile_id ?? null;
  if (!id) {
    const { Items } = await documentClient().send(
      new QueryCommand({ TableName: tableName(), ...queryInput(queries.profileOfUser(user.id, kind)) }),
    );
    id = (Items?.[0] as { id?: string } | undefined)?.id ?? null;
  }
  if (!id) return null;
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: kind === 'artist' ? keys.artist(id) : keys.venue(id),
      ConsistentRead: true,
    }),
  );
  if (!Item) return null;
  return kind === 'artist' ? { kind, record: Item as ArtistRecord } : { kind, record: Item as VenueRecord };
}

export function toAdminUser(u: UserRecord, profile: Profile | null): AdminUser {
  return {
    id: u.id,
    name: u.name ?? [u.first_name, u.last_name].filter(Boolean).join(' '),
    email: u.email,
    role: u.role,
    language: u.language === 'sv' ? 'sv' : 'en',
    email_verified: u.email_verified,
    status: u.suspended_at ? 'suspended' : 'active',
    suspended_at: u.suspended_at ?? null,
    suspended_reason: u.suspended_reason ?? null,
    profile: profile
      ? {
          kind: profile.kind,
          id: profile.record.id,
          name: profile.kind === 'artist' ? profile.record.artist_name : profile.record.venue_name,
          is_verified: profile.record.is_verified,
          can_receive_payouts: profile.record.can_receive_payouts ?? false,
        }
      : null,
    created_at: u.created_at,
  };
}
