import { MAX_IMAGE_BYTES } from '@konstvagg/rules';
import busboy from 'busboy';
import { AppError, type HttpEvent } from '@konstvagg/lambda-kit';
import { DEFAULT_IMAGE_FIELD, IMAGE_FIELDS } from './limits.ts';

export interface UploadedFile {
  /** The form field the file came in (`image` or `file`): errors about the file name it. */
  field: string;
  filename: string;
  /** As the client declared it; informational only (the bytes decide the type). */
  declaredType: string;
  data: Buffer;
}

/** Room for the multipart boundaries and part headers around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

const fieldError = (
  status: number,
  code: 'validation_failed' | 'payload_too_large',
  field: string,
  key: string,
) =>
  new AppError(
    status,
    code,
    code === 'payload_too_large' ? 'error.payload_too_large' : 'error.validation_failed',
    {
      [field]: key,
    },
  );

/** The request body as bytes: API Gateway v2 hands binary (multipart) bodies base64-encoded. */
function bodyBytes(event: HttpEvent): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

/**
 * Reads the one image file of a multipart/form-data request: the first part named `image` (or
 * `file`), at most MAX_IMAGE_BYTES. Other parts are skipped. Errors name the field:
 * 415 when the request is not multipart, 413 when the file is too large, 400 when it is missing.
 */
export async function readImagePart(event: HttpEvent, maxBytes = MAX_IMAGE_BYTES): Promise<UploadedFile> {
  const contentType = event.headers?.['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !/boundary=/i.test(contentType)) {
    throw fieldError(415, 'validation_failed', DEFAULT_IMAGE_FIELD, 'validation.multipart_required');
  }
  const body = bodyBytes(event);
  // Whatever the parts, a body this large cannot hold a file within the limit.
  if (body.length > maxBytes + ENVELOPE_BYTES) {
    throw fieldError(413, 'payload_too_large', DEFAULT_IMAGE_FIELD, 'validation.image_too_large');
  }

  return new Promise<UploadedFile>((resolve, reject) => {
    let found: { field: string; filename: string; declaredType: string; chunks: Buffer[] } | null = null;
    let tooLarge = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: maxBytes, files: 4, fields: 20, parts: 24, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(fieldError(400, 'validation_failed', DEFAULT_IMAGE_FIELD, 'validation.multipart_required'));
      return;
    }
    parser.on('file', (name, stream, info) => {
      if (found || !(IMAGE_FIELDS as readonly string[]).includes(name)) {
        stream.resume();
        return;
      }
      const part = {
        field: name,
        filename: info.filename ?? '',
        declaredType: info.mimeType,
        chunks: [] as Buffer[],
      };
      found = part;
      stream.on('data', (chunk: Buffer) => part.chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
    });
    parser.on('error', () =>
      reject(fieldError(400, 'validation_failed', DEFAULT_IMAGE_FIELD, 'validation.multipart_required')),
    );
    parser.on('close', () => {
      const part = found as {
        field: string;
        filename: string;
        declaredType: string;
        chunks: Buffer[];
      } | null;
      if (!part) {
        reject(fieldError(400, 'validation_failed', DEFAULT_IMAGE_FIELD, 'validation.required'));
        return;
      }
      if (tooLarge) {
        reject(fieldError(413, 'payload_too_large', part.field, 'validation.image_too_large'));
        return;
      }
      const data = Buffer.concat(part.chunks);
      if (data.length === 0) {
        reject(fieldError(400, 'validation_failed', part.field, 'validation.required'));
        return;
      }
      resolve({ field: part.field, filename: part.filename, declaredType: part.declaredType, data });
    });
    parser.end(body);
  });
}
