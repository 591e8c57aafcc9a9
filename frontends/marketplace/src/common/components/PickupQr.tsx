import { useMemo } from 'react';
import QRCode from 'qrcode';
import { qrPath, QrSvg } from '@konstvagg/ui';

/**
 * The pickup code as a QR code the venue's scanner reads (the UI kit's QrSvg), so it scans from a
 * phone screen at full brightness.
 */
export function PickupQr({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const drawn = useMemo(() => qrPath(QRCode.create(value, { errorCorrectionLevel: 'M' }).modules), [value]);
  return <QrSvg drawn={drawn} label={label} size={size} className="mp-order__qr" />;
}
