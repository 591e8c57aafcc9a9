import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * vitest's own order (projects by name, then by file), with the ui project's files first. Run after
 * the cdk project's files in one run (npm test runs unit, ui, ui-isolated, db and cdk together),
 * the ui files each set up a jsdom of their own again: 39-46 s summed against 1-2 s, and the five
 * projects took 189 s on a quiet 2-core machine against 131 s with ui first. (`groupOrder` would do
 * the ordering too, but vitest 4 then left the ui project out of the run and of its results.)
 */
class UiFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const ui = (f: TestSpecification) => f.project.name === 'ui';
    return [...sorted.filter(ui), ...sorted.filter((f) => !ui(f))];
  }
}

/**
 * Test projects (npm test runs them all, see scripts/test.ts):
 * - unit:        *.test.ts beside the server, infra and script code, in Node. The files share their
 *                workers' module cache (isolate: false): importing the AWS SDK, zod and the services
 *                once per worker instead of once per file is most of what this project used to take
 *                (issue 44 §5). So a file here may not vi.mock a module (the mock would miss a module
 *                another file loaded first) and must undo what it changes in process.env;
 *                scripts/test-projects.test.ts holds the first rule.
 * - ui:          the frontends' and the UI kit's tests (*.test.tsx run in jsdom). They share their
 *                workers' module cache and jsdom window the same way (a new jsdom and React per file
 *                made it 167 s alone on a quiet machine; shared, 53-65 s with ui-isolated). A setup file
 *                (shared/test-kit fresh-page.ts) gives each file a page as fresh as a new tab's.
 * - ui-isolated: the few tests that mock a module (MOCKING_TESTS), each file alone.
 * - integration: *.int.test.ts: the global setup starts the whole local stack once (DynamoDB Local,
 *                s3rver, cognito-local, Stripe stand-in, scheduler, gateway) with demo data.
 * - db:          *.db.test.ts: DynamoDB Local alone (shared/test-kit db-setup.ts), with the other
 *                ports swapped for in-memory fakes (shared/test-kit fakes.ts): the money machine
 *                and the webhooks, without the whole stack.
 * - cdk:         infra/cdk/**\/*.test.ts, CDK assertion tests on the synthesized templates; its
 *                files share their workers' module cache too.
 * Browser e2e runs under Playwright (playwright.config.ts), not here.
 */
const shared = ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', 'e2e/**'];
/**
 * The tests that vi.mock a module. They cannot share a module cache (the mock would miss a module
 * another file loaded first, or leak into the next), so they run in ui-isolated, each file alone.
 */
export const MOCKING_TESTS = [
  'shared/lambda-kit/src/http.test.ts',
  'frontends/shell/src/ssr/landing-origin.test.ts',
];

export default defineConfig({
  test: {
    sequence: { sequencer: UiFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,services,infra,scripts}/**/*.test.ts'],
          exclude: [
            ...shared,
            '**/*.int.test.ts',
            '**/*.db.test.ts',
            'infra/cdk/**',
            'shared/ui/**',
            ...MOCKING_TESTS,
          ],
          environment: 'node',
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'ui',
          include: [
            'frontends/**/*.test.{ts,tsx}',
            'shared/ui/**/*.test.{ts,tsx}',
            '{shared,services,infra,scripts}/**/*.test.tsx',
          ],
          exclude: [...shared, '**/*.int.test.ts', '**/*.db.test.ts', ...MOCKING_TESTS],
          environment: 'node',
          isolate: false,
          setupFiles: ['shared/test-kit/src/fresh-page.ts'],
          // A page's first render in jsdom (its lazy imports and messages) took over 5 s, vitest's
          // default, on a 2-core CI machine busy with the integration stack beside it.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'ui-isolated',
          include: MOCKING_TESTS,
          environment: 'node',
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
          // One aws-cdk-lib import per worker, not per file: half this project's time (issue 44 §5).
          // The same rule as the unit project: no vi.mock, process.env left as found.
          isolate: false,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
