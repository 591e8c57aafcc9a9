// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { authMessage } from '@konstvagg/i18n';
import { ApiError, LanguageProvider } from '@konstvagg/ui';
import { useCodeForm } from './MfaCodeField.tsx';

afterEach(cleanup);

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function codeForm(
  send: (code: string) => Promise<void>,
  failed: (error: unknown) => string | null = () => 'Something went wrong',
) {
  return renderHook(() => useCodeForm(send, failed), {
    wrapper: ({ children }) => <LanguageProvider initial="en">{children}</LanguageProvider>,
  }).result;
}

describe('useCodeForm', () => {
  it('names a code of the wrong shape at the field, without a call', async () => {
    const send = vi.fn(async () => {});
    const form = codeForm(send);
    act(() => form.current.field.onChange('12 34'));
    await act(() => form.current.submit(event()));
    expect(send).not.toHaveBeenCalled();
    expect(form.current.field.error).toBe(authMessage('en', 'auth.mfa_code_format'));
    // Typing again clears it.
    act(() => form.current.field.onChange('12 345'));
    expect(form.current.field.error).toBeNull();
  });

  it('sends the digits alone, and stays busy once sent (the page moves on)', async () => {
    const send = vi.fn(async (_code: string) => {});
    const form = codeForm(send);
    act(() => form.current.field.onChange('123 456'));
    await act(() => form.current.submit(event()));
    expect(send).toHaveBeenCalledWith('123456');
    expect(form.current.busy).toBe(true);
    expect(form.current.failure).toBeNull();
  });

  it('names a code the server turns down at the field, and empties it', async () => {
    const form = codeForm(async () => {
      throw new ApiError(400, 'validation_error', 'Invalid', { code: 'That code is not right.' });
    });
    act(() => form.current.field.onChange('123456'));
    await act(() => form.current.submit(event()));
    expect(form.current.field).toMatchObject({ value: '', error: 'That code is not right.' });
    expect(form.current.busy).toBe(false);
    expect(form.current.failure).toBeNull();
  });

  it('leaves any other failure to the caller’s words, none when it says nothing', async () => {
    const failure = new ApiError(503, 'unavailable', 'Try later');
    const failed = vi.fn((_: unknown): string | null => 'Try later');
    const form = codeForm(async () => {
      throw failure;
    }, failed);
    act(() => form.current.field.onChange('123456'));
    await act(() => form.current.submit(event()));
    expect(failed).toHaveBeenCalledWith(failure);
    expect(form.current.failure).toBe('Try later');
    expect(form.current.field.value).toBe('123456');

    failed.mockReturnValue(null);
    await act(() => form.current.submit(event()));
    expect(form.current.failure).toBeNull();
  });
});
