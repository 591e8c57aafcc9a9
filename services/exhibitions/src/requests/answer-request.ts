import { exhibitionReasonBodySchema, exhibitionSchema } from '@konstvagg/contracts';
import type { ExhibitionRecord } from '@konstvagg/domain';
import { AppError, createLogger, defineOperation, nowIso } from '@konstvagg/lambda-kit';
import {
  claimArtwork,
  commitStep,
  deleteOpenRequestGuard,
  releaseArtwork,
  wrongStatus,
  type Actor,
} from '../commit.ts';
import { answer, idParams, loadContext, viewOf, type Context } from '../context.ts';
import { notify } from '../notify.ts';
import { getItem } from '../store.ts';
import { keys, queries, queryInput, type VenueRecord } from '@konstvagg/domain';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';

const log = createLogger('konstvagg-exhibitions');

/** Accept and reject are the answer of the party that did not ask. */
function requireAnswerer(ctx: Context): void {
  if (ctx.side === 'admin' || ctx.side === ctx.exhibition.requested_by)
    throw new AppError(403, 'forbidden', 'error.exhibition_not_your_turn');
  if (ctx.exhibition.status !== 'requested') throw wrongStatus(ctx.exhibition.status);
}

/**
 * Closes the other open requests for a work that has just been accepted (a work hangs on one wall
 * at a time), each with a conditional write of its own after the acceptance's transaction: their
 * number has no bound, and a single transaction holds at most 100 items. The acceptance has already
 * claimed the artwork, so a competitor this loop misses can never be accepted (its acceptance
 * fails on the claim) and no new request can open; the next acceptance attempt closes it too.
 */
async function closeCompetitors(ctx: Context, accepted: ExhibitionRecord, at: string): Promise<void> {
  const competitors = (
    await queryAll<ExhibitionRecord>({
      TableName: tableName(),
      ...queryInput(queries.exhibitionsOfArtwork(accepted.artwork_id)),
    })
  ).filter((e) => e.id !== accepted.id && e.status === 'requested');
  const system: Actor = { role: 'system', userId: 'system', name: null };
  for (const competitor of competitors) {
    try {
      const closed = await commitStep({
        exhibition: competitor,
        to: 'cancelled',
        from: ['requested'],
        actor: system,
        note: 'accepted_elsewhere',
        at,
        set: { reason: 'accepted_elsewhere' },
        extra: [deleteOpenRequestGuard(competitor.artwork_id, competitor.venue_id, competitor.id)],
      });
      const venue =
        competitor.venue_id === ctx.venue.id
          ? ctx.venue
          : await getItem<VenueRecord>(keys.venue(competitor.venue_id));
      if (!venue) continue;
      await notify(
        'competitor_closed',
        { exhibition: closed, artwork: ctx.artwork, artist: ctx.artist, venue },
        ctx.side === 'venue' ? ['venue', 'artist'] : ['venue'],
        { actor: 'system' },
      );
    } catch (err) {
      // Already answered or cancelled by its party meanwhile: nothing to close.
      log.warn('A competing request could not be closed', { exhibition: competitor.id, error: err as Error });
    }
  }
}

/**
 * POST /exhibitions/requests/{id}/accept: the other party says yes. In one transaction the
 * exhibition moves requested -> accepted, the artwork is claimed (it must still be available and
 * held by no other exhibition: of two acceptances for one work, one wins and the other is a 409)
 * and the pair's open-request guard is dropped. Competing requests are then closed and their
 * parties mailed; the party that asked is mailed.
 */
export const acceptRequest = defineOperation({
  response: exhibitionSchema,
  params: idParams,
  async run({ params, caller }) {
    const ctx = await loadContext(caller, params.id);
    requireAnswerer(ctx);
    const e = ctx.exhibition;
    const at = nowIso();
    const saved = await commitStep({
      exhibition: e,
      to: 'accepted',
      from: ['requested'],
      actor: ctx.actor,
      at,
      extra: [claimArtwork(e.artwork_id, e.id, at), deleteOpenRequestGuard(e.artwork_id, e.venue_id, e.id)],
    });
    const artwork = { ...ctx.artwork, exhibition_id: e.id, version: ctx.artwork.version + 1, updated_at: at };
    await closeCompetitors({ ...ctx, artwork }, saved, at);
    await notify('accepted', { ...ctx, exhibition: saved, artwork }, [e.requested_by], {
      actor: ctx.side as 'artist' | 'venue',
    });
    return answer(viewOf(ctx, saved, artwork));
  },
});

/** POST /exhibitions/requests/{id}/reject {reason?}: the other party says no; the party that asked is mailed. */
export const rejectRequest = defineOperation({
  response: exhibitionSchema,
  params: idParams,
  body: exhibitionReasonBodySchema,
  async run({ params, body, caller }) {
    const ctx = await loadContext(caller, params.id);
    requireAnswerer(ctx);
    const e = ctx.exhibition;
    const reason = body.reason || null;
    const saved = await commitStep({
      exhibition: e,
      to: 'rejected',
      from: ['requested'],
      actor: ctx.actor,
      note: reason,
      at: nowIso(),
      set: { reason },
      extra: [deleteOpenRequestGuard(e.artwork_id, e.venue_id, e.id)],
    });
    await notify('rejected', { ...ctx, exhibition: saved }, [e.requested_by], {
      actor: ctx.side as 'artist' | 'venue',
      note: reason,
    });
    return answer(viewOf(ctx, saved));
  },
});

/**
 * POST /exhibitions/requests/{id}/cancel {reason?}: the party that asked withdraws, while the
 * request is open or accepted and not yet shipped (an accepted work is released); the other party
 * is mailed.
 */
export const cancelRequest = defineOperation({
  response: exhibitionSchema,
  params: idParams,
  body: exhibitionReasonBodySchema,
  async run({ params, body, caller }) {
    const ctx = await loadContext(caller, params.id);
    const e = ctx.exhibition;
    if (ctx.side !== e.requested_by) throw new AppError(403, 'forbidden', 'error.exhibition_not_requester');
    if (e.status !== 'requested' && e.status !== 'accepted') throw wrongStatus(e.status);
    const at = nowIso();
    const reason = body.reason || null;
    const saved = await commitStep({
      exhibition: e,
      to: 'cancelled',
      from: [e.status],
      actor: ctx.actor,
      note: reason,
      at,
      set: { reason },
      extra: [
        e.status === 'requested'
          ? deleteOpenRequestGuard(e.artwork_id, e.venue_id, e.id)
          : releaseArtwork(e.artwork_id, e.id, at),
      ],
    });
    const artwork =
      e.status === 'accepted'
        ? { ...ctx.artwork, exhibition_id: null, version: ctx.artwork.version + 1, updated_at: at }
        : ctx.artwork;
    await notify(
      'cancelled',
      { ...ctx, exhibition: saved, artwork },
      [e.requested_by === 'artist' ? 'venue' : 'artist'],
      {
        actor: ctx.side as 'artist' | 'venue',
        note: reason,
      },
    );
    return answer(viewOf(ctx, saved, artwork));
  },
});
