import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  allowedOf,
  FIRST_IN_LINE,
  giveBackLeftPinned,
  giveMainThreadOwnCore,
  LEFT_PINNED,
  parentOf,
  parseCpuList,
  statFields,
  type OwnCore,
} from './own-core.ts';

/** A thread's nice value: field 19 of /proc/<pid>/task/<tid>/stat. */
const niceOf = (pid: number, tid: string) =>
  Number(statFields(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'))[16]);
const allowedAt = (path: string) => allowedOf(fs.readFileSync(path, 'utf8'))!;
/** Stops a process this test started, if it has not ended already. */
function killIfAlive(pid: number) {
  try {
    process.kill(pid);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
/** A process's CPU list once the pinning has given its main thread `core`, or as it is after 20 s. */
async function waitForCore(pid: number, core: number): Promise<string> {
  let list = '';
  for (let i = 0; i < 200 && list !== String(core); i++) {
    await sleep(100);
    list = allowedAt(`/proc/${pid}/status`);
  }
  return list;
}

describe('parseCpuList', () => {
  it('reads single CPUs and ranges', () => {
    expect(parseCpuList('0-1')).toEqual([0, 1]);
    expect(parseCpuList('0,2-4,7\n')).toEqual([0, 2, 3, 4, 7]);
    expect(() => parseCpuList('a-b')).toThrow(/not a CPU list/);
  });
});

describe('parentOf', () => {
  it('finds the parent after a command name with spaces and parentheses', () => {
    expect(parentOf('4242 (Web Content (x)) S 4100 4242 4100 0 -1')).toBe(4100);
  });
});

// Each waits for processes it starts to be seen and moved: seconds on a busy 2-core machine (the
// unit run shares it with the integration stack), so they get longer than vitest's 5 s default.
describe('giveMainThreadOwnCore', { timeout: 30_000 }, () => {
  let pinning: OwnCore | undefined;
  let child: ReturnType<typeof spawn> | undefined;
  afterEach(() => {
    child?.kill();
    pinning?.stop();
  });

  it('moves a renderer main thread it started onto the last CPU, alone, and the rest off it', async () => {
    const before = allowedAt('/proc/self/status');
    const cpus = parseCpuList(before);
    const started = giveMainThreadOwnCore();
    if (cpus.length < 2) {
      expect(started).toEqual({ reason: expect.stringContaining('CPU(s) allowed') });
      return;
    }
    if ('reason' in started) throw new Error(`not pinned: ${started.reason}`);
    pinning = started;
    expect(pinning.core).toBe(cpus.at(-1));
    // This process now runs on the others, and so does what it starts.
    expect(allowedAt('/proc/self/status')).not.toContain(String(pinning.core));
    // A stand-in renderer: a Node process with Chromium's flag, and threads of its own (libuv, V8).
    child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', '--type=renderer']);
    const pid = child.pid!;
    expect(await waitForCore(pid, pinning.core)).toBe(String(pinning.core));
    await sleep(300);
    const others = fs.readdirSync(`/proc/${pid}/task`).filter((tid) => tid !== String(pid));
    expect(others.length).toBeGreaterThan(0);
    for (const tid of others)
      expect(parseCpuList(allowedAt(`/proc/${pid}/task/${tid}/status`))).not.toContain(pinning.core);
    expect(pinning.moved()).toBe(1);
    // Its other threads come first on the other CPUs where raising a priority is allowed (root).
    // The rest keep the nice value they inherited: this run's own (npm test runs the unit tests at
    // nice 10, beside the integration stack).
    const inherited = niceOf(process.pid, String(process.pid));
    const mayRaise = process.getuid?.() === 0;
    for (const tid of others) expect(niceOf(pid, tid)).toBe(mayRaise ? FIRST_IN_LINE : inherited);
    expect(niceOf(pid, String(pid))).toBe(inherited);
    expect(pinning.favoured() > 0).toBe(mayRaise);

    pinning.stop();
    pinning = undefined;
    expect(allowedAt('/proc/self/status')).toBe(before);
  });

  it('knows a renderer forked by a zygote once it rewrites its command line, however soon it is looked at', async () => {
    const started = giveMainThreadOwnCore();
    if ('reason' in started) {
      expect(parseCpuList(allowedAt('/proc/self/status')).length).toBeLessThan(2);
      return;
    }
    pinning = started;
    // A stand-in for a renderer just forked by Chromium's zygote: its command line is the zygote's
    // until it sets its own (Node's process.title rewrites /proc/<pid>/cmdline, as Chromium does).
    // It retitles itself when told on stdin, not after a time: on a loaded machine this test's own
    // timers can run late enough to miss a timed retitle.
    child = spawn(
      process.execPath,
      [
        '-e',
        // (The flag is built from two parts, so the command line names it only once retitled.)
        "process.stdin.once('data', () => { process.title = 'stand-in --type=' + 'renderer'; }); console.log('up');",
        '--',
        '--type=zygote',
      ],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    const pid = child.pid!;
    await new Promise((resolve) => child!.stdout!.once('data', resolve));
    // Looked at several times (every 100 ms) while it still reads as the zygote: not taken for the
    // renderer yet.
    await sleep(400);
    expect(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain('--type=zygote');
    expect(parseCpuList(allowedAt(`/proc/${pid}/status`))).not.toContain(pinning.core);
    expect(pinning.moved()).toBe(0);
    child.stdin!.write('retitle\n');
    const main = await waitForCore(pid, pinning.core);
    expect(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain('--type=renderer');
    expect(main).toBe(String(pinning.core));
    expect(pinning.moved()).toBe(1);
  });

  it('moves what it did not start off the core too, gives no core to a renderer it did not start, and gives every CPU back', async () => {
    const before = allowedAt('/proc/self/status');
    // A process this one did not start (a shell started through another that exits at once, so its
    // parent is no longer this process), which starts a renderer-like child while the pinning runs.
    const launcher = spawn(
      'sh',
      [
        '-c',
        `sh -c 'sleep 0.6; "${process.execPath}" -e "setTimeout(() => {}, 120000)" -- --type=renderer & wait' >/dev/null 2>&1 & echo $!`,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    launcher.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => launcher.on('close', resolve));
    const outside = Number(out.trim());
    expect(outside).toBeGreaterThan(1);
    /** The stand-in renderer the outside shell starts (not its `sleep`). */
    const rendererOf = (pid: number) =>
      fs
        .readdirSync('/proc')
        .filter((e) => /^\d+$/.test(e))
        .map(Number)
        .find((p) => {
          try {
            return (
              parentOf(fs.readFileSync(`/proc/${p}/stat`, 'utf8')) === pid &&
              fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('--type=renderer')
            );
          } catch {
            return false;
          }
        });
    let late: number | undefined;
    try {
      const started = giveMainThreadOwnCore();
      if ('reason' in started) {
        expect(parseCpuList(before).length).toBeLessThan(2);
        return;
      }
      pinning = started;
      const core = pinning.core;
      expect(parseCpuList(allowedAt(`/proc/${outside}/status`))).not.toContain(core);
      for (let i = 0; i < 200 && !late; i++) {
        await sleep(100);
        late = rendererOf(outside);
      }
      expect(late, 'the outside shell started its child').toBeGreaterThan(1);
      await sleep(300);
      // The late child inherited the smaller set, and is not given the core: it is not ours.
      expect(parseCpuList(allowedAt(`/proc/${late}/status`))).not.toContain(core);
      expect(pinning.moved()).toBe(0);

      pinning.stop();
      pinning = undefined;
      expect(allowedAt(`/proc/${outside}/status`)).toBe(before);
      expect(allowedAt(`/proc/${late}/status`)).toBe(before);
      expect(allowedAt('/proc/self/status')).toBe(before);
    } finally {
      // The renderer lives for 2 minutes, so it is there for every check however slow the machine
      // (with 8 s, a run niced beside the integration stack found it gone: ENOENT on its status);
      // either may be gone already if the test process was stopped.
      killIfAlive(outside);
      if (late) killIfAlive(late);
    }
  });

  /** A measuring run in a process of its own: it pins, says so, and waits to be stopped. */
  async function measuringRun(): Promise<{ run: ReturnType<typeof spawn>; core: number | null }> {
    const run = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { giveMainThreadOwnCore } = await import(${JSON.stringify(new URL('./own-core.ts', import.meta.url).pathname)});
         const p = giveMainThreadOwnCore();
         console.log('reason' in p ? 'none' : String(p.core));
         setInterval(() => {}, 1000);`,
        '--input-type=module',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = await new Promise<string>((resolve) =>
      run.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    return { run, core: line === 'none' ? null : Number(line) };
  }

  it('gives every CPU back when the run is stopped by a signal, and after a run killed outright', async () => {
    const before = allowedAt('/proc/self/status');
    const bystander = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      // Stopped as `timeout` or Ctrl-C would: it gives back before it exits.
      const stopped = await measuringRun();
      if (stopped.core === null) {
        stopped.run.kill('SIGKILL');
        expect(parseCpuList(before).length).toBeLessThan(2);
        return;
      }
      expect(parseCpuList(allowedAt(`/proc/${bystander.pid}/status`))).not.toContain(stopped.core);
      stopped.run.kill('SIGTERM');
      await new Promise((resolve) => stopped.run.once('exit', resolve));
      expect(allowedAt(`/proc/${bystander.pid}/status`)).toBe(before);
      expect(allowedAt('/proc/self/status')).toBe(before);
      expect(fs.existsSync(LEFT_PINNED)).toBe(false);

      // Killed outright (no handler runs): the list stays on disk, and the next run gives it back.
      const killed = await measuringRun();
      expect(parseCpuList(allowedAt(`/proc/${bystander.pid}/status`))).not.toContain(killed.core);
      killed.run.kill('SIGKILL');
      await new Promise((resolve) => killed.run.once('exit', resolve));
      expect(fs.existsSync(LEFT_PINNED)).toBe(true);
      expect(giveBackLeftPinned()).toBeGreaterThan(0);
      expect(allowedAt(`/proc/${bystander.pid}/status`)).toBe(before);
      expect(allowedAt('/proc/self/status')).toBe(before);
      expect(fs.existsSync(LEFT_PINNED)).toBe(false);
    } finally {
      bystander.kill();
      giveBackLeftPinned();
    }
  });
});
