import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Artwork, CheckoutBody, CheckoutResponse, ListPrice } from '@konstvagg/contracts';
import { formatPrice, LIST_CURRENCY } from '@konstvagg/rules';
import {
  ApiError,
  Button,
  Container,
  LinkButton,
  Skeleton,
  Spinner,
  displayName,
  useNow,
  useSession,
} from '@konstvagg/ui';
import { FormAlert, TextField } from '@konstvagg/ui/forms';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import { isNotFound, useArtwork } from '../../../common/api/artworks.ts';
import { startCheckout } from '../../../common/api/orders.ts';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { useLang, useT, type MessageId } from '../../../messages/index.ts';
import { formatClock, localDeadline, remaining } from '../../../common/countdown.ts';
import { listPriceValues } from '../../../common/list-price.ts';
import { paymentImplementation } from '../components/payment/picker.ts';
import type { PaymentFailure, PaymentFormProps } from '../components/payment/types.ts';
import '../../../marketplace.css';
import '../checkout.css';

// The two payment forms behind one interface; only the one the key picks is downloaded.
const StripePaymentForm = lazy(() => import('../components/payment/StripePaymentForm.tsx'));
const LocalPaymentForm = lazy(() => import('../components/payment/LocalPaymentForm.tsx'));

/** A checkout in progress (the order and its payment), kept for the tab so a reload resumes it. */
interface Started {
  orderId: string;
  accessKey: string;
  clientSecret: string;
  publishableKey: string;
  expiresAt: string | null;
  /** What the buyer pays, in major units of `currency` (the market's: kronor at a Swedish venue). */
  amount: number;
  /** The order's currency (ISO 4217); a checkout stored before issue 40 has none: it was euros. */
  currency?: string;
  /** The list price and the rate, when the order is charged in another currency than the list's. */
  listPrice?: ListPrice | null;
  /** Who buys, as typed. */
  details: CheckoutBody;
}

const storageKey = (artworkId: string) => `kv-checkout:${artworkId}`;

function readStarted(artworkId: string): Started | null {
  try {
    const raw = sessionStorage.getItem(storageKey(artworkId));
    const started = raw ? (JSON.parse(raw) as Started) : null;
    if (!started?.clientSecret || !started.details) return null;
    if (started.expiresAt && Date.parse(started.expiresAt) <= Date.now()) return null;
    return started;
  } catch {
    return null;
  }
}

function storeStarted(artworkId: string, started: Started | null) {
  try {
    if (started) sessionStorage.setItem(storageKey(artworkId), JSON.stringify(started));
    else sessionStorage.removeItem(storageKey(artworkId));
  } catch {
    // storage off: a reload starts the checkout again
  }
}

function startedFrom(answer: CheckoutResponse, details: CheckoutBody): Started {
  return {
    details,
    orderId: answer.order.id,
    accessKey: answer.order.access_key ?? '',
    clientSecret: answer.payment.client_secret,
    publishableKey: answer.payment.publishable_key,
    expiresAt: answer.order.reservation_expires_at
      ? localDeadline(answer.order.reservation_expires_at, answer.order.created_at, Date.now())
      : null,
    amount: answer.order.amount,
    currency: answer.order.currency,
    listPrice: answer.order.list_price ?? null,
  };
}

/** What the buyer pays: an amount in its currency, and the list price and rate when converted. */
interface Charge {
  amount: number;
  currency?: string | undefined;
  listPrice: ListPrice | null;
}

/**
 * The charge the page shows: the order's once it exists (its amount is locked for the
 * reservation); before, the work's price where it hangs (`local_price`, at the newest rate), else
 * its list price.
 */
function chargeOf(artwork: Artwork, started: Started | null): Charge {
  if (started)
    return { amount: started.amount, currency: started.currency, listPrice: started.listPrice ?? null };
  const local = artwork.local_price;
  if (!local) return { amount: artwork.price, listPrice: null };
  return {
    amount: local.amount,
    currency: local.currency,
    listPrice: {
      amount: artwork.price,
      currency: LIST_CURRENCY,
      rate: local.rate,
      rate_date: local.rate_date,
    },
  };
}

