import type { CSSProperties } from 'react';

/** A grey placeholder block while content loads; hidden from assistive tech (announce loading elsewhere). */
export function Skeleton({
  width,
  height = '1em',
  radius,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}) {
  return (
    <span
      className={['kv-skeleton', className ?? ''].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
