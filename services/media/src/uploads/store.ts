import { deleteMediaObject, putMediaObject, type MediaObject } from '@konstvagg/lambda-kit/ports/files';

export interface MediaWriter {
  put(object: MediaObject): Promise<void>;
  remove(key: string): Promise<void>;
}

const bucketWriter: MediaWriter = { put: putMediaObject, remove: deleteMediaObject };

/**
 * Writes every object or none: when one write fails, the ones already written are deleted again
 * (best effort) and the first failure is thrown, so no image is left with missing sizes.
 */
export async function writeAllOrNothing(objects: readonly MediaObject[], writer: MediaWriter = bucketWriter) {
  const results = await Promise.allSettled(objects.map((o) => writer.put(o)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return;
  // A failed PUT wrote nothing, but deleting a missing key is harmless: clean up every key.
  await Promise.allSettled(objects.map((o) => writer.remove(o.key)));
  throw failed.reason;
}
