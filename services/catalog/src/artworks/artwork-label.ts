import * as z from 'zod';
import { defineOperation } from '@konstvagg/lambda-kit';
import { artworkIdSchema } from './get-artwork.ts';
import { getPublicArtwork } from './public-artwork.ts';

/**
 * GET /artworks/{id}/label: a printable A6 PDF (title, artist, size, price incl. VAT, QR, and under
 * it the arrival code a venue types when its camera cannot read the QR) in the caller's language.
 */
export const artworkLabel = defineOperation({
  response: 'binary',
  params: z.object({ id: artworkIdSchema }),
  async run({ params, lang }) {
    const artwork = await getPublicArtwork(params.id);
    const { buildLabel } = await import('./label-pdf.ts');
    const bytes = await buildLabel(artwork, lang);
    return {
      binary: Buffer.from(bytes),
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="konstvagg-label-${artwork.id}.pdf"`,
        'Cache-Control': 'public, max-age=3600',
        Vary: 'Accept-Language',
      },
    };
  },
});
