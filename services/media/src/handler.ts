import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { artworkOgImage } from './seo/og-image.ts';
import { uploadArtworkImage } from './uploads/upload-artwork-image.ts';
import { presignArtworkImage } from './uploads/presign-artwork-image.ts';
import { uploadVenueImage } from './uploads/upload-venue-image.ts';

/** The media Lambda: artwork and venue image uploads (sharp) and Open Graph images. */
export const handler = createHttpHandler(routes, {
  artworkOgImage,
  uploadArtworkImage,
  presignArtworkImage,
  uploadVenueImage,
});
