export * from './config.ts';
export * from './clock.ts';
export * from './errors.ts';
export * from './validation.ts';
export * from './auth.ts';
export * from './http.ts';
export * from './routes.ts';
export * from './logger.ts';
