import type { UploadedImageResponse } from '@konstvagg/contracts';
import { API_BASE, ApiError, currentLanguage, readToken } from '@konstvagg/ui';
import type { FormImage } from './form-state.ts';

/** One image as the upload answered it: every size it made, WebP and the JPEG fallback. */
export type UploadedImage = UploadedImageResponse['image'];

/**
 * POST /upload/artwork-image (multipart, field `image`) through XMLHttpRequest, because fetch
 * reports no upload progress; onProgress gets 0-1. Errors come back as the API's ApiError, with
 * the fields the server named (`image`: too large, not a JPEG/PNG/WebP, unreadable).
 */
export function uploadArtistImage(file: File, onProgress: (share: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/upload/artwork-image`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = readToken('access');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'network'));
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
        new ApiError(
          xhr.status,
          error?.code ?? 'http_error',
          error?.message ?? xhr.statusText,
          error?.fields ?? {},
        ),
      );
    };
    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
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
