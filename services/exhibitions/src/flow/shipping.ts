import {
  exhibitionQrBodySchema,
  exhibitionReasonBodySchema,
  exhibitionSchema,
  exhibitionShipBodySchema,
} from '@konstvagg/contracts';
import { AppError, defineOperation, nowIso } from '@konstvagg/lambda-kit';
import { commitStep, countOnWall, moveArtwork, wrongStatus, type ExtraItem } from '../commit.ts';
import { answer, idParams, loadContext, requireSide } from '../context.ts';
import { viewOf } from '../context.ts';
import { notify } from '../notify.ts';
import { namesArtwork } from './qr.ts';

/** POST /exhibitions/{id}/ship {carrier?, tracking?}: the artist sends an accepted work (free for the venue); the venue is mailed. */
export const shipExhibition = defineOperation({
  response: exhibitionSchema,
  params: idParams,
  body: exhibitionShipBodySchema,
  async run({ params, body, caller }) {
    const ctx = await loadContext(caller, params.id);
    requireSide(ctx, 'artist');
    if (ctx.exhibition.status !== 'accepted') throw wrongStatus(ctx.exhibition.status);
    const at = nowIso();
    const carrier = body.carrier || null;
    const tracking = body.tracking || null;
    const saved = await commitStep({
      exhibition: ctx.exhibition,
      to: 'shipped',
      from: ['accepted'],
      actor: ctx.actor,
      note: [carrier, tracking].filter(Boolean).join(' ') || null,
      at,
      set: { shipping_carrier: carrier, tracking_number: tracking, shipped_at: at },
    });
    await notify('shipped', { ...ctx, exhibition: saved }, ['venue'], { actor: 'artist' });
    return answer(viewOf(ctx, saved));
  },
});

/**
 * POST /exhibitions/{id}/confirm-arrival {qrCode}: the venue scans the label of the work that came
 * (or types the arrival code printed under the QR, or the work's id). In one transaction the exhibition goes on display, the artwork becomes
 * exhibited with the venue as its location (its venue keys follow, so the venue's walls and
 * near-me list it) and the venue's count of works on display grows. A code of another work is a
 * 422 naming qrCode. The artist is mailed.
 */
export const confirmArrival = defineOperation({
  errors: ['qr_mismatch'],
  response: exhibitionSchema,
  params: idParams,
  body: exhibitionQrBodySchema,
  async run({ params, body, caller }) {
    const ctx = await loadContext(caller, params.id);
    requireSide(ctx, 'venue');
    const e = ctx.exhibition;
    if (e.status !== 'shipped') throw wrongStatus(e.status);
    if (!namesArtwork(body.qrCode, e.artwork_id))
      throw new AppError(422, 'qr_mismatch', 'error.qr_mismatch', { qrCode: 'validation.qr_mismatch' });
    const at = nowIso();
    const located = { venue_id: ctx.venue.id, venue_name: ctx.venue.venue_name, city: ctx.venue.city };
    const extra: ExtraItem[] = [
      moveArtwork(ctx.artwork, 'exhibited', at, located, { from: ['available'], heldBy: e.id }),
    ];
    const count = countOnWall(ctx.venue.id, 1, ctx.venue.current_exhibitions_count, at);
    if (count) extra.push(count);
    const saved = await commitStep({
      exhibition: e,
      to: 'on_display',
      from: ['shipped'],
      actor: ctx.actor,
      at,
      set: { arrived_at: at },
      extra,
    });
    const artwork = {
      ...ctx.artwork,
      ...located,
      status: 'exhibited' as const,
      version: ctx.artwork.version + 1,
      updated_at: at,
    };
    await notify('on_display', { ...ctx, exhibition: saved, artwork }, ['artist'], { actor: 'venue' });
    return answer(viewOf(ctx, saved, artwork));
  },
});

/** POST /exhibitions/{id}/request-return {reason?}: the venue or the artist asks for a work on display to go back; the other party is mailed. */
export const requestReturn = defineOperation({
  response: exhibitionSchema,
  params: idParams,
  body: exhibitionReasonBodySchema,
  async run({ params, body, caller }) {
    const ctx = await loadContext(caller, params.id);
    requireSide(ctx, 'artist', 'venue');
    if (ctx.exhibition.status !== 'on_display') throw wrongStatus(ctx.exhibition.status);
    const reason = body.reason || null;
    const saved = await commitStep({
      exhibition: ctx.exhibition,
      to: 'return_requested',
      from: ['on_display'],
      actor: ctx.actor,
      note: reason,
      at: nowIso(),
      set: { reason },
    });
    await notify(
      'return_requested',
      { ...ctx, exhibition: saved },
      [ctx.side === 'artist' ? 'venue' : 'artist'],
      {
        actor: ctx.side as 'artist' | 'venue',
        note: reason,
      },
    );
    return answer(viewOf(ctx, saved));
  },
});

/**
 * POST /exhibitions/{id}/confirm-return: the artist has the work back. In one transaction the
 * exhibition is returned, the artwork is available again with no location (its venue keys go;
 * it is shown in the artist's city) and the venue's count shrinks. The venue is mailed.
 */
export const confirmReturn = defineOperation({
  response: exhibitionSchema,
  params: idParams,
  async run({ params, caller }) {
    const ctx = await loadContext(caller, params.id);
    requireSide(ctx, 'artist');
    const e = ctx.exhibition;
    if (e.status !== 'return_requested') throw wrongStatus(e.status);
    const at = nowIso();
    const home = { venue_id: null, venue_name: null, city: ctx.artist?.city ?? null, exhibition_id: null };
    const extra: ExtraItem[] = [
      moveArtwork(ctx.artwork, 'available', at, home, { from: ['exhibited'], heldBy: e.id }),
    ];
    const count = countOnWall(ctx.venue.id, -1, ctx.venue.current_exhibitions_count, at);
    if (count) extra.push(count);
    const saved = await commitStep({
      exhibition: e,
      to: 'returned',
      from: ['return_requested'],
      actor: ctx.actor,
      at,
      extra,
    });
    const artwork = {
      ...ctx.artwork,
      ...home,
      status: 'available' as const,
      version: ctx.artwork.version + 1,
      updated_at: at,
    };
    await notify('returned', { ...ctx, exhibition: saved, artwork }, ['venue'], { actor: 'artist' });
    return answer(viewOf(ctx, saved, artwork));
  },
});
