export * from './language.ts';
export * from './api-messages.ts';
export * from './auth-messages.ts';
export * from './mail.ts';
