import { defineOperation } from '@konstvagg/lambda-kit';
import { DISALLOWED_PATHS, siteOrigin } from './site-paths.ts';

/** The robots.txt text: public pages open, private areas closed, the sitemap named. */
function robotsText(): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /robots.txt (served at the site root too: the gateway and CloudFront map /robots.txt here). */
export const robots = defineOperation({
  response: 'binary',
  async run() {
    return {
      binary: Buffer.from(robotsText(), 'utf8'),
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
    };
  },
});
