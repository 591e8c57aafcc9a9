import { createHmac } from 'node:crypto';
import { config } from '../config.ts';
import { mediaBucket, mediaCredentials, mediaPostUrl } from './files.ts';

export interface PostCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface PostPolicyInput {
  bucket: string;
  key: string;
  region: string;
  credentials: PostCredentials;
  /** content-length-range: S3 itself refuses a larger file (s3rver does not: the server checks again). */
  minBytes: number;
  maxBytes: number;
  now: Date;
  expiresInSeconds: number;
}

export interface SignedPostPolicy {
  /** Form fields to send, in this order, before the file (which must be the last part, named `file`). */
  fields: Record<string, string>;
  expiresAt: string;
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** "20260101T120000Z" */
export const amzDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The Signature Version 4 signing key: the secret, narrowed to one day, region and service. */
export function signingKey(secret: string, dateStamp: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, dateStamp), region), service), 'aws4_request');
}

/**
 * An S3 POST policy signed with Signature Version 4 (the browser-form upload): exactly one key,
 * a size range, and the signing fields. The string signed is the base64 policy itself.
 */
export function signPostPolicy(input: PostPolicyInput): SignedPostPolicy {
  const date = amzDate(input.now);
  const dateStamp = date.slice(0, 8);
  const credential = `${input.credentials.accessKeyId}/${dateStamp}/${input.region}/s3/aws4_request`;
  const expiresAt = new Date(input.now.getTime() + input.expiresInSeconds * 1000).toISOString();
  const signing: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    ...(input.credentials.sessionToken ? { 'X-Amz-Security-Token': input.credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: expiresAt,
    conditions: [
      { bucket: input.bucket },
      { key: input.key },
      ['content-length-range', input.minBytes, input.maxBytes],
      ...Object.entries(signing).map(([name, value]) => ({ [name.toLowerCase()]: value })),
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signature = hmac(
    signingKey(input.credentials.secretAccessKey, dateStamp, input.region, 's3'),
    encoded,
  ).toString('hex');
  return {
    fields: { key: input.key, ...signing, Policy: encoded, 'X-Amz-Signature': signature },
    expiresAt,
  };
}

/** What a browser needs to post one file straight to the media bucket (contracts' presign answer). */
export interface PresignedUpload {
  method: 'POST';
  url: string;
  fields: Record<string, string>;
  file_field: string;
  upload_key: string;
  max_bytes: number;
  expires_at: string;
}

/**
 * A signed form for one key of the media bucket, good for fifteen minutes: the way every photo
 * reaches the platform from a browser (API Gateway and Lambda take about 4.5 MB of file), then read
 * once by the service that asked for it. S3 enforces the size; s3rver does not, so the reader checks
 * again.
 */
export async function presignMediaUpload(key: string, maxBytes: number): Promise<PresignedUpload> {
  const signed = signPostPolicy({
    bucket: mediaBucket(),
    key,
    region: config.region,
    credentials: await mediaCredentials(),
    minBytes: 1,
    maxBytes,
    now: new Date(),
    expiresInSeconds: 15 * 60,
  });
  return {
    method: 'POST',
    url: mediaPostUrl(),
    fields: signed.fields,
    file_field: 'file',
    upload_key: key,
    max_bytes: maxBytes,
    expires_at: signed.expiresAt,
  };
}
