import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queries, queryInput, type ArtistRecord, type VenueRecord } from '@konstvagg/domain';
import type { Caller } from '../auth.ts';
import { AppError, unauthorized } from '../errors.ts';
import { documentClient, tableName } from './store.ts';

/** The artist or venue profile the signed-in user owns (queries.profileOfUser); 401 without a caller, 403 when there is none. */
export async function profileOfCaller<T>(caller: Caller | null, kind: 'artist' | 'venue'): Promise<T> {
  if (!caller) throw unauthorized();
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput(queries.profileOfUser(caller.userId, kind)),
    }),
  );
  const profile = Items?.[0] as T | undefined;
  if (!profile) throw new AppError(403, 'forbidden', `error.${kind}_profile_missing`);
  return profile;
}

/** The artist profile the signed-in artist user owns. */
export const artistOfCaller = (caller: Caller | null) => profileOfCaller<ArtistRecord>(caller, 'artist');

/** The venue profile the signed-in venue user owns. */
export const venueOfCaller = (caller: Caller | null) => profileOfCaller<VenueRecord>(caller, 'venue');
