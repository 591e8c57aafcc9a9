import { venueUploadPrefix } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { uploadedImageResponseSchema } from '@konstvagg/contracts';
import { venueOfCaller } from '@konstvagg/lambda-kit/ports/caller-profile';
import { renderArtworkImage } from './render.ts';
import { storeUploadedImage } from './stored-image.ts';
import { finishUpload, uploadedFile } from './uploaded-file.ts';

/**
 * POST /upload/venue-image: a venue's gallery or profile photo, as JSON `{ upload_key }` after a
 * presigned POST (POST /upload/venue-image/presign), or as multipart/form-data (file field `image`
 * or `file`), held to the artwork image rules (JPEG, PNG or WebP by its bytes, at most 15 MB,
 * converted to responsive WebP plus a JPEG fallback, upright, without metadata) and stored below the
 * venue's own prefix (venueUploadPrefix), where PUT /venues/{id} accepts it. Same answer as POST
 * /upload/artwork-image.
 */
export const uploadVenueImage = defineOperation({
  status: 201,
  response: uploadedImageResponseSchema,
  rawBody: finishUpload,
  async run({ caller, event }) {
    const venue = await venueOfCaller(caller);
    const file = await uploadedFile(event, { kind: 'venues', id: venue.id });
    const rendered = await renderArtworkImage(file.data, file.field);
    return storeUploadedImage(rendered, venueUploadPrefix(venue.id));
  },
});
