import { saveFile } from '@konstvagg/ui';

/** One CSV cell: text, a number (an amount in its row's currency, a rate, a percent) or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * A CSV file from rows, the way a spreadsheet in the reader's language opens it: Swedish Excel
 * expects semicolons and decimal commas, English commas and decimal points. Cells with the
 * separator, quotes or line breaks are quoted (RFC 4180). A byte order mark keeps å, ä, ö intact.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], lang: 'sv' | 'en'): string {
  const separator = lang === 'sv' ? ';' : ',';
  const cell = (value: CsvCell): string => {
    if (value === null || value === undefined) return '';
    const text =
      typeof value === 'number' ? (lang === 'sv' ? String(value).replace('.', ',') : String(value)) : value;
    const quote = text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim();
    return quote ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(separator)).join('\r\n')}\r\n`;
}

/** Offers a CSV to save, named `name`. */
export function downloadCsv(name: string, csv: string): void {
  saveFile(name, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
