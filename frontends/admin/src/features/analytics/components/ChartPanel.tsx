import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Skeleton } from '@konstvagg/ui';
import type { ChartSpec } from '../chart-spec.ts';

/** Recharts is loaded only when a chart is first drawn, and only by this remote. */
const Chart = lazy(() => import('./Chart.tsx'));

/**
 * One chart with its "Show as table" toggle: the chart (an image with an accessible name, its
 * numbers in the table) or a real table with a caption holding the same numbers.
 */
export function ChartPanel({ spec, testId }: { spec: ChartSpec; testId: string }) {
  const intl = useIntl();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const empty = spec.rows.length === 0;
  return (
    <section className="adm-card adm-chart" aria-labelledby={titleId} data-testid={testId}>
      <div className="adm-chart__head">
        <h2 id={titleId}>{spec.title}</h2>
        {empty ? null : (
          <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {intl.formatMessage({ id: asTable ? 'analytics.showChart' : 'analytics.showTable' })}
          </Button>
        )}
      </div>
      {spec.note ? <p className="adm-chart__note">{spec.note}</p> : null}
      {empty ? (
        <p>{intl.formatMessage({ id: 'analytics.noData' })}</p>
      ) : asTable ? (
        <DataTable spec={spec} />
      ) : (
        <figure className="adm-chart__figure" role="img" aria-label={spec.summary}>
          <Suspense fallback={<Skeleton width="100%" height="16rem" />}>
            <Chart spec={spec} />
          </Suspense>
        </figure>
      )}
    </section>
  );
}

function DataTable({ spec }: { spec: ChartSpec }) {
  return (
    // Focusable, so a table wider than the screen can be scrolled from the keyboard.
    <div className="adm-stat-table__wrap" tabIndex={0} role="region" aria-label={spec.title}>
      <table className="adm-stat-table">
        <caption>{spec.title}</caption>
        <thead>
          <tr>
            <th scope="col">{spec.labelHeader}</th>
            {spec.series.map((s) => (
              <th scope="col" key={s.key}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {spec.series.map((s) => (
                <td key={s.key}>{s.format(row.values[s.key] ?? 0) as ReactNode}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
