/**
 * The vocabulary: the product's closed lists, product words and response types, with no zod.
 * Browser code imports values from here only (`@konstvagg/contracts/vocabulary`) and types from
 * anywhere; the contracts build their zod schemas from these lists. The business numbers and the
 * rules over them are in @konstvagg/rules.
 */
export * from './enums.ts';
export * from './glossary.ts';
export { INFO_PATHS, type InfoPath } from '../site-paths.ts';
export type * from './responses.ts';
