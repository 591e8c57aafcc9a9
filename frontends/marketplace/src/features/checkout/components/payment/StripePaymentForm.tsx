import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { formatPrice } from '@konstvagg/rules';
import { Button } from '@konstvagg/ui';
import { useLang, useT } from '../../../../messages/index.ts';
import type { PaymentFormProps } from './types.ts';

/**
 * Stripe's Payment Element (production). This module is imported only by the checkout, lazily;
 * loadStripe fetches Stripe.js from js.stripe.com (Stripe requires it; it is never bundled).
 * Automatic payment methods come from the PaymentIntent: card, the wallets (shown first when the
 * device has one), Klarna, PayPal, and Swish for SEK.
 */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    // A failed script load (offline, blocked) resolves to null: the form says so instead of hanging.
    promise = loadStripe(publishableKey).catch(() => null);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

export default function StripePaymentForm(props: PaymentFormProps) {
  const lang = useLang();
  const t = useT();
  const stripe = useMemo(() => stripeFor(props.publishable_key), [props.publishable_key]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => live && setUnavailable(!loaded));
    return () => {
      live = false;
    };
  }, [stripe]);
  if (unavailable) {
    return (
      <div className="kv-alert" role="alert">
        <p>{t('checkout.paymentNetwork')}</p>
      </div>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: props.client_secret,
        locale: lang as StripeElementLocale,
        appearance: { theme: 'stripe', variables: { borderRadius: '8px' } },
      }}
    >
      <PaymentStep {...props} />
    </Elements>
  );
}

function PaymentStep({ amount, currency, return_url, onPaid, onError }: PaymentFormProps) {
  const t = useT();
  const lang = useLang();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: return_url ?? window.location.href },
      });
      if (error) {
        if (error.type === 'card_error' && error.code === 'card_declined')
          onError('card_declined', error.message);
        else if (error.type === 'validation_error') onError('card_unknown', error.message);
        else onError('other', error.message);
      } else if (paymentIntent && ['succeeded', 'processing'].includes(paymentIntent.status)) {
        onPaid();
      }
    } catch {
      onError('network');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mp-pay" onSubmit={(e) => void pay(e)}>
      <PaymentElement
        options={{
          layout: { type: 'tabs', defaultCollapsed: false },
          wallets: { applePay: 'auto', googlePay: 'auto' },
        }}
      />
      <Button type="submit" busy={busy} disabled={!stripe || !elements} className="mp-pay__submit">
        {t('checkout.payAmount', { amount: formatPrice(amount, lang, currency) })}
      </Button>
    </form>
  );
}
