import { venueUploadPrefix } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { uploadedImageResponseSchema } from '@konstvagg/contracts';
import { venueOfCaller } from '@konstvagg/lambda-kit/ports/caller-profile';
import { readImagePart } from './multipart.ts';
import { renderArtworkImage } from './render.ts';
import { storeUploadedImage } from './stored-image.ts';

/**
 * POST /upload/venue-image: a venue's gallery or profile photo, as multipart/form-data (file field
 * `image` or `file`), held to the artwork image rules (JPEG, PNG or WebP by its bytes, at most
 * 15 MB, converted to responsive WebP plus a JPEG fallback, upright, without metadata) and stored
 * below the venue's own prefix (venueUploadPrefix), where PUT /venues/{id} accepts it. Same answer
 * as POST /upload/artwork-image. No presigned variant: venue photos fit through the API.
 */
export const uploadVenueImage = defineOperation({
  response: uploadedImageResponseSchema,
  async run({ caller, event }) {
    const venue = await venueOfCaller(caller);
    const part = await readImagePart(event);
    const rendered = await renderArtworkImage(part.data, part.field);
    return storeUploadedImage(rendered, venueUploadPrefix(venue.id));
  },
});
