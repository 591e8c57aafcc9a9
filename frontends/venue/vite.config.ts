import { createRequire } from 'node:module';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { remoteViteConfig } from '@konstvagg/ui/vite-remote';

/**
 * The scanner's QR decoder (src/features/scanner/zxing.ts) is ZXing compiled to WebAssembly, from the
 * `barcode-detector` package. Its wasm must come from our own origin, never a CDN (the CSP allows
 * only 'self', and a venue's phone should not depend on a third party): the wasm file is emitted as
 * one of this remote's assets under /remotes/venue/<version>/assets/, imported as `zxing-wasm/reader/zxing_reader.wasm?url` and resolved to barcode-detector's own pinned copy.
 * The package's default CDN address is cut out of the bundle, and the build fails if any CDN
 * address is left or the wasm is missing.
 */
function zxingFromOurOrigin(): Plugin {
  // The wasm that barcode-detector's own pinned zxing-wasm ships (the JS glue and the binary must match).
  const fromHere = createRequire(import.meta.url);
  const fromDetector = createRequire(fromHere.resolve('barcode-detector'));
  const wasmFile = fromDetector.resolve('zxing-wasm/reader/zxing_reader.wasm');
  const CDN =
    /https:\/\/(?:fastly\.jsdelivr\.net|cdn\.jsdelivr\.net|unpkg\.com)\/npm\/zxing-wasm@[^/`'"]+\/dist\/\$\{[^}]+\}\//g;
  return {
    name: 'konstvagg:zxing-from-our-origin',
    enforce: 'pre',
    resolveId: (id) => (id === 'zxing-wasm/reader/zxing_reader.wasm?url' ? `${wasmFile}?url` : null),
    transform(code, id) {
      if (!/[\\/]barcode-detector[\\/]/.test(id) || !code.includes('jsdelivr')) return null;
      return { code: code.replace(CDN, ''), map: null };
    },
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const cdn = files.find((f) => f.type === 'chunk' && /jsdelivr\.net|unpkg\.com/.test(f.code));
      if (cdn) this.error(`${cdn.fileName} still names a CDN: the decoder's wasm must come from our origin`);
      const usesDecoder = files.some((f) => f.type === 'chunk' && f.code.includes('zxing_reader'));
      const hasWasm = files.some((f) => f.type === 'asset' && f.fileName.endsWith('.wasm'));
      if (usesDecoder && !hasWasm) this.error('the scanner decoder is built but its .wasm asset is missing');
    },
  };
}

/** The venue remote, built and served like every remote (shared/ui/src/build/vite-remote.js), plus the scanner's wasm. */
export default defineConfig(async (env) => {
  const base = (await remoteViteConfig('venue')(env)) as UserConfig;
  return { ...base, plugins: [...(base.plugins ?? []), zxingFromOurOrigin()] };
});
