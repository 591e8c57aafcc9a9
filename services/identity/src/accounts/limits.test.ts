import { describe, expect, it } from 'vitest';
import { tooManyAttempts } from './limits.ts';

describe('too many attempts', () => {
  it('is a 429 with Retry-After in seconds and the wait in whole minutes', () => {
    const err = tooManyAttempts(61);
    expect(err.status).toBe(429);
    expect(err.code).toBe('too_many_attempts');
    expect(err.headers).toEqual({ 'Retry-After': '61' });
    expect(err.messageValues).toEqual({ minutes: 2 });
    expect(tooManyAttempts(5).messageValues).toEqual({ minutes: 1 });
  });
});
