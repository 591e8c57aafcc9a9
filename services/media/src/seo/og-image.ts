import * as z from 'zod';
import { formatPrice } from '@konstvagg/rules';
import {
  messageOf,
  printedMessages,
  type Language,
  type MessageValues,
  type PrintedMessageKey,
} from '@konstvagg/i18n';
import { defineOperation } from '@konstvagg/lambda-kit';
import { getMediaObject } from '@konstvagg/lambda-kit/ports/files';
import { artworkIdSchema, readPublicArtwork, type OgArtwork } from './og-artwork.ts';

/** The Open Graph image size every network crops to (1.91:1). */
const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

const PAPER = '#faf8f4';
const FRAME = '#f1eee8';
const INK = '#1b1a18';
const MUTED = '#57534e';
const ACCENT = '#9a3412';
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** The card's words (shared/i18n printedMessages). */
const words = (lang: Language, key: PrintedMessageKey, values?: MessageValues) =>
  messageOf(printedMessages, lang, key, values);

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words into at most `maxLines` lines of about `perLine` characters; the last is cut with an ellipsis. */
function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const cut = lines.slice(0, maxLines).map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
  if (lines.length > maxLines)
    cut[maxLines - 1] = `${cut[maxLines - 1]!.replace(/[\s.,;:…]*$/, '').slice(0, perLine - 1)}…`;
  return cut;
}

/** The media key of the artwork's primary (or first) image, from its /media/<key> URL. */
function primaryImageKey(artwork: OgArtwork): string | null {
  const image = artwork.images.find((i) => i.is_primary) ?? artwork.images[0];
  if (!image || !image.url.startsWith('/media/')) return null;
  return decodeURIComponent(image.url.slice('/media/'.length));
}

async function loadSharp() {
  return (await import('sharp')).default;
}

/** The right-hand text column as SVG over the whole canvas. */
function textSvg(artwork: OgArtwork, lang: 'sv' | 'en', hasImage: boolean): string {
  const x = 660;
  const title = wrapText(artwork.title, 17, 3);
  const artist = wrapText(words(lang, 'og_image.by', { artist: artwork.artist_name || '—' }), 26, 1)[0] ?? '';
  const price = formatPrice({ cents: artwork.price_cents }, lang).replace(/\u202f|\u00a0/g, ' ');
  const sold = artwork.status === 'sold' || artwork.status === 'delivered';
  const place =
    artwork.venue_name && artwork.city
      ? wrapText(
          words(lang, 'og_image.hangs_at', {
            venue: artwork.venue_name,
            city: artwork.city === 'Gothenburg' && lang === 'sv' ? 'Göteborg' : artwork.city,
          }),
          36,
          2,
        )
      : [];
  let y = 200;
  const parts: string[] = [
    `<text x="${x}" y="110" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="3" fill="${ACCENT}">KONSTVÄGG</text>`,
  ];
  for (const line of title) {
    parts.push(
      `<text x="${x}" y="${y}" font-family="${FONT}" font-size="54" font-weight="700" fill="${INK}">${escapeXml(line)}</text>`,
    );
    y += 66;
  }
  y += 10;
  parts.push(
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="32" fill="${MUTED}">${escapeXml(artist)}</text>`,
  );
  y += 84;
  parts.push(
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="50" font-weight="700" fill="${INK}">${escapeXml(price)}<tspan dx="16" font-size="26" font-weight="400" fill="${MUTED}">${escapeXml(words(lang, 'og_image.incl_vat'))}</tspan></text>`,
  );
  if (sold) {
    parts.push(
      `<rect x="${x}" y="${y + 24}" width="120" height="44" rx="8" fill="#b91c1c"/><text x="${x + 60}" y="${y + 55}" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff">${escapeXml(words(lang, 'og_image.sold'))}</text>`,
    );
  }
  let py = 560 - (place.length - 1) * 34;
  for (const line of place) {
    parts.push(
      `<text x="${x}" y="${py}" font-family="${FONT}" font-size="26" fill="${MUTED}">${escapeXml(line)}</text>`,
    );
    py += 34;
  }
  if (!hasImage) {
    parts.push(
      `<text x="318" y="325" text-anchor="middle" font-family="${FONT}" font-size="30" fill="${MUTED}">${escapeXml(words(lang, 'og_image.no_image'))}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">${parts.join('')}</svg>`;
}

/** Composes the 1200x630 PNG: the artwork on a frame at the left, title, artist, price and place at the right. */
async function renderOgImage(artwork: OgArtwork, lang: 'sv' | 'en'): Promise<Buffer> {
  const sharp = await loadSharp();
  const frame = { left: 48, top: 48, width: 540, height: 534 };
  let picture: Buffer | null = null;
  const key = primaryImageKey(artwork);
  if (key) {
    try {
      picture = await sharp(await getMediaObject(key))
        .rotate()
        .resize(frame.width - 40, frame.height - 40, { fit: 'inside' })
        .png()
        .toBuffer();
    } catch {
      picture = null; // a missing or broken image: the card still renders, with a note
    }
  }
  const layers: { input: Buffer; left: number; top: number }[] = [
    {
      input: await sharp({
        create: { width: frame.width, height: frame.height, channels: 3, background: FRAME },
      })
        .png()
        .toBuffer(),
      left: frame.left,
      top: frame.top,
    },
  ];
  if (picture) {
    const meta = await sharp(picture).metadata();
    const w = meta.width ?? frame.width;
    const h = meta.height ?? frame.height;
    layers.push({
      input: picture,
      left: frame.left + Math.round((frame.width - w) / 2),
      top: frame.top + Math.round((frame.height - h) / 2),
    });
  }
  layers.push({ input: Buffer.from(textSvg(artwork, lang, picture !== null)), left: 0, top: 0 });
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: PAPER } })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * GET /artworks/{id}/og-image?lang=sv|en&v=<updated_at>: the artwork's Open Graph picture.
 * The page links it with `v` set to the artwork's last change: such a URL never changes content,
 * so it is cached for a year; without a matching `v`, for a day.
 */
export const artworkOgImage = defineOperation({
  response: 'binary',
  params: z.object({ id: artworkIdSchema }),
  query: z.object({
    lang: z.enum(['sv', 'en']).optional(),
    v: z.string().max(64).optional(),
  }),
  async run({ params, query, lang }) {
    const artwork = await readPublicArtwork(params.id);
    const png = await renderOgImage(artwork, query.lang ?? lang);
    const versioned = query.v !== undefined && query.v === artwork.updated_at;
    return {
      binary: png,
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      },
    };
  },
});