/** The receipt a guest can open again: the order with its access key. */
export function orderHref(orderId: string, accessKey: string): string {
  return `/orders/${encodeURIComponent(orderId)}?key=${encodeURIComponent(accessKey)}`;
}

/** /checkout/{artworkId}: who buys, then the payment, on one page (issue 12). Guests welcome. */
export default function CheckoutPage() {
  const { artworkId = '' } = useParams();
  const query = useArtwork(artworkId);
  const t = useT();
  useDocumentMeta(t('checkout.title'), null);

  if (query.isPending) return <CheckoutSkeleton />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <CheckoutState title="checkout.notFoundTitle" body="checkout.notFoundBody" />
    ) : (
      <CheckoutState
        title="checkout.loadErrorTitle"
        body="checkout.loadErrorBody"
        onRetry={() => void query.refetch()}
        artworkId={artworkId}
      />
    );
  }
  return <Checkout artwork={query.data} key={query.data.id} />;
}

function Checkout({ artwork }: { artwork: Artwork }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useSession();
  const [started, setStarted] = useState<Started | null>(() => readStarted(artwork.id));
  // A 409 from the checkout: the work was taken (reserved or sold) or hangs at no venue.
  const [unavailable, setUnavailable] = useState<string | null>(null);

  const ownWork = Boolean(
    user?.role === 'artist' && user.profile_id && user.profile_id === artwork.artist_id,
  );
  if (!started && (unavailable || artwork.status !== 'exhibited' || ownWork)) {
    const reason = ownWork
      ? 'own'
      : unavailable === 'artwork_not_on_display'
        ? 'notOnWall'
        : unavailable && artwork.status !== 'sold'
          ? 'reserved'
          : undefined;
    return <Unavailable artwork={artwork} reason={reason} />;
  }

  const venue = artwork.currentLocation?.venue_name ?? '';
  const charge = chargeOf(artwork, started);
  const onStarted = (answer: CheckoutResponse, details: CheckoutBody) => {
    const next = startedFrom(answer, details);
    storeStarted(artwork.id, next);
    setStarted(next);
  };
  const onPaid = () => {
    if (!started) return;
    storeStarted(artwork.id, null);
    void navigate(orderHref(started.orderId, started.accessKey));
  };
  const restart = () => {
    storeStarted(artwork.id, null);
    setStarted(null);
  };

  return (
    <Container className="mp-checkout">
      <p className="mp-checkout__back">
        <Link to={`/artworks/${encodeURIComponent(artwork.id)}`}>
          <span aria-hidden="true">← </span>
          {t('checkout.backToWork')}
        </Link>
      </p>
      <h1 className="mp-checkout__title">{t('checkout.title')}</h1>
      <p className="mp-checkout__step kv-muted">{t(started ? 'checkout.stepPay' : 'checkout.stepDetails')}</p>
      <div className="mp-checkout__layout">
        <aside className="mp-checkout__summary" aria-label={t('checkout.summaryLabel')}>
          <WorkSummary artwork={artwork} charge={charge} />
          <div className="mp-checkout__next">
            <h2>{t('checkout.nextHeading')}</h2>
            <p>{venue ? t('checkout.nextVenue', { venue }) : t('checkout.nextNoVenue')}</p>
          </div>
        </aside>
        <div className="mp-checkout__main">
          {started ? (
            <PaymentStep started={started} onPaid={onPaid} onRestart={restart} />
          ) : (
            <DetailsStep
              artworkId={artwork.id}
              defaults={{ email: user?.email ?? '', name: user ? displayName(user) : '' }}
              price={formatPrice(charge.amount, lang, charge.currency)}
              onStarted={onStarted}
              onUnavailable={setUnavailable}
            />
          )}
        </div>
      </div>
    </Container>
  );
}

/**
 * The work and what the buyer pays, in the currency charged, with the list price and the rate it
 * was converted at when that is another currency (issue 40).
 */
