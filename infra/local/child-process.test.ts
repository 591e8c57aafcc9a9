import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spawnGuarded } from './child-process.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const isRunning = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};
const childrenOf = (pid: number) =>
  execFileSync('ps', ['-eo', 'pid=,ppid='])
    .toString()
    .trim()
    .split('\n')
    .map((r) => r.trim().split(/\s+/).map(Number) as [number, number])
    .filter(([, pp]) => pp === pid)
    .map(([p]) => p);
const until = async (cond: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return cond();
};

describe('guarded child processes', () => {
  it('reports the exit status of an engine that stops on its own, and its output', async () => {
    const c = spawnGuarded('t', 'sh', ['-c', 'echo started; exit 3'], { cwd: here });
    expect(await until(() => c.exited() !== null)).toBe(true);
    expect(c.exited()?.code).toBe(3);
    expect(c.recentOutput()).toBe('started');
  });

  it('stop() ends the engine and leaves nothing behind', async () => {
    const c = spawnGuarded('t', 'sleep', ['300'], { cwd: here });
    await until(() => childrenOf(c.pid).length > 0);
    const engine = childrenOf(c.pid);
    expect(engine.length).toBeGreaterThan(0);
    await c.stop();
    // The group got SIGTERM with the guard; on a loaded machine the engine may take a moment to go.
    expect(await until(() => engine.every((p) => !isRunning(p)), 2000)).toBe(true);
    expect(isRunning(c.pid)).toBe(false);
  });

  it('kills the engine when the parent dies without cleaning up (kill -9)', async () => {
    // A parent process that starts a guarded `sleep`, prints the guard pid, then waits forever.
    const script = `import { spawnGuarded } from ${JSON.stringify(path.join(here, 'child-process.ts'))};
const c = spawnGuarded('t', 'sleep', ['300'], { cwd: '/' }); console.log(c.pid); setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const guardPid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
    );
    await until(() => childrenOf(guardPid).length > 0);
    const engine = childrenOf(guardPid);
    expect(engine.length).toBeGreaterThan(0);
    parent.kill('SIGKILL');
    expect(await until(() => engine.every((p) => !isRunning(p)) && !isRunning(guardPid))).toBe(true);
  });
});
