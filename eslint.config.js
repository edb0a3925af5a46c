// Lint: TypeScript's recommended rules, React hooks, and the import floors of docs/architecture.md.
// Server: main → app → docs, seo → router, access → features → engines → trpc → platform → db,
// config, shared. Client: main → app → routes → layouts, pages, features → components, lib → trpc,
// shared. Shared imports nothing of ours; the client sees the server only as a type; each floor
// imports only those below it; demo content is for main and the tests; an area reaches another
// only through its public face (service.ts on the server, index.ts in the client); scripts never
// import the tests; what every page loads first stays free of the validator; the browser extension
// shares only src/shared.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * An area's folder (`src/<side>/features/<area>/`) is private: another area imports only its public
 * face, and a client feature reaches outside the features only for components/, lib/ and trpc.ts.
 * Resolved from the import's path, so nesting (staff/ folders) cannot hide a reach into internals.
 */
const FACE = { server: ['service.ts'], client: ['index.ts'] };
const CLIENT_BELOW_FEATURES = /^src\/client\/(components\/|lib\/|trpc\.ts$)/;
const areaBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const own = /^src\/(client|server)\/features\/([^/]+)\//.exec(file);
    if (!own) return {};
    const [, side, area] = own;
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      const other = /^src\/(client|server)\/features\/([^/]+)\/(.+)$/.exec(target);
      if (other && other[2] !== area && !FACE[side].includes(other[3])) {
        context.report({ node: node.source, message: `An area imports another only through its public face (features/${other[2]}/${FACE[side][0]}), not ${other[3]}.` });
      }
      if (side === 'client' && !other && !CLIENT_BELOW_FEATURES.test(target)) {
        context.report({ node: node.source, message: 'A client feature imports only components/, lib/, trpc.ts and other areas\' public faces.' });
      }
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
/**
 * A procedure hands its service what the tier and the input gave it, whole: `({ ctx, input }) =>
 * service(ctx, input)`, or `({ ctx }) => service(ctx)` for no input, perhaps wrapped once
 * (`done(…)`). So every service a router calls takes `(ctx, input)` (decision 011), and no router
 * picks the context apart (`ctx.db`, `ctx.user.id`) for a service that then proves no tier.
 */
const serviceCalls = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const names = (nodes) => nodes.map((n) => (n.type === 'Identifier' ? n.name : '?'));
    return {
      'CallExpression[callee.property.name=/^(query|mutation)$/]'(node) {
        const handler = node.arguments[0];
        const pattern = handler?.type === 'ArrowFunctionExpression' && handler.params.length === 1 ? handler.params[0] : null;
        const given = pattern?.type === 'ObjectPattern' && pattern.properties.every((p) => p.type === 'Property' && p.shorthand) ? names(pattern.properties.map((p) => p.value)) : [];
        let call = handler?.body;
        if (call?.type === 'CallExpression' && call.arguments.length === 1 && call.arguments[0].type === 'CallExpression') call = call.arguments[0];
        const passed = call?.type === 'CallExpression' ? names(call.arguments).join(', ') : null;
        const whole = ['ctx', 'ctx, input'].includes(given.join(', ')) && passed === given.join(', ');
        if (!whole) context.report({ node: handler ?? node, message: 'A procedure calls its service with (ctx, input), or (ctx) when it has no input: the service takes the tier\'s context and the whole input.' });
      },
    };
  },
};
const upward = { rules: { 'area-boundaries': areaBoundaries, 'service-calls': serviceCalls } };

/**
 * A path of ours, written raw where the client links or navigates: it must go through link() from
 * src/shared/routes.ts, which checks it against the route table. /api/ and /trpc addresses are not
 * routes (downloads, uploads, the API itself) and stay as they are.
 */
const OUR_PATH = String.raw`/^\/(?!api\/|trpc\b)/`;
const PATH_VALUES = [`Literal[value=${OUR_PATH}]`, `TemplateLiteral[quasis.0.value.raw=${OUR_PATH}]`];
const PATH_PLACES = [
  'JSXAttribute[name.name=/^(href|to)$/]',
  'JSXAttribute[name.name=/^(href|to)$/] > JSXExpressionContainer',
  'CallExpression[callee.name=/^(navigate|setLocation)$/]',
];
const rawPaths = PATH_PLACES.flatMap((place) => PATH_VALUES.flatMap((value) => [`${place} > ${value}`, `${place} > ConditionalExpression > ${value}`])).map((selector) => ({
  selector,
  message: "Write the app's own paths with link() from #shared/routes.ts, which checks them against the route table.",
}));

