import { MAX_IMAGE_BYTES } from '@konstvagg/rules';
import { randomBytes } from 'node:crypto';
import { AppError } from '@konstvagg/lambda-kit';
import { deleteMediaObject, getMediaObject, headMediaObject } from '@konstvagg/lambda-kit/ports/files';
import { DEFAULT_IMAGE_FIELD } from './limits.ts';

/**
 * Files a browser uploaded straight to the media bucket with a presigned POST, waiting to be
 * checked and converted: an artist's under incoming/artworks/<artist>/, a venue's under
 * incoming/venues/<venue>/. A lifecycle rule deletes what is left under incoming/ after a day.
 */
const INCOMING_PREFIX = 'incoming/';
export type IncomingOwner = { kind: 'artworks' | 'venues'; id: string };

const ownerPrefix = (owner: IncomingOwner) => `${INCOMING_PREFIX}${owner.kind}/${owner.id}/`;

export const newIncomingKey = (owner: IncomingOwner) =>
  `${ownerPrefix(owner)}${randomBytes(16).toString('hex')}`;

const ownKey = (owner: IncomingOwner, key: string) =>
  key.startsWith(ownerPrefix(owner)) && /^[0-9a-f]{32}$/.test(key.slice(ownerPrefix(owner).length));

/**
 * The bytes of an upload its owner made with a presigned POST, under one of their own keys. The
 * size is checked here again, from the object itself: S3 enforces the policy's
 * content-length-range, s3rver does not.
 */
export async function readIncoming(owner: IncomingOwner, key: string): Promise<Buffer> {
  if (!ownKey(owner, key))
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
