export * from './enums.ts';
export * from './pagination.ts';
export * from './artwork.ts';
export * from './stats.ts';
export * from './errors.ts';
export * from './profiles.ts';
export * from './auth.ts';
export * from './payments.ts';
