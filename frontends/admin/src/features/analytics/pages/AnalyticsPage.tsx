import { formatPrice } from '@konstvagg/rules';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { adminAnalytics } from '@konstvagg/contracts/endpoints';
import type { Category, Style } from '@konstvagg/contracts/vocabulary';
import {
  ApiError,
  Button,
  Container,
  PageHeader,
  Skeleton,
  useApiData,
  useDocumentTitle,
  type ResponseOf,
} from '@konstvagg/ui';
import { SelectField } from '@konstvagg/ui/forms';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import { ChartPanel } from '../components/ChartPanel.tsx';
import { LoadFailed } from '../../../common/components/LoadFailed.tsx';
import type { ChartSpec } from '../chart-spec.ts';
import {
  GRANULARITIES,
  MAX_DAYS,
  rangeFromParams,
  rangeProblems,
  type Granularity,
  type Range,
} from '../range.ts';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import '../../../common/figures.css';
import { formatDay } from '../../../common/format/dates.ts';
import { DayField } from '../../../common/format/DayField.tsx';

type Data = ResponseOf<'adminAnalytics'>;

/**
 * /admin/analytics?from&to&granularity: sales and GMV over time, QR visits and checkouts, the averages and
 * the breakdowns, from `GET /admin/analytics` (counters). The range lives in the URL; each chart
 * (Recharts, loaded lazily) has a "Show as table" toggle.
 */
