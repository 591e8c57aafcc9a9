import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('sales CSV', () => {
  it('writes an English file with commas and decimal points', () => {
    const csv = toCsv(
      [
        ['Date', 'Work', 'Price'],
        ['2026-06-01', 'Blå timme', 450.5],
      ],
      'en',
    );
    expect(csv).toBe('\uFEFFDate,Work,Price\r\n2026-06-01,Blå timme,450.5\r\n');
  });

  it('writes a Swedish file with semicolons and decimal commas', () => {
    expect(
      toCsv(
        [
          ['Verk', 'Pris'],
          ['Blå timme', 1234.25],
        ],
        'sv',
      ),
    ).toBe('\uFEFFVerk;Pris\r\nBlå timme;1234,25\r\n');
  });

  it('quotes cells holding separators, quotes or line breaks, and leaves empty cells empty', () => {
    const csv = toCsv([['Morgon, kväll', 'Säg "hej"', 'två\nrader', null, undefined, 0]], 'en');
    expect(csv).toBe('\uFEFF"Morgon, kväll","Säg ""hej""","två\nrader",,,0\r\n');
    expect(toCsv([['a;b']], 'sv')).toBe('\uFEFF"a;b"\r\n');
  });
});
