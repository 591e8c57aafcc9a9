import { describe, expect, it } from 'vitest';
import { ordersFunctionArn, rememberInvokedArn } from './target.ts';

const FUNCTION = 'arn:aws:lambda:eu-north-1:123456789012:function:konstvagg-prod-orders';

describe("the orders schedules' target", () => {
  it('is the live alias the function was invoked through, so a rollback reaches schedules too', () => {
    rememberInvokedArn(`${FUNCTION}:live`);
    expect(ordersFunctionArn()).toBe(`${FUNCTION}:live`);
  });

  it('is the plain function for a version number or $LATEST (an invocation by hand)', () => {
    rememberInvokedArn(`${FUNCTION}:12`);
    expect(ordersFunctionArn()).toBe(FUNCTION);
    rememberInvokedArn(`${FUNCTION}:$LATEST`);
    expect(ordersFunctionArn()).toBe(FUNCTION);
    rememberInvokedArn(FUNCTION);
    expect(ordersFunctionArn()).toBe(FUNCTION);
  });
});
