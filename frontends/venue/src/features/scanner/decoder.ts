/** What the scanner needs of a barcode detector: the native one and the polyfill both fit. */
export interface QrDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own BarcodeDetector when it reads QR codes (Chrome on Android, macOS, ChromeOS). */
async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

let pending: Promise<QrDetector> | null = null;

/**
 * A QR detector: native where the browser has one that reads QR, else ZXing as WebAssembly (the
 * `barcode-detector` polyfill, loaded here on first use and never by the venue's other pages).
 */
export function loadQrDetector(): Promise<QrDetector> {
  pending ??= nativeDetector()
    .then(async (native) => {
      if (native) return native;
      const { BarcodeDetector } = await import('./zxing.ts');
      return new BarcodeDetector({ formats: ['qr_code'] }) as QrDetector;
    })
    .catch((error: unknown) => {
      pending = null; // a failed chunk or wasm load may work on the next try
      throw error;
    });
  return pending;
}
