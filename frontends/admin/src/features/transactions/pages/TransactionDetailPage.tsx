import { formatPrice, formatRate, formatSwedishDate } from '@konstvagg/rules';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { TimelineEntry } from '@konstvagg/contracts/vocabulary';
import { transactionDetail } from '@konstvagg/contracts/endpoints';
import {
  ApiError,
  Badge,
  Button,
  Container,
  PageHeader,
  PageLoading,
  StatusLineBadge,
  useApiData,
  useDocumentTitle,
} from '@konstvagg/ui';
import { AuditList } from '../../../common/components/AuditList.tsx';
import { DetailUnavailable } from '../../../common/components/LoadStates.tsx';
import { Notice, type NoticeText } from '../../../common/components/Notice.tsx';
import { ReasonDialog } from '../../../common/dialogs/ReasonDialog.tsx';
import { REFUND_REASON_MAX, REFUND_REASON_MIN, refundTransaction, retryPayout } from '../api/actions.ts';
import { DisputeBadge } from '../../../common/components/tones.tsx';
import { DisputeSection } from '../components/DisputeSection.tsx';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import '../transactions.css';
import { formatDateTime } from '../../../common/format/dates.ts';

/**
 * A timeline line's label: a known code in the admin's language, else the code itself. A Stripe
 * event reads in words ("Stripe: payment succeeded"); its type stays in the line's detail, where
 * it can be looked up in Stripe's dashboard.
 */
function whatLabel(intl: IntlShape, e: TimelineEntry): string {
  if (e.kind === 'event') {
    const event = `timeline.event.${e.what}`;
    return intl.messages[event]
      ? intl.formatMessage({ id: event })
      : intl.formatMessage({ id: 'timeline.event' }, { type: e.what });
  }
  const id = `timeline.${e.what}`;
  if (intl.messages[id]) return intl.formatMessage({ id });
  const action = `audit.action.${e.what}`;
  if (e.kind === 'admin' && intl.messages[action]) return intl.formatMessage({ id: action });
  return e.what;
}

/** Who a line is about: a payout's party in the admin's language, else an email or a venue's name. */
const whoOf = (intl: IntlShape, who: string): string =>
  who === 'artist' || who === 'venue' ? intl.formatMessage({ id: `role.${who}` }) : who;

/**
 * A timeline line's small print: a Stripe event's type beside its object's id; a known code (a
 * schedule's fate, why a payout waits) in the admin's language; else the detail as it is (ids,
 * Stripe's error codes, a refund's note).
 */
function detailOf(intl: IntlShape, e: TimelineEntry): string | null {
  if (e.kind === 'event') return [e.what, e.detail].filter(Boolean).join(' · ');
  const coded = e.detail ? `timeline.detail.${e.what}.${e.detail}` : null;
  return coded && intl.messages[coded] ? intl.formatMessage({ id: coded }) : e.detail;
}

