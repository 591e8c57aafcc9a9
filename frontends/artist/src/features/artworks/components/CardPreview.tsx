import { useMemo } from 'react';
import type { Artwork } from '@konstvagg/contracts';
import { ArtworkCard, type ArtworkCardData } from '@konstvagg/ui/artwork';
import { parseNumber, sizeBandOf, type FormValues } from './form-state.ts';
import { useFormText } from './form-text.ts';

/** The work's card as buyers will see it, live from what is typed. */
export function CardPreview({
  values,
  artwork,
  artistName,
}: {
  values: FormValues;
  artwork: Artwork | undefined;
  /** The profile's name, once loaded. */
  artistName: string | undefined;
}) {
  const t = useFormText();
  const untitled = t('form.preview.untitled');
  const preview: ArtworkCardData = useMemo(
    () => ({
      id: artwork?.id ?? 'preview',
      title: values.title.trim() || untitled,
      category: values.category,
      style: values.style,
      price: parseNumber(values.price) || 0,
      width_cm: parseNumber(values.width_cm) || 0,
      height_cm: parseNumber(values.height_cm) || 0,
      size_category: sizeBandOf(values) ?? 'S',
      status: 'available',
      artist_name: artistName ?? artwork?.artist_name ?? '',
      images: values.images.map((img, i) => ({ ...img, id: img.id ?? img.url, is_primary: i === 0 })),
      primary_image: values.images[0]?.url ?? null,
      currentLocation: null,
    }),
    [values, untitled, artistName, artwork],
  );
  return (
    <aside className="kv-artwork-form__preview" aria-labelledby="kv-preview-title">
      <h2 id="kv-preview-title">{t('form.preview.title')}</h2>
      <p className="kv-artwork-form__hint">{t('form.preview.hint')}</p>
      {/* The card as buyers see it; inert, since the draft has no public page yet. */}
      <div inert>
        <ArtworkCard artwork={preview} headingLevel={3} />
      </div>
    </aside>
  );
}
