import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import jsQR from 'jsqr';
import { qrPath } from '@konstvagg/ui';

// The UI kit's qrPath with the qrcode package the pickup code (and the two-step login set-up) use.
describe('a QR code drawn by qrPath', () => {
  it('reads back as the value it was made from', () => {
    const value = 'KV1.ord_example.ACDEFGHJ';
    const { path, count } = qrPath(QRCode.create(value, { errorCorrectionLevel: 'M' }).modules);
    const scale = 4;
    const side = count * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g))
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
          pixels.fill(0, i, i + 3);
        }
    expect(jsQR(pixels, side, side)?.data).toBe(value);
  });
});
