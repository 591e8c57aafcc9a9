import { ARTWORK_TITLE_LIMITS, MAX_ARTWORK_IMAGES, MESSAGE_NUMBERS } from '@konstvagg/rules';
import { useT } from '../../../common/text.tsx';
import type { ArtistMessageKey } from '../../../messages/index.ts';

/** The form's texts by key, with the business numbers they name ({minPrice}, {maxImages}, {titleMax}). */
export function useFormText() {
  const t = useT();
  return (id: ArtistMessageKey, values?: Record<string, string | number>) =>
    t(id, {
      ...MESSAGE_NUMBERS,
      maxImages: MAX_ARTWORK_IMAGES,
      titleMin: ARTWORK_TITLE_LIMITS.min,
      titleMax: ARTWORK_TITLE_LIMITS.max,
      ...values,
    });
}
