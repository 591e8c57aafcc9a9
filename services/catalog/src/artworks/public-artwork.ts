import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys, type ArtworkRecord } from '@konstvagg/domain';
import { notFound } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { isPublicArtwork } from './artwork-view.ts';

/** An artwork the public may see; anything else is a 404, as if it did not exist. */
export async function getPublicArtwork(id: string): Promise<ArtworkRecord> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.artwork(id) }),
  );
  const artwork = Item as ArtworkRecord | undefined;
  if (!artwork || !isPublicArtwork(artwork)) throw notFound('error.artwork_not_found');
  return artwork;
}
