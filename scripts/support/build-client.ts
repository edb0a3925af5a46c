// Builds the client into dist/client and the browser extension into dist/extension with Vite, as
// `npm run build` does and production serves them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * Vite's list of every file written ("assets/index-abc.js  286.40 kB │ gzip: …"), blank lines, and
 * its "built in" time, which comes before the assets are compressed: the build's own time follows.
 */
const QUIET_LINE = /\d kB\b|^\s*$|built in \d/;

/**
 * `progress` prints Vite's phases ("transforming...", "rendering chunks...") as they start and the
 * time taken, for `npm start`, where a silent first build looks like a hang; otherwise only warnings.
 */
export async function buildClient(options: { progress?: boolean } = {}): Promise<void> {
  const started = performance.now();
  // The client, then the extension (a second, small build: its own entries, manifest and icons).
  for (const [what, config] of [['client', []], ['browser extension', ['-c', 'extension/vite.config.ts']]] as const) {
    const vite = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', ...config, '--logLevel', options.progress ? 'info' : 'warn'], {
      cwd: ROOT,
      stdio: ['ignore', options.progress ? 'pipe' : 'inherit', 'inherit'],
      // A test runner sets NODE_ENV=test, which would make Vite build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (vite.stdout) {
      createInterface({ input: vite.stdout }).on('line', (line) => {
        if (!QUIET_LINE.test(line)) console.log(`  ${line}`);
      });
    }
    const [code] = (await once(vite, 'close')) as [number | null];
    if (code !== 0) throw new Error(`${what} build failed (exit ${code})`);
  }
  if (options.progress) console.log(`Client built in ${Math.round((performance.now() - started) / 1000)} s`);
}
