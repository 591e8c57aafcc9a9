export * from './constants.ts';
export * from './money.ts';
export * from './artwork-rules.ts';
export * from './geo.ts';
export * from './business-days.ts';
export * from './keys.ts';
export * from './records.ts';
export * from './cities.ts';
