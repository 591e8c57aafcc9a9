import { useRef, useState, type KeyboardEvent } from 'react';
import { useServerHead } from '@konstvagg/ui';
import type { DisplayImage } from '@konstvagg/ui/artwork';
import { useT } from '../../../messages/index.ts';

/**
 * How wide the main picture shows (detail.css): the left 3/5 of the page from 56rem, else the
 * page's width less its padding. With `srcset`, a phone fetches a phone-sized file.
 */
const GALLERY_SIZES = '(min-width: 56rem) min(46rem, 58vw), calc(100vw - 4rem)';

/**
 * The artwork's images: one large, thumbnails to switch. Thumbnails are buttons (Tab, Enter,
 * Space); the arrow keys, Home and End move between them too.
 */
export function Gallery({ images, alt }: { images: DisplayImage[]; alt: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(index, images.length - 1)];
  const server = useServerHead();
  // Server HTML asks for the main picture from its head, before any script has run.
  if (server && current)
    server.tags.push({
      kind: 'link',
      rel: 'preload',
      href: current.src,
      extra: {
        as: 'image',
        fetchpriority: 'high',
        ...(current.srcSet ? { imagesrcset: current.srcSet, imagesizes: GALLERY_SIZES } : {}),
      },
    });

  if (!current) {
    return (
      <div className="mp-gallery">
        <div className="mp-gallery__main mp-gallery__placeholder" role="img" aria-label={t('detail.noImage')}>
          <span aria-hidden="true">{t('detail.noImage')}</span>
        </div>
      </div>
    );
  }

  const select = (next: number) => {
    const wrapped = (next + images.length) % images.length;
    setIndex(wrapped);
    thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const moves: Record<string, number> = {
      ArrowRight: i + 1,
      ArrowDown: i + 1,
      ArrowLeft: i - 1,
      ArrowUp: i - 1,
      Home: 0,
      End: images.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <section className="mp-gallery" aria-label={t('detail.galleryLabel')}>
      <figure className="mp-gallery__main">
        <img
          key={current.id}
          src={current.src}
          srcSet={current.srcSet}
          sizes={current.srcSet ? GALLERY_SIZES : undefined}
          alt={
            images.length > 1
              ? `${alt} (${t('detail.galleryThumb', { n: index + 1, total: images.length })})`
              : alt
          }
          width={current.width}
          height={current.height}
          decoding="async"
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      </figure>
      {images.length > 1 && (
        <div className="mp-gallery__thumbs" role="group" aria-label={t('detail.galleryThumbs')}>
          {images.map((image, i) => (
            <button
              key={image.id}
              type="button"
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              className="mp-gallery__thumb"
              aria-pressed={i === index}
              aria-label={t('detail.galleryThumb', { n: i + 1, total: images.length })}
              onClick={() => setIndex(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              <img
                src={image.thumbSrc}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
