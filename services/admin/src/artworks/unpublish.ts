import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  adminArtworkResponseSchema,
  unpublishArtworkBodySchema,
  type ArtworkStatus,
} from '@konstvagg/contracts';
import {
  ARTWORK_LIFECYCLE,
  artworkIndexChanges,
  keys,
  transitionUpdate,
  type ArtworkRecord,
  type TransitionRequest,
} from '@konstvagg/domain';
import { AppError, defineOperation, notFound, nowIso } from '@konstvagg/lambda-kit';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { explainTransitionFailure } from '@konstvagg/lambda-kit/ports/transition';
import { auditPut } from '../audit/audit-entry.ts';
import { getItem, mailArtist } from '../moderation/decide.ts';
import { toAdminArtwork, unpublishRefusal } from './list-artworks.ts';

const params = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** Why a work cannot be unpublished now (the list's `unpublish_refusal`), as the 409 to answer. */
function refusal(r: ArtworkRecord): AppError | null {
  const why = unpublishRefusal(r);
  return why ? new AppError(409, 'conflict', `error.artwork_${why}`) : null;
}

/** The write condition that a checkout or an accepted exhibition has not claimed the work meanwhile. */
const NOT_PROMISED = {
  expression: 'attribute_not_exists(#held) OR #held = :noExhibition',
  names: { '#held': 'exhibition_id' },
  values: { ':noExhibition': null },
};

/**
 * POST /admin/artworks/{id}/unpublish {reason} (docs/decisions.md, Unpublishing): an available work
 * goes back to draft, off every public list and page, with the reason its artist reads on the work
 * (`rejection_reason`, as a rejection's) and in a mail in their language; it comes back only
 * through review. One transaction: the conditional transition (status and version read, not
 * promised to an exhibition) and the audit entry. Reserved, sold or delivered works (a buyer),
 * works at or promised to a venue, and works not public are refused with 409.
 */
export const unpublishArtwork = defineOperation({
  response: adminArtworkResponseSchema,
  params,
  body: unpublishArtworkBodySchema,
  async run({ params, body, caller }) {
    const artwork = await getItem<ArtworkRecord>(keys.artwork(params.id));
    if (!artwork) throw notFound('error.artwork_not_found');
    const refused = refusal(artwork);
    if (refused) throw refused;

    const at = nowIso();
    const to: ArtworkStatus = 'draft';
    const fields: Partial<ArtworkRecord> = {
      rejection_reason: body.reason,
      submitted_at: null,
      approved_at: null,
    };
    const saved: ArtworkRecord = {
      ...artwork,
      ...fields,
      status: to,
      updated_at: at,
      version: artwork.version + 1,
    };
    const index = artworkIndexChanges(saved);
    const req: TransitionRequest<ArtworkStatus> = {
      lifecycle: ARTWORK_LIFECYCLE,
      key: keys.artwork(artwork.id),
      to,
      from: ['available'],
      expectedVersion: artwork.version,
      at,
      set: { ...fields, ...index.set },
      remove: index.remove,
      condition: NOT_PROMISED,
    };
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: { TableName: tableName(), ...transitionUpdate(req) } },
            await auditPut(
              caller,
              'artwork.unpublish',
              { kind: 'artwork', id: artwork.id },
              body.reason,
              at,
              {
                from: artwork.status,
                to,
                title: artwork.title,
                artist_id: artwork.artist_id,
              },
            ),
          ],
        }),
      );
    } catch (err) {
      const name = (err as { name?: string } | null)?.name;
      if (!isConditionalCheckFailed(err) && name !== 'TransactionCanceledException') throw err;
      // Someone else wrote it first (a checkout, an acceptance, another admin): say what it is now.
      const why = await explainTransitionFailure(req);
      if (why.reason === 'missing') throw notFound('error.artwork_not_found');
      const now = await getItem<ArtworkRecord>(keys.artwork(artwork.id));
      throw (now && refusal(now)) ?? new AppError(409, 'conflict', 'error.already_decided');
    }
    await mailArtist(saved, 'unpublished', body.reason);
    return { body: { artwork: toAdminArtwork(saved) }, headers: { 'Cache-Control': 'no-store' } };
  },
});
