import { createHmac } from 'node:crypto';

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
