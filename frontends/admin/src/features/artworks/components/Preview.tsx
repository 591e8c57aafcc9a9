import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '@konstvagg/rules';
import { artworkImages, cityName, formatDimensions, useArtworkWords } from '@konstvagg/ui/artwork';
import type { QueuedArtwork } from '../api/queue.ts';

/**
 * The work as a buyer would see it once public: its images, title, artist, price and facts, and
 * the description. Rendered from the queue's data because /artworks/{id} is not public yet.
 */
export function ArtworkPreview({ artwork, headingId }: { artwork: QueuedArtwork; headingId: string }) {
  const intl = useIntl();
  const words = useArtworkWords();
  const { lang } = words;
  const images = artworkImages(artwork);
  const [shown, setShown] = useState(0);
  const image = images[shown] ?? images[0];
  const t = (id: string) => intl.formatMessage({ id });
  const alt = words.imageAlt(artwork.title, words.category(artwork.category), artwork.artist_name);
  const size = formatDimensions(artwork.width_cm, artwork.height_cm, lang, artwork.depth_cm);
  return (
    <article className="adm-preview" aria-labelledby={headingId}>
      <p className="adm-preview__label">{t('preview.label')}</p>
      <div className="adm-preview__gallery">
        {image ? (
          <img className="adm-preview__image" src={image.src} alt={alt} />
        ) : (
          <div className="adm-preview__noimage">{words.word('artwork.noImage')}</div>
        )}
        {images.length > 1 ? (
          <ul className="adm-preview__thumbs" aria-label={t('preview.images')}>
            {images.map((img, i) => (
              <li key={img.id}>
                <button
                  type="button"
                  className="adm-preview__thumb"
                  aria-pressed={i === shown}
                  aria-label={intl.formatMessage(
                    { id: 'preview.showImage' },
                    { n: i + 1, count: images.length },
                  )}
                  onClick={() => setShown(i)}
                >
                  <img src={img.thumbSrc} alt="" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="adm-preview__body">
        <h2 id={headingId} className="adm-preview__title">
          {artwork.title}
        </h2>
        <p className="adm-preview__artist">
          {words.word('artwork.by')} {artwork.artist_name}
        </p>
        <p className="adm-preview__price">
          {formatPrice(artwork.price_eur, lang)} <span>{words.word('artwork.inclVat')}</span>
        </p>
        <dl className="adm-preview__facts">
          <dt>{t('fact.category')}</dt>
          <dd>{words.category(artwork.category)}</dd>
          <dt>{t('fact.style')}</dt>
          <dd>{words.style(artwork.style)}</dd>
          {artwork.medium ? (
            <>
              <dt>{t('fact.technique')}</dt>
              <dd>{artwork.medium}</dd>
            </>
          ) : null}
          {artwork.year ? (
            <>
              <dt>{t('fact.year')}</dt>
              <dd>{artwork.year}</dd>
            </>
          ) : null}
          <dt>{words.word('artwork.sizeLabel')}</dt>
          <dd>
            {size} ({words.sizeCategory(artwork.size_category)})
          </dd>
          {artwork.city ? (
            <>
              <dt>{t('fact.city')}</dt>
              <dd>{cityName(artwork.city, words)}</dd>
            </>
          ) : null}
        </dl>
        <p className="adm-preview__description">{artwork.description}</p>
      </div>
    </article>
  );
}
