import type { UploadedImageResponse } from '@konstvagg/contracts';
import { API_BASE, ApiError, currentLanguage, readToken } from '@konstvagg/ui';

/**
 * Where gallery photos go: the venue image upload (docs/decisions.md, venue profile: the artwork
 * upload is artist-only, so the media service gets the same conversion writing below the venue's
 * prefix). Multipart, field `image`; answers { image: {url, …} } like the artwork upload. Until the
 * media service has it, an upload fails with the server's message and existing photos stay editable.
 */
export const GALLERY_UPLOAD_PATH = '/upload/venue-image';

/** One image as the upload answered it: every size it made, WebP and the JPEG fallback. */
export type UploadedImage = UploadedImageResponse['image'];

/**
 * Uploads one photo with progress (XMLHttpRequest: fetch reports none); resolves to the upload's
 * answer. Errors are the API's ApiError with the fields it named (`image`: too large, wrong type).
 */
export function uploadVenueImage(file: File, onProgress: (share: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${GALLERY_UPLOAD_PATH}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = readToken('access');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', ''));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && json) {
        onProgress(1);
        resolve((json as UploadedImageResponse).image);
        return;
      }
      const error = (
        json as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined
      )?.error;
      reject(
        new ApiError(xhr.status, error?.code ?? 'http_error', error?.message ?? '', error?.fields ?? {}),
      );
    };
    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
}

/** A gallery photo: uploads it with progress; resolves to its URL (the widest WebP). */
export async function uploadGalleryImage(file: File, onProgress: (share: number) => void): Promise<string> {
  return (await uploadVenueImage(file, onProgress)).url;
}
