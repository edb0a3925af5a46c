// Runs the real server (src/server/main.ts) as a child process, the way `npm start` does: for the
// benchmark and for the tests that need a whole process (start-up, shutdown, the browser suite).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import { tempDir } from './temp-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? tempDir('upward-server-');
  const child = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A test that times out, or a script that fails, never calls stop(): the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 90_000;
  for (;;) {
    const early = await Promise.race([exited.then((code) => ({ code })), new Promise((r) => setTimeout(r, 200, null))]);
    if (early) throw new Error(`server exited with ${(early as { code: number }).code} before listening:\n${out}`);
    try {
      const res = await fetch(`${url}/api/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${out}`);
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => out,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
