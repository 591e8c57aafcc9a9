/**
 * Seeds a running stack from the command line: `tsx infra/local/seed/cli.ts` with the same
 * environment variables the local runtime passes (TABLE_NAME, MEDIA_BUCKET, endpoints, pool ids).
 */
import { seedDemoData } from './index.ts';

const env = Object.fromEntries(
  Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
);
const { logins } = await seedDemoData({ env, log: (line) => console.log(line) });
for (const l of logins) console.log(`login ${l.role.padEnd(6)} ${l.email}  ${l.password}`);