export default function Analytics() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t('analytics.title'));
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const [draft, setDraft] = useState<Range>(range);
  const [problems, setProblems] = useState<Partial<Record<'from' | 'to', string>>>({});
  const { data, error, loading, reload } = useApiData(adminAnalytics, {
    query: { from: range.from, to: range.to, granularity: range.granularity },
  });

  function apply(e: FormEvent) {
    e.preventDefault();
    const found = rangeProblems(draft);
    setProblems(found);
    if (Object.keys(found).length) return;
    setParams({ from: draft.from, to: draft.to, granularity: draft.granularity }, { replace: false });
  }

  const serverFields = error instanceof ApiError ? (error.fields ?? {}) : {};
  return (
    <Container>
      <PageHeader title={t('analytics.title')} description={t('analytics.description')} />
      <form
        className="adm-filters adm-range"
        onSubmit={apply}
        aria-label={t('analytics.range.label')}
        noValidate
      >
        <DayField
          label={t('analytics.range.from')}
          value={draft.from}
          name="from"
          required
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
          error={problems.from ? t(problems.from) : (serverFields.from ?? null)}
        />
        <DayField
          label={t('analytics.range.to')}
          value={draft.to}
          name="to"
          required
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
          error={problems.to ? t(problems.to, { max: MAX_DAYS }) : (serverFields.to ?? null)}
        />
        <SelectField
          label={t('analytics.range.granularity')}
          value={draft.granularity}
          name="granularity"
          onChange={(e) => setDraft({ ...draft, granularity: e.target.value as Granularity })}
        >
          {GRANULARITIES.map((g) => (
            <option key={g} value={g}>
              {t(`analytics.granularity.${g}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit">{t('analytics.range.apply')}</Button>
      </form>
      {error && !(error instanceof ApiError && error.status === 400) ? (
        <LoadFailed message={t('analytics.error')} onRetry={reload} />
      ) : null}
      {loading && !data ? (
        <div aria-busy="true" aria-label={t('dashboard.loading')}>
          <Skeleton width="100%" height="6rem" />
          <Skeleton width="100%" height="16rem" />
        </div>
      ) : null}
      {data && !error ? <Figures data={data} /> : null}
    </Container>
  );
}

function Figures({ data }: { data: Data }) {
  const intl = useIntl();
  const words = useArtworkWords();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lang = intl.locale === 'sv' ? 'sv' : 'en';
  const money = (cents: number) => formatPrice({ cents }, lang);
  const count = (v: number) => intl.formatNumber(v);
  const minutes = (m: number | null) =>
    m === null
      ? t('analytics.none')
      : m >= 48 * 60
        ? t('analytics.days', { n: intl.formatNumber(m / 1440, { maximumFractionDigits: 1 }) })
        : m >= 60
          ? t('analytics.hours', { n: intl.formatNumber(m / 60, { maximumFractionDigits: 1 }) })
          : t('analytics.minutes', { n: Math.round(m) });
  const percent = (r: number | null) =>
    r === null ? t('analytics.none') : intl.formatNumber(r, { style: 'percent', maximumFractionDigits: 1 });
  const bucketLabel = (b: string) =>
    data.granularity === 'month'
      ? formatDay(b, intl.locale, 'month')
      : data.granularity === 'week'
        ? t('analytics.weekOf', {
            day: formatDay(b, intl.locale),
          })
        : formatDay(b, intl.locale);

  const salesName = t('analytics.series.sales');
  const gmvName = t('analytics.series.gmv');
  const sales: ChartSpec = {
    title: t('analytics.chart.sales'),
    summary: t('analytics.chart.salesSummary', {
      sales: count(data.totals.sales),
      gmv: money(data.totals.gmv_cents),
    }),
    labelHeader: t(`analytics.granularity.${data.granularity}`),
    layout: 'columns',
    series: [
      { key: 'sales', name: salesName, kind: 'bar', format: count },
      { key: 'gmv_cents', name: gmvName, kind: 'line', format: money },
    ],
    rows: data.series.map((s) => ({
      label: bucketLabel(s.bucket),
      values: { sales: s.sales, gmv_cents: s.gmv_cents },
    })),
  };
  // Three counts side by side, not a funnel: no visitor is followed from a scan to a payment.
  const activity: ChartSpec = {
    title: t('analytics.chart.activity'),
    summary: t('analytics.chart.activitySummary', {
      qr: count(data.activity.qr_visits),
      checkouts: count(data.activity.checkouts),
      paid: count(data.activity.paid),
    }),
    note: t('analytics.activity.note'),
    labelHeader: t('analytics.activity.what'),
    layout: 'columns',
    series: [{ key: 'n', name: t('analytics.activity.count'), kind: 'bar', format: count }],
    rows: [
      { label: t('analytics.activity.qr'), values: { n: data.activity.qr_visits } },
      { label: t('analytics.activity.checkouts'), values: { n: data.activity.checkouts } },
      { label: t('analytics.activity.paid'), values: { n: data.activity.paid } },
    ],
  };
  const nameOf = (dim: keyof Data['breakdowns'], key: string, label: string | null) => {
    if (key === 'other') return t('analytics.other');
    if (key === 'unknown') return t('analytics.unknown');
    if (dim === 'city') return cityName(key, words);
    // A key the vocabulary does not know is shown as it is (ArtworkWords).
    if (dim === 'category') return words.category(key as Category);
    if (dim === 'style') return words.style(key as Style);
    return label ?? key;
  };
  const breakdown = (dim: keyof Data['breakdowns']): ChartSpec => {
    const rows = data.breakdowns[dim];
    const top = rows[0];
    return {
      title: t(`analytics.chart.by.${dim}`),
      summary: top
        ? t('analytics.chart.bySummary', { top: nameOf(dim, top.key, top.label), gmv: money(top.gmv_cents) })
        : t('analytics.noData'),
      labelHeader: t(`analytics.dim.${dim}`),
      layout: 'rows',
      series: [
        { key: 'gmv_cents', name: gmvName, kind: 'bar', format: money },
        { key: 'sales', name: salesName, kind: 'bar', format: count },
      ],
      rows: rows.map((r) => ({
        label: nameOf(dim, r.key, r.label),
        values: { gmv_cents: r.gmv_cents, sales: r.sales },
      })),
    };
  };
  return (
    <>
      <dl className="adm-stats" data-testid="analytics-figures">
        <Stat label={t('analytics.stat.sales')} value={count(data.totals.sales)} testId="stat-sales" />
        <Stat label={t('analytics.stat.gmv')} value={money(data.totals.gmv_cents)} testId="stat-gmv" />
        <Stat label={t('analytics.stat.qr')} value={count(data.activity.qr_visits)} testId="stat-qr" />
        <Stat
          label={t('analytics.stat.checkouts')}
          value={count(data.activity.checkouts)}
          testId="stat-checkouts"
        />
        <Stat
          label={t('analytics.stat.pickup')}
          value={minutes(data.avg_pickup_minutes)}
          testId="stat-pickup"
        />
        <Stat label={t('analytics.stat.refunds')} value={percent(data.refund_rate)} testId="stat-refunds" />
        <Stat
          label={t('analytics.stat.moderation')}
          value={minutes(data.avg_moderation_minutes)}
          testId="stat-moderation"
        />
      </dl>
      <p className="kv-muted adm-card__note" data-testid="analytics-currency-note">
        {t('figures.inEuros')}
      </p>
      <ChartPanel spec={sales} testId="chart-sales" />
      <ChartPanel spec={activity} testId="chart-activity" />
      <div className="adm-chart-grid">
        {(['city', 'category', 'style', 'venue'] as const).map((d) => (
          <ChartPanel key={d} spec={breakdown(d)} testId={`chart-${d}`} />
        ))}
      </div>
    </>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="adm-stats__item" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
