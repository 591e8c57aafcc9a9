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
 * So, on Linux with util-linux's `taskset`: every renderer main thread this process started (the
 * thread whose id is the process id; a renderer forked by Chromium's zygote is known once it has
 * rewritten its command line) runs on the last allowed CPU, alone, and every other thread on
 * the machine that may run there is moved off it while it measures: this process and what it starts
 * (the local stack, the browser), and also what it did not start (an editor, a shell, a test run),
 * which would otherwise land on the page's core. A new thread inherits its creator's CPUs, so the
 * threads are looked at every 100 ms: a renderer main thread's new threads are moved off its core,
 * and a new thread anywhere else is checked like the rest. At the end every thread it moved gets its
 * CPUs back, and so does one started meanwhile by a thread it had moved (it inherited the smaller
 * set); so they do when the run is stopped by a signal, and a run killed outright leaves the list on
 * disk (LEFT_PINNED) for the next to give back. A thread it may not move (another user's, without root) or that may run on the last CPU
 * only (a per-CPU kernel thread) is left as it is. The renderers' other threads (the compositor, IPC,
 * devtools throttling's timer) are put first in line on the other CPUs (nice -10, where allowed), as
 * a phone runs its foreground app's threads before the rest: the main thread waits on them. Elsewhere,
 * or with one CPU, nothing is pinned and the caller says so.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs, { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): state, ppid, … */
export function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The parent process id from /proc/<pid>/stat. */
export function parentOf(stat: string): number {
  return Number(statFields(stat)[1]);
}

export interface OwnCore {
  /** The CPU the renderers' main threads have to themselves. */
  core: number;
  /** The CPUs everything else runs on, as a CPU list. */
  others: string;
  /** Renderer main threads moved so far. */
  moved: () => number;
  /** Renderers' other threads put first in line on the other CPUs so far (needs root). */
  favoured: () => number;
  /** Stops looking, and gives every thread it moved its CPUs back. */
  stop: () => void;
}

/** The nice value of a renderer's other threads (0 is everyone's; lower runs first). */
export const FIRST_IN_LINE = -10;

const read = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};
/** The CPU list a /proc/<pid>/status (or task status) allows. */
export const allowedOf = (status: string | null): string | undefined =>
  /^Cpus_allowed_list:\s*(\S+)/m.exec(status ?? '')?.[1];

/** Starts the pinning; answers why not when it cannot (the caller measures on shared cores then). */
/** Where a measuring run keeps what it has to give back (see giveMainThreadOwnCore). */
export const LEFT_PINNED = path.join(os.tmpdir(), 'konstvagg-own-core.json');
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function giveBackAll(entries: Iterable<[number, string]>): void {
  for (const [tid, list] of entries) {
    try {
      execFileSync('taskset', ['-p', '-c', list, String(tid)], { stdio: 'ignore' });
    } catch {
      /* ended meanwhile */
    }
  }
}

/** Gives back the CPUs an earlier run moved threads off, if it was killed before it could. */
export function giveBackLeftPinned(): number {
  if (!existsSync(LEFT_PINNED)) return 0;
  let entries: [number, string][] = [];
  try {
    entries = JSON.parse(readFileSync(LEFT_PINNED, 'utf8')) as [number, string][];
  } catch {
    /* unreadable: nothing to give back */
  }
  giveBackAll(entries);
  rmSync(LEFT_PINNED, { force: true });
  return entries.length;
}

