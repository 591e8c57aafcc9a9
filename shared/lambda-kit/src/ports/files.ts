import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.ts';

/** The files port: the media bucket (s3rver locally, S3 on AWS). Media is served from /media/<key>. */
let client: S3Client | null = null;

export function s3(): S3Client {
  client ??= new S3Client({
    region: config.region,
    endpoint: config.endpoint('S3'),
    // s3rver needs path-style addressing and corrupts streamed bodies with default checksums (ARCHITECTURE §2).
    forcePathStyle: config.isLocal,
    ...(config.isLocal
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  return client;
}

export const mediaBucket = () => config.mediaBucket;
export const mediaUrl = (key: string) => `/media/${key}`;
