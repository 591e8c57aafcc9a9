import { useArtworkWords } from '@konstvagg/ui/artwork';
import { TextField } from '@konstvagg/ui/forms';
import { sizeBandOf } from './form-state.ts';
import { useFormText } from './form-text.ts';
import type { FieldsProps } from './use-artwork-form.ts';

/** Width, height and depth in cm, and the size band the server will derive from them. */
export function SizeFields({ values, input }: FieldsProps) {
  const t = useFormText();
  const words = useArtworkWords();
  const band = sizeBandOf(values);
  return (
    <fieldset className="kv-artwork-form__group">
      <legend>{t('form.size.legend')}</legend>
      <div className="kv-artwork-form__row">
        <TextField label={t('form.width')} {...input('width_cm')} inputMode="decimal" required />
        <TextField label={t('form.height')} {...input('height_cm')} inputMode="decimal" required />
        <TextField label={t('form.depth')} {...input('depth_cm')} inputMode="decimal" />
      </div>
      <p className="kv-artwork-form__derived" aria-live="polite" data-testid="size-band">
        {band
          ? t('form.size.band', { band, name: words.sizeCategory(band), range: words.sizeRange(band) })
          : t('form.size.bandPending')}
      </p>
    </fieldset>
  );
}
