// Lint rules. Besides the usual checks, they hold the architecture's dependency direction:
// a frontend remote never imports another remote, a service never imports another service;
// both reach only into shared/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const services = ['identity', 'catalog', 'exhibitions', 'orders', 'admin', 'stats'];
const frontends = ['shell', 'marketplace', 'artist', 'venue', 'admin'];

/** Browser code takes values from the zod-free vocabulary only; `import type` may come from anywhere. */
const zodFreePaths = ['@konstvagg/contracts', '@konstvagg/domain', 'zod'].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    'Browser code imports values from @konstvagg/contracts/vocabulary (no zod in a bundle); types via import type.',
}));

const boundaryRules = [
  ...services.map((own) => ({
    files: [`services/${own}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
          ],
        },
      ],
    },
  })),
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
  {
    files: ['shared/ui/src/**/*.{ts,tsx}', 'shared/i18n/src/**/*.ts'],
    ignores: ['shared/ui/src/build/**'],
    rules: { 'no-restricted-imports': ['error', { paths: zodFreePaths }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
);
