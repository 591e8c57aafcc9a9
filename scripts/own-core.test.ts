import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { giveMainThreadOwnCore, parentOf, parseCpuList, type OwnCore } from './own-core.ts';

const allowedOf = (path: string) => /^Cpus_allowed_list:\s*(\S+)/m.exec(fs.readFileSync(path, 'utf8'))![1]!;

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

describe('giveMainThreadOwnCore', () => {
  let pinning: OwnCore | undefined;
  let child: ReturnType<typeof spawn> | undefined;
  afterEach(() => {
    child?.kill();
    pinning?.stop();
  });

  it('moves a renderer main thread it started onto the last CPU, alone, and the rest off it', async () => {
    const before = allowedOf('/proc/self/status');
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
    expect(allowedOf('/proc/self/status')).not.toContain(String(pinning.core));
    // A stand-in renderer: a Node process with Chromium's flag, and threads of its own (libuv, V8).
    child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', '--type=renderer']);
    const pid = child.pid!;
    let main = '';
    for (let i = 0; i < 50 && main !== String(pinning.core); i++) {
      await sleep(100);
      main = allowedOf(`/proc/${pid}/status`);
    }
    expect(main).toBe(String(pinning.core));
    await sleep(300);
    const others = fs.readdirSync(`/proc/${pid}/task`).filter((tid) => tid !== String(pid));
    expect(others.length).toBeGreaterThan(0);
    for (const tid of others)
      expect(parseCpuList(allowedOf(`/proc/${pid}/task/${tid}/status`))).not.toContain(pinning.core);
    expect(pinning.moved()).toBe(1);

    pinning.stop();
    pinning = undefined;
    expect(allowedOf('/proc/self/status')).toBe(before);
  });

  it('leaves a renderer it did not start alone', async () => {
    const before = allowedOf('/proc/self/status');
    // Started through a shell that exits at once, so its parent is no longer this process.
    const shell = spawn(
      'sh',
      [
        '-c',
        `"${process.execPath}" -e "setTimeout(() => {}, 5000)" -- --type=renderer >/dev/null 2>&1 & echo $!`,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    shell.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => shell.on('close', resolve));
    const pid = Number(out.trim());
    expect(pid).toBeGreaterThan(1);
    try {
      const started = giveMainThreadOwnCore();
      if ('reason' in started) {
        expect(parseCpuList(before).length).toBeLessThan(2);
        return;
      }
      pinning = started;
      await sleep(500);
      expect(allowedOf(`/proc/${pid}/status`)).toBe(before);
      expect(pinning.moved()).toBe(0);
    } finally {
      process.kill(pid);
    }
  });
});
