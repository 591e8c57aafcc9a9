import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnGuarded } from '../child-process.ts';
import { freePort, waitForPort } from '../ports.ts';

/**
 * cognito-local as a guarded child process. It reads its config from `<cwd>/.cognito/config.json`
 * and keeps pools, clients and users in `<cwd>/.cognito/db/`, so cwd = `<dataDir>/cognito`.
 * It runs as a child (not in process) because its server resolves those folders against
 * process.cwd(). Tokens are issued as `http://127.0.0.1:<port>/<poolId>`; the port is part of
 * the issuer, which is why a persistent stack prefers last run's port.
 */
export interface CognitoEngine {
  endpoint: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

export interface CognitoOptions {
  dataDir: string;
  /** Mail cognito-local "sends" (codes) is also written here (the local outbox). */
  outboxDir?: string;
  mailFrom?: string;
  /** The local Lambda Invoke endpoint; with it, Cognito triggers call our handlers. */
  lambdaEndpoint?: string;
  /** Trigger -> function name, e.g. { CustomMessage: 'konstvagg-identity' }. */
  triggers?: Record<string, string>;
  preferredPort?: number;
  log?: (line: string) => void;
}

export async function startCognito(opts: CognitoOptions): Promise<CognitoEngine> {
  const configDir = path.join(opts.dataDir, '.cognito');
  mkdirSync(path.join(configDir, 'db'), { recursive: true });
  const port = await freePort(opts.preferredPort);
  const endpoint = `http://127.0.0.1:${port}`;
  const config = {
    TokenConfig: { IssuerDomain: endpoint },
    ServerConfig: { port, hostname: '127.0.0.1', development: false, https: false },
    // MFA as the CDK pool has it (OPTIONAL, TOTP): cognito-local's default is OFF.
    UserPoolDefaults: { UsernameAttributes: ['email'], MfaConfiguration: 'OPTIONAL' },
    ...(opts.lambdaEndpoint && opts.triggers
      ? {
          TriggerFunctions: opts.triggers,
          LambdaClient: {
            endpoint: opts.lambdaEndpoint,
            region: 'eu-north-1',
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          },
        }
      : {}),
  };
  writeFileSync(path.join(configDir, 'config.json'), JSON.stringify(config, null, 2));
  // cognito-local's own bin, behind a launcher that copies the mail it sends into the outbox.
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cognito-launcher.mjs');
  require.resolve('cognito-local/lib/bin/start.js'); // fail early and clearly if the package is missing
  const child = spawnGuarded('cognito', process.execPath, [script], {
    cwd: opts.dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_OPTIONS: '',
      DEBUG: '',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      KONSTVAGG_OUTBOX_DIR: opts.outboxDir ?? '',
      MAIL_FROM: opts.mailFrom ?? '',
    },
    // Only what a developer needs: confirmation codes it "sends" and errors, not every request.
    onOutput: opts.log
      ? (line) => /code|destination|username|email|error|warn|unsupported/i.test(line) && opts.log!(line)
      : undefined,
  });
  try {
    await waitForPort(port, 30_000, () => {
      const e = child.exited();
      return e
        ? `cognito-local exited (${e.code ?? e.signal}) while starting:\n${child.recentOutput()}`
        : null;
    });
  } catch (err) {
    await child.stop();
    throw err;
  }
  return { endpoint, port, pid: child.pid, stop: () => child.stop() };
}
