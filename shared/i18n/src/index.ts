export * from './language.ts';
export * from './api-messages.ts';
