import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { amzDate, signPostPolicy } from '@konstvagg/lambda-kit/ports/presigned-post';

/** SHA-256 (or HMAC-SHA256 with a secret) in the shape the AWS SDK's signer takes. */
class NodeSha256 {
  private hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    const key = secret === undefined || typeof secret === 'string' ? secret : toBytes(secret);
    this.hash = key === undefined ? createHash('sha256') : createHmac('sha256', key);
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(typeof data === 'string' ? data : toBytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

const toBytes = (d: ArrayBuffer | ArrayBufferView) =>
  ArrayBuffer.isView(d) ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength) : new Uint8Array(d);

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session-token-example',
};
const now = new Date('2026-03-01T09:08:07.654Z');
const signed = signPostPolicy({
  bucket: 'media-bucket',
  key: 'incoming/artworks/a1/0123456789abcdef0123456789abcdef',
  region: 'eu-north-1',
  credentials,
  minBytes: 1,
  maxBytes: 15 * 1024 * 1024,
  now,
  expiresInSeconds: 900,
});

describe('signPostPolicy', () => {
  it('signs the base64 policy as the AWS SDK signer does (Signature Version 4)', async () => {
    const sdk = new SignatureV4({ credentials, region: 'eu-north-1', service: 's3', sha256: NodeSha256 });
    const expected = await sdk.sign(signed.fields.Policy!, { signingDate: now });
    expect(signed.fields['X-Amz-Signature']).toBe(expected);
  });

  it('allows exactly one key, a size range and the signing fields, for 15 minutes', () => {
    expect(amzDate(now)).toBe('20260301T090807Z');
    expect(signed.expiresAt).toBe('2026-03-01T09:23:07.654Z');
    expect(signed.fields).toMatchObject({
      key: 'incoming/artworks/a1/0123456789abcdef0123456789abcdef',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIDEXAMPLE/20260301/eu-north-1/s3/aws4_request',
      'X-Amz-Date': '20260301T090807Z',
      'X-Amz-Security-Token': 'session-token-example',
    });
    const policy = JSON.parse(Buffer.from(signed.fields.Policy!, 'base64').toString('utf8'));
    expect(policy).toEqual({
      expiration: '2026-03-01T09:23:07.654Z',
      conditions: [
        { bucket: 'media-bucket' },
        { key: 'incoming/artworks/a1/0123456789abcdef0123456789abcdef' },
        ['content-length-range', 1, 15 * 1024 * 1024],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': 'AKIDEXAMPLE/20260301/eu-north-1/s3/aws4_request' },
        { 'x-amz-date': '20260301T090807Z' },
        { 'x-amz-security-token': 'session-token-example' },
      ],
    });
  });
});
