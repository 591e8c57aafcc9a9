import { randomBytes } from 'node:crypto';
import { AppError } from '@konstvagg/lambda-kit';
import { deleteMediaObject, getMediaObject, headMediaObject } from '@konstvagg/lambda-kit/ports/files';
import { DEFAULT_IMAGE_FIELD, MAX_IMAGE_BYTES } from './limits.ts';

/**
 * Files a browser uploaded straight to the media bucket with a presigned POST, waiting to be
 * checked and converted. A lifecycle rule deletes what is left under incoming/ after a day.
 */
export const INCOMING_PREFIX = 'incoming/artworks/';

export const newIncomingKey = (artistId: string) =>
  `${INCOMING_PREFIX}${artistId}/${randomBytes(16).toString('hex')}`;

const ownKey = (artistId: string, key: string) =>
  key.startsWith(`${INCOMING_PREFIX}${artistId}/`) &&
  /^[0-9a-f]{32}$/.test(key.slice(INCOMING_PREFIX.length + artistId.length + 1));

/**
 * The bytes of an upload the artist made with a presigned POST, under one of the artist's own keys.
 * The size is checked here again, from the object itself: S3 enforces the policy's
 * content-length-range, s3rver does not.
 */
export async function readIncoming(artistId: string, key: string): Promise<Buffer> {
  if (!ownKey(artistId, key))
    throw new AppError(400, 'validation_failed', 'error.validation_failed', {
      upload_key: 'validation.invalid',
    });
  try {
    const head = await headMediaObject(key);
    if (!head)
      throw new AppError(400, 'validation_failed', 'error.validation_failed', {
        upload_key: 'validation.upload_missing',
      });
    if (head.size > MAX_IMAGE_BYTES)
      throw new AppError(413, 'payload_too_large', 'error.payload_too_large', {
        [DEFAULT_IMAGE_FIELD]: 'validation.image_too_large',
      });
    return await getMediaObject(key);
  } finally {
    // Read once (then checked and converted, or refused): the original is never kept, and the key
    // cannot be used twice.
    await deleteMediaObject(key).catch(() => undefined);
  }
}
