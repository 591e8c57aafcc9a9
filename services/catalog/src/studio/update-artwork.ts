import * as z from 'zod';
import { artworkResponseSchema, updateArtworkBodySchema } from '@konstvagg/contracts';
import { eurosToCents, sizeCategoryFor } from '@konstvagg/rules';
import type { ArtworkRecord } from '@konstvagg/domain';
import { AppError, defineOperation, nowIso } from '@konstvagg/lambda-kit';
import { artworkIdSchema } from '../artworks/get-artwork.ts';
import { editArtwork, imagesFromInput, moveArtwork, ownArtwork, ownerView } from './own-artwork.ts';

/** Fields whose change an admin must see again before the work is public (docs/decisions.md). */
const REVIEWED_FIELDS = ['title', 'description', 'category', 'style', 'medium', 'year', 'images'] as const;

/** Images compare by their pictures and order (the store does not keep an object's key order). */
const comparable = (f: (typeof REVIEWED_FIELDS)[number], value: unknown) =>
  JSON.stringify(
    f === 'images' ? (value as ArtworkRecord['images']).map((i) => [i.url, i.thumb_url]) : (value ?? null),
  );

function changedContent(before: ArtworkRecord, fields: Partial<ArtworkRecord>): boolean {
  return REVIEWED_FIELDS.some(
    (f) => fields[f] !== undefined && comparable(f, fields[f]) !== comparable(f, before[f]),
  );
}

/**
 * PUT /artworks/{id}: the artist edits their own work; fields left out keep their value.
 * New text or images send a public work back to review (an available one to pending_review, a
 * withdrawn one to draft); price, commission and size do not. A work on a venue's wall may change
 * only its terms, and a reserved, sold or delivered one nothing.
 */
export const updateArtwork = defineOperation({
  response: artworkResponseSchema,
  params: z.object({ id: artworkIdSchema }),
  body: updateArtworkBodySchema,
  async run({ params, body, caller }) {
    const { artwork } = await ownArtwork(caller, params.id);
    if (artwork.status === 'reserved' || artwork.status === 'sold' || artwork.status === 'delivered')
      throw new AppError(409, 'conflict', 'error.artwork_locked');

    const fields: Partial<ArtworkRecord> = {};
    if (body.title !== undefined) fields.title = body.title;
    if (body.description !== undefined) fields.description = body.description;
    if (body.category !== undefined) fields.category = body.category;
    if (body.style !== undefined) fields.style = body.style;
    if (body.technique !== undefined) fields.medium = body.technique;
    if (body.year !== undefined) fields.year = body.year;
    if (body.images !== undefined)
      fields.images = imagesFromInput(body.images, artwork.artist_id, artwork.images);
    if (body.price !== undefined) fields.price_cents = eurosToCents(body.price);
    if (body.venue_commission !== undefined) fields.venue_commission = body.venue_commission;
    if (body.depth_cm !== undefined) fields.depth_cm = body.depth_cm;
    if (body.width_cm !== undefined) fields.width_cm = body.width_cm;
    if (body.height_cm !== undefined) fields.height_cm = body.height_cm;
    if (fields.width_cm !== undefined || fields.height_cm !== undefined)
      fields.size_category = sizeCategoryFor(
        fields.width_cm ?? artwork.width_cm,
        fields.height_cm ?? artwork.height_cm,
      );

    const at = nowIso();
    const needsReview = changedContent(artwork, fields);
    let saved: ArtworkRecord;
    if (needsReview && artwork.status === 'exhibited')
      throw new AppError(409, 'conflict', 'error.artwork_on_display');
    if (needsReview && artwork.status === 'available') {
      saved = await moveArtwork(artwork, 'pending_review', at, {
        ...fields,
        submitted_at: at,
        approved_at: null,
        rejection_reason: null,
      });
    } else if (needsReview && artwork.status === 'unavailable') {
      saved = await moveArtwork(artwork, 'draft', at, { ...fields, approved_at: null });
    } else {
      saved = await editArtwork(artwork, fields, at);
    }
    return { body: { artwork: ownerView(saved) }, headers: { 'Cache-Control': 'no-store' } };
  },
});
