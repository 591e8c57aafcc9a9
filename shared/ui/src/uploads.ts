import { MAX_IMAGE_BYTES } from '@konstvagg/rules';
import type { PresignResponse, UploadedImageResponse } from '@konstvagg/contracts';
import {
  presignArtworkImage,
  presignVenueImage,
  uploadArtworkImage,
  uploadVenueImage,
} from '@konstvagg/contracts/endpoints';
import { ApiError, call, currentLanguage, type CallInput, type Endpoint } from './api/client.ts';

/** The sizes of an upload's answer this choice reads (`POST /upload/artwork-image`, `/upload/venue-image`). */
export interface UploadedImageVariants {
  /** The widest WebP the upload made. */
  url: string;
  sizes: readonly { url: string; width: number; format: string }[];
}

/** The WebP width a profile card is stored at: a card is about 390 CSS px wide on a phone. */
export const CARD_IMAGE_WIDTH = 640;
/** The widest WebP taken when the upload has no CARD_IMAGE_WIDTH one (a small original). */
export const CARD_IMAGE_MAX_WIDTH = 1024;

/**
 * The URL of an upload to store as a profile photo (`profile_image_url`): the WebP of
 * CARD_IMAGE_WIDTH if the upload made one, else the widest WebP not wider than
 * CARD_IMAGE_MAX_WIDTH, else the upload's own `url`. The cards and profile pages show one URL (no
 * srcset) in a 400x300 box, so 640 px is sharp on a phone's 1.5-2x screen, where 1600 px would
 * cost a phone several times the bytes for nothing it can show.
 */
export function cardImageUrl(image: UploadedImageVariants): string {
  const webp = image.sizes.filter((s) => s.format === 'webp');
  const card = webp.find((s) => s.width === CARD_IMAGE_WIDTH);
  if (card) return card.url;
  const fitting = webp
    .filter((s) => s.width <= CARD_IMAGE_MAX_WIDTH)
    .reduce<UploadedImageVariants['sizes'][number] | undefined>(
      (widest, s) => (!widest || s.width > widest.width ? s : widest),
      undefined,
    );
  return fitting?.url ?? image.url;
}

/**
 * What to say when an image upload failed: the server's words about the file when it named it
 * (too large, not a JPEG/PNG/WebP, unreadable: in the page's language, as the upload sends
 * Accept-Language), else its message, else `fallback` (no connection, or an answer that was not
 * the API's, such as a proxy's 413 page).
 */
export function uploadErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const about = error.fields.image ?? error.fields.file;
  if (about) return about;
  return error.code !== 'http_error' && error.message ? error.message : fallback;
}

/** What a photo upload is for: an artist's artwork, or a venue's own photos. */
export type ImageUploadKind = 'artwork-image' | 'venue-image';

/** The photo as the upload answered it: every size it made, WebP and the JPEG fallback. */
export type UploadedImage = UploadedImageResponse['image'];

const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);
const TOO_LARGE: Record<'sv' | 'en', string> = {
  en: `The photo is larger than ${MAX_IMAGE_MB} MB. Choose a smaller one, or save it smaller first.`,
  sv: `Bilden är större än ${MAX_IMAGE_MB} MB. Välj en mindre, eller spara den mindre först.`,
};

/** A photo over the product's limit, named as the server names it (`image`), in the page's language. */
export function imageTooLarge(): ApiError {
  const message = TOO_LARGE[currentLanguage()];
  return new ApiError(413, 'payload_too_large', message, { image: message });
}

/**
 * Uploads one photo the way it works on AWS for every size up to 15 MB (docs/api.md, "Large
 * files"): a form from `POST /upload/<kind>/presign`, the file posted straight to the media bucket
 * with that form (XMLHttpRequest: fetch reports no upload progress), then `POST /upload/<kind>`
 * `{ upload_key }`, where the server checks and converts it. Through the API a request stops at
 * about 4.5 MB of file (Lambda's 6 MB, base64), less than a phone photo. A file over the limit is
 * refused before anything is sent. onProgress gets 0-1: the bucket upload is nine tenths of it.
 * Errors are ApiErrors with the fields the server named (`image`, `upload_key`).
 */
export async function uploadImage(
  kind: ImageUploadKind,
  file: File,
  onProgress: (share: number) => void,
): Promise<UploadedImage> {
  const presign = { endpoint: kind === 'artwork-image' ? presignArtworkImage : presignVenueImage };
  const uploadKey = await uploadToBucket(presign, file, (share) => onProgress(share * 0.9));
  const finish = kind === 'artwork-image' ? uploadArtworkImage : uploadVenueImage;
  const done = await call(finish, { body: { upload_key: uploadKey } });
  onProgress(1);
  return done.image;
}

/** The routes that answer a presigned form for a photo, with the id the path needs (a damage report's exhibition). */
type PresignOperation = 'presignArtworkImage' | 'presignVenueImage' | 'presignDamagePhoto';
export type PresignCall =
  | { endpoint: Endpoint<'presignArtworkImage' | 'presignVenueImage'> }
  | { endpoint: Endpoint<'presignDamagePhoto'>; params: { id: string } };

/**
 * The first half of every photo upload: a form from `presign` (an API route answering
 * `{ upload }`), then the file posted straight to the media bucket with it; resolves to the
 * `upload_key` to hand to the route that takes the photo (an image upload's finish, a damage
 * report's `photo_keys`). A file over 15 MB is refused before anything is sent.
 */
export async function uploadToBucket(
  presign: PresignCall,
  file: File,
  onProgress: (share: number) => void = () => {},
): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw imageTooLarge();
  const input = { ...presign, body: { size: file.size } } as CallInput<PresignOperation>;
  const { upload } = await call<PresignOperation>(presign.endpoint, input);
  await postToBucket(upload, file, onProgress);
  return upload.upload_key;
}

/** The presigned form's fields in order, the file last; S3 (and s3rver) answer 204. */
function postToBucket(
  upload: PresignResponse['upload'],
  file: File,
  onProgress: (share: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', ''));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      // S3 answers in XML; the one refusal a person can act on is a file over the policy's size.
      if (/<Code>EntityTooLarge<\/Code>/.test(xhr.responseText)) reject(imageTooLarge());
      else reject(new ApiError(xhr.status, 'upload_failed', ''));
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append(upload.file_field, file);
    xhr.send(form);
  });
}
