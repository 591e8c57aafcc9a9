/**
 * The printable label's drawing (GET /artworks/{id}/label, artwork-label.ts). Its own module, loaded
 * on the first label asked for: pdf-lib, its fonts and the QR encoder are about half of the
 * catalog's bundle, and every browse and artwork page would otherwise wait for them to load on a
 * cold start (issue 43).
 */
import QRCode from 'qrcode';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatPrice, MESSAGE_NUMBERS } from '@konstvagg/rules';
import { arrivalCodeOf, formatArrivalCode, type ArtworkRecord } from '@konstvagg/domain';
import type { Language } from '@konstvagg/contracts';
import { messageOf, printedMessages, type MessageValues, type PrintedMessageKey } from '@konstvagg/i18n';
import { artworkQrUrl } from './artwork-url.ts';

const MM = 72 / 25.4;
/** A6 portrait: a label that fits beside a frame. */
const PAGE = { width: 105 * MM, height: 148 * MM };

/** The label's words (shared/i18n printedMessages); the pickup window comes from the business constants. */
const text = (lang: Language, key: PrintedMessageKey, values?: MessageValues) =>
  messageOf(printedMessages, lang, key, values);

/** Standard PDF fonts speak WinAnsi: keep Swedish letters and €, replace anything they cannot draw. */
const winAnsi = (s: string) => s.replace(/[^\u0020-\u007e\u00a0-\u00ff€–—‘’“”•…]/g, '?');

/** The label of a work as PDF bytes, in the language asked. */
export async function buildLabel(artwork: ArtworkRecord, lang: Language): Promise<Uint8Array> {
  const t = {
    incl: text(lang, 'label.incl_vat'),
    scan: text(lang, 'label.scan'),
    collect: text(lang, 'label.collect', { pickupDays: MESSAGE_NUMBERS.pickupDays }),
    arrival: text(lang, 'label.arrival'),
  };
  const pdf = await PDFDocument.create();
  pdf.setTitle(text(lang, 'label.document_title', { title: artwork.title }));
  pdf.setCreator('Konstvägg');
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  const margin = 10 * MM;
  const width = PAGE.width - 2 * margin;

  // Long titles wrap onto as many lines as they need within the margins.
  let y = PAGE.height - margin - 14;
  const words = winAnsi(artwork.title).split(/\s+/);
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (serif.widthOfTextAtSize(next, 18) > width && line) {
      page.drawText(line, { x: margin, y, size: 18, font: serif, color: ink });
      y -= 22;
      line = word;
    } else line = next;
  }
  page.drawText(line, { x: margin, y, size: 18, font: serif, color: ink });
  y -= 18;
  page.drawText(winAnsi(text(lang, 'label.by', { artist: artwork.artist_name })), {
    x: margin,
    y,
    size: 11,
    font: sans,
    color: ink,
  });
  y -= 16;
  const size = `${artwork.width_cm} × ${artwork.height_cm} cm · ${artwork.size_category}${artwork.medium ? ` · ${artwork.medium}` : ''}`;
  page.drawText(winAnsi(size), {
    x: margin,
    y,
    size: 9,
    font: sans,
    color: rgb(0.35, 0.35, 0.35),
    maxWidth: width,
  });
  y -= 24;
  const price = formatPrice({ cents: artwork.price_cents }, lang).replace(/\u202f|\u00a0/g, ' ');
  page.drawText(winAnsi(price), { x: margin, y, size: 20, font: bold, color: ink });
  page.drawText(t.incl, {
    x: margin + bold.widthOfTextAtSize(winAnsi(price), 20) + 6,
    y,
    size: 9,
    font: sans,
    color: ink,
  });

  const qrSide = 60 * MM;
  const qrPng = await QRCode.toBuffer(artworkQrUrl(artwork.id), {
    errorCorrectionLevel: 'M',
    margin: 2,
    type: 'png',
    width: 600,
  });
  const qr = await pdf.embedPng(qrPng);
  const qrY = margin + 46;
  page.drawImage(qr, { x: (PAGE.width - qrSide) / 2, y: qrY, width: qrSide, height: qrSide });
  page.drawText(winAnsi(t.scan), {
    x: (PAGE.width - bold.widthOfTextAtSize(winAnsi(t.scan), 12)) / 2,
    y: qrY - 12,
    size: 12,
    font: bold,
    color: ink,
  });
  page.drawText(winAnsi(t.collect), {
    x: (PAGE.width - sans.widthOfTextAtSize(winAnsi(t.collect), 7.5)) / 2,
    y: qrY - 22,
    size: 7.5,
    font: sans,
    color: ink,
  });
  // The arrival code, for a venue whose camera cannot read the QR: typed into the scanner's manual
  // field. Standard Helvetica Bold, black, 16 pt (about 4 mm capitals), so a home printer keeps it.
  const black = rgb(0, 0, 0);
  const code = formatArrivalCode(arrivalCodeOf(artwork.id));
  const codeSize = 16;
  const lead = winAnsi(t.arrival);
  const leadWidth = sans.widthOfTextAtSize(lead, 8);
  const codeWidth = bold.widthOfTextAtSize(code, codeSize);
  const codeX = (PAGE.width - (leadWidth + 6 + codeWidth)) / 2;
  page.drawText(lead, { x: codeX, y: margin - 4, size: 8, font: sans, color: black });
  page.drawText(code, {
    x: codeX + leadWidth + 6,
    y: margin - 4,
    size: codeSize,
    font: bold,
    color: black,
  });
  page.drawText('Konstvägg', {
    x: margin,
    y: PAGE.height - margin + 2,
    size: 7,
    font: sans,
    color: rgb(0.45, 0.45, 0.45),
  });
  return pdf.save();
}
