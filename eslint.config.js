// The project's lint rules: JavaScript's and TypeScript's recommended sets, React's hooks rules,
// and components kept small (the state / behaviour / view split of docs/architecture.md).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/results/**', 'coverage/**', 'scratch/**', 'wordpress/build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The demo store has no React: its `use…` helpers (useTestStore) are not hooks.
    files: ['demo-theme/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'react-hooks/exhaustive-deps': 'off' },
  },
  {
    // The layers of docs/architecture.md: views and helpers take state through props or a
    // connector (shared/connectors); the engine is pure (no store, request, DOM helper or React).
    files: ['shared/ui/**', 'shared/platform/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/stores/*'], message: 'Take state through props or a connector (shared/connectors).' }] }],
    },
  },
  {
    files: ['shared/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/stores/*', '**/api/*', '**/platform/*', '**/runtime/*', '**/ui/*', 'react', 'react-dom', 'nanostores'],
              message: 'The engine is pure TypeScript: no stores, requests, DOM helpers or React.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every request to the shop goes through shared/api (one place for failures and timeouts).
    files: ['elements/**', 'shared/**'],
    ignores: ['shared/api/**', '**/*.test.*', 'shared/testing/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Requests go through shared/api.' }] },
  },
  {
    // A component or hook over 120 lines mixes concerns: split it into state, behaviour and view.
    files: ['elements/**/*.tsx', 'shared/ui/**/*.tsx', 'elements/**/use-*.ts', 'shared/ui/**/use-*.ts'],
    ignores: ['**/*.test.*'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
);
