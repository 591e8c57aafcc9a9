import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys, type FavoriteRecord } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { favoriteParams } from './add-favorite.ts';
import { venueOfCaller } from '../profiles/caller-profile.ts';
import { favoriteCheckResponseSchema } from '@konstvagg/contracts';

/** GET /venues/favorites/check/{artworkId}: has the signed-in venue saved this artwork? */
export const checkFavorite = defineOperation({
  response: favoriteCheckResponseSchema,
  params: favoriteParams,
  async run({ params, caller }) {
    const venue = await venueOfCaller(caller);
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.favorite(venue.id, params.artworkId) }),
    );
    const favorite = Item as FavoriteRecord | undefined;
    return {
      body: { artwork_id: params.artworkId, is_favorite: Boolean(favorite), notes: favorite?.notes ?? null },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
