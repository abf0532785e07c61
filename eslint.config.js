// Lint rules, including the architecture boundaries of DESIGN.md §2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The server's modules, read from the folders so a new one is covered (and a removed one leaves).
const moduleNames = readdirSync(new URL('./src/server/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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

// The client's layers (ADR 0022): app root → pages → features → ui, api, frame, auth, tracking,
// seo, testing → shared. Areas and features are read from the folders so a new one is covered.
const clientFolders = (name) =>
  readdirSync(new URL(`./src/client/${name}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const pageAreas = clientFolders('pages');
const features = clientFolders('features');
const clientBase = ['ui', 'api', 'frame', 'auth', 'tracking', 'seo', 'testing'];

const clientLayerZones = [
  {
    target: clientBase.map((folder) => `./src/client/${folder}`),
    from: ['./src/client/features', './src/client/pages'],
    message: 'Below features: knows no feature and no page (ADR 0022).',
  },
  {
    target: './src/client/features',
    from: './src/client/pages',
    message: 'A feature never imports a page (ADR 0022).',
  },
  // A feature's parts/ are its own; others use the files at the feature's root.
  ...features.map((feature) => ({
    target: [
      './src/client/*.{ts,tsx}',
      './src/client/!(features)/**',
      `./src/client/features/!(${feature})/**`,
    ],
    from: `./src/client/features/${feature}/parts/**`,
    message: `features/${feature}/parts is internal: use a file at features/${feature}/ (ADR 0022).`,
  })),
];

// Pages of one area never import another area's; what two areas share is a feature or ui.
const pageAreaZones = pageAreas.map((area) => ({
  target: `./src/client/pages/${area}`,
  from: `./src/client/pages/!(${area})/**`,
  message: 'A page area never imports another area (ADR 0022): share through a feature or ui.',
}));

// Who may import whom across shared, client and server.
const boundaryZones = [
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
  // Served as it is to the browser (a classic script, before any module).
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
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
          zones: [...boundaryZones, ...clientLayerZones, ...pageAreaZones],
        },
      ],
    },
  },
  {
    // Tests and their kits may render pages of several areas together, as the route table does.
    files: ['src/client/**/*.test.{ts,tsx}', 'src/client/**/*-test-kit.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...clientLayerZones] }],
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
    // Dropdown inputs and alerts come with their stylesheets (ui/combobox-inputs.tsx,
    // ui/alert.tsx): imported bare, options open unpositioned far below the field, and an alert
    // reads as plain text, on a page that has not loaded Popover.css or Alert.css.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/ui/combobox-inputs.tsx', 'src/client/ui/alert.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Select', 'MultiSelect', 'Autocomplete', 'TagsInput', 'Combobox'],
              message: 'Import dropdown inputs from ui/combobox-inputs, which brings their styles.',
            },
            {
              name: '@mantine/core',
              importNames: ['Alert'],
              message: 'Import Alert from ui/alert, which brings its styles.',
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
