import { ApiError } from './api/client.ts';

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
