import { useIntl } from 'react-intl';
import { formatPrice, MESSAGE_NUMBERS } from '@konstvagg/rules';
import type { Language } from '@konstvagg/i18n';
import { splitPreviewOf, type FormValues } from './form-state.ts';

/**
 * The line under price and commission: the split the services will store, or what is missing
 * for it (a price; a commission inside its range), with a warning when the price is under the
 * minimum. `fee` is the artist's fee in force (GET /artists/profile/me), unknown while loading.
 */
export function SplitPreview({
  values,
  fee,
  lang,
}: {
  values: FormValues;
  fee: { bps: number; percent: number } | undefined;
  lang: Language;
}) {
  const intl = useIntl();
  const t = (id: string, more?: Record<string, string | number>) =>
    intl.formatMessage({ id }, { ...MESSAGE_NUMBERS, ...more });
  const preview = fee ? splitPreviewOf(values, fee.bps) : ({ kind: 'pending' } as const);
  return (
    <div aria-live="polite" data-testid="price-split">
      {preview.kind === 'split' && fee ? (
        <>
          {preview.belowMinimum ? (
            <p className="kv-artwork-form__warning" data-testid="price-split-warning">
              {t('form.split.minPrice')}
            </p>
          ) : null}
          <p className="kv-artwork-form__derived">
            {t('form.split', {
              artist: formatPrice({ cents: preview.split.artistCents }, lang),
              venue: formatPrice({ cents: preview.split.venueCents }, lang),
              platform: formatPrice({ cents: preview.split.platformCents }, lang),
              fee: fee.percent,
            })}
          </p>
        </>
      ) : (
        <p className="kv-artwork-form__derived">
          {t(preview.kind === 'commission' ? 'form.split.commission' : 'form.split.pending')}
        </p>
      )}
    </div>
  );
}
