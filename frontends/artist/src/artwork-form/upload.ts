import type { UploadedImageResponse } from '@konstvagg/contracts';
import { API_BASE, ApiError, currentLanguage, readToken } from '@konstvagg/ui';
import type { FormImage } from './form-state.ts';

/**
 * POST /upload/artwork-image (multipart, field `image`) through XMLHttpRequest, because fetch
 * reports no upload progress; onProgress gets 0-1. Errors come back as the API's ApiError.
 */
export function uploadArtworkImage(file: File, onProgress: (share: number) => void): Promise<FormImage> {
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
        const { image } = json as UploadedImageResponse;
        onProgress(1);
        resolve({
          id: image.id,
          url: image.url,
          thumb_url: image.thumb_url,
          width: image.width,
          height: image.height,
          sizes: image.sizes
            .filter((size) => size.format === 'webp')
            .map(({ url, width, height }) => ({ url, width, height })),
        });
        return;
      }
      const error = (json as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'http_error', error?.message ?? xhr.statusText));
    };
    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
}
