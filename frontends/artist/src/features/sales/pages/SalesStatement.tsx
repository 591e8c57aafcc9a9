import { useState } from 'react';
import {
  formatPrice,
  formatRate,
  formatSwedishDate,
  LIST_CURRENCY,
  MESSAGE_NUMBERS,
  SWEDISH_TIME_ZONE,
} from '@konstvagg/rules';
import type { ArtistSale } from '@konstvagg/contracts';
import { artistSales } from '@konstvagg/contracts/endpoints';
import {
  Button,
  Container,
  EmptyState,
  LinkButton,
  ORDER_STATUS_LINE_TONE,
  orderStatusLineKey,
  PageHeader,
  PayoutCell,
  ShowMore,
  StatementTable,
  callEvery,
  useApiList,
  useDocumentTitle,
  useLanguage,
} from '@konstvagg/ui';
import type { ArtistMessageKey } from '../../../messages/index.ts';
import { LoadError, LoadingLines, useT } from '../../../common/text.tsx';
import { downloadCsv, toCsv, type CsvCell } from '../csv.ts';
import '../../../artist.css';
import '../sales.css';

/** How many sales the statement asks for at a time (the API's largest page); "Show more" adds the next. */
const SALES_LIMIT = 100;

const PAYOUT_LABEL: Record<ArtistSale['payout']['status'], ArtistMessageKey> = {
  not_scheduled: 'sales.payout.not_scheduled',
  scheduled: 'sales.payout.scheduled',
  waiting_for_account: 'sales.payout.waiting_for_account',
  sent: 'sales.payout.sent',
  failed: 'sales.payout.failed',
  reversed: 'sales.payout.reversed',
  cancelled: 'sales.payout.cancelled',
};

const day = (iso: string | null | undefined, lang: 'sv' | 'en') => formatSwedishDate(iso, lang);
/** Where the artist connects its payout account. */
const ONBOARDING_PATH = '/artist/stripe/onboarding';

/** The ISO day (YYYY-MM-DD) in Stockholm, for the CSV. */
function isoDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : new Intl.DateTimeFormat('sv-SE', { timeZone: SWEDISH_TIME_ZONE }).format(d);
}

