import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOfFunction, startLambdaInvoke, type LambdaInvokeEngine } from './lambda-invoke.ts';

describe('local Lambda Invoke endpoint', () => {
  let engine: LambdaInvokeEngine;
  beforeAll(async () => {
    engine = await startLambdaInvoke({
      invoke: async (service, event) => {
        if ((event as { fail?: boolean }).fail) throw new TypeError('boom');
        return { service, echo: event };
      },
    });
  });
  afterAll(() => engine?.stop());

  const invoke = (fn: string, body: unknown) =>
    fetch(`${engine.endpoint}/2015-03-31/functions/${encodeURIComponent(fn)}/invocations`, {
      method: 'POST',
      body: JSON.stringify(body),
    });

  it('maps function names and ARNs to services', () => {
    expect(serviceOfFunction('konstvagg-identity')).toBe('identity');
    expect(serviceOfFunction('arn:aws:lambda:eu-north-1:000000000000:function:konstvagg-orders')).toBe(
      'orders',
    );
    expect(
      serviceOfFunction('arn:aws:lambda:eu-north-1:000000000000:function:konstvagg-orders:$LATEST'),
    ).toBe('orders');
    expect(serviceOfFunction('konstvagg-unknown')).toBeNull();
    expect(serviceOfFunction('other')).toBeNull();
  });

  it('returns the handler result, and a function error the way Lambda reports it', async () => {
    const ok = await invoke('konstvagg-identity', { triggerSource: 'CustomMessage_SignUp' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ service: 'identity', echo: { triggerSource: 'CustomMessage_SignUp' } });
    const failed = await invoke('konstvagg-identity', { fail: true });
    expect(failed.status).toBe(200);
    expect(failed.headers.get('x-amz-function-error')).toBe('Unhandled');
    expect(await failed.json()).toMatchObject({ errorType: 'TypeError', errorMessage: 'boom' });
    expect((await invoke('someone-else', {})).status).toBe(404);
  });
});
