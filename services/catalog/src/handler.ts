import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { listArtworks } from './artworks/list-artworks.ts';
import { getArtwork } from './artworks/get-artwork.ts';

/** The catalog Lambda: artworks (and, with later issues, images, QR codes, artist and venue profiles). */
export const handler = createHttpHandler(routes, { listArtworks, getArtwork });
