import { useEffect, useState } from 'react';
import { qrPath, QrSvg } from '@konstvagg/ui';

/**
 * The otpauth:// URI as a QR code an authenticator app scans (the UI kit's QrSvg). The qrcode
 * package is fetched with the page that needs it, never with the login page.
 */
export function MfaQr({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ path: string; count: number } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ default: QRCode }) => {
      if (live) setDrawn(qrPath(QRCode.create(value, { errorCorrectionLevel: 'M' }).modules));
    });
    return () => {
      live = false;
    };
  }, [value]);
  return <QrSvg drawn={drawn} label={label} size={size} className="shell-mfa__qr" />;
}
