// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { Notice, useRowAction } from './Notice.tsx';

afterEach(cleanup);

describe('Notice', () => {
  it('is an empty live line until an action has something to say, then says it in its tone', () => {
    const { rerender } = render(<Notice notice={null} />);
    const line = screen.getByRole('status');
    expect(line.textContent).toBe('');
    expect(line.className).toBe('adm-notice');
    rerender(<Notice notice={{ tone: 'warn', text: 'Could not refund' }} />);
    expect(screen.getByRole('status')).toBe(line);
    expect(line.textContent).toBe('Could not refund');
    expect(line.className).toBe('adm-notice adm-notice--warn');
  });
});

describe('useRowAction', () => {
  it('marks the row busy while it runs, then says it was done and reads the list again', async () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useRowAction(reload));
    let finish!: () => void;
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(
        'row-1',
        () => new Promise<void>((r) => (finish = r)),
        'Done',
        () => 'Failed',
      );
    });
    expect(result.current.busy).toBe('row-1');
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBeNull();
    expect(result.current.notice).toEqual({ tone: 'ok', text: 'Done' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says why it failed, from the error, and reads the list again all the same', async () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useRowAction(reload));
    await act(() =>
      result.current.run(
        'row-2',
        () => Promise.reject(new Error('gone')),
        'Done',
        (e) => `Failed: ${(e as Error).message}`,
      ),
    );
    expect(result.current.busy).toBeNull();
    expect(result.current.notice).toEqual({ tone: 'warn', text: 'Failed: gone' });
    expect(reload).toHaveBeenCalledOnce();
  });
});
