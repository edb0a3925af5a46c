// Lint: TypeScript's recommended rules, React hooks, and the import floors of ARCHITECTURE.md
// (shared imports nothing of ours; the client sees the server only as a type; nothing below
// features imports a feature).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'migrations/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', window: 'readonly', document: 'readonly', localStorage: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '!**/server/router.ts'], message: 'The client sees the server only as `type AppRouter`.' }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([
      { group: ['node:*', '**/server/**', '**/client/**'], message: 'src/shared runs on both sides: no Node APIs, no server or client code.' },
    ]),
  },
  {
    files: ['src/server/platform/**/*.ts', 'src/server/db/**/*.ts', 'src/server/trpc/**/*.ts'],
    rules: restrict([{ group: ['**/features/**', '**/router.ts', '**/app.ts'], message: 'Nothing below features imports a feature.' }]),
  },
);
