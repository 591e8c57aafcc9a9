import { ARTWORK_TITLE_LIMITS } from '@konstvagg/rules';
import { CATEGORIES, STYLES, type Category, type Style } from '@konstvagg/contracts/vocabulary';
import { useArtworkWords } from '@konstvagg/ui/artwork';
import { SelectField, TextAreaField, TextField } from '@konstvagg/ui/forms';
import { useFormText } from './form-text.ts';
import type { FieldsProps } from './use-artwork-form.ts';

/** What the work is: title, description, category and style (the marketplace's filters), technique, year. */
export function DetailsFields({ values, set, errorOf, input }: FieldsProps) {
  const t = useFormText();
  const words = useArtworkWords();
  return (
    <fieldset className="kv-artwork-form__group">
      <legend>{t('form.details.legend')}</legend>
      <TextField label={t('form.title')} {...input('title')} required maxLength={ARTWORK_TITLE_LIMITS.max} />
      <TextAreaField
        label={t('form.description')}
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errorOf('description')}
        maxLength={2000}
      />
      <SelectField
        label={t('form.category')}
        value={values.category}
        onChange={(e) => set('category', e.target.value as Category)}
        error={errorOf('category')}
      >
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {words.category(c)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.style')}
        value={values.style}
        onChange={(e) => set('style', e.target.value as Style)}
        error={errorOf('style')}
      >
        {STYLES.map((s) => (
          <option key={s} value={s}>
            {words.style(s)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('form.technique')}
        hint={t('form.technique.hint')}
        {...input('technique')}
        maxLength={120}
      />
      <TextField label={t('form.year')} {...input('year')} inputMode="numeric" />
    </fieldset>
  );
}
