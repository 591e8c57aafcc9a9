import * as z from 'zod';
import { defineOperation } from '@konstvagg/lambda-kit';
import { artworkIdSchema } from './get-artwork.ts';
import { artworkQrUrl } from './artwork-url.ts';
import { getPublicArtwork } from './public-artwork.ts';

/** Error correction M survives a scuffed or partly covered label on a café wall. */
const QR_OPTIONS = {
  errorCorrectionLevel: 'M',
  margin: 2,
  color: { dark: '#000000', light: '#ffffff' },
} as const;

/**
 * GET /artworks/{id}/qr-code?format=svg|png&size=<px>: the QR code that opens the artwork's page.
 * SVG by default (sharp at any print size); PNG for places that need a bitmap.
 */
export const artworkQrCode = defineOperation({
  response: 'binary',
  params: z.object({ id: artworkIdSchema }),
  query: z.object({
    format: z.enum(['svg', 'png']).optional(),
    size: z.preprocess(
      (raw) => (raw === undefined || raw === '' ? undefined : Number(raw)),
      z.number().int().min(64).max(2048).optional(),
    ),
  }),
  async run({ params, query }) {
    const artwork = await getPublicArtwork(params.id);
    const url = artworkQrUrl(artwork.id);
    const headers = { 'Cache-Control': 'public, max-age=86400', 'X-Content-Url': url };
    // Loaded on the first code asked for, not on every cold start of the catalog (issue 43).
    const { default: QRCode } = await import('qrcode');
    if (query.format === 'png') {
      const binary = await QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png', width: query.size ?? 512 });
      return { binary, headers: { ...headers, 'Content-Type': 'image/png' } };
    }
    const svg = await QRCode.toString(url, { ...QR_OPTIONS, type: 'svg', width: query.size ?? 512 });
    return {
      binary: Buffer.from(svg, 'utf8'),
      headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' },
    };
  },
});
