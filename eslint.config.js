// Lint: TypeScript's recommended rules, React hooks, and the import floors of docs/architecture.md:
// main → app → router → features → trpc → platform → db, shared. Shared imports nothing of ours;
// the client sees the server only as a type; each floor imports only those below it; demo content
// is for main and the tests; a feature reaches another only through its service.ts; scripts never
// import the tests; what every page loads first stays free of the validator.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const clientSeesServerAsType = { group: ['**/server/**', '!**/server/router.ts'], message: 'The client sees the server only as `type AppRouter`.' };
const sharedRunsOnBothSides = { group: ['node:*', '**/server/**', '**/client/**'], message: 'src/shared runs on both sides: no Node APIs, no server or client code.' };
// What every page loads before its own screen: the client's shell and the shared modules it reads.
// zod and the schema modules are left to the screens that validate, which load them with their chunk.
const FIRST_LOAD = ['src/client/*.{ts,tsx}', 'src/client/layouts/**', 'src/client/components/**'];
const FIRST_LOAD_SHARED = ['src/shared/constants.ts', 'src/shared/toasts.ts', 'src/shared/routes.ts', 'src/shared/format.ts', 'src/shared/rules/**'];
const noValidatorAtFirstLoad = {
  group: ['zod', '**/schemas/**'],
  allowTypeImports: true,
  message: 'Loaded before any screen: keep zod and the schema modules out (a type import is fine).',
};

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
  // The push service worker runs in the worker's global scope.
  { files: ['public/sw.js'], languageOptions: { globals: { self: 'readonly', URL: 'readonly' } } },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([clientSeesServerAsType]),
    },
  },
  { files: FIRST_LOAD, rules: restrict([clientSeesServerAsType, noValidatorAtFirstLoad]) },
  { files: ['src/shared/**/*.ts'], rules: restrict([sharedRunsOnBothSides]) },
  { files: FIRST_LOAD_SHARED, rules: restrict([sharedRunsOnBothSides, noValidatorAtFirstLoad]) },
  {
    files: ['src/server/features/**/*.ts'],
    rules: restrict([
      { group: ['**/router.ts', '!./router.ts', '**/app.ts', '**/main.ts', '**/demo/**'], message: 'Features sit below the router, the app and the demo content.' },
      { regex: '^\\.\\./[\\w-]+/(?!service\\.ts$)', message: "A feature calls another feature's exported service functions, never its other files." },
    ]),
  },
  {
    files: ['src/server/trpc/**/*.ts'],
    rules: restrict([{ group: ['**/features/**', '**/router.ts', '**/app.ts', '**/demo/**'], message: 'The tiers sit below the features.' }]),
  },
  {
    files: ['src/server/platform/**/*.ts'],
    rules: restrict([{ group: ['**/features/**', '**/trpc/**', '**/router.ts', '**/app.ts', '**/demo/**'], message: 'The platform sits below the tiers and the features.' }]),
  },
  {
    files: ['src/server/db/**/*.ts'],
    rules: restrict([
      { group: ['**/platform/**', '**/features/**', '**/trpc/**', '**/router.ts', '**/app.ts', '**/demo/**'], message: 'The database layer imports only the shared code.' },
    ]),
  },
  {
    files: ['src/server/demo/**/*.ts'],
    rules: restrict([{ group: ['**/features/**', '**/trpc/**', '**/router.ts', '**/app.ts'], message: 'Demo content is written through the database layer.' }]),
  },
  {
    files: ['scripts/**/*.ts'],
    rules: restrict([{ group: ['**/tests/**'], message: 'Scripts never import the tests; what both need lives in scripts/support/.' }]),
  },
);
