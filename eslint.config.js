// Lint rules, including the architecture boundaries of DESIGN.md §2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const moduleNames = [
  'advisors',
  'availability',
  'meetings',
  'checkout',
  'plans',
  'payments',
  'reviews',
  'vault',
  'recordings',
  'intake',
  'affiliates',
  'compliance',
  'system',
  'admin',
  'notifications',
  'home',
  'account',
];

// A module may call another module's service, never its repository.
const repositoryZones = moduleNames.map((name) => ({
  target: `./src/server/modules/!(${name})/**`,
  from: `./src/server/modules/${name}/*.repository.ts`,
  message: 'Call the other module’s service, not its repository.',
}));

// One money path (ADR 0019): only the payments module calls a payment gateway, and payments
// knows none of the modules it takes money for (it tells them through their outcome handler).
const moneyZones = [
  {
    target: './src/server/modules/!(payments)/**',
    from: './src/server/integrations/payments/**',
    message: 'Take money through the payments service (ADR 0019).',
  },
  {
    target: './src/server/modules/payments/**',
    from: './src/server/modules/!(payments|system)/**',
    message: 'Payments reports to the owning module through its PaymentOutcomeHandler (ADR 0019).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.e2e-data/**',
      'drizzle/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/client', message: 'shared is isomorphic.' },
            { target: './src/shared', from: './src/server', message: 'shared is isomorphic.' },
            {
              target: './src/client',
              from: './src/server',
              message: 'The client talks to the server over HTTP.',
            },
            {
              target: './src/server',
              from: './src/client',
              except: ['./entry-server.tsx'],
              message: 'The server only loads the client’s server entry.',
            },
            ...repositoryZones,
            ...moneyZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path'], message: 'shared runs in the browser too.' },
            {
              group: ['drizzle-orm*', 'react', 'react-dom*', 'fastify*'],
              message: 'shared stays framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
);
