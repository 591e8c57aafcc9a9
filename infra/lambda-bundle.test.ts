import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coldStartOutputs, LAMBDA_ENTRY_FILE, lambdaBundleOptions } from './lambda-bundle.ts';

/**
 * What only some requests need is not read at a cold start (issue 43): the bundle splits at each
 * `import()`, and these libraries stay behind one. A static import of any of them (or of a module
 * that imports one) brings it back into every cold start, and this test fails.
 */
const out = mkdtempSync(join(tmpdir(), 'konstvagg-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The bundle's source files a cold start loads, and all its source files. */
async function bundleOf(service: string) {
  const dir = join(out, service);
  const { metafile } = await build({
    ...lambdaBundleOptions(`services/${service}/src/handler.ts`, dir),
    metafile: true,
    logLevel: 'error',
  });
  const atColdStart = coldStartOutputs(metafile, join(dir, LAMBDA_ENTRY_FILE)).flatMap((o) => o.inputs);
  const all = Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs));
  return { atColdStart, all };
}
const from = (inputs: string[], pkg: string) => inputs.filter((i) => i.includes(`node_modules/${pkg}/`));

describe('a Lambda cold start', { timeout: 60_000 }, () => {
  it('orders: the Stripe SDK loads with the first call to Stripe, not at every cold start', async () => {
    const { atColdStart, all } = await bundleOf('orders');
    expect(from(all, 'stripe').length).toBeGreaterThan(10);
    expect(from(atColdStart, 'stripe')).toEqual([]);
    // The rest of the function is there: the DynamoDB client and the webhook's handler.
    expect(from(atColdStart, '@aws-sdk/client-dynamodb').length).toBeGreaterThan(0);
    expect(atColdStart.some((i) => i.endsWith('services/orders/src/webhooks/stripe-webhook.ts'))).toBe(true);
  });

  it('catalog: the label PDF and the QR encoder load only for a label or a code', async () => {
    const { atColdStart, all } = await bundleOf('catalog');
    expect(from(all, 'pdf-lib').length).toBeGreaterThan(0);
    expect(from(atColdStart, 'pdf-lib')).toEqual([]);
    expect(from(all, 'qrcode').length).toBeGreaterThan(0);
    expect(from(atColdStart, 'qrcode')).toEqual([]);
  });
});
