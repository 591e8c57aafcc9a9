// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { useToast, type Toaster } from '@konstvagg/ui';
import { en } from '../messages/en.ts';
import { ToastProvider } from './ToastProvider.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  let toaster: Toaster | null = null;
  function Grab() {
    toaster = useToast();
    return null;
  }
  render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </IntlProvider>,
  );
  return () => toaster!;
}

describe('toasts', () => {
  it('stay 3 s for success, 4 s by default and 5 s for errors', () => {
    vi.useFakeTimers();
    const toast = setup();
    act(() => {
      toast().success('Saved');
      toast().show('Note');
      toast().error('Failed');
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3001));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Note')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Note')).toBeNull();
    expect(screen.getByText('Failed')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('announce through live regions: errors assertively, the rest politely', () => {
    const toast = setup();
    act(() => {
      toast().success('Saved');
      toast().error('Failed');
    });
    expect(screen.getByText('Saved').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Failed').closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
  });

  it('can be dismissed', () => {
    const toast = setup();
    act(() => toast().show('Note'));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText('Note')).toBeNull();
  });
});
