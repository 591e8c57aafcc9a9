import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { keys, type ArtistRecord, type ArtworkRecord } from '@konstvagg/domain';
import { defineOperation, notFound, type Caller } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { ownerView } from '../studio/own-artwork.ts';
import { isPublicArtwork, toArtworkView } from './artwork-view.ts';
import { pricerFor, readRates } from './local-price.ts';
import { artworkResponseSchema } from '@konstvagg/contracts';

export const artworkIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A private artwork (draft, under review, withdrawn) is visible only to its artist and to admins. */
async function mayViewPrivate(caller: Caller | null, artwork: ArtworkRecord): Promise<boolean> {
  if (!caller) return false;
  if (caller.role === 'admin') return true;
  if (caller.role !== 'artist') return false;
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.artist(artwork.artist_id) }),
  );
  return (Item as ArtistRecord | undefined)?.user_id === caller.userId;
}

export const getArtwork = defineOperation({
  response: artworkResponseSchema,
  params: z.object({ id: artworkIdSchema }),
  async run({ params, caller }) {
    // The rates for the local price, read beside the work (what the QR landing page renders).
    const rates = readRates();
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.artwork(params.id) }),
    );
    const artwork = Item as ArtworkRecord | undefined;
    if (!artwork) throw notFound('error.artwork_not_found');
    const isPublic = isPublicArtwork(artwork);
    if (!isPublic && !(await mayViewPrivate(caller, artwork))) throw notFound('error.artwork_not_found');
    return {
      // Its artist (and an admin) also reads why it was sent back and when it entered review.
      body: {
        artwork: isPublic
          ? toArtworkView(artwork, (await pricerFor([artwork], rates))(artwork))
          : ownerView(artwork),
      },
      headers: { 'Cache-Control': isPublic ? 'public, max-age=60' : 'private, no-store' },
    };
  },
});
