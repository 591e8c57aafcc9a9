import type { ReactNode } from 'react';

/**
 * A row of toggle buttons of which one is pressed (the works' status tabs, the exhibitions' tabs,
 * a list or a map): each says its name, and its count where the row has counts.
 */
export function StudioTabs<T extends string>({
  label,
  tabs,
  current,
  onChoose,
  name,
  count,
  className,
}: {
  /** The row's name, for screen readers. */
  label: string;
  tabs: readonly T[];
  current: T;
  onChoose: (tab: T) => void;
  name: (tab: T) => string;
  count?: (tab: T) => number;
  /** A class besides studio-tabs (its place in a dialog). */
  className?: string;
}) {
  return (
    <div className={className ? `studio-tabs ${className}` : 'studio-tabs'} role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          className="studio-tab"
          aria-pressed={current === tab}
          onClick={() => onChoose(tab)}
        >
          {count ? `${name(tab)} (${count(tab)})` : name(tab)}
        </button>
      ))}
    </div>
  );
}

/**
 * What a tab shows: the last action's problem first, if there is one; then its items (`children`),
 * or `empty` when it has none.
 */
export function TabItems({
  problem,
  count,
  empty,
  children,
}: {
  problem: string | null;
  /** How many items the tab has. */
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <>
      {problem ? (
        <p className="kv-card" role="alert">
          {problem}
        </p>
      ) : null}
      {count === 0 ? (
        <p className="kv-muted" role="status">
          {empty}
        </p>
      ) : (
        children
      )}
    </>
  );
}
