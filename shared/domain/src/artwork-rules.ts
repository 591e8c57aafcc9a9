/** Where the photos of an exhibition's damage report go in the media bucket (issue 11). */
export const damagePhotoPrefix = (exhibitionId: string) => `damage/${exhibitionId}/`;

/**
 * Where an artist's uploaded artwork images live in the media bucket (services/media writes them):
 * an artwork or profile may only point at images below its own artist's prefix.
 */
export const artworkUploadPrefix = (artistId: string) => `artworks/uploads/${artistId}/`;
