import * as z from 'zod';
import { AppError, config, defineOperation } from '@konstvagg/lambda-kit';
import { mediaBucket, mediaCredentials, mediaPostUrl } from '@konstvagg/lambda-kit/ports/files';
import { artistOfCaller } from '@konstvagg/lambda-kit/ports/caller-profile';
import { newIncomingKey } from './incoming.ts';
import { MAX_IMAGE_BYTES } from './limits.ts';
import { signPostPolicy } from './presigned-post.ts';
import { presignResponseSchema } from '@konstvagg/contracts';

const EXPIRES_IN_SECONDS = 15 * 60;

/**
 * POST /upload/artwork-image/presign {size?}: a form the browser POSTs the file to, straight to the
 * media bucket, for files that do not fit through API Gateway and Lambda (payloads over ~6 MB).
 * Then POST /upload/artwork-image {upload_key} checks and converts it like a direct upload.
 */
export const presignArtworkImage = defineOperation({
  response: presignResponseSchema,
  body: z.object({ size: z.number().int().positive().optional() }).strict(),
  async run({ body, caller }) {
    const artist = await artistOfCaller(caller);
    if (body?.size !== undefined && body.size > MAX_IMAGE_BYTES) {
      throw new AppError(413, 'payload_too_large', 'error.payload_too_large', {
        size: 'validation.image_too_large',
      });
    }
    const key = newIncomingKey(artist.id);
    const signed = signPostPolicy({
      bucket: mediaBucket(),
      key,
      region: config.region,
      credentials: await mediaCredentials(),
      minBytes: 1,
      maxBytes: MAX_IMAGE_BYTES,
      now: new Date(),
      expiresInSeconds: EXPIRES_IN_SECONDS,
    });
    return {
      headers: { 'Cache-Control': 'no-store' },
      body: {
        upload: {
          method: 'POST',
          url: mediaPostUrl(),
          fields: signed.fields,
          file_field: 'file',
          upload_key: key,
          max_bytes: MAX_IMAGE_BYTES,
          expires_at: signed.expiresAt,
        },
      },
    };
  },
});
