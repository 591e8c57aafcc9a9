import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={['kv-badge', `kv-badge--${tone}`, className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
