import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Child processes (DynamoDB Local's java, cognito-local's node) that cannot outlive the stack.
 *
 * Each runs under a tiny `sh` guard in its own process group: the guard keeps a pipe from us
 * on its stdin, so if this process dies without cleaning up (kill -9, a crashed test runner)
 * the pipe closes and the guard kills the engine. A normal stop signals the
 * whole group. A last-chance 'exit' hook SIGKILLs every group that is still alive.
 */
export interface GuardedChild {
  readonly pid: number;
  readonly name: string;
  /** Last lines of output, for error messages when the engine fails to start. */
  recentOutput(): string;
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  stop(timeoutMs?: number): Promise<void>;
}

// The guard: fd 3 keeps our pipe; a watcher (the `read` builtin, no extra process) kills the engine
// when the pipe closes, i.e. when we die. The guard exits with the engine's status when the engine
// exits on its own. `wait` can return early on a signal, so it loops until the engine is reaped
// (PID 1 in containers often does not reap orphans, which would leave zombies behind).
const GUARD = [
  'exec 3<&0',
  '"$@" 3<&- & c=$!',
  '(while read -r _ <&3; do :; done; kill $c 2>/dev/null) & w=$!',
  'exec 3<&-',
  "trap 'kill $c 2>/dev/null' TERM INT",
  'while kill -0 $c 2>/dev/null; do wait $c; done',
  'wait $c; s=$?', // the shell remembers a reaped job's status
  'kill $w 2>/dev/null',
  'exit $s',
].join('\n');
const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const c of live) killGroup(c, 'SIGKILL');
  });
}

function killGroup(c: ChildProcess, signal: NodeJS.Signals) {
  if (c.pid === undefined) return;
  try {
    process.kill(-c.pid, signal);
  } catch {
    // already gone
  }
}

export function spawnGuarded(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; onOutput?: (line: string) => void },
): GuardedChild {
  installExitHook();
  const child = spawn('sh', ['-c', GUARD, `${name}-guard`, command, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true, // own process group: terminal Ctrl-C reaches us, and we stop engines in order
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${name} (${command})`);
  live.add(child);
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 40) lines.shift();
      options.onOutput?.(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // The guard's stdin must not keep our event loop alive, nor crash us when it breaks.
  child.stdin?.on('error', () => {});
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitedPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      live.delete(child);
      resolve();
    });
  });
  child.unref();
  (child.stdout as unknown as { unref?: () => void } | null)?.unref?.();
  (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();

  return {
    pid: child.pid,
    name,
    recentOutput: () => lines.join('\n'),
    exited: () => exit,
    async stop(timeoutMs = 5000) {
      if (exit) return;
      child.ref(); // keep the event loop alive until the engine is gone
      killGroup(child, 'SIGTERM');
      const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), timeoutMs).unref());
      if ((await Promise.race([exitedPromise.then(() => 'exited' as const), timer])) === 'timeout') {
        killGroup(child, 'SIGKILL');
        await exitedPromise;
      }
    },
  };
}
