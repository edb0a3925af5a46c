// `npm start`: build the client (and the browser extension with it) when it is missing, then run the server (which migrates and, on a
// fresh embedded database, seeds the demo content).
import { existsSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClient } from './support/build-client.ts';

const root = path.resolve(import.meta.dirname, '..');

// V8 keeps the server's compiled modules on disk (in the system's temporary folder) for the next start.
module.enableCompileCache();

// Node resolves a package name anew for every module importing it, parsing the package's `exports`
// each time: drizzle-orm's is 179 KB and about 110 of our modules import it (0.3 s of a start here).
// Every module under src/ finds packages in the same node_modules, so one answer per name serves all.
const SRC = pathToFileURL(path.join(root, 'src')).href + '/';
const packages = new Map<string, module.ResolveFnOutput>();
module.registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!context.parentURL?.startsWith(SRC) || /^[./#]|^node:/.test(specifier)) return nextResolve(specifier, context);
    const key = `${specifier} ${context.conditions.join()} ${JSON.stringify(context.importAttributes)}`;
    const known = packages.get(key);
    if (known) return { ...known, shortCircuit: true };
    const found = nextResolve(specifier, context);
    packages.set(key, found);
    return found;
  },
});

if (!existsSync(path.join(root, 'dist/client/index.html'))) {
  console.log('Building the client and the browser extension (first start only, up to a minute or two)...');
  try {
    await buildClient({ progress: true });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
await import('../src/server/main.ts');
