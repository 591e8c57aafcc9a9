import { defineConfig } from 'vitest/config';

/**
 * Test projects (npm test runs them all, see scripts/test.ts):
 * - unit:        *.test.ts(x) beside the code; frontend tests (*.test.tsx) run in jsdom.
 * - integration: *.int.test.ts: the global setup starts the whole local stack once (DynamoDB Local,
 *                s3rver, cognito-local, Stripe stand-in, scheduler, gateway) with demo data.
 * - db:          *.db.test.ts: DynamoDB Local alone (shared/test-kit db-setup.ts), with the other
 *                ports swapped for in-memory fakes (shared/test-kit fakes.ts): the money machine
 *                and the webhooks, without the whole stack.
 * - cdk:         infra/cdk/**\/*.test.ts, CDK assertion tests on the synthesized templates.
 * Browser e2e runs under Playwright (playwright.config.ts), not here.
 */
const shared = ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', 'e2e/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,services,infra,frontends,scripts}/**/*.test.{ts,tsx}'],
          exclude: [...shared, '**/*.int.test.ts', '**/*.db.test.ts', 'infra/cdk/**'],
          environment: 'node',
          // A page's first render in jsdom (its lazy imports and messages) took over 5 s, vitest's
          // default, on a 2-core CI machine busy with the integration stack beside it.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{shared,services,infra,scripts}/**/*.int.test.ts'],
          exclude: shared,
          globalSetup: ['shared/test-kit/src/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'db',
          include: ['{shared,services}/**/*.db.test.ts'],
          exclude: shared,
          globalSetup: ['shared/test-kit/src/db-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'cdk',
          include: ['infra/cdk/**/*.test.ts'],
          exclude: shared,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
