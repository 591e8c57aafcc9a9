import { existsSync, readFileSync } from 'node:fs';
import { writeJsonAtomic } from './local-config.ts';

/**
 * The local stack's controllable clock. Tests move time forward (e.g. 7 days, past a pickup
 * deadline) instead of waiting. The offset lives on globalThis under the same symbol that
 * `@konstvagg/lambda-kit/clock` reads, so the scheduler, the Stripe stand-in and every handler
 * in this process see one time. (Not imported from lambda-kit so that this also works for
 * processes that load no handler.)
 */
const KEY = Symbol.for('konstvagg.clockOffsetMs');
type WithOffset = typeof globalThis & { [KEY]?: number };

type Listener = (nowMs: number) => void | Promise<void>;
const listeners = new Set<Listener>();

export function offsetMs(): number {
  return (globalThis as WithOffset)[KEY] ?? 0;
}

/** The current local time in epoch milliseconds (real time plus the offset). */
export function now(): number {
  return Date.now() + offsetMs();
}

export function nowDate(): Date {
  return new Date(now());
}

/** Sets the absolute offset; returns the new now(). Listeners (the scheduler) run before it resolves. */
export async function setOffset(ms: number): Promise<number> {
  if (!Number.isFinite(ms)) throw new TypeError('offset must be a finite number of milliseconds');
  (globalThis as WithOffset)[KEY] = Math.trunc(ms);
  // Written before any listener runs: the scheduler's due schedules may take a while, and a crash
  // meanwhile must not wake the stack up at the old time.
  for (const keep of keepers) keep(offsetMs());
  const t = now();
  for (const l of listeners) await l(t);
  return t;
}

/** Synchronous writers of the offset (persistClock), run first on every change. */
const keepers = new Set<(offsetMs: number) => void>();

/** Moves time forward (or back, with a negative value) by ms. */
export function advance(ms: number): Promise<number> {
  if (!Number.isFinite(ms)) throw new TypeError('ms must be a finite number');
  return setOffset(offsetMs() + ms);
}

/** Called after every change of the offset, so due schedules fire as soon as time moves. */
export function onClockChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface Clock {
  now: typeof now;
  advance: typeof advance;
  setOffset: typeof setOffset;
  offsetMs: typeof offsetMs;
}

export const clock: Clock = { now, advance, setOffset, offsetMs };

/**
 * Keeps the clock's offset in `file` across restarts: restores it now, and writes it on every
 * change, before the change's listeners run. A stack that moved time 7 days on and is then killed
 * (even while the schedules that became due are running) must not wake up 7 days earlier,
 * with its data (paid orders, due schedules, webhooks waiting) dated in its future. Returns the
 * function that stops writing.
 */
export async function persistClock(file: string): Promise<() => void> {
  if (existsSync(file)) {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown };
      if (typeof saved.offsetMs === 'number') await setOffset(saved.offsetMs);
    } catch {
      // a damaged file: the clock starts at real time, and the next move writes it anew
    }
  }
  const keep = (offset: number) => writeJsonAtomic(file, { offsetMs: offset });
  keepers.add(keep);
  return () => keepers.delete(keep);
}
