export { sizeCategoryFor } from '@konstvagg/contracts/vocabulary';

/**
 * Where an artist's uploaded artwork images live in the media bucket (services/media writes them):
 * an artwork or profile may only point at images below its own artist's prefix.
 */
export const artworkUploadPrefix = (artistId: string) => `artworks/uploads/${artistId}/`;
