import { useEffect, useState } from 'react';

/**
 * The otpauth:// URI as a QR code an authenticator app scans: one SVG path from the qrcode
 * package's matrix, black on white with the quiet zone (as the marketplace's PickupQr). The
 * package is fetched with the page that needs it, never with the login page.
 */
export function MfaQr({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ path: string; count: number } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ default: QRCode }) => {
      const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
      const n = qr.modules.size;
      let d = '';
      for (let row = 0; row < n; row++)
        for (let col = 0; col < n; col++) if (qr.modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      if (live) setDrawn({ path: d, count: n + 8 });
    });
    return () => {
      live = false;
    };
  }, [value]);
  const count = drawn?.count ?? 1;
  return (
    <svg
      className="shell-mfa__qr"
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
