import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['search', 'map', 'forecast', 'air-quality', 'airports', 'plants', 'settings', 'places', 'local-weather', 'about'];

/**
 * The architecture, enforced: features never import each other or app/; shared plumbing
 * (api, offline, ui, lib) never imports features or app/; nothing in the app imports the mock.
 */
const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features must not import each other: compose them in src/app/.',
  })),
  ...['features', 'api', 'offline', 'ui', 'lib'].map((layer) => ({
    target: `./src/${layer}`,
    from: './src/app',
    message: 'Only src/app/ composes the app; nothing imports from it.',
  })),
  ...['api', 'offline', 'ui', 'lib'].map((layer) => ({
    target: `./src/${layer}`,
    from: './src/features',
    message: 'Shared plumbing must not depend on a feature.',
  })),
  // Pure helpers sit below the API: they hold the rules the API's schemas build on.
  ...['api', 'offline', 'ui'].map((layer) => ({
    target: './src/lib',
    from: `./src/${layer}`,
    message: 'src/lib/ holds pure helpers: it imports nothing from src/ but src/i18n/.',
  })),
  // The service worker is its own program: it builds on the shared rooms and nothing imports it.
  // Words and languages sit below everything: every room may ask for a message, they ask no room.
  ...['app', 'features', 'api', 'offline', 'ui', 'lib', 'sw', 'mocks'].map((layer) => ({
    target: './src/i18n',
    from: `./src/${layer}`,
    message: 'src/i18n/ holds the languages and catalogues only: it imports nothing else from src/.',
  })),
  ...['app', 'features', 'api', 'offline', 'ui', 'lib', 'mocks', 'main.tsx'].map((layer) => ({
    target: `./src/${layer}`,
    from: './src/sw',
    message: 'The service worker is its own program (src/sw/): nothing in the app imports it.',
  })),
  ...['app', 'features', 'ui'].map((layer) => ({
    target: './src/sw',
    from: `./src/${layer}`,
    message: 'The service worker may import src/lib, src/offline and src/api only.',
  })),
  ...['app', 'features', 'api', 'offline', 'ui', 'lib', 'sw', 'main.tsx'].map((layer) => ({
    target: `./src/${layer}`,
    from: './src/mocks',
    message: 'The mock API never ships to the browser: app code must not import it.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'coverage', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': 'error',
      'import/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['build/**', 'scripts/**', 'test/**', 'src/mocks/server/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
