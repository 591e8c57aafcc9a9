import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Order } from '@konstvagg/contracts';
import { DAYS } from '@konstvagg/contracts/vocabulary';
import { formatPrice } from '@konstvagg/rules';
import { LinkButton, Spinner, StatusLineBadge, useNow } from '@konstvagg/ui';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import { VenueMap } from '../../../common/map/VenueMap.tsx';
import { mapPoints } from '../../../common/map/points.ts';
import { dayName, formatHours } from '../../../common/profiles/hours.ts';
import { formatSpan, remaining } from '../../../common/countdown.ts';
import { listPriceValues } from '../../../common/list-price.ts';
import { useLang, useT, type MessageId } from '../../../messages/index.ts';
import { formatDate, formatDateTime, todayInStockholm } from '../format.ts';
import { PickupQr } from '../../../common/components/PickupQr.tsx';
import '../purchases.css';

type OrderVenue = NonNullable<Order['venue']>;

/** A paid order still waiting for its pickup: the code counts. */
const isAwaitingPickup = (order: Order) => order.status === 'paid';

/**
 * One order as its buyer sees it (issue 12): the confirmation after paying, the guest's receipt
 * (`/orders/{id}?key=`) and `/buyer/purchases/{id}`. While the payment webhook has not landed yet
 * it says so (the caller polls); once paid, the pickup code large, where and by when to collect it,
 * and the refund promise. `detail` adds the timeline and the map.
 */
