import { describe, expect, it } from 'vitest';
import { clientIp } from './rate-limit.ts';

const event = (sourceIp: string, headers: Record<string, string> = {}) => ({
  headers,
  requestContext: { http: { sourceIp } },
});

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
