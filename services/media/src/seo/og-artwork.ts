import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { isPublicArtwork, keys, type ArtworkRecord } from '@konstvagg/domain';
import { notFound } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

/** The artwork id in a path, as the catalog accepts it. */
export const artworkIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The fields the Open Graph picture draws: nothing else of the artwork is read. */
const OG_FIELDS = [
  'id',
  'title',
  'artist_name',
  'price_cents',
  'status',
  'venue_name',
  'city',
  'images',
  'updated_at',
] as const;
export type OgArtwork = Pick<ArtworkRecord, (typeof OG_FIELDS)[number]>;

/** A public artwork's picture fields; a private or unknown one is a 404, as in the catalog. */
export async function readPublicArtwork(id: string): Promise<OgArtwork> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.artwork(id),
      ProjectionExpression: OG_FIELDS.map((_, i) => `#f${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(OG_FIELDS.map((f, i) => [`#f${i}`, f])),
    }),
  );
  const artwork = Item as OgArtwork | undefined;
  if (!artwork || !isPublicArtwork(artwork)) throw notFound('error.artwork_not_found');
  return artwork;
}
