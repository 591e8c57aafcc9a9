import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ArtistRecord } from '@konstvagg/domain';
import { AppError, unauthorized, type Caller } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

/** The artist profile the signed-in artist user owns (GSI4 USER#<sub> / ARTIST). */
export async function artistOfCaller(caller: Caller | null): Promise<ArtistRecord> {
  if (!caller) throw unauthorized();
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI4',
      KeyConditionExpression: 'GSI4PK = :pk AND GSI4SK = :sk',
      ExpressionAttributeValues: { ':pk': `USER#${caller.userId}`, ':sk': 'ARTIST' },
    }),
  );
  const artist = Items?.[0] as ArtistRecord | undefined;
  if (!artist) throw new AppError(403, 'forbidden', 'error.artist_profile_missing');
  return artist;
}