const clientSeesServerAsType = { group: ['**/server/**', '!**/server/router.ts'], message: 'The client sees the server only as `type AppRouter`.' };
const sharedRunsOnBothSides = { group: ['node:*', '**/server/**', '**/client/**'], message: 'src/shared runs on both sides: no Node APIs, no server or client code.' };
// What every page loads before its own screen: the client's shell and the shared modules it reads.
// zod and the schema modules are left to the screens that validate, which load them with their chunk.
const FIRST_LOAD = ['src/client/*.{ts,tsx}', 'src/client/layouts/**', 'src/client/components/**', 'src/client/lib/**'];
const FIRST_LOAD_SHARED = ['src/shared/constants.ts', 'src/shared/toasts.ts', 'src/shared/routes.ts', 'src/shared/format.ts', 'src/shared/rules/**'];
const belowScreens = { group: ['**/features/**', '**/pages/**', '**/layouts/**', '**/routes.tsx', '**/app.tsx'], message: 'components/ and lib/ sit below the screens.' };
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
  { files: ['src/client/features/**/*.{ts,tsx}', 'src/server/features/**/*.ts'], plugins: { upward }, rules: { 'upward/area-boundaries': 'error' } },
  { files: ['src/server/features/**/router.ts'], plugins: { upward }, rules: { 'upward/service-calls': 'error' } },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([clientSeesServerAsType]),
      'no-restricted-syntax': ['error', ...rawPaths],
    },
  },
  { files: FIRST_LOAD, rules: restrict([clientSeesServerAsType, noValidatorAtFirstLoad]) },
  { files: ['src/client/components/**', 'src/client/lib/**'], rules: restrict([clientSeesServerAsType, noValidatorAtFirstLoad, belowScreens]) },
  { files: ['src/shared/**/*.ts'], rules: restrict([sharedRunsOnBothSides]) },
  { files: FIRST_LOAD_SHARED, rules: restrict([sharedRunsOnBothSides, noValidatorAtFirstLoad]) },
  {
    files: ['src/server/features/**/*.ts'],
    rules: restrict([
      { group: ['**/router.ts', '!./router.ts', '**/access.ts', '**/app.ts', '**/main.ts', '**/demo/**', '**/docs/**', '**/seo/**'], message: 'Features sit below the router, the app and the demo content.' },
    ]),
  },
  {
    files: ['src/server/engines/**/*.ts'],
    rules: restrict([{ group: ['**/features/**', '**/router.ts', '**/access.ts', '**/app.ts', '**/demo/**', '**/docs/**', '**/seo/**'], message: 'Engines sit below the features.' }]),
  },
  {
    files: ['src/server/trpc/**/*.ts'],
    rules: restrict([{ group: ['**/features/**', '**/engines/**', '**/router.ts', '**/access.ts', '**/app.ts', '**/demo/**'], message: 'The tiers sit below the features and the engines.' }]),
  },
  {
    files: ['src/server/platform/**/*.ts'],
    rules: restrict([{ group: ['**/features/**', '**/engines/**', '**/trpc/**', '**/router.ts', '**/access.ts', '**/app.ts', '**/demo/**'], message: 'The platform sits below the tiers and the features.' }]),
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
  // The browser extension runs in the browser beside any site: it shares the app's shared modules, nothing else of ours.
  {
    files: ['extension/**/*.ts'],
    rules: restrict([{ group: ['**/server/**', '**/client/**', '**/tests/**', '**/scripts/**'], message: 'The extension imports only src/shared (as #shared/…).' }]),
  },
  {
    files: ['scripts/**/*.ts'],
    rules: restrict([{ group: ['**/tests/**'], message: 'Scripts never import the tests; what both need lives in scripts/support/.' }]),
  },
);
