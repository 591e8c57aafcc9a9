import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceName } from '@konstvagg/lambda-kit/routes';

/** The repository root (this file is infra/cdk/lib/paths.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Lambda entry of a service: services/<name>/src/handler.ts exporting `handler`. */
export const serviceEntry = (service: ServiceName) =>
  join(REPO_ROOT, 'services', service, 'src', 'handler.ts');

export const FRONTENDS = ['shell', 'marketplace', 'artist', 'venue', 'admin'] as const;
export type FrontendName = (typeof FRONTENDS)[number];
export const REMOTES = FRONTENDS.filter((f): f is Exclude<FrontendName, 'shell'> => f !== 'shell');
export type RemoteName = (typeof REMOTES)[number];

/** Build output of a frontend: frontends/<name>/dist. */
export const frontendDist = (name: FrontendName) => join(REPO_ROOT, 'frontends', name, 'dist');

/** Build output of the landing renderer (the shell's server bundle): frontends/shell/dist-ssr. */
export const landingDist = join(REPO_ROOT, 'frontends', 'shell', 'dist-ssr');

/** True when a folder exists and holds at least one entry (a build has run). */
export const hasBuild = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
