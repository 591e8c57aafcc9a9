import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { advance, offsetMs, onClockChange, persistClock, setOffset } from './clock.ts';

describe('persistClock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kv-clock-'));
  const file = path.join(dir, 'clock.json');
  afterEach(async () => {
    await setOffset(0);
    rmSync(file, { force: true });
  });

  it('restores the offset a stack had moved to before it was stopped or killed', async () => {
    const stop = await persistClock(file);
    await advance(7 * 24 * 3_600_000);
    stop();
    await setOffset(0); // a new process starts at real time
    const again = await persistClock(file);
    expect(offsetMs()).toBe(7 * 24 * 3_600_000);
    again();
  });

  it('writes every move, and stops writing when told', async () => {
    const stop = await persistClock(file);
    await advance(60_000);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ offsetMs: 60_000 });
    stop();
    await advance(60_000);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ offsetMs: 60_000 });
  });

  it('writes the move before the schedules it makes due run (a crash during them keeps it)', async () => {
    // Registered first, as the scheduler is when the stack starts: it still sees the move on disk.
    let seenOnDisk: unknown = null;
    const off = onClockChange(() => {
      seenOnDisk = JSON.parse(readFileSync(file, 'utf8'));
    });
    const stop = await persistClock(file);
    await advance(3_600_000);
    expect(seenOnDisk).toEqual({ offsetMs: 3_600_000 });
    off();
    stop();
  });

  it('starts at real time from a damaged file', async () => {
    writeFileSync(file, '{"offsetMs": ');
    const stop = await persistClock(file);
    expect(offsetMs()).toBe(0);
    stop();
  });
});
