import { existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const web = existsSync(new URL('./web/eslint.config.js', import.meta.url)) ? (await import('./web/eslint.config.js')).default : [];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', 'test-artifacts/**', 'charts/**', '**/*.d.ts', '**/__generated__/**'] },
  {
    files: ['**/*.ts'],
    ignores: ['web/**'],
    // Type-aware rules (no-floating-promises, no-misused-promises, unsafe any…): every file belongs to a
    // package's tsconfig or, for tests and tools that are not built, to tsconfig.tests.json.
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: { ...globals.node, ...globals.jest },
      parserOptions: {
        project: ['./tsconfig.tests.json', './proto/tsconfig.json', './services/*/tsconfig.json', './gateway/tsconfig.json', './scripts/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Handlers implement async interfaces (Apollo plugins, consumers, jobs) whether or not they await.
      '@typescript-eslint/require-await': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ignores: ['web/**'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  ...web,
  // Both this file and web/eslint.config.js load typescript-eslint: pin its root once for all files.
  { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } },
);
