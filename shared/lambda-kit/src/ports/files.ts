import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { config } from '../config.ts';
import { traced } from '../tracing.ts';

/** The files port: the media bucket (s3rver locally, S3 on AWS). Media is served from /media/<key>. */
let client: S3Client | null = null;

export function s3(): S3Client {
  client ??= traced(
    new S3Client({
      region: config.region,
      endpoint: config.endpoint('S3'),
      // s3rver needs path-style addressing and corrupts streamed bodies with default checksums (docs/architecture.md §2).
      forcePathStyle: config.isLocal,
      ...(config.isLocal
        ? {
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
    }),
  );
  return client;
}

export const mediaBucket = () => config.mediaBucket;
export const mediaUrl = (key: string) => `/media/${key}`;

/** Media keys are never reused (each upload gets new keys), so every object may be cached for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface MediaObject {
  key: string;
  body: Uint8Array;
  contentType: string;
}

/** Writes one object of the media bucket with its Content-Type and the long cache header. */
export async function putMediaObject(object: MediaObject): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: mediaBucket(),
      Key: object.key,
      Body: object.body,
      ContentLength: object.body.byteLength,
      ContentType: object.contentType,
      CacheControl: MEDIA_CACHE_CONTROL,
    }),
  );
}

/** Deletes one object of the media bucket (a missing key is not an error). */
export async function deleteMediaObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: mediaBucket(), Key: key }));
}

/** The size of an object of the media bucket, or null when there is none under `key`. */
export async function headMediaObject(key: string): Promise<{ size: number } | null> {
  try {
    const out = await s3().send(new HeadObjectCommand({ Bucket: mediaBucket(), Key: key }));
    return { size: out.ContentLength ?? 0 };
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (err as { name?: string }).name === 'NotFound') return null;
    throw err;
  }
}

/** The bytes of one object of the media bucket. */
export async function getMediaObject(key: string): Promise<Buffer> {
  const out = await s3().send(new GetObjectCommand({ Bucket: mediaBucket(), Key: key }));
  return Buffer.from(await out.Body!.transformToByteArray());
}

/**
 * Where a browser POSTs a form upload to the media bucket (S3 "POST Object"): the bucket's own
 * endpoint on AWS, path-style on a configured endpoint (s3rver, LocalStack).
 */
export function mediaPostUrl(): string {
  const endpoint = config.endpoint('S3');
  if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${mediaBucket()}`;
  return `https://${mediaBucket()}.s3.${config.region}.amazonaws.com/`;
}

/** The credentials the media client signs with (the Lambda role's, on AWS). */
export async function mediaCredentials(): Promise<{
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}> {
  const provider = s3().config.credentials;
  return provider();
}
