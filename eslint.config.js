// Lint rules. Besides the usual checks, they hold the architecture's dependency direction:
// a frontend remote never imports another remote, a service never imports another service;
// both reach only into shared/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const services = ['identity', 'catalog', 'media', 'exhibitions', 'orders', 'admin', 'stats'];
const frontends = ['shell', 'marketplace', 'artist', 'venue', 'admin'];

/**
 * Browser code takes values from the zod-free vocabulary and the rules package only; `import type`
 * may come from anywhere.
 */
const zodFreePaths = ['@konstvagg/contracts', '@konstvagg/domain', 'zod'].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    'Browser code imports values from @konstvagg/contracts/vocabulary or @konstvagg/rules (no zod in a bundle); types via import type.',
}));

/**
 * Every money status change goes through the money machine (shared/domain order-machine.ts): a
 * service's code may not build an order's or a payout's status write itself, so it may not import
 * what one needs (the lifecycle tables and the status index keys). Tests may, for their fixtures.
 */
const moneyMachinePaths = [
  {
    name: '@konstvagg/domain',
    importNames: ['ORDER_LIFECYCLE', 'PAYOUT_LIFECYCLE', 'orderStatusIndexKeys', 'payoutStatusIndexKeys'],
    message:
      'An order or payout status changes only through the money machine (shared/domain order-machine.ts): call its event functions.',
  },
];

/** What a service may not import: another service, a frontend. */
const servicePatterns = (own) => [
  {
    group: services
      .filter((s) => s !== own)
      .flatMap((s) => [`@konstvagg/service-${s}`, `@konstvagg/service-${s}/*`]),
    message: 'A service never imports another service: put shared logic in shared/.',
  },
  {
    group: ['**/services/*', '../../*/src/*', '../../../services/*'],
    message: 'A service never imports another service.',
  },
  {
    group: ['@konstvagg/frontend-*', '**/frontends/*'],
    message: 'Services do not import frontends.',
  },
];

const boundaryRules = [
  ...services.flatMap((own) => {
    const patterns = servicePatterns(own);
    const tests = [`services/${own}/test/**`, `services/${own}/**/*.test.ts`];
    return [
      {
        files: [`services/${own}/**/*.{ts,tsx}`],
        ignores: tests,
        rules: { 'no-restricted-imports': ['error', { paths: moneyMachinePaths, patterns }] },
      },
      { files: tests, rules: { 'no-restricted-imports': ['error', { patterns }] } },
    ];
  }),
  ...frontends.map((own) => ({
    files: [`frontends/${own}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: zodFreePaths,
          patterns: [
            {
              group: frontends
                .filter((f) => f !== own)
                .flatMap((f) => [`@konstvagg/frontend-${f}`, `@konstvagg/frontend-${f}/*`]),
              message:
                'A remote never imports another remote: put shared code in shared/ui or shared/contracts.',
            },
            { group: ['**/frontends/*', '../../*/src/*'], message: 'A remote never imports another remote.' },
            {
              group: ['@konstvagg/service-*', '@konstvagg/lambda-kit', '**/services/*'],
              message: 'Frontends talk to services over HTTP only.',
            },
          ],
        },
      ],
    },
  })),
  // The rules package is bundled by every page and every Lambda: it imports only its own files (no
  // zod, no AWS SDK, nothing Node-only, no other package). Its tests may import their tools.
  {
    files: ['shared/rules/src/**/*.ts'],
    ignores: ['shared/rules/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message:
                '@konstvagg/rules imports only its own files: the browser and the services both bundle it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/ui/src/**/*.{ts,tsx}', 'shared/i18n/src/**/*.ts'],
    ignores: ['shared/ui/src/build/**'],
    rules: { 'no-restricted-imports': ['error', { paths: zodFreePaths }] },
  },
];

// Table keys are built only in shared/domain (keys.ts): anywhere else, a string or template that
// starts a key with one of its prefixes (`ARTWORK#${id}`, 'USER#') or names a list partition
// ('ARTWORKS'), or is a fixed sort key ('PROFILE'), is an error. Tests may spell keys: they check the builders from outside.
const KEY_PREFIXES = [
  'ACTOR',
  'ARTIST',
  'ARTWORK',
  'AUDIT',
  'AUTHTOKEN',
  'BUYER',
  'BUYEREMAIL',
  'CONTACT',
  'COUNTER',
  'DAY',
  'EMAIL',
  'EVENT',
  'EXHIBITION',
  'FAVORITE',
  'FX',
  'GEO',
  'MAIL',
  'MAILSUPPRESSION',
  'MODERATION',
  'OPENREQUEST',
  'ORDER',
  'ORDERS',
  'PAYEE',
  'PAYOUT',
  'PAYOUTS',
  'RATE',
  'STAT',
  'STRIPEACCOUNT',
  'SUBSCRIPTION',
  'USER',
  'USERS',
  'VENUE',
];
// The fixed sort keys ('ARTWORK', 'PROFILE', ...) and the list partitions ('ARTWORKS', ...).
const KEY_WORDS = [
  'ARTIST',
  'ARTWORK',
  'AUTHTOKEN',
  'COUNTER',
  'COUNTS',
  'EMAIL',
  'EXHIBITION',
  'RATES',
  'MESSAGE',
  'OPENREQUEST',
  'ORDER',
  'PROFILE',
  'STRIPEACCOUNT',
  'SUBSCRIPTION',
  'SUPPRESSION',
  'USER',
  'VENUE',
];
const LIST_PARTITIONS = [
  'ARTWORKS',
  'ARTWORKS_UNLISTED',
  'ARTISTS',
  'VENUES',
  'SUBSCRIPTIONS',
  'USERS',
  'CONTACT_MESSAGES',
  'MAIL_SUPPRESSIONS',
  'REVIEW_QUEUE',
  'MODERATION',
  'AUDIT',
  'IDEMPOTENCY',
  'OUTBOX',
];
const keyPrefix = `(${KEY_PREFIXES.join('|')})#`;
const keyMessage =
  'Table keys are built in shared/domain (keys, *IndexKeys, queries in keys.ts), not by hand.';
export const tableKeyRule = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: ['shared/domain/src/**', '**/*.test.{ts,tsx}', 'eslint.config.js'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Literal[value=/^${keyPrefix}/]`, message: keyMessage },
      {
        selector: `Literal[value=/^(${[...KEY_WORDS, ...LIST_PARTITIONS].join('|')})$/]`,
        message: keyMessage,
      },
      { selector: `TemplateElement[value.raw=/(^|#)${keyPrefix}/]`, message: keyMessage },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/cdk.out/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/.__mf__temp/**',
      '**/__mf__temp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['frontends/**/*.{ts,tsx}', 'shared/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...boundaryRules,
  tableKeyRule,
);
