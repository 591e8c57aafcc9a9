import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { artworkResponseSchema, emptyResponseSchema } from '@konstvagg/contracts';
import { keys, queries, queryInput, type UserRecord } from '@konstvagg/domain';
import { AppError, conflict, defineOperation, nowIso, type Caller } from '@konstvagg/lambda-kit';
import {
  countQuery,
  documentClient,
  isConditionalCheckFailed,
  tableName,
} from '@konstvagg/lambda-kit/ports/store';
import { artworkIdSchema } from '../artworks/get-artwork.ts';
import { moveArtwork, NOT_PROMISED, ownArtwork, ownerView, promisedToVenue } from './own-artwork.ts';

const params = z.object({ id: artworkIdSchema });
const noStore = { 'Cache-Control': 'no-store' };

/** Publishing needs a verified email : the user record is the truth, not the token (a token minted
 * before the verification still says unverified). */
async function requireVerifiedEmail(caller: Caller | null): Promise<void> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(caller?.userId ?? ''), ConsistentRead: true }),
  );
  if (!(Item as UserRecord | undefined)?.email_verified)
    throw new AppError(403, 'email_unverified', 'error.email_unverified_publish');
}

const wrongStatus = (status: string) =>
  new AppError(409, 'conflict', 'error.artwork_wrong_status', undefined, undefined, { status });

/**
 * POST /artworks/{id}/submit: a draft goes to the moderation queue (pending_review); a withdrawn
 * work, whose content an admin approved (an edit while withdrawn makes it a draft), goes back on
 * sale (available). Refused while the artist's email is unverified.
 */
export const submitArtwork = defineOperation({
  errors: ['email_unverified'],
  response: artworkResponseSchema,
  params,
  async run({ params, caller }) {
    const { artwork } = await ownArtwork(caller, params.id);
    await requireVerifiedEmail(caller);
    const at = nowIso();
    let saved;
    if (artwork.status === 'draft')
      saved = await moveArtwork(artwork, 'pending_review', at, { submitted_at: at, rejection_reason: null }, [
        'draft',
      ]);
    else if (artwork.status === 'unavailable')
      saved = await moveArtwork(artwork, 'available', at, {}, ['unavailable']);
    else throw wrongStatus(artwork.status);
    return { body: { artwork: ownerView(saved) }, headers: noStore };
  },
});

/**
 * POST /artworks/{id}/withdraw: an available work leaves the marketplace (unavailable); a work
 * waiting for review leaves the queue (back to draft). A work on a venue's wall comes back through
 * the exhibition's return, and a reserved or sold one cannot be withdrawn. Nor can a work promised to
 * a venue (an accepted exhibition, exhibition_id set): 409 until that exhibition is cancelled or over.
 */
export const withdrawArtwork = defineOperation({
  response: artworkResponseSchema,
  params,
  async run({ params, caller }) {
    const { artwork } = await ownArtwork(caller, params.id);
    const at = nowIso();
    let saved;
    if (artwork.status === 'available') {
      if (artwork.exhibition_id) throw promisedToVenue();
      saved = await moveArtwork(artwork, 'unavailable', at, {}, ['available'], NOT_PROMISED);
    } else if (artwork.status === 'pending_review')
      saved = await moveArtwork(
        artwork,
        'draft',
        at,
        { submitted_at: null },
        ['pending_review'],
        NOT_PROMISED,
      );
    else throw wrongStatus(artwork.status);
    return { body: { artwork: ownerView(saved) }, headers: noStore };
  },
});

const DELETABLE = new Set(['draft', 'pending_review', 'available', 'unavailable']);

/**
 * DELETE /artworks/{id}: only a work that never hung at a venue (no exhibition ever, no venue):
 * anything with a history at a venue or a buyer is kept for their records and is withdrawn instead.
 * A work promised to a venue (exhibition_id set) is refused with its own 409, in the write itself too.
 */
export const deleteArtwork = defineOperation({
  response: emptyResponseSchema,
  params,
  async run({ params, caller }) {
    const { artwork } = await ownArtwork(caller, params.id);
    if (!DELETABLE.has(artwork.status)) throw new AppError(409, 'conflict', 'error.artwork_not_deletable');
    if (artwork.exhibition_id) throw promisedToVenue();
    const exhibitions = await countQuery({
      TableName: tableName(),
      ...queryInput(queries.exhibitionsOfArtwork(artwork.id)),
    });
    if (artwork.venue_id || exhibitions > 0)
      throw new AppError(409, 'conflict', 'error.artwork_not_deletable');
    try {
      await documentClient().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.artwork(artwork.id),
          ConditionExpression: `#version = :version AND #status = :status AND (${NOT_PROMISED.expression})`,
          ExpressionAttributeNames: { '#version': 'version', '#status': 'status', ...NOT_PROMISED.names },
          ExpressionAttributeValues: {
            ':version': artwork.version,
            ':status': artwork.status,
            ...NOT_PROMISED.values,
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
    } catch (err) {
      if (
        isConditionalCheckFailed(err) &&
        (err as { Item?: { exhibition_id?: unknown } }).Item?.exhibition_id
      )
        throw promisedToVenue();
      if (isConditionalCheckFailed(err)) throw conflict();
      throw err;
    }
    return { status: 204 };
  },
});
