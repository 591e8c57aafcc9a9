import type { PlatformFee } from '@konstvagg/contracts';
import { useArtworkWords } from '@konstvagg/ui/artwork';
import { TextField } from '@konstvagg/ui/forms';
import { useFormText } from './form-text.ts';
import { SplitPreview } from './SplitPreview.tsx';
import type { FieldsProps } from './use-artwork-form.ts';

/** The price (euros, VAT included) and the venue's commission, with the split they make under the fee in force. */
export function PriceFields({ values, input, fee }: FieldsProps & { fee: PlatformFee | undefined }) {
  const t = useFormText();
  const { lang } = useArtworkWords();
  return (
    <fieldset className="kv-artwork-form__group">
      <legend>{t('form.price.legend')}</legend>
      <TextField
        label={t('form.price')}
        hint={t('form.price.hint')}
        {...input('price')}
        inputMode="decimal"
        required
      />
      <TextField
        label={t('form.commission')}
        hint={t('form.commission.hint')}
        {...input('venue_commission')}
        inputMode="decimal"
      />
      <SplitPreview values={values} fee={fee} lang={lang} />
    </fieldset>
  );
}