function WorkSummary({ artwork, charge }: { artwork: Artwork; charge: Charge }) {
  const t = useT();
  const lang = useLang();
  const words = useArtworkWords();
  const location = artwork.currentLocation;
  const artist = artwork.artist_name?.trim() || words.word('artwork.unknownArtist');
  return (
    <div className="mp-checkout__work">
      {artwork.primary_image ? (
        <img className="mp-checkout__thumb" src={artwork.primary_image} alt="" width={96} height={120} />
      ) : (
        <div className="mp-checkout__thumb mp-checkout__thumb--empty" aria-hidden="true" />
      )}
      <div>
        <p className="mp-checkout__work-title">{artwork.title}</p>
        <p className="kv-muted">{t('detail.byArtist', { artist })}</p>
        <p className="mp-checkout__price" data-testid="checkout-amount">
          {formatPrice(charge.amount, lang, charge.currency)}{' '}
          <span className="kv-muted">{t('detail.inclVat')}</span>
        </p>
        {charge.listPrice ? (
          <p className="kv-muted mp-checkout__list-price" data-testid="checkout-list-price">
            {t('order.listPrice', listPriceValues(charge.listPrice, lang))}
          </p>
        ) : null}
        {location && (
          <p className="kv-muted">
            {t('detail.hangsAt', {
              venue: location.venue_name || words.word('artwork.unknownVenue'),
              city: cityName(location.city, words),
            })}
          </p>
        )}
      </div>
    </div>
  );
}

