import { CITIES, type City } from '@konstvagg/contracts';
import { foldText } from './text.ts';

/** Names people type for our cities, in Swedish and English, folded: "Göteborg" and "Gothenburg" are one city. */
const ALIASES: Record<string, City> = {
  stockholm: 'Stockholm',
  sthlm: 'Stockholm',
  gothenburg: 'Gothenburg',
  goteborg: 'Gothenburg',
  gbg: 'Gothenburg',
  malmo: 'Malmö',
};

const fold = (s: string) => foldText(s.trim());

/** The stored name of a city the user typed in either language, or the input unchanged if it is not one of ours. */
export function canonicalCity(input: string): string {
  return ALIASES[fold(input)] ?? CITIES.find((c) => fold(c) === fold(input)) ?? input.trim();
}
