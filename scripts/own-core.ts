/**
 * `npm run lighthouse` gives the measured page's main thread a core of its own (docs/decisions.md,
 * "The measured page's main thread on a core of its own").
 *
 * Lighthouse's simulated throttling takes the wall time of each task on the page's main thread and
 * counts it four times over (a phone's CPU); devtools throttling slows that thread down four times.
 * Both assume the thread ran whenever it had work. On a two-core machine it does not: Chromium's own
 * threads (raster, the software compositor, the browser process drawing Lighthouse's filmstrip), the
 * local stack and Lighthouse itself take most of both cores while a page loads, and a task of 1 ms of
 * CPU took 55 ms of wall time. A phone runs that thread on a core while its GPU and other cores do the
 * rest; Lighthouse asks for dedicated cores for the same reason (its docs/variability.md).
 *
 * So, on Linux with util-linux's `taskset`: this process and everything it starts (the local stack,
 * the browser) run on every allowed CPU but the last, and every renderer process's main thread (the
 * thread whose id is the process id) is moved onto the last one, alone. A thread a renderer's main
 * thread starts inherits that core, so the renderers' threads are looked at every 100 ms and every
 * other one is moved back. Elsewhere, or with one CPU, nothing is pinned and the caller says so.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** "0-1,3" (Linux's CPU list format, as in /proc/<pid>/status) -> [0, 1, 3]. */
export function parseCpuList(list: string): number[] {
  const cpus: number[] = [];
  for (const part of list.trim().split(',').filter(Boolean)) {
    const [from, to = from] = part.split('-').map(Number);
    if (!Number.isInteger(from) || !Number.isInteger(to)) throw new Error(`not a CPU list: ${list}`);
    for (let cpu = from!; cpu <= to!; cpu++) cpus.push(cpu);
  }
  return cpus;
}

/** The parent process id from /proc/<pid>/stat (after the command name, which may hold spaces). */
export function parentOf(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

export interface OwnCore {
  /** The CPU the renderers' main threads have to themselves. */
  core: number;
  /** The CPUs everything else runs on, as a CPU list. */
  others: string;
  /** Renderer main threads moved so far. */
  moved: () => number;
  /** Stops looking, and gives this process's threads every allowed CPU again. */
  stop: () => void;
}

const read = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** Starts the pinning; answers why not when it cannot (the caller measures on shared cores then). */
export function giveMainThreadOwnCore(): OwnCore | { reason: string } {
  if (process.platform !== 'linux') return { reason: 'not Linux' };
  const allowed = /^Cpus_allowed_list:\s*(\S+)/m.exec(read('/proc/self/status') ?? '')?.[1];
  const cpus = allowed ? parseCpuList(allowed) : [];
  if (cpus.length < 2) return { reason: `${cpus.length || 'an unknown number of'} CPU(s) allowed` };
  const core = cpus.at(-1)!;
  const others = cpus.slice(0, -1).join(',');
  try {
    // -a: every thread of this process; what it starts from now on inherits the set.
    execFileSync('taskset', ['-a', '-p', '-c', others, String(process.pid)], { stdio: 'ignore' });
  } catch {
    return { reason: 'taskset (util-linux) not found or refused' };
  }

  const self = process.pid;
  /** pid -> whether it is a renderer this process started. */
  const renderers = new Map<number, boolean>();
  /** "pid/tid" -> the CPU list it was moved to. */
  const placed = new Map<string, string>();
  let moved = 0;

  const descendsFromSelf = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 32; hops++) {
      if (p === self) return true;
      const stat = read(`/proc/${p}/stat`);
      if (!stat) return false;
      p = parentOf(stat);
    }
    return false;
  };

  const scan = () => {
    const alive = new Set<number>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const pid = Number(entry);
      alive.add(pid);
      let renderer = renderers.get(pid);
      if (renderer === undefined) {
        renderer = (read(`/proc/${pid}/cmdline`) ?? '').includes('--type=renderer') && descendsFromSelf(pid);
        renderers.set(pid, renderer);
      }
      if (!renderer) continue;
      let tids: string[];
      try {
        tids = fs.readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const tid of tids) {
        const want = Number(tid) === pid ? String(core) : others;
        const key = `${pid}/${tid}`;
        if (placed.get(key) === want) continue;
        placed.set(key, want);
        if (want === String(core)) moved++;
        // Fire and forget: a thread that ended meanwhile makes taskset fail, which is fine.
        execFile('taskset', ['-p', '-c', want, tid], () => {});
      }
    }
    for (const pid of renderers.keys()) if (!alive.has(pid)) renderers.delete(pid);
    for (const key of placed.keys()) if (!alive.has(Number(key.split('/')[0]))) placed.delete(key);
  };
  scan();
  const timer = setInterval(scan, 100);
  timer.unref();
  return {
    core,
    others,
    moved: () => moved,
    stop: () => {
      clearInterval(timer);
      execFileSync('taskset', ['-a', '-p', '-c', allowed!, String(self)], { stdio: 'ignore' });
    },
  };
}
