/** A QR code's module matrix, as the qrcode package's `create(...).modules` gives it. */
export interface QrModules {
  size: number;
  get(row: number, col: number): unknown;
}

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET = 4;

/** The dark modules as one SVG path, and the side of the code with its quiet zone, in modules. */
export function qrPath(modules: QrModules): { path: string; count: number } {
  const n = modules.size;
  let path = '';
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (modules.get(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  return { path, count: n + 2 * QUIET };
}

/**
 * A QR code drawn as one SVG path (no canvas, no HTML strings), black on white with the quiet
 * zone, so a phone's camera or a venue's scanner reads it from a screen. `drawn` null: the white
 * square alone, while the caller is still computing it. The pickup code (marketplace) and the
 * two-step login set-up (shell) draw theirs with it.
 */
export function QrSvg({
  drawn,
  label,
  size,
  className,
}: {
  drawn: { path: string; count: number } | null;
  label: string;
  size: number;
  className?: string;
}) {
  const count = drawn?.count ?? 1;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${count} ${count}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={count} height={count} fill="#fff" />
      {drawn ? <path d={drawn.path} fill="#000" /> : null}
    </svg>
  );
}
