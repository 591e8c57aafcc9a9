import type { Artwork } from '@konstvagg/contracts';
import { formatPrice } from '@konstvagg/rules';
import { useArtworkWords } from './words.ts';

export interface LocalPriceProps {
  /** The API's `local_price`: absent or null shows nothing (no rate to trust, or paid in euros). */
  price: Artwork['local_price'];
  className?: string;
}

/**
 * The price in the buyer's currency beside the euro list price (issue 40): "≈ 5 200 kr" (sv),
 * "≈ SEK 5,200" (en), what checkout would charge at today's ECB rate. A screen reader hears it as
 * words ("about 5 200 kr at today's exchange rate"), not the sign.
 */
export function LocalPrice({ price, className }: LocalPriceProps) {
  const { lang, localPriceLabel } = useArtworkWords();
  if (!price) return null;
  const amount = formatPrice(price.amount, lang, price.currency);
  return (
    <span
      className={className ? `kv-local-price ${className}` : 'kv-local-price'}
      data-rate-date={price.rate_date}
    >
      <span aria-hidden="true">{`≈\u00a0${amount}`}</span>
      <span className="kv-visually-hidden">{localPriceLabel(amount)}</span>
    </span>
  );
}
