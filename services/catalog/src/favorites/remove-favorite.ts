import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { favoriteParams } from './add-favorite.ts';
import { venueOfCaller } from '../profiles/caller-profile.ts';
import { emptyResponseSchema } from '@konstvagg/contracts';

/** DELETE /venues/me/favorites/{artworkId}: idempotent; removing what is not saved is not an error. */
export const removeFavorite = defineOperation({
  response: emptyResponseSchema,
  params: favoriteParams,
  async run({ params, caller }) {
    const venue = await venueOfCaller(caller);
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.favorite(venue.id, params.artworkId) }),
    );
    return { status: 204 };
  },
});