type FieldName = 'email' | 'name' | 'phone';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function DetailsStep({
  artworkId,
  defaults,
  price,
  onStarted,
  onUnavailable,
}: {
  artworkId: string;
  defaults: { email: string; name: string };
  price: string;
  onStarted: (answer: CheckoutResponse, details: CheckoutBody) => void;
  onUnavailable: (code: string) => void;
}) {
  const t = useT();
  const [values, setValues] = useState({ email: defaults.email, name: defaults.name, phone: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: FieldName) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    if (!EMAIL.test(values.email.trim())) found.email = t('checkout.errorEmail');
    if (!values.name.trim()) found.name = t('checkout.errorName');
    setErrors(found);
    setFailed(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const details: CheckoutBody = {
        email: values.email.trim(),
        name: values.name.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      };
      onStarted(await startCheckout(artworkId, details), details);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onUnavailable(error.code);
      else if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Partial<Record<FieldName, string>>);
      } else
        setFailed(
          error instanceof ApiError && error.status < 500 ? error.message : t('checkout.errorServer'),
        );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mp-checkout__form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('checkout.detailsHeading')}</h2>
      <p className="kv-muted">{t('checkout.guestNote')}</p>
      {failed && <FormAlert>{failed}</FormAlert>}
      <TextField
        label={t('checkout.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        hint={t('checkout.emailHint')}
        required
      />
      <TextField
        label={t('checkout.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      <TextField
        label={t('checkout.phone')}
        type="tel"
        name="phone"
        autoComplete="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <Button type="submit" busy={busy} className="mp-checkout__continue">
        {t('checkout.continue', { price })}
      </Button>
    </form>
  );
}

const FAILURE_MESSAGES: Record<PaymentFailure, MessageId> = {
  card_declined: 'checkout.declined',
  card_unknown: 'checkout.cardUnknown',
  network: 'checkout.paymentNetwork',
  other: 'checkout.paymentOther',
};

/**
 * The payment, on the checkout's one order and PaymentIntent: a declined card leaves both as they
 * are (the intent waits for another card), so the buyer tries again here while the reservation's
 * original countdown runs on (docs/decisions.md "A declined card is retried on the same order").
 */
function PaymentStep({
  started,
  onPaid,
  onRestart,
}: {
  started: Started;
  onPaid: () => void;
  onRestart: () => void;
}) {
  const t = useT();
  const now = useNow();
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const left = started.expiresAt ? remaining(started.expiresAt, now) : null;
  const implementation = paymentImplementation(started.publishableKey);
  const Form = implementation === 'local' ? LocalPaymentForm : StripePaymentForm;
  const returnUrl = useMemo(
    () =>
      typeof window === 'undefined'
        ? undefined
        : `${window.location.origin}${orderHref(started.orderId, started.accessKey)}`,
    [started.orderId, started.accessKey],
  );

  if (left?.expired) {
    return (
      <div className="mp-checkout__lapsed" role="alert">
        <h2>{t('checkout.lapsedTitle')}</h2>
        <p>{t('checkout.lapsedBody')}</p>
        <Button onClick={onRestart}>{t('checkout.startAgain')}</Button>
      </div>
    );
  }

  const props: PaymentFormProps = {
    client_secret: started.clientSecret,
    publishable_key: started.publishableKey,
    amount: started.amount,
    currency: started.currency,
    return_url: returnUrl,
    onPaid: () => {
      setFailure(null);
      onPaid();
    },
    onError: (kind) => setFailure(kind),
  };
  return (
    <section className="mp-checkout__pay" aria-labelledby="mp-pay-heading">
      <h2 id="mp-pay-heading">{t('checkout.payHeading')}</h2>
      {left && (
        <p className="mp-checkout__timer">
          {t('checkout.reservedFor')}{' '}
          <strong className="mp-checkout__clock" role="timer" aria-live="off">
            {formatClock(left)}
          </strong>
        </p>
      )}
      {failure && (
        <div className="kv-alert" role="alert">
          <p>{t(FAILURE_MESSAGES[failure])}</p>
          <p>{t('checkout.stillReserved')}</p>
        </div>
      )}
      <Suspense
        fallback={
          <div className="mp-checkout__loading">
            <Spinner />
            <span>{t('checkout.loadingPayment')}</span>
          </div>
        }
      >
        <Form {...props} key={started.clientSecret} />
      </Suspense>
      <p className="kv-muted mp-checkout__secure">{t('checkout.secureNote')}</p>
    </section>
  );
}

function Unavailable({
  artwork,
  reason,
}: {
  artwork: Artwork;
  reason?: 'own' | 'reserved' | 'notOnWall' | undefined;
}) {
  const t = useT();
  const status = reason === 'reserved' ? 'reserved' : reason === 'notOnWall' ? 'available' : artwork.status;
  const body: MessageId =
    reason === 'own'
      ? 'checkout.ownWork'
      : status === 'reserved'
        ? 'checkout.unavailableReserved'
        : status === 'sold' || status === 'delivered'
          ? 'checkout.unavailableSold'
          : 'checkout.unavailableNotOnWall';
  return (
    <Container narrow className="mp-state">
      <div role="alert">
        <h1>{t('checkout.unavailableTitle', { title: artwork.title })}</h1>
        <p>{t(body)}</p>
      </div>
      <div className="mp-state__actions">
        <LinkButton to={`/artworks/${encodeURIComponent(artwork.id)}`}>{t('checkout.backToWork')}</LinkButton>
        <LinkButton to="/artworks" variant="secondary">
          {t('common.browseArtworks')}
        </LinkButton>
      </div>
    </Container>
  );
}

function CheckoutState({
  title,
  body,
  onRetry,
  artworkId,
}: {
  title: MessageId;
  body: MessageId;
  onRetry?: () => void;
  artworkId?: string;
}) {
  const t = useT();
  return (
    <Container narrow className="mp-state">
      <div role={onRetry ? 'alert' : undefined}>
        <h1>{t(title)}</h1>
        <p>{t(body)}</p>
      </div>
      <div className="mp-state__actions">
        {onRetry && <Button onClick={onRetry}>{t('common.tryAgain')}</Button>}
        {artworkId && (
          <LinkButton to={`/artworks/${encodeURIComponent(artworkId)}`} variant="secondary">
            {t('checkout.backToWork')}
          </LinkButton>
        )}
        <LinkButton to="/artworks" variant={onRetry ? 'secondary' : 'primary'}>
          {t('common.browseArtworks')}
        </LinkButton>
      </div>
    </Container>
  );
}

function CheckoutSkeleton() {
  const t = useT();
  return (
    <Container className="mp-checkout">
      <p className="kv-visually-hidden" role="status">
        {t('checkout.loading')}
      </p>
      <div aria-hidden="true" className="mp-checkout__layout">
        <Skeleton width="100%" height="8rem" />
        <div>
          <Skeleton width="60%" height="2rem" />
          <Skeleton width="100%" height="2.75rem" />
          <Skeleton width="100%" height="2.75rem" />
          <Skeleton width="100%" height="2.75rem" />
        </div>
      </div>
    </Container>
  );
}
