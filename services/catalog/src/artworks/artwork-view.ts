/** The artwork view lives in shared/domain, so the admin queue shows works exactly as the catalog does. */
export { isPublicArtwork, toArtworkView } from '@konstvagg/domain';