/** /artist/sales: each sale with its split, the VAT parts, the payout date and status; totals; CSV. */
export default function SalesStatement() {
  const t = useT();
  const { language: lang } = useLanguage();
  useDocumentTitle(t('sales.title'));
  const sales = useApiList(artistSales, 'sales', { query: { limit: SALES_LIMIT } });
  const data = sales.data;
  const listed = sales.items;
  // A sale's amounts in its own currency; the totals in the artist's (figures.currency), which
  // add the sales in it only (issue 40).
  const money = (amount: number, currency: string) => formatPrice(amount, lang, currency);
  const total = (amount: number) => money(amount, data?.figures.currency ?? LIST_CURRENCY);
  const otherCurrencies = data ? listed.some((s) => s.currency !== data.figures.currency) : false;

  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  /** The file holds every sale, also those past the pages shown ("Show more" not needed first). */
  async function exportCsv() {
    if (!data) return;
    setExporting(true);
    setExportFailed(false);
    try {
      const every = sales.hasMore
        ? await callEvery(artistSales, 'sales', { query: { limit: SALES_LIMIT } })
        : listed;
      downloadCsv(`konstvagg-${t('sales.csv.file')}.csv`, toCsv(csvRows(every), lang));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  function csvRows(every: readonly ArtistSale[]): CsvCell[][] {
    return [
      [
        t('sales.col.date'),
        t('sales.col.work'),
        t('sales.col.venue'),
        t('sales.csv.currency'),
        t('sales.col.price'),
        t('sales.col.commission'),
        t('sales.csv.commissionVat'),
        t('sales.col.fee'),
        t('sales.csv.feeVat'),
        t('sales.col.receive'),
        t('sales.col.payoutDate'),
        t('sales.csv.listPrice', { currency: LIST_CURRENCY }),
        t('sales.csv.rate'),
        t('sales.col.payoutStatus'),
        t('sales.csv.waiting'),
        t('sales.col.status'),
        t('sales.csv.order'),
      ],
      ...every.map((s) => [
        isoDay(s.sold_at),
        s.title,
        s.venue_name ?? '',
        s.currency,
        s.amount,
        s.split.venue,
        s.vat.commission,
        s.split.platform,
        s.vat.platform_fee,
        s.split.artist,
        isoDay(s.payout.sent_at ?? s.payout.scheduled_for),
        s.list_price?.amount,
        s.list_price?.rate,
        t(PAYOUT_LABEL[s.payout.status]),
        s.payout.waiting_reason ?? '',
        t(orderStatusLineKey(s.status_line)),
        s.order_id,
      ]),
    ];
  }

  return (
    <Container>
      <PageHeader title={t('sales.title')} description={t('sales.description')} />
      {sales.error ? <LoadError what="sales.loadError" error={sales.error} retry={sales.reload} /> : null}
      {data ? (
        data.can_receive_payouts ? (
          <p className="kv-muted sales-promise">{t('sales.promise')}</p>
        ) : (
          <section className="kv-card sales-no-account" aria-labelledby="sales-no-account">
            <h2 id="sales-no-account">{t('sales.noAccount.title')}</h2>
            <p>{t('sales.noAccount.text')}</p>
            <LinkButton to={ONBOARDING_PATH}>{t('sales.noAccount.action')}</LinkButton>
          </section>
        )
      ) : null}
      <section className="kv-card sales-totals" aria-labelledby="sales-totals">
        <h2 id="sales-totals">{t('sales.totals.title')}</h2>
        {data ? (
          <dl className="studio-figures">
            <div>
              <dt>{t('sales.totals.count')}</dt>
              <dd>{data.figures.sales}</dd>
            </div>
            <div>
              <dt>{t('sales.totals.amount')}</dt>
              <dd>{total(data.totals.amount)}</dd>
            </div>
            <div>
              <dt>{t('sales.totals.awaitingPickup')}</dt>
              <dd>{total(data.figures.awaiting_pickup)}</dd>
            </div>
            <div>
              <dt>{t('sales.totals.artist')}</dt>
              <dd>{total(data.figures.earned)}</dd>
            </div>
            <div>
              <dt>{t('sales.totals.onItsWay')}</dt>
              <dd>{total(data.figures.on_its_way)}</dd>
            </div>
            <div>
              <dt>{t('sales.totals.paidOut')}</dt>
              <dd>{total(data.figures.paid_out)}</dd>
            </div>
          </dl>
        ) : sales.error ? null : (
          <LoadingLines />
        )}
        {data ? <p className="kv-muted sales-note">{t('sales.totals.note')}</p> : null}
        {otherCurrencies && data ? (
          <p className="kv-muted sales-note" data-testid="sales-other-currencies">
            {t('sales.totals.otherCurrencies', { currency: data.figures.currency })}
          </p>
        ) : null}
      </section>

      <section className="sales-statement" aria-labelledby="sales-statement">
        <div className="sales-statement__head">
          <h2 id="sales-statement">{t('sales.statement.title')}</h2>
          {data && listed.length > 0 ? (
            <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
              {t('sales.csv.download')}
            </Button>
          ) : null}
        </div>
        {exportFailed ? (
          <p className="kv-alert" role="alert">
            {t('sales.csv.failed')}
          </p>
        ) : null}
        {!data ? (
          sales.error ? null : (
            <LoadingLines lines={4} />
          )
        ) : listed.length === 0 ? (
          <EmptyState
            title={t('sales.none.title')}
            headingLevel={3}
            action={
              <LinkButton to="/artist/artworks" variant="secondary">
                {t('sales.none.action')}
              </LinkButton>
            }
          >
            {t('sales.none.text')}
          </EmptyState>
        ) : (
          <StatementTable labelledBy="sales-statement" minWidth="54rem">
            <thead>
              <tr>
                <th scope="col">{t('sales.col.date')}</th>
                <th scope="col">{t('sales.col.work')}</th>
                <th scope="col">{t('sales.col.status')}</th>
                <th scope="col" className="num">
                  {t('sales.col.price')}
                </th>
                <th scope="col" className="num">
                  {t('sales.col.commission')}
                </th>
                <th scope="col" className="num">
                  {t('sales.col.fee')}
                </th>
                <th scope="col" className="num">
                  {t('sales.col.vat')}
                </th>
                <th scope="col" className="num">
                  {t('sales.col.receive')}
                </th>
                <th scope="col">{t('sales.col.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {listed.map((s) => (
                <tr key={s.order_id}>
                  <td>{day(s.sold_at, lang)}</td>
                  <td>
                    <strong>{s.title}</strong>
                    {s.venue_name ? <div className="kv-muted">{s.venue_name}</div> : null}
                  </td>
                  <td className="sales-status">
                    <span
                      className={`kv-badge kv-badge--${ORDER_STATUS_LINE_TONE[s.status_line]}`}
                      data-status-line={s.status_line}
                    >
                      {t(orderStatusLineKey(s.status_line))}
                    </span>
                  </td>
                  <td className="num">
                    {money(s.amount, s.currency)}
                    {s.list_price ? (
                      <div className="kv-muted sales-list-price" data-testid="sale-list-price">
                        {t('sales.listPrice', {
                          price: money(s.list_price.amount, s.list_price.currency),
                          rate: formatRate(s.list_price.rate, lang),
                        })}
                      </div>
                    ) : null}
                  </td>
                  <td className="num">
                    {money(s.split.venue, s.currency)}
                    <div className="kv-muted">
                      {t('sales.percent', { value: s.venue_commission_percent })}
                    </div>
                  </td>
                  <td className="num">
                    {money(s.split.platform, s.currency)}
                    <div className="kv-muted">{t('sales.percent', { value: s.platform_fee_percent })}</div>
                  </td>
                  <td className="num">{money(s.vat.commission + s.vat.platform_fee, s.currency)}</td>
                  <td className="num">
                    <strong>{money(s.split.artist, s.currency)}</strong>
                  </td>
                  <td>
                    <PayoutCell
                      status={s.payout.status}
                      label={t(PAYOUT_LABEL[s.payout.status])}
                      day={day(s.payout.sent_at ?? s.payout.scheduled_for, lang)}
                      pending={t('sales.payout.afterPickup')}
                      reason={s.payout.waiting_reason}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </StatementTable>
        )}
        <ShowMore list={sales} label={t('common.showMore')} retryLabel={t('common.retry')} />
        {data && listed.length > 0 ? (
          <p className="kv-muted sales-note">
            {t('sales.vatNote', { serviceVat: MESSAGE_NUMBERS.serviceVat })}
          </p>
        ) : null}
      </section>
    </Container>
  );
}
