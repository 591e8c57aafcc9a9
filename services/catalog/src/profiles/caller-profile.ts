/** The artist or venue profile the signed-in user owns: shared with the media service (lambda-kit). */
export { artistOfCaller, venueOfCaller } from '@konstvagg/lambda-kit/ports/caller-profile';
