import { artworkUploadPrefix } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { artistOfCaller } from '@konstvagg/lambda-kit/ports/caller-profile';
import { uploadedImageResponseSchema } from '@konstvagg/contracts';
import { renderArtworkImage } from './render.ts';
import { storeUploadedImage } from './stored-image.ts';
import { finishUpload, uploadedFile } from './uploaded-file.ts';

/**
 * POST /upload/artwork-image: an artist's artwork image, as JSON `{ upload_key }` after a presigned
 * POST straight to the bucket (presign.ts), or as multipart/form-data (file field `image` or
 * `file`). JPEG, PNG or WebP (by its bytes), at most 15 MB; stored as WebP in responsive widths
 * plus a JPEG fallback, upright and without metadata, under new keys (cached for a year). Answers
 * 201 `{ image: { id, url, thumb_url, width, height, original, sizes } }`.
 */
export const uploadArtworkImage = defineOperation({
  status: 201,
  response: uploadedImageResponseSchema,
  rawBody: finishUpload,
  async run({ caller, event }) {
    const artist = await artistOfCaller(caller);
    const file = await uploadedFile(event, { kind: 'artworks', id: artist.id });
    const rendered = await renderArtworkImage(file.data, file.field);
    return storeUploadedImage(rendered, artworkUploadPrefix(artist.id));
  },
});
