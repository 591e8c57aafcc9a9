import type { ReactNode } from 'react';

/**
 * A decorative line icon on a 24-unit grid, drawn in the text's colour. Hidden from screen readers:
 * the text beside it says what it means.
 */
export function LineIcon({
  size = 20,
  weight = 2,
  className,
  children,
}: {
  size?: number;
  weight?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
