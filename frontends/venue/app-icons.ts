/**
 * Draws the venue app's icons (public/icons/*.png, committed; the manifest lists them): the
 * Konstvägg mark, a framed picture on the paper colour, as 192 and 512 px icons and a 512 px
 * maskable one whose mark sits inside the safe circle. Run again after changing the mark:
 * `npx tsx frontends/venue/app-icons.ts`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PAPER = '#faf8f4'; // --kv-bg
const INK = '#1b1a18'; // --kv-text
const ACCENT = '#9a3412'; // --kv-accent

/** The mark on a square of `size`, the frame taking `share` of it (maskable icons keep to the inner 80 %). */
function svg(size: number, share: number): string {
  const frame = size * share;
  const x = (size - frame) / 2;
  const h = frame * 0.82;
  const y = (size - h) / 2;
  const stroke = frame * 0.07;
  const inset = frame * 0.2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${PAPER}"/>
  <rect x="${x}" y="${y}" width="${frame}" height="${h}" rx="${stroke / 2}" fill="${PAPER}" stroke="${INK}" stroke-width="${stroke}"/>
  <rect x="${x + inset}" y="${y + inset}" width="${frame - 2 * inset}" height="${h - 2 * inset}" fill="${ACCENT}"/>
</svg>`;
}

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public', 'icons');
mkdirSync(out, { recursive: true });
const icons: [string, number, number][] = [
  ['venue-192.png', 192, 0.72],
  ['venue-512.png', 512, 0.72],
  ['venue-maskable-512.png', 512, 0.56],
];
for (const [name, size, share] of icons) {
  await sharp(Buffer.from(svg(size, share)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.log(`wrote ${name}`);
}
