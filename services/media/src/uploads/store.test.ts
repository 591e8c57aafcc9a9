import { describe, expect, it } from 'vitest';
import type { MediaObject } from '@konstvagg/lambda-kit/ports/files';
import { writeAllOrNothing, type MediaWriter } from './store.ts';

/** An in-memory bucket whose PUT fails for chosen keys. */
function bucket(failing: string[] = []) {
  const objects = new Map<string, MediaObject>();
  const writer: MediaWriter = {
    async put(o) {
      await new Promise((r) => setTimeout(r, 1));
      if (failing.includes(o.key)) throw new Error(`put failed: ${o.key}`);
      objects.set(o.key, o);
    },
    async remove(key) {
      objects.delete(key);
    },
  };
  return { objects, writer };
}

const object = (key: string): MediaObject => ({ key, body: new Uint8Array([1]), contentType: 'image/webp' });
const sizes = ['a/320w.webp', 'a/640w.webp', 'a/1024w.webp', 'a/1024w.jpg'].map(object);

describe('writeAllOrNothing', () => {
  it('writes every object', async () => {
    const { objects, writer } = bucket();
    await writeAllOrNothing(sizes, writer);
    expect([...objects.keys()].sort()).toEqual(sizes.map((s) => s.key).sort());
  });

  it('leaves nothing behind when one size fails, and reports that failure', async () => {
    const { objects, writer } = bucket(['a/1024w.webp']);
    await expect(writeAllOrNothing(sizes, writer)).rejects.toThrow('put failed: a/1024w.webp');
    expect(objects.size).toBe(0);
  });
});
