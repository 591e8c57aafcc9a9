/**
 * The product's rules, one package for the browser and the server: the business numbers the texts
 * state, the sale's split and the fee in force, the artwork, venue and account limits and checks,
 * and how amounts are written. Each name is imported from here and from nowhere else.
 *
 * It imports no other package: no zod, no AWS SDK, nothing Node-only (a lint rule holds that), so
 * a page bundles only the few functions it uses.
 */
export * from './business.ts';
export * from './money.ts';
export * from './artwork.ts';
export * from './venue.ts';
export * from './auth.ts';
export * from './format.ts';
