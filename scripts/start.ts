// `npm start`: build the client when it is missing, then run the server (which migrates and, on a
// fresh embedded database, seeds the demo content).
import { existsSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { buildClient } from './support/build-client.ts';

// V8 keeps the server's compiled modules on disk (in the system's temporary folder) for the next start.
module.enableCompileCache();

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'dist/client/index.html'))) {
  console.log('Building the client (first start only, up to a minute or two)...');
  try {
    await buildClient({ progress: true });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
await import('../src/server/main.ts');
