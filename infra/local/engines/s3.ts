import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/**
 * s3rver on loopback, in process. It checks neither SigV4 nor POST-policy conditions, so the
 * app enforces upload size and type itself (see docs/architecture.md §2).
 */
export interface S3Engine {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export async function startS3(opts: {
  dataDir: string;
  buckets?: string[];
  preferredPort?: number;
}): Promise<S3Engine> {
  mkdirSync(opts.dataDir, { recursive: true });
  const make = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      allowMismatchedSignatures: true,
      directory: opts.dataDir,
      // Path-style only: vhost-style would need DNS for <bucket>.127.0.0.1.
      vhostBuckets: false,
      configureBuckets: (opts.buckets ?? []).map((name) => ({ name })),
    });
  let server = make(opts.preferredPort ?? 0);
  let addr;
  try {
    addr = await server.run();
  } catch (err) {
    if (!opts.preferredPort) throw err;
    server = make(0); // the preferred port is taken: take any
    addr = await server.run();
  }
  return {
    endpoint: `http://127.0.0.1:${addr.port}`,
    port: addr.port,
    stop: async () => {
      // Open keep-alive sockets would keep close() waiting.
      server.httpServer?.closeAllConnections?.();
      await server.close().catch(() => {});
    },
  };
}