export function giveMainThreadOwnCore(): OwnCore | { reason: string } {
  if (process.platform !== 'linux') return { reason: 'not Linux' };
  if (giveBackLeftPinned() > 0) console.log('Gave back the CPUs a killed run had left pinned.');
  const allowed = allowedOf(read('/proc/self/status'));
  const cpus = allowed ? parseCpuList(allowed) : [];
  if (cpus.length < 2) return { reason: `${cpus.length || 'an unknown number of'} CPU(s) allowed` };
  const core = cpus.at(-1)!;
  const others = cpus.slice(0, -1).join(',');
  const self = process.pid;
  try {
    // -a: every thread of this process; what it starts from now on inherits the set.
    execFileSync('taskset', ['-a', '-p', '-c', others, String(self)], { stdio: 'ignore' });
  } catch {
    return { reason: 'taskset (util-linux) not found or refused' };
  }

  /** pid -> a renderer this process started, a kernel thread (the kernel places those), or other. */
  const kinds = new Map<number, 'renderer' | 'kernel' | 'other'>();
  /** The threads looked at already. */
  const seen = new Set<number>();
  /** tid -> the CPU list it gets back at the end (this process's own threads get theirs with -a). */
  const giveBack = new Map<number, string>();
  /** Processes with a thread moved off the core: what they start meanwhile inherits the smaller set. */
  const shrunk = new Set<number>([self]);
  let moved = 0;
  let favoured = 0;
  let firstScan = true;

  const descendsFromSelf = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 32; hops++) {
      if (p === self) return true;
      const stat = read(`/proc/${p}/stat`);
      if (!stat) return false;
      p = parentOf(stat);
    }
    return false;
  };
  const place = (tid: number, list: string) => {
    // Fire and forget: a thread that ended meanwhile, or that is not ours to move, makes taskset
    // fail, which is fine. The first look is synchronous, so what starts next inherits the set.
    if (firstScan) {
      try {
        execFileSync('taskset', ['-p', '-c', list, String(tid)], { stdio: 'ignore' });
      } catch {
        /* ended meanwhile, or not ours to move */
      }
    } else execFile('taskset', ['-p', '-c', list, String(tid)], () => {});
  };

  const scan = () => {
    const alive = new Set<number>();
    const aliveTids = new Set<number>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const pid = Number(entry);
      alive.add(pid);
      let kind = kinds.get(pid);
      if (kind === undefined) {
        const cmdline = read(`/proc/${pid}/cmdline`);
        if (cmdline === null) continue; // ended meanwhile
        // Chromium's zygote forks a renderer, which then rewrites its command line from the zygote's
        // to its own. Until it has, it is not known yet: looked at again next time, and left as it
        // is meanwhile (it descends from this process, so it is off the core already). The zygote
        // itself stays that way, and starts no thread of its own that needs the core.
        if (cmdline.includes('--type=zygote') && descendsFromSelf(pid)) continue;
        kind = !cmdline
          ? 'kernel'
          : cmdline.includes('--type=renderer') && descendsFromSelf(pid)
            ? 'renderer'
            : 'other';
        kinds.set(pid, kind);
      }
      if (kind === 'kernel') continue;
      let tids: string[];
      try {
        tids = fs.readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const entryTid of tids) {
        const tid = Number(entryTid);
        aliveTids.add(tid);
        if (seen.has(tid)) continue;
        seen.add(tid);
        if (kind === 'renderer') {
          if (tid === pid) {
            place(tid, String(core));
            moved++;
          } else {
            place(tid, others);
            // First in line on the other CPUs, as a phone's foreground app: the main thread waits on
            // these (the compositor's commit, IPC replies, devtools throttling's timer thread).
            try {
              os.setPriority(tid, FIRST_IN_LINE);
              favoured++;
            } catch {
              /* not allowed (raising a priority needs root or CAP_SYS_NICE), or ended meanwhile */
            }
          }
          continue;
        }
        const list = allowedOf(read(`/proc/${pid}/task/${tid}/status`));
        if (!list) continue;
        const its = parseCpuList(list);
        if (!its.includes(core)) {
          // Started meanwhile by a thread moved off the core: it inherited the smaller set.
          const creator = tid === pid ? parentOf(read(`/proc/${pid}/stat`) ?? '') : pid;
          if (!firstScan && shrunk.has(creator)) {
            giveBack.set(tid, [...its, core].sort((a, b) => a - b).join(','));
            shrunk.add(pid);
          }
          continue;
        }
        if (its.length === 1) continue; // may run on that CPU only
        place(tid, its.filter((c) => c !== core).join(','));
        giveBack.set(tid, list);
        shrunk.add(pid);
      }
    }
    for (const pid of kinds.keys()) if (!alive.has(pid)) kinds.delete(pid);
    for (const pid of shrunk) if (!alive.has(pid)) shrunk.delete(pid);
    for (const tid of seen) if (!aliveTids.has(tid)) seen.delete(tid);
    for (const tid of giveBack.keys()) if (!aliveTids.has(tid)) giveBack.delete(tid);
    firstScan = false;
  };
  let written = -1;
  const scanAndRecord = () => {
    scan();
    // What to give back is also on disk while it measures: a run killed outright (SIGKILL, which
    // no handler sees) left the whole machine on one core until then; the next run gives it back.
    if (giveBack.size !== written) {
      writeFileSync(LEFT_PINNED, JSON.stringify([...giveBack]));
      written = giveBack.size;
    }
  };
  scanAndRecord();
  const timer = setInterval(scanAndRecord, 100);
  timer.unref();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    for (const signal of SIGNALS) process.off(signal, onSignal);
    process.off('exit', stop);
    scan(); // what started since the last look
    execFileSync('taskset', ['-a', '-p', '-c', allowed!, String(self)], { stdio: 'ignore' });
    giveBackAll(giveBack);
    rmSync(LEFT_PINNED, { force: true });
  };
  // Stopped by a signal (Ctrl-C, `timeout`) or an exit without stop(): every thread gets its CPUs back first.
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    process.exit(128 + (os.constants.signals[signal] ?? 15));
  };
  for (const signal of SIGNALS) process.once(signal, onSignal);
  process.once('exit', stop);
  return {
    core,
    others,
    moved: () => moved,
    favoured: () => favoured,
    stop,
  };
}
