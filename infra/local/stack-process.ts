/**
 * The local stack in a process of its own, for tests that kill it hard and start it again on the
 * same data (the crash test, crash.int.test.ts): `node --import tsx infra/local/stack-process.ts`
 * with PORT and KONSTVAGG_DATA_DIR, and KONSTVAGG_SEED=demo|none|if-empty (default if-empty). It
 * prints one line `READY {json}` (the gateway's origin, the handlers' environment, the demo logins,
 * the engines' process groups) when it serves, and runs until killed.
 */
import { startLocalStack } from './stack.ts';

const seed = (process.env.KONSTVAGG_SEED ?? 'if-empty') as 'demo' | 'none' | 'if-empty';
const stack = await startLocalStack({
  port: Number(process.env.PORT ?? 0),
  dataDir: process.env.KONSTVAGG_DATA_DIR,
  seed,
  serveFrontends: false,
});
process.stdout.write(
  `READY ${JSON.stringify({
    baseUrl: stack.baseUrl,
    env: stack.env,
    demoLogins: stack.demoLogins,
    engineGroups: [stack.engines.dynamodbPid, stack.engines.cognitoPid],
  })}\n`,
);
