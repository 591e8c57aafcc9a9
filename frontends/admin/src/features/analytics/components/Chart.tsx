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
import type { ChartSpec } from '../chart-spec.ts';
import { niceTicks } from '../ticks.ts';

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
  // Even, round ticks from 0 on every value axis (issue 38).
  const ticksOf = (kind: 'bar' | 'line') => {
    const keys = drawn.filter((s) => s.kind === kind).map((s) => s.key);
    const max = Math.max(0, ...spec.rows.flatMap((r) => keys.map((k) => r.values[k] ?? 0)));
    // A breakdown's value axis runs across a narrow card: three labels, so they never touch.
    return niceTicks(max, { count: rows ? 3 : 5 });
  };
  const barTicks = ticksOf('bar');
  const lineTicks = ticksOf('line');
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart
        data={data}
        layout={rows ? 'vertical' : 'horizontal'}
        // Room on the right for the last value tick's label ("€6,000" was cut at the edge).
        margin={{ top: 8, right: rows ? 28 : 8, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        {rows ? (
          <>
            <XAxis
              type="number"
              ticks={barTicks}
              domain={[0, barTicks.at(-1)!]}
              interval={0}
              tickFormatter={(v: number) => spec.series[0]!.format(v)}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={LABEL_WIDTH}
              tick={(props: CategoryTickProps) => <CategoryTick {...props} />}
              interval={0}
            />
          </>
        ) : (
          <>
            <XAxis dataKey="label" minTickGap={16} />
            <YAxis
              yAxisId="left"
              ticks={barTicks}
              domain={[0, barTicks.at(-1)!]}
              interval={0}
              allowDecimals={false}
              width={48}
            />
            {hasLine ? (
              <YAxis
                yAxisId="right"
                orientation="right"
                width={72}
                ticks={lineTicks}
                domain={[0, lineTicks.at(-1)!]}
                interval={0}
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

/** The room for a breakdown's names (venues, cities...) beside its bars. */
const LABEL_WIDTH = 130;
/** About how many characters of 12 px text fit in LABEL_WIDTH. */
const LABEL_CHARS = 18;

interface CategoryTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/**
 * A breakdown's name at its bar: one line, cut with "…" when longer than the room, with the whole
 * name as its tooltip (issue 38: long venue names ran into each other and over the bars).
 */
function CategoryTick({ x = 0, y = 0, payload }: CategoryTickProps) {
  const name = String(payload?.value ?? '');
  const shown = name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1).trimEnd()}…` : name;
  return (
    <text
      x={Number(x)}
      y={Number(y)}
      dy={4}
      textAnchor="end"
      fontSize={12}
      fill="currentColor"
      data-testid="chart-category-label"
    >
      <title>{name}</title>
      {shown}
    </text>
  );
}
