/** Text folded for matching: accents removed, lower case ("Göteborg" and "goteborg" match). */
export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
