import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queries, queryInput, type ArtistRecord, type VenueRecord } from '@konstvagg/domain';
import { AppError, type Caller } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

/** The artist or venue profile the signed-in user owns (queries.profileOfUser); 403 when there is none. */
async function profileOfCaller<T>(caller: Caller | null, kind: 'artist' | 'venue'): Promise<T> {
  if (!caller) throw new AppError(401, 'unauthorized', 'error.unauthorized');
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

export const venueOfCaller = (caller: Caller | null) => profileOfCaller<VenueRecord>(caller, 'venue');
export const artistOfCaller = (caller: Caller | null) => profileOfCaller<ArtistRecord>(caller, 'artist');
