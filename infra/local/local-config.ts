import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `<dataDir>/local-config.json`: what a persistent stack remembers between runs: the Cognito
 * pool and client ids (so users and tokens survive a restart), last run's engine ports, and
 * the demo logins the seed created (so a second `npm start` can print them again).
 */
export interface LocalConfig {
  cognito?: { userPoolId: string; clientId: string };
  ports?: Partial<Record<'dynamodb' | 's3' | 'cognito' | 'stripe' | 'scheduler', number>>;
  demoLogins?: { role: string; email: string; password: string }[];
}

export const localConfigPath = (dataDir: string) => path.join(dataDir, 'local-config.json');

export function readLocalConfig(dataDir: string): LocalConfig {
  const file = localConfigPath(dataDir);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LocalConfig;
  } catch {
    return {}; // a damaged file is rebuilt; the pool is then recreated
  }
}

export function writeLocalConfig(dataDir: string, config: LocalConfig): void {
  writeJsonAtomic(localConfigPath(dataDir), config);
}

/** Write-then-rename, so a crash mid-write never leaves half a JSON file behind. */
export function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(value, null, 2));
  renameSync(tmp, file);
}
