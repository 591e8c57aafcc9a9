import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queries, queryInput, type VenueRecord } from '@konstvagg/domain';
import { AppError, type Caller } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

/** The venue profile the signed-in venue user owns (queries.profileOfUser). */
export async function venueOfCaller(caller: Caller | null): Promise<VenueRecord> {
  if (!caller) throw new AppError(401, 'unauthorized', 'error.unauthorized');
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput(queries.profileOfUser(caller.userId, 'venue')),
    }),
  );
  const venue = Items?.[0] as VenueRecord | undefined;
  if (!venue) throw new AppError(403, 'forbidden', 'error.venue_profile_missing');
  return venue;
}
