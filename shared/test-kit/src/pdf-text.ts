import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

/** The bytes of a page's content streams, decoded (pdf-lib writes them Flate-compressed). */
function contentOf(page: PDFPage): string {
  const contents: PDFObject | undefined = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams
    .map((ref) => page.doc.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
}

/** A PDF string operand: <hex> or (literal), as WinAnsi (Latin-1 for what the labels print). */
function stringOf(operand: string): string {
  if (operand.startsWith('<')) return Buffer.from(operand.slice(1, -1), 'hex').toString('latin1');
  return operand.slice(1, -1).replace(/\\([()\\])/g, '$1');
}

/** One drawn string: its text, the base font (e.g. "Helvetica-Bold") and the size in points. */
export interface PdfTextRun {
  text: string;
  font: string;
  size: number;
}

/** The base font names of a page's font resources, by resource name ("F3" -> "Helvetica-Bold"). */
function fontsOf(page: PDFPage): Map<string, string> {
  const fonts = new Map<string, string>();
  const dict = page.node.Resources()?.lookup(PDFName.of('Font'));
  if (!(dict instanceof PDFDict)) return fonts;
  for (const [name, ref] of dict.entries()) {
    const font = page.doc.context.lookup(ref);
    const base = font instanceof PDFDict ? font.get(PDFName.of('BaseFont')) : undefined;
    fonts.set(name.decodeText(), base instanceof PDFName ? base.decodeText() : '');
  }
  return fonts;
}

/**
 * The text a PDF made with pdf-lib's standard fonts shows, one run per drawn string (`Tj`) with
 * its font and size, page by page, in drawing order: what a reader of the printed page sees,
 * without poppler.
 */
export async function pdfTextRuns(bytes: Uint8Array): Promise<PdfTextRun[]> {
  const pdf = await PDFDocument.load(bytes);
  const out: PdfTextRun[] = [];
  for (const page of pdf.getPages()) {
    const fonts = fontsOf(page);
    let font = '';
    let size = 0;
    const ops = /\/([^\s/]+)\s+([\d.]+)\s+Tf|(<[0-9A-Fa-f]*>|\((?:[^()\\]|\\.)*\))\s*Tj/g;
    for (const m of contentOf(page).matchAll(ops)) {
      if (m[1]) {
        font = fonts.get(m[1]) ?? m[1];
        size = Number(m[2]);
      } else out.push({ text: stringOf(m[3]!), font, size });
    }
  }
  return out;
}

/** The strings a PDF shows (pdfTextRuns without font and size). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfTextRuns(bytes)).map((r) => r.text);
}

/** The arrival code a label prints under its QR ("K7QM-4MXR"), from the label's PDF bytes. */
export async function arrivalCodeOnLabel(bytes: Uint8Array): Promise<string | undefined> {
  return (await pdfText(bytes)).find((t) => /^[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(t));
}
