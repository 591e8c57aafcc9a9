import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The WebAssembly QR decoder for browsers without a native BarcodeDetector (Safari, desktop
 * Chromium on Linux and Windows). Only decoder.ts imports this module, dynamically, so it and its
 * wasm load on the scanner screen alone. The wasm is one of this remote's own assets (vite.config.ts).
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

export { BarcodeDetector };
