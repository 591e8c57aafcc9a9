import * as z from 'zod';
import { artworkUploadPrefix } from '@konstvagg/domain';
import { AppError, defineOperation, parseOrThrow, type HttpEvent } from '@konstvagg/lambda-kit';
import { artistOfCaller } from '@konstvagg/lambda-kit/ports/caller-profile';
import { readIncoming } from './incoming.ts';
import { DEFAULT_IMAGE_FIELD } from './limits.ts';
import { readImagePart } from './multipart.ts';
import { renderArtworkImage } from './render.ts';
import { storeUploadedImage } from './stored-image.ts';
import { uploadedImageResponseSchema } from '@konstvagg/contracts';

const finishUpload = z.object({ upload_key: z.string().min(1).max(300) }).strict();

/** The JSON body of the second step of a presigned upload (`{ upload_key }`). */
function jsonBody(event: HttpEvent): z.infer<typeof finishUpload> {
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'bad_json', 'error.bad_json');
  }
  return parseOrThrow(finishUpload, parsed);
}

/** The uploaded file: in the request (multipart), or already in the bucket (presigned POST, then JSON). */
async function uploadedFile(event: HttpEvent, artistId: string): Promise<{ data: Buffer; field: string }> {
  if (/^application\/json\b/i.test(event.headers?.['content-type'] ?? '')) {
    const { upload_key } = jsonBody(event);
    return { data: await readIncoming(artistId, upload_key), field: DEFAULT_IMAGE_FIELD };
  }
  const part = await readImagePart(event);
  return { data: part.data, field: part.field };
}

/**
 * POST /upload/artwork-image: an artist's artwork image, either as multipart/form-data (file field
 * `image` or `file`) or as JSON `{ upload_key }` after a presigned POST straight to the bucket
 * (presign-artwork-image.ts). JPEG, PNG or WebP (by its bytes), at most 15 MB; stored as WebP in
 * responsive widths plus a JPEG fallback, upright and without metadata, under new keys (cached for
 * a year). Answers 201 `{ image: { id, url, thumb_url, width, height, original, sizes } }`.
 */
export const uploadArtworkImage = defineOperation({
  response: uploadedImageResponseSchema,
  async run({ caller, event }) {
    const artist = await artistOfCaller(caller);
    const file = await uploadedFile(event, artist.id);
    const rendered = await renderArtworkImage(file.data, file.field);
    return storeUploadedImage(rendered, artworkUploadPrefix(artist.id));
  },
});
