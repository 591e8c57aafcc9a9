import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per Lambda, created at module scope (JSON lines on CloudWatch). */
export function createLogger(serviceName: string): Logger {
  return new Logger({
    serviceName,
    logLevel: (process.env.LOG_LEVEL as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
  });
}
