import * as z from 'zod';
import { AppError, parseOrThrow, type HttpEvent } from '@konstvagg/lambda-kit';
import { readIncoming, type IncomingOwner } from './incoming.ts';
import { DEFAULT_IMAGE_FIELD } from './limits.ts';
import { readImagePart } from './multipart.ts';

export const finishUpload = z.object({ upload_key: z.string().min(1).max(300) }).strict();

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

/**
 * The uploaded file of POST /upload/artwork-image or /upload/venue-image: already in the bucket
 * (a presigned POST, then JSON `{ upload_key }`: how the browser sends every photo), or in the
 * request itself (multipart, for API callers with a small file).
 */
export async function uploadedFile(
  event: HttpEvent,
  owner: IncomingOwner,
): Promise<{ data: Buffer; field: string }> {
  if (/^application\/json\b/i.test(event.headers?.['content-type'] ?? '')) {
    const { upload_key } = jsonBody(event);
    return { data: await readIncoming(owner, upload_key), field: DEFAULT_IMAGE_FIELD };
  }
  const part = await readImagePart(event);
  return { data: part.data, field: part.field };
}
