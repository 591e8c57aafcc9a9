/**
 * `npm run admin:create -- <email> [--name "Full Name"] [--password <password>]`: creates an admin
 * account (Cognito user in the admin group + user record). There is never an API route for this.
 *
 * Target: the AWS stage when COGNITO_USER_POOL_ID, TABLE_NAME and AWS_REGION are set (with your
 * AWS credentials); otherwise the local stack, whose engine ports and pool id are remembered in
 * .data/local-config.json (start it first with `npm start` or `npm run dev`). Without --password a
 * strong password is generated and printed once.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../infra/local/bootstrap.ts';
import { readLocalConfig } from '../infra/local/local-config.ts';
import { TABLE_NAME } from '../infra/local/stack.ts';

export interface AdminArgs {
  email: string;
  name?: string;
  password?: string;
  dataDir?: string;
}

export const USAGE =
  'Usage: npm run admin:create -- <email> [--name "Full Name"] [--password <password>] [--data-dir .data]';

export function parseAdminArgs(argv: readonly string[]): AdminArgs {
  const out: Partial<AdminArgs> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value\n${USAGE}`);
      return v;
    };
    if (arg === '--name') out.name = value();
    else if (arg === '--password') out.password = value();
    else if (arg === '--data-dir') out.dataDir = value();
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${USAGE}`);
    else if (out.email) throw new Error(`One email only (got ${out.email} and ${arg})\n${USAGE}`);
    else out.email = arg;
  }
  if (!out.email) throw new Error(USAGE);
  return out as AdminArgs;
}

export type Target =
  { kind: 'aws'; env: Record<string, string> } | { kind: 'local'; env: Record<string, string> };

/** Where the admin goes: AWS when its settings are in the environment, else the local stack's engines. */
export function targetEnvironment(env: NodeJS.ProcessEnv, dataDir: string): Target {
  if (env.COGNITO_USER_POOL_ID && env.TABLE_NAME && env.AWS_REGION) {
    return {
      kind: 'aws',
      env: {
        COGNITO_USER_POOL_ID: env.COGNITO_USER_POOL_ID,
        TABLE_NAME: env.TABLE_NAME,
        AWS_REGION: env.AWS_REGION,
        // The service's configuration names the pool's issuer (the admin's record reads it).
        COGNITO_ISSUER:
          env.COGNITO_ISSUER ??
          `https://cognito-idp.${env.AWS_REGION}.amazonaws.com/${env.COGNITO_USER_POOL_ID}`,
      },
    };
  }
  const saved = readLocalConfig(dataDir);
  if (!saved.cognito || !saved.ports?.dynamodb || !saved.ports.cognito)
    throw new Error(
      `No local stack found in ${dataDir} (no local-config.json with engine ports): start it with \`npm start\`, ` +
        'or set COGNITO_USER_POOL_ID, TABLE_NAME and AWS_REGION to create the admin on AWS.',
    );
  return {
    kind: 'local',
    env: {
      KONSTVAGG_LOCAL: '1',
      TABLE_NAME,
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${saved.ports.dynamodb}`,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${saved.ports.cognito}`,
      COGNITO_USER_POOL_ID: saved.cognito.userPoolId,
      COGNITO_CLIENT_ID: saved.cognito.clientId,
      COGNITO_ISSUER: `http://127.0.0.1:${saved.ports.cognito}/${saved.cognito.userPoolId}`,
    },
  };
}

async function main(): Promise<void> {
  const args = parseAdminArgs(process.argv.slice(2));
  const dataDir = path.resolve(args.dataDir ?? path.join(process.cwd(), '.data'));
  const target = targetEnvironment(process.env, dataDir);
  // Before the service code loads: its AWS clients read this configuration.
  Object.assign(process.env, target.env);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { createAdmin } = await import('@konstvagg/service-identity/admin-create');
  let created;
  try {
    created = await createAdmin({ email: args.email, name: args.name, password: args.password });
  } catch (err) {
    if (target.kind === 'local' && /ECONNREFUSED/.test(String((err as Error).message ?? err)))
      throw new Error(
        'The local stack is not running: start it with `npm start` (or `npm run dev`) and try again.',
      );
    throw err;
  }
  const where = target.kind === 'aws' ? `user pool ${target.env.COGNITO_USER_POOL_ID}` : 'the local stack';
  console.log(
    `Admin ${created.user.email} (${created.user.name}) created in ${where}; id ${created.user.id}.`,
  );
  if (created.generated) console.log(`Password (shown once): ${created.password}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