/** /admin/transactions/{id}: the order, its split and payouts, its whole timeline, and refund / retry payout. */
export default function TransactionDetail() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const { data, error, loading, reload } = useApiData(transactionDetail, { params: { id } });
  const [dialog, setDialog] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeText | null>(null);
  useDocumentTitle(data ? data.transaction.title : t('transactions.title'));
  const lang = intl.locale === 'sv' ? 'sv' : 'en';
  // Every amount of an order is in its currency (issue 40): the price, split, payouts, refund.
  const money = (n: number) => formatPrice(n, lang, data?.transaction.currency);
  const when = (iso: string) => formatDateTime(iso, intl.locale);

  async function retry() {
    setBusy(true);
    setNotice(null);
    try {
      const after = await retryPayout(id);
      const failed = after.payouts.some((p) => p.status === 'failed');
      setNotice({ tone: failed ? 'warn' : 'ok', text: t(failed ? 'notice.retryFailed' : 'notice.retried') });
      reload();
    } catch (e) {
      setNotice({ tone: 'warn', text: e instanceof ApiError ? e.message : t('action.error') });
    } finally {
      setBusy(false);
    }
  }

  if (loading && !data) return <PageLoading />;
  if (error || !data)
    return (
      <DetailUnavailable
        error={error}
        listTitle={t('transactions.title')}
        missing={{ title: t('transaction.missing'), text: t('transaction.missingText') }}
        failedTitle={t('transactions.error.title')}
        back={{ to: '/admin/transactions', label: t('action.toTransactions') }}
      />
    );

  const tx = data.transaction;
  return (
    <Container>
      <p className="adm-back">
        <Link to="/admin/transactions">{t('action.toTransactions')}</Link>
      </p>
      <PageHeader
        title={tx.title}
        eyebrow={t('transactionDetail.title', { id: tx.id })}
        description={t('transaction.byAt', { artist: tx.artist_name, venue: tx.venue_name ?? '–' })}
      />
      <Notice notice={notice} />
      <section className="adm-card" aria-labelledby="adm-tx-summary">
        <h2 id="adm-tx-summary">{t('transaction.summary')}</h2>
        <p className="adm-badges" data-testid="transaction-status">
          <StatusLineBadge line={tx.status_line} />
          {tx.payout_failed ? <Badge tone="danger">{t('transactions.payoutFailed')}</Badge> : null}
          <DisputeBadge dispute={tx.dispute} />
        </p>
        <dl className="adm-split">
          <div>
            {/* Only a payment that went through was paid by the buyer (a cancelled checkout never was). */}
            <dt>{t(tx.paid_at ? 'transaction.amount' : 'transaction.price')}</dt>
            <dd>
              {money(tx.amount)}
              {tx.list_price ? (
                <span className="adm-sub" data-testid="transaction-list-price">
                  {t('transaction.listPrice', {
                    price: formatPrice(tx.list_price.amount, lang, tx.list_price.currency),
                    rate: formatRate(tx.list_price.rate, lang),
                    date: formatSwedishDate(tx.list_price.rate_date, lang),
                  })}
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('transaction.artist')}</dt>
            <dd>{money(tx.split.artist)}</dd>
          </div>
          <div>
            <dt>{t('transaction.venue', { percent: tx.venue_commission_percent })}</dt>
            <dd>{money(tx.split.venue)}</dd>
          </div>
          <div>
            <dt>{t('transaction.platform', { percent: tx.platform_fee_percent })}</dt>
            <dd>{money(tx.split.platform)}</dd>
          </div>
        </dl>
        <dl className="adm-facts">
          <dt>{t('transactions.col.buyer')}</dt>
          <dd>
            {tx.buyer_name ? `${tx.buyer_name}, ` : ''}
            {tx.buyer_email}
          </dd>
          <dt>{t('transactions.col.created')}</dt>
          <dd>{when(tx.created_at)}</dd>
          {/* The status as the system stores it, for an admin who looks it up (the badge has the words). */}
          <dt>{t('transaction.systemStatus')}</dt>
          <dd data-testid="transaction-system-status">
            {t(`order.status.${tx.status}`)} (<code>{tx.status}</code>)
          </dd>
          {tx.pickup_deadline ? (
            <>
              <dt>{t('transaction.deadline')}</dt>
              <dd>{when(tx.pickup_deadline)}</dd>
            </>
          ) : null}
          {tx.refunded_at ? (
            <>
              <dt>{t('transaction.refunded')}</dt>
              <dd>
                {when(tx.refunded_at)}
                {tx.refund_note ? ` · ${tx.refund_note}` : ''}
              </dd>
            </>
          ) : null}
          {tx.stripe_payment_intent_id ? (
            <>
              <dt>{t('transaction.payment')}</dt>
              <dd>{tx.stripe_payment_intent_id}</dd>
            </>
          ) : null}
        </dl>
        {tx.dispute === 'open' || tx.dispute === 'lost' ? (
          <p className="adm-sub" data-testid="dispute-note">
            {t(`transaction.disputeNote.${tx.dispute}`)}
          </p>
        ) : null}
        {data.actions.refund || data.actions.retry_payout ? (
          <div className="adm-section-actions">
            {data.actions.refund ? (
              <Button variant="secondary" onClick={() => setDialog(true)}>
                {t('transaction.refund')}
              </Button>
            ) : null}
            {data.actions.retry_payout ? (
              <Button variant="secondary" disabled={busy} onClick={() => void retry()}>
                {t('transaction.retry')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
      {data.dispute ? (
        <DisputeSection
          orderId={tx.id}
          dispute={data.dispute}
          currency={tx.currency}
          onChanged={(_after, submitted) => {
            setNotice({
              tone: 'ok',
              text: t(submitted ? 'notice.evidenceSubmitted' : 'notice.evidenceSaved'),
            });
            reload();
          }}
        />
      ) : null}
      <section className="adm-card" aria-labelledby="adm-tx-payouts">
        <h2 id="adm-tx-payouts">{t('transaction.payouts')}</h2>
        <ul className="adm-list">
          {data.payouts.map((p) => (
            <li key={p.party} data-testid={`payout-${p.party}`}>
              <strong>{t(`role.${p.party}`)}</strong> · {money(p.amount)} ·{' '}
              <Badge tone={p.status === 'failed' ? 'danger' : p.status === 'sent' ? 'success' : 'neutral'}>
                {t(`payout.status.${p.status}`)}
              </Badge>
              {p.scheduled_for ? ` · ${t('transaction.payoutDay', { day: when(p.scheduled_for) })}` : ''}
              {p.attempts ? ` · ${t('transaction.attempts', { count: p.attempts })}` : ''}
              {p.waiting_reason ? <span className="adm-sub">{p.waiting_reason}</span> : null}
              {p.reversal_failure ? (
                <span className="adm-sub">
                  {t('transaction.reversalFailed', { code: p.reversal_failure })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="adm-card" aria-labelledby="adm-tx-timeline">
        <h2 id="adm-tx-timeline">{t('transaction.timeline')}</h2>
        <ol className="adm-timeline" data-testid="timeline">
          {data.timeline.map((e, i) => (
            <li
              key={`${e.at}-${e.what}-${i}`}
              className={[e.problem ? 'is-problem' : '', e.future ? 'is-future' : ''].join(' ').trim()}
            >
              <time dateTime={e.at}>
                {when(e.at)}
                {e.future ? ` · ${t('timeline.future')}` : ''}
              </time>
              <span className="adm-timeline__what">{whatLabel(intl, e)}</span>
              {e.who ? ` · ${whoOf(intl, e.who)}` : ''}
              {e.amount !== null ? ` · ${money(e.amount)}` : ''}
              {e.problem ? <span className="kv-visually-hidden"> ({t('timeline.problem')})</span> : null}
              {detailOf(intl, e) ? (
                <span className="adm-timeline__detail adm-sub">{detailOf(intl, e)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="adm-card" aria-labelledby="adm-tx-audit">
        <h2 id="adm-tx-audit">{t('user.audit')}</h2>
        {data.audit.length === 0 ? <p>{t('audit.none')}</p> : <AuditList entries={data.audit} />}
      </section>
      {dialog ? (
        <ReasonDialog
          title={t('refund.title', { title: tx.title })}
          text={t(tx.paid_out_at ? 'refund.textAfter' : 'refund.textBefore', { amount: money(tx.amount) })}
          label={t('refund.reason')}
          submit={t('transaction.refund')}
          min={REFUND_REASON_MIN}
          max={REFUND_REASON_MAX}
          onClose={() => setDialog(false)}
          onSubmit={async (reason) => {
            await refundTransaction(tx.id, reason);
            setDialog(false);
            setNotice({ tone: 'ok', text: t('notice.refunded', { amount: money(tx.amount) }) });
            reload();
          }}
        />
      ) : null}
    </Container>
  );
}
