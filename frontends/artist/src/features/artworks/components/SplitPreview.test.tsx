// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import {
  formatPrice,
  MAX_COMMISSION_PERCENT,
  MIN_COMMISSION_PERCENT,
  MIN_PRICE_CENTS,
  PLATFORM_FEE_BPS,
  splitSale,
} from '@konstvagg/rules';
import type { Language } from '@konstvagg/i18n';
import { messages } from '../../../messages/index.ts';
import { emptyValues, splitPreviewOf, type FormValues } from './form-state.ts';
import { SplitPreview } from './SplitPreview.tsx';

/** The split line under price and commission (issue 38): what it says for each state of the two inputs. */

const fee = { bps: PLATFORM_FEE_BPS, percent: PLATFORM_FEE_BPS / 100 };
const values = (price: string, commission: string): FormValues => ({
  ...emptyValues(),
  price,
  venue_commission: commission,
});
const minEuros = MIN_PRICE_CENTS / 100;

function show(v: FormValues, lang: Language = 'en') {
  render(
    <IntlProvider locale={lang} messages={messages[lang]}>
      <SplitPreview values={v} fee={fee} lang={lang} />
    </IntlProvider>,
  );
  return screen.getByTestId('price-split');
}

afterEach(cleanup);

describe('the split preview', () => {
  it('asks for a price only while there is none', () => {
    expect(show(values('', '10')).textContent).toBe('Enter a price to see what you receive.');
  });

  it("names the commission's range when the commission is out of it, though a price is there", () => {
    const outOfRange = String(MAX_COMMISSION_PERCENT + 5);
    expect(splitPreviewOf(values('450', outOfRange), fee.bps)).toEqual({ kind: 'commission' });
    const line = show(values('450', outOfRange));
    expect(line.textContent).not.toMatch(/enter a price/i);
    expect(line.textContent).toContain(`from ${MIN_COMMISSION_PERCENT} to ${MAX_COMMISSION_PERCENT}\u00a0%`);
    cleanup();
    expect(show(values('450', '-1'), 'sv').textContent).toContain(
      `provision till lokalen på ${MIN_COMMISSION_PERCENT}–${MAX_COMMISSION_PERCENT}\u00a0%`,
    );
  });

  it('warns under the minimum price and still shows the split', () => {
    const below = String(minEuros - 5);
    const preview = splitPreviewOf(values(below, '10'), fee.bps);
    expect(preview).toMatchObject({ kind: 'split', belowMinimum: true });
    const line = show(values(below, '10'));
    expect(screen.getByTestId('price-split-warning').textContent).toContain(
      `The minimum price is €${minEuros}`,
    );
    const split = splitSale((minEuros - 5) * 100, 10, fee.bps);
    expect(line.textContent).toContain(`you receive ${formatPrice({ cents: split.artistCents }, 'en')}`);
    cleanup();
    show(values(below, '10'), 'sv');
    expect(screen.getByTestId('price-split-warning').textContent).toContain(
      `Lägsta pris är ${minEuros}\u00a0€`,
    );
  });

  it('shows the split without a warning from the minimum up', () => {
    expect(splitPreviewOf(values(String(minEuros), '10'), fee.bps)).toMatchObject({ belowMinimum: false });
    show(values('450', '10'));
    expect(screen.queryByTestId('price-split-warning')).toBeNull();
    expect(screen.getByTestId('price-split').textContent).toContain(
      `you receive ${formatPrice({ cents: splitSale(45_000, 10, fee.bps).artistCents }, 'en')}`,
    );
  });
});
