import type { ReactNode } from 'react';

/** What a list or area shows when there is nothing in it yet: a title, a sentence, maybe an action. */
export function EmptyState({
  title,
  children,
  action,
  icon,
  headingLevel = 2,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** 2 below a page heading (the usual case); 1 when the empty state is the whole page. */
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="kv-empty">
      <div className="kv-empty__icon" aria-hidden="true">
        {icon ?? <FrameIcon />}
      </div>
      <Heading className="kv-empty__title">{title}</Heading>
      {children ? <p className="kv-empty__text">{children}</p> : null}
      {action ? <div className="kv-empty__action">{action}</div> : null}
    </section>
  );
}

/** An empty picture frame, the product's neutral "nothing here yet" mark. */
function FrameIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="6" y="8" width="36" height="32" rx="1" />
      <rect x="12" y="14" width="24" height="20" />
      <path d="M12 30l7-7 5 5 4-4 8 8" strokeLinejoin="round" />
    </svg>
  );
}
