import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queries, queryInput, type ArtistRecord } from '@konstvagg/domain';
import { AppError, unauthorized, type Caller } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

/** The artist profile the signed-in artist user owns (queries.profileOfUser). */
export async function artistOfCaller(caller: Caller | null): Promise<ArtistRecord> {
  if (!caller) throw unauthorized();
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput(queries.profileOfUser(caller.userId, 'artist')),
    }),
  );
  const artist = Items?.[0] as ArtistRecord | undefined;
  if (!artist) throw new AppError(403, 'forbidden', 'error.artist_profile_missing');
  return artist;
}
