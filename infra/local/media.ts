import type http from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/**
 * /media/<key>: objects of the media bucket, as CloudFront serves them from S3. Keys are
 * content-addressed (a new upload gets a new key), so answers are cached for a year.
 */
const MAX_KEY_BYTES = 1024;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export async function serveMedia(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  key: string,
  s3: S3Client,
  bucket: string,
): Promise<void> {
  // S3 keys are at most 1,024 bytes; a control character (NUL...) is never in one of ours. Either is
  // simply not there: a 404, not a crash of the emulator's client (issue 9).
  if (!key || key.includes('..') || Buffer.byteLength(key) > MAX_KEY_BYTES || CONTROL.test(key))
    return notFound(res);
  const head = req.method === 'HEAD';
  try {
    const out = head
      ? await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
      : await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const headers: Record<string, string> = {
      'content-type': out.ContentType ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    };
    if (out.ETag) headers.etag = out.ETag;
    if (out.LastModified) headers['last-modified'] = out.LastModified.toUTCString();
    const body = 'Body' in out ? (out.Body as Readable | undefined) : undefined;
    if (out.ETag && req.headers['if-none-match'] === out.ETag) {
      body?.destroy();
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (out.ContentLength !== undefined) headers['content-length'] = String(out.ContentLength);
    res.writeHead(200, headers);
    if (head || !body) {
      res.end();
      return;
    }
    body.on('error', () => res.destroy());
    body.pipe(res);
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const name = (err as { name?: string }).name;
    if (status === 404 || name === 'NoSuchKey' || name === 'NotFound') return notFound(res);
    // Any other refusal of the key by the store (a 4xx) is also "no such file".
    if (status !== undefined && status >= 400 && status < 500 && !res.headersSent) return notFound(res);
    throw err;
  }
}

function notFound(res: http.ServerResponse) {
  res.writeHead(404, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  res.end('Not found');
}
