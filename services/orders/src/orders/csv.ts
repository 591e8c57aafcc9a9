import type { OperationResult } from '@konstvagg/lambda-kit';

/** One CSV cell: quoted when it could break a row, and spreadsheet formulas defused. */
const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r;]/.test(safe) || safe !== s ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The answer of a CSV export (the artist's sales, the admin's transactions): UTF-8 with a BOM (so
 * spreadsheets read å, ä, ö), comma-separated, CRLF rows, a download with `filename`.
 */
export function csvDownload(header: string[], rows: unknown[][], filename: string): OperationResult {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','));
  return {
    binary: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  };
}
