import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from './sniff.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffImageFormat(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('png');
    expect(sniffImageFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, whatever the file is called', () => {
    expect(sniffImageFormat(bytes('GIF89a'))).toBeNull();
    expect(sniffImageFormat(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(bytes('Just some text in a .jpg'))).toBeNull();
    expect(sniffImageFormat(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});