export function OrderView({
  order,
  detail = false,
  receiptHref,
  paymentFailed = false,
}: {
  order: Order;
  detail?: boolean;
  /** Where this order's receipt lives for later (shown on the confirmation). */
  receiptHref?: string;
  /**
   * The buyer came back from a payment page (Klarna, PayPal, Swish) that says it failed
   * (`redirect_status=failed`): nothing was charged, and the same order can be paid another way.
   */
  paymentFailed?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const words = useArtworkWords();

  if (order.status === 'pending_payment' && paymentFailed) {
    const until = order.reservation_expires_at;
    return (
      <div className="mp-order__waiting" role="alert">
        <div>
          <h1>{t('order.paymentFailedTitle')}</h1>
          <p className="kv-muted">
            {until
              ? t('order.paymentFailedBody', { time: formatDateTime(until, lang) })
              : t('order.paymentFailedBodyNoTime')}
          </p>
          <p>
            <LinkButton to={`/checkout/${encodeURIComponent(order.artwork.id)}`}>
              {t('order.paymentFailedRetry')}
            </LinkButton>
          </p>
        </div>
      </div>
    );
  }

  if (order.status === 'pending_payment') {
    return (
      <div className="mp-order__waiting" role="status">
        <Spinner />
        <div>
          <h1>{t('order.waitingTitle')}</h1>
          <p className="kv-muted">{t('order.waitingBody')}</p>
        </div>
      </div>
    );
  }

  const venueName = order.venue?.venue_name ?? words.word('artwork.unknownVenue');
  return (
    <div className="mp-order">
      <header className="mp-order__header">
        <StatusLineBadge line={order.status_line} as="p" />
        <h1>{t(headingFor(order), { title: order.artwork.title })}</h1>
        <p className="mp-order__lead">{leadFor(order, t, lang, venueName)}</p>
      </header>

      {isAwaitingPickup(order) && order.pickup_code && <PickupCard order={order} venueName={venueName} />}

      <div className="mp-order__grid">
        {order.status === 'refunded' ? (
          <RefundCard order={order} venueName={venueName} />
        ) : (
          order.venue && (
            <VenueSection venue={order.venue} showMap={detail} awaiting={isAwaitingPickup(order)} />
          )
        )}
        <Receipt order={order} />
      </div>

      {detail && <Timeline order={order} />}

      {receiptHref && (
        <p className="mp-order__receipt-link">
          <Link to={receiptHref}>{t('order.receiptLink')}</Link>
          <span className="kv-muted"> {t('order.receiptLinkNote')}</span>
        </p>
      )}
    </div>
  );
}

function headingFor(order: Order): MessageId {
  switch (order.status) {
    case 'paid':
      return 'order.paidTitle';
    case 'collected':
    case 'payout_scheduled':
    case 'paid_out':
      return 'order.collectedTitle';
    case 'refunded':
      return 'order.refundedTitle';
    default:
      return 'order.cancelledTitle';
  }
}

function leadFor(order: Order, t: ReturnType<typeof useT>, lang: 'sv' | 'en', venue: string): string {
  switch (order.status) {
    case 'paid':
      return t('order.paidLead', { venue });
    case 'collected':
    case 'payout_scheduled':
    case 'paid_out':
      return t('order.collectedLead', { date: formatDateTime(order.collected_at, lang) });
    case 'refunded':
      return t(refundedLead(order), { date: formatDateTime(order.refunded_at, lang) });
    default:
      return t('order.cancelledLead');
  }
}

/** Why the money went back, in the words of the order's status line. */
function refundedLead(order: Order): MessageId {
  switch (order.status_line) {
    case 'refunded_not_collected':
    case 'refunded_late_payment':
    case 'refunded_dispute_lost':
      return `order.refundedLead.${order.status_line}`;
    default:
      return 'order.refundedLead.refunded_admin';
  }
}

function PickupCard({ order, venueName }: { order: Order; venueName: string }) {
  const t = useT();
  const lang = useLang();
  const now = useNow(30_000);
  const left = order.pickup_deadline ? remaining(order.pickup_deadline, now) : null;
  return (
    <section className="mp-order__pickup" aria-labelledby="mp-pickup-heading">
      <h2 id="mp-pickup-heading">{t('order.pickupHeading')}</h2>
      <p>{t('order.pickupShow', { venue: venueName })}</p>
      <div className="mp-order__code">
        <PickupQr value={order.pickup_code ?? ''} label={t('order.qrLabel')} />
        {order.pickup_code_short && (
          <p className="mp-order__short">
            <span className="kv-muted">{t('order.shortCode')}</span>
            <strong className="mp-order__short-code">{order.pickup_code_short}</strong>
          </p>
        )}
      </div>
      {order.pickup_deadline && (
        <p className="mp-order__deadline">
          {t('order.deadline', { date: formatDateTime(order.pickup_deadline, lang) })}
          {left && !left.expired && (
            <>
              {' '}
              <strong>{t('order.timeLeft', { time: formatSpan(left, lang) })}</strong>
            </>
          )}
        </p>
      )}
      <p className="mp-order__promise" data-testid="refund-promise">
        {t(order.refund_held_by_dispute ? 'order.disputeNote' : 'order.refundPromise')}
      </p>
    </section>
  );
}

function VenueSection({
  venue,
  showMap,
  awaiting,
}: {
  venue: OrderVenue;
  showMap: boolean;
  awaiting: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const words = useArtworkWords();
  const today = todayInStockholm();
  const points = useMemo(
    () =>
      showMap
        ? mapPoints([
            {
              id: venue.id,
              venue_name: venue.venue_name,
              latitude: venue.latitude,
              longitude: venue.longitude,
            },
          ])
        : [],
    [showMap, venue.id, venue.venue_name, venue.latitude, venue.longitude],
  );
  const todayHours = formatHours(venue.opening_hours[today]);
  return (
    <section className="mp-order__card" aria-labelledby="mp-venue-heading">
      <h2 id="mp-venue-heading">{t(awaiting ? 'order.whereHeading' : 'order.venueHeading')}</h2>
      <p className="mp-order__venue-name">
        <Link to={`/venues/${encodeURIComponent(venue.id)}`}>{venue.venue_name}</Link>
      </p>
      <address className="mp-order__address">
        {venue.address}, {venue.postal_code} {cityName(venue.city, words)}
      </address>
      <p className="mp-order__today">
        <strong>{t('order.todayLabel')}</strong> {todayHours ? todayHours : t('order.closedToday')}
      </p>
      <table className="mp-order__hours">
        <caption className="kv-visually-hidden">
          {t('order.hoursCaption', { venue: venue.venue_name })}
        </caption>
        <tbody>
          {DAYS.map((day) => (
            <tr key={day} aria-current={day === today ? 'date' : undefined}>
              <th scope="row">{dayName(day, lang)}</th>
              <td>{formatHours(venue.opening_hours[day]) ?? t('order.closed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {points.length > 0 && (
        <VenueMap
          points={points}
          label={t('map.label', { name: venue.venue_name })}
          className="mp-order__map"
        />
      )}
    </section>
  );
}

/**
 * A refunded order: what happened to the money and where the work is now, instead of the
 * venue's opening hours and map, which a buyer with nothing to collect has no use for.
 */
function RefundCard({ order, venueName }: { order: Order; venueName: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="mp-order__card" aria-labelledby="mp-refund-heading">
      <h2 id="mp-refund-heading">{t('order.refundHeading')}</h2>
      <p>{t('order.refundMoney', { amount: formatPrice(order.amount, lang, order.currency) })}</p>
      {!order.collected_at && <p>{t('order.refundWork', { venue: venueName })}</p>}
      <p>
        <Link to={`/artworks/${encodeURIComponent(order.artwork.id)}`}>{t('order.refundSeeWork')}</Link>
      </p>
    </section>
  );
}

function Receipt({ order }: { order: Order }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="mp-order__card" aria-labelledby="mp-receipt-heading">
      <h2 id="mp-receipt-heading">{t(order.paid_at ? 'order.receiptHeading' : 'order.unpaidHeading')}</h2>
      <dl className="mp-order__facts">
        <div>
          <dt>{t('order.work')}</dt>
          <dd>
            <Link to={`/artworks/${encodeURIComponent(order.artwork.id)}`}>{order.artwork.title}</Link>
            <span className="kv-muted"> · {order.artwork.artist_name}</span>
          </dd>
        </div>
        <div>
          <dt>{t('order.price')}</dt>
          <dd>
            <strong>{formatPrice(order.amount, lang, order.currency)}</strong>
            <span className="kv-muted"> {t('order.vatNote')}</span>
            {order.list_price ? (
              <span className="kv-muted mp-order__list-price" data-testid="order-list-price">
                {t('order.listPrice', listPriceValues(order.list_price, lang))}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{formatDateTime(order.paid_at ?? order.created_at, lang)}</dd>
        </div>
        <div>
          <dt>{t('order.number')}</dt>
          <dd className="mp-order__id">{order.id}</dd>
        </div>
        {order.buyer_name && (
          <div>
            <dt>{t('order.buyer')}</dt>
            <dd>
              {order.buyer_name}
              {order.buyer_email && <span className="kv-muted"> · {order.buyer_email}</span>}
            </dd>
          </div>
        )}
      </dl>
      {order.paid_at && (
        <p className="kv-muted mp-order__seller">
          {t('order.sellerNote', { artist: order.artwork.artist_name })}
        </p>
      )}
    </section>
  );
}

const TIMELINE_LABELS: Record<string, MessageId> = {
  created: 'order.timeline.created',
  paid: 'order.timeline.paid',
  collected: 'order.timeline.collected',
  payout_scheduled: 'order.timeline.payout_scheduled',
  paid_out: 'order.timeline.paid_out',
  refunded: 'order.timeline.refunded',
  cancelled: 'order.timeline.cancelled',
  disputed: 'order.timeline.disputed',
  dispute_won: 'order.timeline.dispute_won',
  dispute_lost: 'order.timeline.dispute_lost',
  dispute_warning_closed: 'order.timeline.dispute_warning_closed',
};

function Timeline({ order }: { order: Order }) {
  const t = useT();
  const lang = useLang();
  const entries = order.timeline.filter((e) => TIMELINE_LABELS[e.what]);
  const ahead: MessageId | null = order.status === 'paid' ? 'order.timeline.nextPickup' : null;
  return (
    <section className="mp-order__card mp-order__timeline" aria-labelledby="mp-timeline-heading">
      <h2 id="mp-timeline-heading">{t('order.timelineHeading')}</h2>
      <ol>
        {entries.map((entry, i) => (
          <li key={`${entry.what}-${i}`} className="mp-order__step mp-order__step--done">
            <span className="mp-order__step-what">{t(TIMELINE_LABELS[entry.what]!)}</span>
            <span className="kv-muted">{formatDate(entry.at, lang)}</span>
          </li>
        ))}
        {ahead && (
          <li className="mp-order__step">
            <span className="mp-order__step-what">{t(ahead)}</span>
            <span className="kv-muted">
              {t('order.by', { date: formatDate(order.pickup_deadline, lang) })}
            </span>
          </li>
        )}
      </ol>
    </section>
  );
}
