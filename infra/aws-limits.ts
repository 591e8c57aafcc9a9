/**
 * What API Gateway (HTTP API) and Lambda refuse, in one place: the CDK app sets the integration
 * timeout from it, and the local gateway refuses the same requests with the same status, so a
 * request that works on one machine cannot fail only on AWS (issue 42; docs/architecture.md, the local runtime).
 */
export const AWS_LIMITS = {
  /** HTTP API's largest request payload: more is a 413 before anything is invoked. */
  apiPayloadBytes: 10 * 1024 * 1024,
  /**
   * Lambda's synchronous invocation payload, each way: the event as JSON (a binary body in it is
   * base64, a third larger, so about 4.5 MB of file) and the function's answer. A larger event is
   * a 413; a larger answer makes the invocation fail, which HTTP API answers with a 500.
   */
  lambdaPayloadBytes: 6 * 1024 * 1024,
  /** HTTP API's integration timeout (its maximum): no answer by then is a 503. */
  integrationTimeoutMs: 29_000,
} as const;
