import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatPrice } from '@konstvagg/rules';
import { Button } from '@konstvagg/ui';
import { TextField } from '@konstvagg/ui/forms';
import { useLang, useT, type MessageId } from '../../../../messages/index.ts';
import { PickupQr } from '../../../../common/components/PickupQr.tsx';
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

/** The methods the form offers, in the Payment Element's order, when the intent offers them. */
export const LOCAL_METHODS = ['card', 'swish', 'klarna', 'paypal'] as const;
export type LocalMethod = (typeof LOCAL_METHODS)[number];

/** The methods of an intent's payment_method_types the form can offer (card when it offers none). */
export function offeredMethods(types: readonly string[] | undefined): LocalMethod[] {
  const offered = LOCAL_METHODS.filter((m) => types?.includes(m));
  return offered.length > 0 ? offered : ['card'];
}

/**
 * The stand-in's own pages (the Swish app, Klarna and PayPal test page) reached through the
 * gateway's `/_local/stripe/`, as the API is: the stand-in's origin is not the page's.
 */
export function throughGateway(url: string): string {
  try {
    const u = new URL(url);
    if (u.pathname.startsWith('/_standin/')) return `/_local/stripe${u.pathname}${u.search}`;
  } catch {
    // not an absolute URL: use it as it is
  }
  return url;
}

/** A phone: Swish switches to the app there; a larger screen shows the QR code to scan. */
export function isPhone(width: number, userAgent: string): boolean {
  return width <= 600 || /Android|iPhone|iPod|Mobile/i.test(userAgent);
}

interface SwishAction {
  hosted_instructions_url: string;
  mobile_auth_url: string;
  qr_code: { data: string; image_url_svg: string };
}
interface IntentView {
  status: string;
  payment_method_types?: string[];
  next_action?: {
    type: string;
    swish_handle_redirect_or_display_qr_code?: SwishAction;
    redirect_to_url?: { url: string | null };
  } | null;
  error?: { code?: string; message?: string };
}

/** How often the form asks the stand-in whether a Swish payment was approved. */
const POLL_MS = 1500;

/**
 * The local payment form: what Stripe.js does in a browser, against the local Stripe stand-in
 * (`/_local/stripe/`), which Stripe.js cannot reach. Clearly labelled as a test; only ever picked
 * for the stand-in's publishable key. Offers the intent's methods as the Payment Element does: a
 * card (test numbers), Swish (the QR code on a larger screen, "Open Swish" on a phone; the
 * stand-in's test page plays the app), Klarna and PayPal (a redirect to the stand-in's test page,
 * which comes back to return_url).
 */
