import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video of a printed label's QR code for Chromium's fake camera
 * (`--use-file-for-fake-video-capture=<file>.y4m`): YUV4MPEG2, 4:2:0 in full (JPEG) range, the code
 * black on white, as large as the frame allows with its four-module quiet zone. Chromium loops
 * the file, so a few identical frames make an endless still picture.
 */
function qrY4m(text: string, { width = 640, height = 480, frames = 3 } = {}): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 4;
  const cell = Math.floor((Math.min(width, height) * 0.9) / (modules + 2 * quiet));
  const side = cell * modules;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);

  // Luma: white everywhere (which includes the quiet zone), black where a module is dark.
  const y = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < cell; dy++) {
        const start = (top + row * cell + dy) * width + left + col * cell;
        y.fill(0, start, start + cell);
      }
    }
  }
  // Chroma: neutral grey (no colour), a quarter of the pixels each.
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** Writes the label video to `file` (an absolute path, as Chromium's flag needs) and returns the path. */
export function writeQrY4m(file: string, text: string): string {
  writeFileSync(file, qrY4m(text));
  return file;
}
