// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useNow } from './use-now.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('reads the time again every tick, and stops when the component goes', () => {
    const start = Date.now();
    const { result, unmount } = renderHook(() => useNow(30_000));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + 30_000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ticks every second unless told otherwise', () => {
    const start = Date.now();
    const { result } = renderHook(() => useNow());
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(start + 1_000);
  });
});
