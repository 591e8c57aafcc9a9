import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { favoriteNotesBodySchema, favoriteResponseSchema } from '@konstvagg/contracts';
import { keys, type ArtworkRecord, type FavoriteRecord } from '@konstvagg/domain';
import { defineOperation, notFound, nowIso } from '@konstvagg/lambda-kit';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { favoriteParams } from '../favorites/add-favorite.ts';
import { toFavoriteView } from '../favorites/favorite-view.ts';
import { venueOfCaller } from '../profiles/caller-profile.ts';

/**
 * PUT /venues/me/favorites/{artworkId} {notes}: edits the notes of a saved work; 404 when the venue
 * has not saved it (saving is POST). Answers the favourite with its artwork card.
 */
export const updateFavoriteNotes = defineOperation({
  response: favoriteResponseSchema,
  params: favoriteParams,
  body: favoriteNotesBodySchema,
  async run({ params, body, caller }) {
    const venue = await venueOfCaller(caller);
    let saved: FavoriteRecord;
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.favorite(venue.id, params.artworkId),
          UpdateExpression: 'SET notes = :notes, updated_at = :at',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':notes': body.notes, ':at': nowIso() },
          ReturnValues: 'ALL_NEW',
        }),
      );
      saved = Attributes as FavoriteRecord;
    } catch (err) {
      if (isConditionalCheckFailed(err)) throw notFound('error.favorite_not_found');
      throw err;
    }
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.artwork(params.artworkId) }),
    );
    return {
      body: { favorite: toFavoriteView(saved, Item as ArtworkRecord | undefined) },
      headers: { 'Cache-Control': 'no-store' },
    };
  },
});
