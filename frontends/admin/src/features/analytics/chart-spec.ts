/** What a chart shows, in a form both the chart and its table draw from. */
interface ChartSeries {
  key: string;
  name: string;
  /** bar or line (a line is drawn on the right-hand axis). */
  kind: 'bar' | 'line';
  format: (v: number) => string;
}

export interface ChartSpec {
  title: string;
  /** The chart's accessible name: what it shows and its main figures. */
  summary: string;
  /** A line under the title that says how to read the chart. */
  note?: string;
  /** The header of the label column in the table. */
  labelHeader: string;
  layout: 'columns' | 'rows';
  series: ChartSeries[];
  rows: { label: string; values: Record<string, number> }[];
}
