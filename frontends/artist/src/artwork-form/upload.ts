import { uploadImage, type UploadedImage } from '@konstvagg/ui';
import type { FormImage } from './form-state.ts';

export type { UploadedImage };

/**
 * An artist's photo (an artwork's, or the profile photo), through the media bucket like every
 * photo (the UI kit's uploadImage: presigned form, the file straight to the bucket with progress,
 * then the server's check and conversion); onProgress gets 0-1. Errors are the API's ApiError with
 * the fields the server named (`image`: too large, not a JPEG/PNG/WebP, unreadable).
 */
export function uploadArtistImage(file: File, onProgress: (share: number) => void): Promise<UploadedImage> {
  return uploadImage('artwork-image', file, onProgress);
}

/** An artwork photo: the upload as the artwork form keeps it (its WebP sizes only). */
export async function uploadArtworkImage(
  file: File,
  onProgress: (share: number) => void,
): Promise<FormImage> {
  const image = await uploadArtistImage(file, onProgress);
  return {
    id: image.id,
    url: image.url,
    thumb_url: image.thumb_url,
    width: image.width,
    height: image.height,
    sizes: image.sizes
      .filter((size) => size.format === 'webp')
      .map(({ url, width, height }) => ({ url, width, height })),
  };
}
