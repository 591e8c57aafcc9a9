import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadQrDetector } from './decoder.ts';

// The wasm the polyfill ships (the browser fetches the same file from /remotes/venue/assets/).
const fromDetector = createRequire(createRequire(import.meta.url).resolve('barcode-detector'));
const wasmBinary = readFileSync(fromDetector.resolve('zxing-wasm/reader/zxing_reader.wasm'));

/** A printed label's QR, as a PNG file: black on white with its quiet zone. */
async function labelPng(text: string): Promise<Blob> {
  return new Blob([new Uint8Array(await QRCode.toBuffer(text, { margin: 4, scale: 8 }))], {
    type: 'image/png',
  });
}

describe('the scanner decoder', () => {
  beforeAll(() => {
    // Node has no DOMRectReadOnly; the polyfill reports each code's box as one.
    globalThis.DOMRectReadOnly ??= class {
      constructor(
        readonly x = 0,
        readonly y = 0,
        readonly width = 0,
        readonly height = 0,
      ) {}
    } as unknown as typeof DOMRectReadOnly;
  });
  // The wasm is fetched from where zxing.ts points it (in the browser: this remote's own asset).
  const fetched: string[] = [];
  beforeAll(() => {
    vi.stubGlobal('fetch', async (url: string | URL) => {
      fetched.push(String(url));
      return new Response(new Uint8Array(wasmBinary), { headers: { 'content-type': 'application/wasm' } });
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  it('reads an artwork label’s QR through the WebAssembly polyfill when the browser has no detector', async () => {
    expect((globalThis as { BarcodeDetector?: unknown }).BarcodeDetector).toBeUndefined();
    const detector = await loadQrDetector();
    const url = 'https://konstvagg.se/artworks/01JD4X7S2K9Q8W3E5R6T7Y8U9I?src=qr';
    const found = await detector.detect(await labelPng(url));
    expect(found.map((f) => f.rawValue)).toEqual([url]);
    // One fetch of the reader's wasm, by a path of our own (the bundler's asset URL), never a CDN.
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/^\/[^/].*zxing_reader\.wasm$/);
  });

  it('finds nothing in a picture without a code', async () => {
    const detector = await loadQrDetector();
    const blank = new Blob(
      [new Uint8Array(await QRCode.toBuffer('x', { margin: 4, scale: 8, color: { dark: '#ffffffff' } }))],
      {
        type: 'image/png',
      },
    );
    expect(await detector.detect(blank)).toEqual([]);
  });

  it('uses the browser’s own detector when it reads QR codes, and loads no wasm then', async () => {
    vi.resetModules();
    const made: string[][] = [];
    class NativeDetector {
      static getSupportedFormats = async () => ['ean_13', 'qr_code'];
      constructor({ formats }: { formats: string[] }) {
        made.push(formats);
      }
      detect = async () => [{ rawValue: 'native' }];
    }
    vi.stubGlobal('BarcodeDetector', NativeDetector);
    const before = fetched.length;
    const fresh = await import('./decoder.ts');
    const detector = await fresh.loadQrDetector();
    expect(detector).toBeInstanceOf(NativeDetector);
    expect(made).toEqual([['qr_code']]);
    expect(fetched).toHaveLength(before);
  });
});
