/**
 * `npm run admin:reset-mfa -- <email> [--data-dir .data]`: an admin who lost their authenticator
 * gets their two-step login turned off (docs/decisions.md, "Admin MFA"). Their next login is by
 * password, and the console stays closed until they set up a new device. There is never an API
 * route for it. Run by another admin with the access `npm run admin:create` needs, against the same
 * target: the AWS stage when COGNITO_USER_POOL_ID, TABLE_NAME and AWS_REGION are set, otherwise the
 * running local stack.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { targetEnvironment } from './admin-create.ts';

export const RESET_USAGE = 'Usage: npm run admin:reset-mfa -- <email> [--data-dir .data]';

export function parseResetArgs(argv: readonly string[]): { email: string; dataDir?: string } {
  let email: string | undefined;
  let dataDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--data-dir') {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`--data-dir needs a value\n${RESET_USAGE}`);
      dataDir = v;
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${RESET_USAGE}`);
    else if (email) throw new Error(`One email only (got ${email} and ${arg})\n${RESET_USAGE}`);
    else email = arg;
  }
  if (!email) throw new Error(RESET_USAGE);
  return { email, ...(dataDir ? { dataDir } : {}) };
}

async function main(): Promise<void> {
  const args = parseResetArgs(process.argv.slice(2));
  const dataDir = path.resolve(args.dataDir ?? path.join(process.cwd(), '.data'));
  const target = targetEnvironment(process.env, dataDir);
  // Before the service code loads: its AWS clients read this configuration.
  Object.assign(process.env, target.env);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { resetAdminMfa } = await import('@konstvagg/service-identity/admin-reset-mfa');
  await resetAdminMfa(args.email);
  console.log(
    `Two-step login turned off for ${args.email}: they log in with their password and set up a new device before the console opens.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
