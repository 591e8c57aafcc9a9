import { uploadImage, type UploadedImage } from '@konstvagg/ui';

/**
 * An artist's photo (an artwork's, or the profile photo), through the media bucket like every
 * photo (the UI kit's uploadImage: presigned form, the file straight to the bucket with progress,
 * then the server's check and conversion); onProgress gets 0-1. Errors are the API's ApiError with
 * the fields the server named (`image`: too large, not a JPEG/PNG/WebP, unreadable).
 */
export function uploadArtistImage(file: File, onProgress: (share: number) => void): Promise<UploadedImage> {
  return uploadImage('artwork-image', file, onProgress);
}
