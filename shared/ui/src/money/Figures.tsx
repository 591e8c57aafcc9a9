import type { ReactNode } from 'react';
import './figures.css';

/**
 * A few figures as a list of names and values, each value right-aligned beside its name (a
 * dashboard card's counts, a statement's totals). `className` adds the area's own (a width).
 */
export function Figures({
  items,
  className,
}: {
  /** The figures in the order shown; each label names one figure once. */
  items: readonly { label: string; value: ReactNode }[];
  className?: string;
}) {
  return (
    <dl className={className ? `kv-figures ${className}` : 'kv-figures'}>
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