export default function LocalPaymentForm({
  client_secret,
  publishable_key,
  amount,
  currency,
  return_url,
  onPaid,
  onError,
}: PaymentFormProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const pi = paymentIntentId(client_secret);
  const [methods, setMethods] = useState<LocalMethod[]>(['card']);
  const [method, setMethod] = useState<LocalMethod>('card');
  const [card, setCard] = useState('');
  const [busy, setBusy] = useState(false);
  const [swish, setSwish] = useState<SwishAction | null>(null);
  const [phone, setPhone] = useState(() =>
    typeof window === 'undefined' ? false : isPhone(window.innerWidth, navigator.userAgent),
  );
  const price = formatPrice(amount, lang, currency);

  const api = async (path: string, body?: Record<string, string>): Promise<[boolean, IntentView]> => {
    const url = `/_local/stripe/v1/payment_intents/${encodeURIComponent(pi)}${path}`;
    const res = body
      ? await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${publishable_key}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ client_secret, ...body }).toString(),
        })
      : await fetch(`${url}?${new URLSearchParams({ client_secret })}`, {
          headers: { Authorization: `Bearer ${publishable_key}` },
        });
    return [res.ok, (await res.json().catch(() => ({}))) as IntentView];
  };

  // The intent's methods, and a Swish payment already waiting (the buyer reloaded the page).
  useEffect(() => {
    let live = true;
    void api('')
      .then(([ok, intent]) => {
        if (!live || !ok) return;
        setMethods(offeredMethods(intent.payment_method_types));
        const waiting = intent.next_action?.swish_handle_redirect_or_display_qr_code;
        if (intent.status === 'requires_action' && waiting) {
          setMethod('swish');
          setSwish(waiting);
        }
        if (intent.status === 'succeeded' || intent.status === 'processing') onPaid();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once per intent (the checkout keys the form by its client secret).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // jsdom (the unit tests) and old browsers have no matchMedia: the width read once then stands.
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(max-width: 600px)');
    const update = () => setPhone(isPhone(window.innerWidth, navigator.userAgent));
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // While Swish waits: ask the stand-in until the buyer approves (paid) or it fails (choose again).
  useEffect(() => {
    if (!swish) return;
    let live = true;
    const timer = setInterval(() => {
      void api('')
        .then(([ok, intent]) => {
          if (!live || !ok) return;
          if (intent.status === 'succeeded' || intent.status === 'processing') {
            live = false;
            onPaid();
          } else if (intent.status !== 'requires_action') {
            live = false;
            setSwish(null);
            onError('other');
          }
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [swish]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    let body: Record<string, string>;
    if (method === 'card') {
      const pm = testPaymentMethod(card);
      if (!pm) {
        onError('card_unknown');
        return;
      }
      body = { payment_method: pm };
    } else {
      body = {
        'payment_method_data[type]': method,
        return_url: return_url ?? window.location.href,
      };
    }
    setBusy(true);
    try {
      const [ok, json] = await api('/confirm', body);
      const next = json.next_action;
      if (ok && (json.status === 'succeeded' || json.status === 'processing')) onPaid();
      else if (ok && next?.swish_handle_redirect_or_display_qr_code)
        setSwish(next.swish_handle_redirect_or_display_qr_code);
      else if (ok && next?.redirect_to_url?.url) {
        window.location.assign(throughGateway(next.redirect_to_url.url));
        return; // the page leaves: stay busy
      } else if (json.error?.code === 'card_declined') onError('card_declined', json.error.message);
      else onError('other', json.error?.message);
    } catch {
      onError('network');
    }
    setBusy(false);
  }

  const methodName = (m: LocalMethod) => t(`checkout.local.method.${m}` as MessageId);

  if (swish) {
    return (
      <div className="mp-pay mp-pay--local" aria-labelledby={`${id}-title`} role="group">
        <p className="mp-pay__test-badge kv-badge kv-badge--warning" id={`${id}-title`}>
          {t('checkout.local.title')}
        </p>
        {phone ? (
          <>
            <p>{t('checkout.local.swishOpenHint', { amount: price })}</p>
            <a
              className="kv-button kv-button--primary mp-pay__submit"
              href={throughGateway(swish.mobile_auth_url)}
            >
              {t('checkout.local.swishOpen')}
            </a>
          </>
        ) : (
          <>
            <h3 className="mp-pay__swish-title">{t('checkout.local.swishScan')}</h3>
            <p>{t('checkout.local.swishScanHint', { amount: price })}</p>
            <div className="mp-pay__qr">
              <PickupQr value={swish.qr_code.data} label={t('checkout.local.swishQr')} size={200} />
            </div>
            <p>
              <a href={throughGateway(swish.hosted_instructions_url)} target="_blank" rel="noopener">
                {t('checkout.local.testPage')}
              </a>
            </p>
          </>
        )}
        <p className="mp-pay__waiting" role="status">
          <span className="kv-spinner kv-spinner--inline" aria-hidden="true" />{' '}
          {t('checkout.local.swishWaiting')}
        </p>
        <Button variant="secondary" onClick={() => setSwish(null)}>
          {t('checkout.local.chooseAgain')}
        </Button>
      </div>
    );
  }

  return (
    <form className="mp-pay mp-pay--local" onSubmit={(e) => void pay(e)} aria-labelledby={`${id}-title`}>
      <p className="mp-pay__test-badge kv-badge kv-badge--warning" id={`${id}-title`}>
        {t('checkout.local.title')}
      </p>
      <p className="kv-muted mp-pay__hint">{t('checkout.local.hint')}</p>
      {methods.length > 1 && (
        <fieldset className="mp-pay__methods">
          <legend>{t('checkout.local.methods')}</legend>
          {methods.map((m) => (
            <label key={m} className={`mp-pay__method${m === method ? ' mp-pay__method--on' : ''}`}>
              <input
                type="radio"
                name={`${id}-method`}
                value={m}
                checked={m === method}
                onChange={() => setMethod(m)}
              />
              <span>
                <strong>{methodName(m)}</strong>
                <span className="kv-muted">{t(`checkout.local.methodHint.${m}` as MessageId)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {method === 'card' && (
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
      )}
      {method === 'swish' && <p className="kv-muted mp-pay__notice">{t('checkout.local.swishNotice')}</p>}
      {(method === 'klarna' || method === 'paypal') && (
        <p className="kv-muted">{t('checkout.local.redirectHint', { method: methodName(method) })}</p>
      )}
      <Button type="submit" busy={busy} className="mp-pay__submit">
        {method === 'card'
          ? t('checkout.payAmount', { amount: price })
          : method === 'swish'
            ? t('checkout.local.payWith', { amount: price, method: methodName(method) })
            : t('checkout.local.continueTo', { method: methodName(method) })}
      </Button>
    </form>
  );
}
