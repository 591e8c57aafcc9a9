import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { artworkOgImage } from './seo/og-image.ts';
import { uploadArtworkImage } from './uploads/upload-artwork-image.ts';
import { presignArtworkImage, presignVenueImage } from './uploads/presign.ts';
import { uploadVenueImage } from './uploads/upload-venue-image.ts';

/** The media Lambda: artwork and venue image uploads (sharp) and Open Graph images. */
export const handler = createHttpHandler(routes, {
  artworkOgImage,
  uploadArtworkImage,
  presignArtworkImage,
  presignVenueImage,
  uploadVenueImage,
});
