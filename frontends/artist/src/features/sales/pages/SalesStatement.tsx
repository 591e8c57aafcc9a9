import { useState } from 'react';
import { formatSwedishDate, LIST_CURRENCY, MESSAGE_NUMBERS, SWEDISH_TIME_ZONE } from '@konstvagg/rules';
import type { ArtistSale } from '@konstvagg/contracts';
import { artistSales } from '@konstvagg/contracts/endpoints';
import {
  Button,
  Container,
  EmptyState,
  LinkButton,
  orderStatusLineKey,
  PageHeader,
  ShowMore,
  callEvery,
  useApiList,
  useDocumentTitle,
  useLanguage,
} from '@konstvagg/ui';
import {
  PayoutAccountNotice,
  SaleStatementTable,
  StatementTotals,
  payoutStatusKey,
} from '@konstvagg/ui/money';
import { LoadError, LoadingLines, useT } from '../../../common/text.tsx';
import { downloadCsv, toCsv, type CsvCell } from '../csv.ts';
import '../../../artist.css';
import '../sales.css';

/** How many sales the statement asks for at a time (the API's largest page); "Show more" adds the next. */
const SALES_LIMIT = 100;

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
  useDocumentTitle(t('sales.title'));
  const sales = useApiList(artistSales, 'sales', { query: { limit: SALES_LIMIT } });
  const data = sales.data;
  const listed = sales.items;
  const { language: lang } = useLanguage();
  const day = (iso: string | null) => formatSwedishDate(iso, lang);

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
        t(payoutStatusKey(s.payout.status)),
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
        <PayoutAccountNotice
          canReceive={data.can_receive_payouts}
          id="sales-no-account"
          onboardingPath={ONBOARDING_PATH}
          t={t}
          classNames={{ promise: 'sales-promise', missing: 'sales-no-account' }}
        />
      ) : null}
      <section className="kv-card sales-totals" aria-labelledby="sales-totals">
        <h2 id="sales-totals">{t('sales.totals.title')}</h2>
        {data ? (
          <StatementTotals
            figures={data.figures}
            sales={listed}
            sold={{ label: t('sales.totals.amount'), amount: data.totals.amount }}
            earnedLabel={t('sales.totals.artist')}
            t={t}
            classNames={{ note: 'sales-note' }}
          />
        ) : sales.error ? null : (
          <LoadingLines />
        )}
      </section>

      <section className="sales-statement" aria-labelledby="sales-statement">
        <div className="kv-statement-head">
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
          <SaleStatementTable
            labelledBy="sales-statement"
            minWidth="54rem"
            sales={listed}
            day={day}
            party={(s) => s.venue_name}
            amounts={[
              {
                header: t('sales.col.commission'),
                amount: (s) => s.split.venue,
                detail: (s) => t('sales.percent', { value: s.venue_commission_percent }),
              },
              {
                header: t('sales.col.fee'),
                amount: (s) => s.split.platform,
                detail: (s) => t('sales.percent', { value: s.platform_fee_percent }),
              },
              { header: t('sales.col.vat'), amount: (s) => s.vat.commission + s.vat.platform_fee },
              { header: t('sales.col.receive'), amount: (s) => s.split.artist, strong: true },
            ]}
            t={t}
            payoutPending={t('sales.payout.afterPickup')}
          />
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
