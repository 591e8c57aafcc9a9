import { uploadImage, type UploadedImage } from '@konstvagg/ui';

export type { UploadedImage };

/**
 * A venue's gallery or profile photo, through the media bucket like every photo (the UI kit's
 * uploadImage: presigned form, the file straight to the bucket with progress, then
 * POST /upload/venue-image, which stores it below the venue's own prefix for PUT /venues/{id}).
 * Errors are the API's ApiError with the fields it named (`image`: too large, wrong type).
 */
export function uploadVenueImage(file: File, onProgress: (share: number) => void): Promise<UploadedImage> {
  return uploadImage('venue-image', file, onProgress);
}

/** A gallery photo: uploads it with progress; resolves to its URL (the widest WebP). */
export async function uploadGalleryImage(file: File, onProgress: (share: number) => void): Promise<string> {
  return (await uploadVenueImage(file, onProgress)).url;
}
