import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { VenueRecord } from '@konstvagg/domain';
import { AppError, type Caller } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

/** The venue profile the signed-in venue user owns (GSI4 USER#<sub> / VENUE). */
export async function venueOfCaller(caller: Caller | null): Promise<VenueRecord> {
  if (!caller) throw new AppError(401, 'unauthorized', 'error.unauthorized');
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI4',
      KeyConditionExpression: 'GSI4PK = :pk AND GSI4SK = :sk',
      ExpressionAttributeValues: { ':pk': `USER#${caller.userId}`, ':sk': 'VENUE' },
    }),
  );
  const venue = Items?.[0] as VenueRecord | undefined;
  if (!venue) throw new AppError(403, 'forbidden', 'error.venue_profile_missing');
  return venue;
}
