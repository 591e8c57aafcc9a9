import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartSpec } from './chart-spec.ts';

const COLORS = ['var(--kv-accent, #9a3412)', 'var(--kv-text-muted, #52525b)', '#2563eb'];

/**
 * A chart drawn with Recharts (this module is imported lazily, so Recharts is fetched only with
 * the admin's analytics page). Columns: time or steps along the x axis; rows: one bar per value.
 */
export default function Chart({ spec }: { spec: ChartSpec }) {
  const data = spec.rows.map((r) => ({ label: r.label, ...r.values }));
  const rows = spec.layout === 'rows';
  const height = rows ? Math.max(160, data.length * 36 + 60) : 280;
  const hasLine = spec.series.some((s) => s.kind === 'line');
  // A breakdown draws its first measure only (the table holds them all): counts and cents on one
  // axis would leave the counts invisible.
  const drawn = rows ? spec.series.slice(0, 1) : spec.series;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart
        data={data}
        layout={rows ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        {rows ? (
          <>
            <XAxis type="number" tickFormatter={(v: number) => spec.series[0]!.format(v)} />
            <YAxis type="category" dataKey="label" width={130} tick={{ fontSize: 12 }} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" minTickGap={16} />
            <YAxis yAxisId="left" allowDecimals={false} width={48} />
            {hasLine ? (
              <YAxis
                yAxisId="right"
                orientation="right"
                width={72}
                tickFormatter={(v: number) => spec.series.find((s) => s.kind === 'line')!.format(v)}
              />
            ) : null}
          </>
        )}
        <Tooltip
          formatter={(value, name) => [
            spec.series.find((s) => s.name === name)?.format(Number(value)) ?? String(value),
            name,
          ]}
        />
        {drawn.length > 1 ? <Legend /> : null}
        {drawn.map((s, i) =>
          s.kind === 'line' ? (
            <Line
              key={s.key}
              yAxisId="right"
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={COLORS[i % COLORS.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={s.key}
              {...(rows ? {} : { yAxisId: 'left' })}
              dataKey={s.key}
              name={s.name}
              fill={COLORS[i % COLORS.length]}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
