import { describe, expect, it } from 'vitest';
import { targetWidths } from './render.ts';

describe('targetWidths', () => {
  it('gives every standard width up to 1600 for a large original', () => {
    expect(targetWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(targetWidths(1600)).toEqual([320, 640, 1024, 1600]);
  });

  it('never upscales: a smaller original tops out at its own width', () => {
    expect(targetWidths(1200)).toEqual([320, 640, 1024, 1200]);
    expect(targetWidths(640)).toEqual([320, 640]);
    expect(targetWidths(200)).toEqual([200]);
  });
});
