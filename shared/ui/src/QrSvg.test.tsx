import { describe, expect, it } from 'vitest';
import { qrPath } from './QrSvg.tsx';

describe('qrPath', () => {
  it('draws each dark module once, inside a four-module quiet zone', () => {
    const modules = { size: 2, get: (r: number, c: number) => r === c };
    expect(qrPath(modules)).toEqual({ path: 'M4 4h1v1h-1zM5 5h1v1h-1z', count: 10 });
  });
});
