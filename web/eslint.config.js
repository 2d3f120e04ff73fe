// Lint rules for the web app. Patterns are relative to the repository root,
// where the root eslint.config.js spreads this array; basePath pins them there
// when this file is used on its own from web/.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const files = ['web/**/*.{ts,tsx}'];

/**
 * The screens whose every text comes from the message catalogue (src/locales): a literal a reader
 * would see there fails the lint. Each screen moved over joins the list, until it is the whole app.
 */
const localized = [
  'web/src/App.tsx',
  'web/src/i18n/**/*.{ts,tsx}',
  'web/src/layout/**/*.tsx',
  'web/src/pages/Landing.tsx',
  'web/src/pages/NotFound.tsx',
  'web/src/ui/Toaster.tsx',
];

const scoped = (configs) => configs.map((config) => ({ ...config, files, basePath: repoRoot }));

export default [
  // Generated code is checked by codegen:check against the schema, not linted.
  { basePath: repoRoot, ignores: ['web/dist/**', 'web/coverage/**', 'web/src/graphql/__generated__/**'] },
  ...scoped([js.configs.recommended, ...tseslint.configs.recommendedTypeChecked]),
  {
    files,
    basePath: repoRoot,
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
      // Type-aware rules need the web's own tsconfig (DOM types, bundler resolution).
      parserOptions: { ecmaFeatures: { jsx: true }, project: ['./web/tsconfig.json'], tsconfigRootDir: repoRoot },
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'debug'] }],
      // Callbacks implement async interfaces whether or not they await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The service worker runs with the worker's globals and types (src/serviceWorker/tsconfig.json).
    files: ['web/src/serviceWorker/**/*.ts'],
    ignores: ['web/**/*.test.ts'],
    basePath: repoRoot,
    languageOptions: {
      globals: { ...globals.serviceworker },
      parserOptions: { project: ['./web/src/serviceWorker/tsconfig.json'], tsconfigRootDir: repoRoot },
    },
  },
  {
    // Tests, browser tests and build configuration run in Node.
    files: ['web/e2e/**/*.ts', 'web/**/*.test.{ts,tsx}', 'web/*.config.ts'],
    basePath: repoRoot,
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // Build scripts run in Node and report to the terminal.
    files: ['web/scripts/**/*.ts'],
    basePath: repoRoot,
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: localized,
    ignores: ['web/**/*.test.{ts,tsx}'],
    basePath: repoRoot,
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // A single word with no capital to start it is a name in code ('secondary', 'page'), not a text.
            '^(?![A-Z])\\S+$',
            // Upper case is a constant's name or an enum's value ('NON_VIOLENCE').
            '^[A-Z0-9_-]+$',
            // An address or a path ('/privacy', '#main').
            '^[/#]',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'to',
            'href',
            'id',
            'type',
            'name',
            'variant',
            'swipeDirection',
            'aria-hidden',
            'aria-current',
            'data-testid',
          ],
          ignoreFunctions: ['Error', 'console.*', 'import', '*.startsWith', '*.includes', 'preloadable', 'lazy'],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has'],
        },
      ],
      // The rule above reads an HTML element's aria-label, alt and placeholder, but not its title, which a reader sees too.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(title|aria-description|aria-roledescription|aria-valuetext)$/] > Literal',
          message: 'A title or description a reader sees comes from the catalogue: wrap it with t``.',
        },
      ],
    },
  },
];
