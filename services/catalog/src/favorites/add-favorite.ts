import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { addFavoriteResponseSchema, PUBLIC_ARTWORK_STATUSES, userText } from '@konstvagg/contracts';
import { keys } from '@konstvagg/domain';
import { defineOperation, notFound, nowIso } from '@konstvagg/lambda-kit';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { artworkIdSchema } from '../artworks/get-artwork.ts';
import { venueOfCaller } from '../profiles/caller-profile.ts';

export const favoriteParams = z.object({ artworkId: artworkIdSchema });

/**
 * POST /venues/me/favorites/{artworkId} {notes}: saves an artwork (or updates its notes). One
 * transaction: the artwork must exist and be public at that moment, or nothing is written.
 */
export const addFavorite = defineOperation({
  response: addFavoriteResponseSchema,
  params: favoriteParams,
  body: z.object({ notes: userText({ max: 500, multiline: true }).optional() }).strict(),
  async run({ params, body, caller }) {
    const venue = await venueOfCaller(caller);
    const at = nowIso();
    const values: Record<string, unknown> = {};
    const statuses = PUBLIC_ARTWORK_STATUSES.map((status, i) => {
      values[`:s${i}`] = status;
      return `:s${i}`;
    });
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: tableName(),
                Key: keys.artwork(params.artworkId),
                ConditionExpression: `attribute_exists(PK) AND #status IN (${statuses.join(', ')})`,
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: values,
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: keys.favorite(venue.id, params.artworkId),
                UpdateExpression:
                  'SET entity = :entity, venue_id = :venue, artwork_id = :artwork, notes = :notes, updated_at = :at, created_at = if_not_exists(created_at, :at)',
                ExpressionAttributeValues: {
                  ':entity': 'favorite',
                  ':venue': venue.id,
                  ':artwork': params.artworkId,
                  ':notes': body?.notes ?? '',
                  ':at': at,
                },
              },
            },
          ],
        }),
      );
    } catch (err) {
      if (isConditionalCheckFailed(err)) throw notFound('error.artwork_not_found');
      throw err;
    }
    return { body: { favorite: { artwork_id: params.artworkId, notes: body?.notes ?? '', updated_at: at } } };
  },
});
