import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import type { PDFNumber } from 'pdf-lib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBaseUrl, stackEnv, scanEntity } from '@konstvagg/test-kit';
import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import { arrivalCodeOf, formatArrivalCode, type ArtworkRecord } from '@konstvagg/domain';
import { pdfTextRuns } from '@konstvagg/test-kit/pdf-text';

let work: ArtworkRecord;
let hidden: ArtworkRecord;
let expectedUrl: string;

beforeAll(async () => {
  const all = await scanEntity<ArtworkRecord>('artwork');
  const isPublic = (a: ArtworkRecord) => (PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(a.status);
  work = all.find((a) => isPublic(a) && /[åäö]/i.test(a.title)) ?? all.find(isPublic)!;
  hidden = all.find((a) => !isPublic(a))!;
  expectedUrl = `${stackEnv().PUBLIC_BASE_URL}/artworks/${work.id}?src=qr`;
});

const fetchBytes = async (path: string, lang = 'en') => {
  const res = await fetch(`${apiBaseUrl()}/api/v1${path}`, { headers: { 'accept-language': lang } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** Reads a QR code out of RGBA pixels, as a phone camera would. */
function decode(rgba: Uint8ClampedArray, width: number, height: number): string | undefined {
  return jsQR(rgba, width, height)?.data;
}

describe('artwork QR codes', () => {
  it('PNG decodes to the artwork page with src=qr', async () => {
    const { res, bytes } = await fetchBytes(`/artworks/${work.id}/qr-code?format=png&size=400`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(bytes);
    expect(png.width).toBe(400);
    expect(decode(new Uint8ClampedArray(png.data), png.width, png.height)).toBe(expectedUrl);
  });

  it('SVG (the default) decodes to the same URL once drawn', async () => {
    const { res, bytes } = await fetchBytes(`/artworks/${work.id}/qr-code`);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const { data, info } = await sharp(bytes)
      .resize(400)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(decode(new Uint8ClampedArray(data), info.width, info.height)).toBe(expectedUrl);
  });

  it('is a 404 for private or unknown artworks, and names a bad format', async () => {
    expect((await fetchBytes(`/artworks/${hidden.id}/qr-code`)).res.status).toBe(404);
    expect((await fetchBytes('/artworks/nope/qr-code')).res.status).toBe(404);
    const bad = await fetchBytes(`/artworks/${work.id}/qr-code?format=gif&size=10`);
    expect(bad.res.status).toBe(400);
    expect(Object.keys(JSON.parse(bad.bytes.toString()).error.fields).sort()).toEqual(['format', 'size']);
  });
});

/** The QR image embedded in the label PDF, as RGBA pixels (pdf-lib stores PNGs as Flate-compressed RGB). */
async function qrImageFromPdf(
  bytes: Buffer,
): Promise<{ rgba: Uint8ClampedArray; width: number; height: number }> {
  const pdf = await PDFDocument.load(bytes);
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (object.dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = (object.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const rgb = inflateSync(object.contents);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, 255], i * 4);
    }
    return { rgba, width, height };
  }
  throw new Error('no RGB image in the label');
}

describe('artwork label (PDF)', () => {
  it('is an A6 PDF with title, artist, size and price, whose QR decodes to the artwork page', async () => {
    const { res, bytes } = await fetchBytes(`/artworks/${work.id}/label`, 'sv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`konstvagg-label-${work.id}.pdf`);
    const pdf = await PDFDocument.load(bytes);
    const [page] = pdf.getPages();
    expect(Math.round(page!.getWidth())).toBe(298); // 105 mm
    expect(Math.round(page!.getHeight())).toBe(420); // 148 mm
    expect(pdf.getTitle()).toBe(`${work.title}: Konstvägg`);
    const { rgba, width, height } = await qrImageFromPdf(bytes);
    expect(decode(rgba, width, height)).toBe(expectedUrl);
  });

  it('prints the arrival code under the QR, large and in Helvetica Bold, in both languages', async () => {
    const code = formatArrivalCode(arrivalCodeOf(work.id));
    for (const [lang, lead] of [
      ['sv', 'Ankomstkod för lokalen:'],
      ['en', 'Arrival code for the venue:'],
    ] as const) {
      const { bytes } = await fetchBytes(`/artworks/${work.id}/label`, lang);
      const runs = await pdfTextRuns(bytes);
      const at = runs.findIndex((r) => r.text === code);
      expect(at, JSON.stringify(runs)).toBeGreaterThan(0);
      expect(runs[at - 1]!.text).toBe(lead);
      expect(runs[at]!.font).toBe('Helvetica-Bold');
      expect(runs[at]!.size).toBeGreaterThanOrEqual(14);
    }
  });

  it('is refused for a private artwork', async () => {
    const { res, bytes } = await fetchBytes(`/artworks/${hidden.id}/label`, 'sv');
    expect(res.status).toBe(404);
    expect(JSON.parse(bytes.toString()).error.message).toBe('Konstverket finns inte.');
  });
});
