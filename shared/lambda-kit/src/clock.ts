/**
 * The service clock. On AWS it is the system clock; the local runtime can move it forward so that
 * tests can let 7 days pass (pickup deadlines, refunds, payouts). The offset lives on globalThis so
 * the local scheduler and every handler module in the process share it.
 */
const KEY = Symbol.for('konstvagg.clockOffsetMs');
type WithOffset = typeof globalThis & { [KEY]?: number };

export function clockOffsetMs(): number {
  return (globalThis as WithOffset)[KEY] ?? 0;
}

export function now(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

export function nowIso(): string {
  return now().toISOString();
}

/** Local runtime and tests only. */
export function setClockOffset(ms: number): void {
  (globalThis as WithOffset)[KEY] = ms;
}

export function advanceClock(ms: number): Date {
  setClockOffset(clockOffsetMs() + ms);
  return now();
}
