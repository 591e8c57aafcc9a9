import type { Artwork, ArtworkImage } from '@konstvagg/contracts';

export interface DisplayImage {
  id: string;
  src: string;
  thumbSrc: string;
  width: number;
  height: number;
  /** `srcset` of the stored sizes (`url 640w, ...`), when the image has them. */
  srcSet?: string;
}

function toDisplay(image: ArtworkImage): DisplayImage {
  const sizes = image.sizes ?? [];
  return {
    id: image.id,
    src: image.url,
    thumbSrc: image.thumb_url || image.url,
    width: image.width > 0 ? image.width : 800,
    height: image.height > 0 ? image.height : 1000,
    ...(sizes.length > 1 ? { srcSet: sizes.map((s) => `${s.url} ${s.width}w`).join(', ') } : {}),
  };
}

/** The artwork's images with the primary one first; `primary_image` alone when there is no list. */
export function artworkImages(artwork: Pick<Artwork, 'images' | 'primary_image'>): DisplayImage[] {
  const images = artwork.images ?? [];
  if (images.length === 0) {
    return artwork.primary_image
      ? [
          {
            id: 'primary',
            src: artwork.primary_image,
            thumbSrc: artwork.primary_image,
            width: 800,
            height: 1000,
          },
        ]
      : [];
  }
  const primary = images.find((i) => i.is_primary) ?? images[0];
  return [primary, ...images.filter((i) => i !== primary)]
    .filter((i): i is ArtworkImage => Boolean(i))
    .map(toDisplay);
}
