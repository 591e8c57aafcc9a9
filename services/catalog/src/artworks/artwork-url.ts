import { config } from '@konstvagg/lambda-kit';

/** What an artwork's QR code opens: its public page, marked as a scan so checkout is two taps away. */
export const artworkQrUrl = (id: string) =>
  `${config.publicBaseUrl}/artworks/${encodeURIComponent(id)}?src=qr`;
