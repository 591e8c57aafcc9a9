import { MAX_IMAGE_BYTES } from '@konstvagg/rules';
import * as z from 'zod';
import { AppError, defineOperation } from '@konstvagg/lambda-kit';
import { artistOfCaller, venueOfCaller } from '@konstvagg/lambda-kit/ports/caller-profile';
import { presignMediaUpload } from '@konstvagg/lambda-kit/ports/presigned-post';
import { presignResponseSchema, type PresignResponse } from '@konstvagg/contracts';
import { newIncomingKey, type IncomingOwner } from './incoming.ts';

const presignBody = z.object({ size: z.number().int().positive().optional() }).strict();

/** A signed form for one new key of the owner: the file goes straight to the media bucket. */
async function presign(owner: IncomingOwner, size: number | undefined): Promise<PresignResponse> {
  if (size !== undefined && size > MAX_IMAGE_BYTES) {
    throw new AppError(413, 'payload_too_large', 'error.payload_too_large', {
      size: 'validation.image_too_large',
    });
  }
  return { upload: await presignMediaUpload(newIncomingKey(owner), MAX_IMAGE_BYTES) };
}

/**
 * POST /upload/artwork-image/presign {size?}: a form the browser POSTs the file to, straight to the
 * media bucket, so a photo of any size up to the product's 15 MB never passes through API Gateway
 * and Lambda (whose payloads stop at about 6 MB, 4.5 MB of file once base64-encoded). Then POST
 * /upload/artwork-image {upload_key} checks and converts it like a direct upload. The browser
 * uploads every artwork and venue photo this way (shared/ui uploads.ts).
 */
export const presignArtworkImage = defineOperation({
  response: presignResponseSchema,
  body: presignBody,
  async run({ body, caller }) {
    const artist = await artistOfCaller(caller);
    return {
      headers: { 'Cache-Control': 'no-store' },
      body: await presign({ kind: 'artworks', id: artist.id }, body?.size),
    };
  },
});

/** POST /upload/venue-image/presign {size?}: the same for a venue's photos (then POST /upload/venue-image). */
export const presignVenueImage = defineOperation({
  response: presignResponseSchema,
  body: presignBody,
  async run({ body, caller }) {
    const venue = await venueOfCaller(caller);
    return {
      headers: { 'Cache-Control': 'no-store' },
      body: await presign({ kind: 'venues', id: venue.id }, body?.size),
    };
  },
});
