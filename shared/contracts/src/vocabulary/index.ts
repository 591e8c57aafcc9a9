/**
 * The vocabulary: the product's closed lists, business numbers, product words and response types,
 * with no zod. Browser code imports values from here only (`@konstvagg/contracts/vocabulary`) and
 * types from anywhere; the contracts build their zod schemas from these lists.
 */
export * from './enums.ts';
export * from './business.ts';
export * from './glossary.ts';
export * from './rules.ts';
export * from './venue.ts';
export { INFO_PATHS, type InfoPath } from '../site-paths.ts';
export type * from './responses.ts';
