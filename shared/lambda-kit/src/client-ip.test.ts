import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from './origin.ts';
import { clientIp } from './rate-limit.ts';

// On AWS the functions know the origin secret and CloudFront sends it with every request.
beforeAll(() => {
  process.env.ORIGIN_SECRET = 'from-cloudfront';
});
afterAll(() => {
  delete process.env.ORIGIN_SECRET;
});
const viaCdn = (headers: Record<string, string>) => ({
  ...headers,
  [ORIGIN_SECRET_HEADER]: 'from-cloudfront',
});

const event = (sourceIp: string, headers: Record<string, string> = {}) => ({
  headers,
  requestContext: { http: { sourceIp } },
});

describe('client IP', () => {
  it("is API Gateway's sourceIp without CloudFront", () => {
    expect(clientIp(event('203.0.113.7'))).toBe('203.0.113.7');
  });

  it("is the viewer's address from the CloudFront Function's header (IPv4 and IPv6)", () => {
    expect(clientIp(event('130.176.1.1', viaCdn({ 'x-konstvagg-viewer-ip': '198.51.100.23' })))).toBe(
      '198.51.100.23',
    );
    expect(clientIp(event('130.176.1.1', viaCdn({ 'x-konstvagg-viewer-ip': '2001:db8::17' })))).toBe(
      '2001:db8::17',
    );
  });

  it('ignores a viewer header that is not an address', () => {
    expect(clientIp(event('203.0.113.7', viaCdn({ 'x-konstvagg-viewer-ip': 'RATE#x<script>' })))).toBe(
      '203.0.113.7',
    );
  });

  it('ignores the viewer header on a request without the origin secret (a direct or local call, issue 9)', () => {
    expect(clientIp(event('203.0.113.7', { 'x-konstvagg-viewer-ip': '198.51.100.23' }))).toBe('203.0.113.7');
    expect(
      clientIp(
        event('203.0.113.7', { 'x-konstvagg-viewer-ip': '198.51.100.23', [ORIGIN_SECRET_HEADER]: 'guess' }),
      ),
    ).toBe('203.0.113.7');
    delete process.env.ORIGIN_SECRET;
    try {
      expect(clientIp(event('127.0.0.1', { 'x-konstvagg-viewer-ip': '198.51.100.23' }))).toBe('127.0.0.1');
    } finally {
      process.env.ORIGIN_SECRET = 'from-cloudfront';
    }
  });
});
