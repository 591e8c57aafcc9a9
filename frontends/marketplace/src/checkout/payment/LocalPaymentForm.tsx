import { useId, useState, type FormEvent } from 'react';
import { Button, formatPrice } from '@konstvagg/ui';
import { TextField } from '@konstvagg/ui/forms';
import { useLang, useT } from '../../messages/index.ts';
import { paymentIntentId } from './picker.ts';
import type { PaymentFormProps } from './types.ts';

/** The stand-in's test cards (Stripe's own test numbers) and the payment methods they stand for. */
export const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
  // Pays, then the buyer's bank disputes it: for trying the admin's side of a dispute.
  '4000000000000259': 'pm_card_createDispute',
};

/** The test payment method for a typed card number (spaces ignored), or null for an unknown one. */
export function testPaymentMethod(cardNumber: string): string | null {
  return TEST_CARDS[cardNumber.replace(/[\s-]/g, '')] ?? null;
}

/**
 * The local payment form: what Stripe.js does in a browser, against the local Stripe stand-in
 * (`/_local/stripe/`), which Stripe.js cannot reach. Clearly labelled as a test; only ever picked
 * for the stand-in's publishable key.
 */
export default function LocalPaymentForm({
  client_secret,
  publishable_key,
  amount,
  onPaid,
  onError,
}: PaymentFormProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const [card, setCard] = useState('');
  const [busy, setBusy] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const method = testPaymentMethod(card);
    if (!method) {
      onError('card_unknown');
      return;
    }
    setBusy(true);
    try {
      const pi = paymentIntentId(client_secret);
      const res = await fetch(`/_local/stripe/v1/payment_intents/${encodeURIComponent(pi)}/confirm`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${publishable_key}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ client_secret, payment_method: method }).toString(),
      });
      const json = (await res.json().catch(() => ({}))) as {
        status?: string;
        error?: { code?: string; message?: string };
      };
      if (res.ok && (json.status === 'succeeded' || json.status === 'processing')) onPaid();
      else if (json.error?.code === 'card_declined') onError('card_declined', json.error.message);
      else onError('other', json.error?.message);
    } catch {
      onError('network');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mp-pay mp-pay--local" onSubmit={(e) => void pay(e)} aria-labelledby={`${id}-title`}>
      <p className="mp-pay__test-badge kv-badge kv-badge--warning" id={`${id}-title`}>
        {t('checkout.local.title')}
      </p>
      <p className="kv-muted mp-pay__hint">{t('checkout.local.hint')}</p>
      <TextField
        label={t('checkout.local.card')}
        hint={t('checkout.local.cards')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={card}
        onChange={(e) => setCard(e.target.value)}
        required
      />
      <Button type="submit" busy={busy} className="mp-pay__submit">
        {t('checkout.payAmount', { amount: formatPrice(amount, lang) })}
      </Button>
    </form>
  );
}
