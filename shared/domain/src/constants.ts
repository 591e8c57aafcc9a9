// The business constants live in the zod-free vocabulary, so the browser reads the same numbers;
// the domain passes them on to the services. Their one home: shared/contracts/src/vocabulary/business.ts.
export * from '@konstvagg/contracts/vocabulary';
