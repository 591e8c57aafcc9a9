import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';

/**
 * A free TCP port on 127.0.0.1, asked from the OS (listen on 0). Engines that cannot listen on
 * 0 themselves (DynamoDB Local, cognito-local, whose token issuer embeds the port) get one here.
 * `preferred` is tried first: a persistent stack reuses last run's ports so tokens issued before
 * a restart (their issuer contains the cognito port) stay valid.
 */
export async function freePort(preferred?: number): Promise<number> {
  if (preferred) {
    const ok = await tryListen(preferred);
    if (ok !== null) return ok;
  }
  const port = await tryListen(0);
  if (port === null) throw new Error('no free port on 127.0.0.1');
  return port;
}

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(null));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const addr = srv.address();
      const got = typeof addr === 'object' && addr ? addr.port : null;
      srv.close(() => resolve(got));
    });
  });
}

/** Resolves once something accepts TCP connections on the port, or rejects after timeoutMs. */
export async function waitForPort(
  port: number,
  timeoutMs: number,
  isDead: () => string | null = () => null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = isDead();
    if (dead) throw new Error(dead);
    if (await canConnect(port)) return;
    if (Date.now() > deadline)
      throw new Error(`nothing listening on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host: '127.0.0.1' });
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
  });
}

/** Listens on 127.0.0.1 and resolves with the port the server got (0 asks the OS for one). */
export function listenOn(server: http.Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Listens on `preferred` when given and free, else on any free port. A stand-in restarted by a
 * persistent stack keeps last run's port this way, so the URLs written into its config stay valid.
 */
export async function listenPreferred(server: http.Server, preferred?: number): Promise<number> {
  try {
    return await listenOn(server, preferred ?? 0);
  } catch (err) {
    if (!preferred) throw err;
    return listenOn(server, 0);
  }
}
