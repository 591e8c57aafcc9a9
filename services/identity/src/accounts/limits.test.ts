import { describe, expect, it } from 'vitest';
import type { HttpEvent } from '@konstvagg/lambda-kit';
import { clientIp, tooManyAttempts } from './limits.ts';

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as HttpEvent;

describe('client IP', () => {
  it("is API Gateway's sourceIp without CloudFront", () => {
    expect(clientIp(event('203.0.113.7'))).toBe('203.0.113.7');
  });

  it("is the viewer's address from the CloudFront Function's header (IPv4 and IPv6)", () => {
    expect(clientIp(event('130.176.1.1', { 'x-konstvagg-viewer-ip': '198.51.100.23' }))).toBe(
      '198.51.100.23',
    );
    expect(clientIp(event('130.176.1.1', { 'x-konstvagg-viewer-ip': '2001:db8::17' }))).toBe('2001:db8::17');
  });

  it('ignores a viewer header that is not an address', () => {
    expect(clientIp(event('203.0.113.7', { 'x-konstvagg-viewer-ip': 'RATE#x<script>' }))).toBe('203.0.113.7');
  });
});

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
