import { describe, expect, it } from 'vitest';
import {
  MAX_EXCEPTIONS,
  addException,
  copyDayToAll,
  hoursFromWire,
  hoursProblems,
  hoursToWire,
  removeException,
  sameHours,
  setDay,
  setException,
} from './hours.ts';

describe('opening hours editor state', () => {
  it('reads the contract pairs; null and missing days are closed', () => {
    const state = hoursFromWire({
      monday: { open: '09:00', close: '17:00' },
      tuesday: { open: '10:00', close: '22:30' },
      wednesday: null,
    });
    expect(state.days.monday).toEqual({ closed: false, open: '09:00', close: '17:00' });
    expect(state.days.tuesday).toEqual({ closed: false, open: '10:00', close: '22:30' });
    expect(state.days.wednesday.closed).toBe(true);
    expect(state.days.sunday.closed).toBe(true);
  });

  it('writes every weekday as {open, close} or null, and the exceptions sorted by date', () => {
    let state = hoursFromWire({ monday: { open: '09:00', close: '17:00' } });
    state = addException(state, '2026-12-31');
    state = addException(state, '2026-12-24');
    const late = state.exceptions.find((e) => e.date === '2026-12-31')!;
    state = setException(state, late.key, {
      closed: false,
      open: '12:00',
      close: '15:00',
      note: ' New Year ',
    });
    const wire = hoursToWire(state);
    expect(wire.monday).toEqual({ open: '09:00', close: '17:00' });
    expect(wire.friday).toBeNull();
    expect(wire.exceptions).toEqual([
      { date: '2026-12-24', closed: true },
      { date: '2026-12-31', closed: false, open: '12:00', close: '15:00', note: 'New Year' },
    ]);
  });

  it('survives a round trip through the wire format', () => {
    const before = addException(setDay(hoursFromWire(null), 'friday', { closed: false }), '2027-01-06');
    const after = hoursFromWire(hoursToWire(before));
    expect(sameHours(before, after)).toBe(true);
  });

  it('names a day that closes before it opens, a bad time, a missing date and a repeated date', () => {
    let state = setDay(hoursFromWire(null), 'monday', { closed: false, open: '18:00', close: '09:00' });
    state = setDay(state, 'tuesday', { closed: false, open: '25:00', close: '26:00' });
    state = addException(state, '2026-05-01');
    state = addException(state, '2026-05-01');
    state = addException(state, '');
    const [, second, third] = state.exceptions;
    expect(hoursProblems(state)).toEqual({
      monday: 'order',
      tuesday: 'time',
      [`${second!.key}.date`]: 'duplicate',
      [`${third!.key}.date`]: 'date',
    });
  });

  it('ignores the times of a closed day', () => {
    const state = setDay(hoursFromWire(null), 'monday', { closed: true, open: '18:00', close: '09:00' });
    expect(hoursProblems(state)).toEqual({});
  });

  it('copies one day to the whole week', () => {
    const state = copyDayToAll(
      setDay(hoursFromWire(null), 'monday', { closed: false, open: '08:00', close: '16:00' }),
      'monday',
    );
    expect(Object.values(hoursToWire(state)).filter((v) => !Array.isArray(v))).toEqual(
      Array(7).fill({ open: '08:00', close: '16:00' }),
    );
  });

  it('adds at most the limit of exceptions and removes one by its key', () => {
    let state = hoursFromWire(null);
    for (let i = 0; i < MAX_EXCEPTIONS + 3; i++)
      state = addException(state, `2026-01-${String((i % 28) + 1).padStart(2, '0')}`);
    expect(state.exceptions).toHaveLength(MAX_EXCEPTIONS);
    const gone = state.exceptions[0]!.key;
    expect(removeException(state, gone).exceptions.map((e) => e.key)).not.toContain(gone);
  });
});
