import { Writable } from 'node:stream';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createMailer } from '../../src/server/platform/mail.ts';
import { Drain } from '../../src/server/platform/drain.ts';
import { JobQueue } from '../../src/server/platform/queue.ts';
import { BackgroundTasks } from '../../src/server/platform/tasks.ts';
import type { Platform } from '../../src/server/trpc/context.ts';
import type { FastifyBaseLogger } from 'fastify';
import { tempDir } from '../../scripts/support/temp-dir.ts';

export const TEST_SECRETS = {
  SESSION_SECRET: 'test-session-secret-0123456789abcdef0123456789',
  ENCRYPTION_KEY: '0'.repeat(64),
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tempDir(),
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost:3000',
    QUEUE_POLL_SECONDS: '0.5',
    QUEUE_RETRY_DELAY_SECONDS: '0',
    // Nothing in a test may reach the real job boards: a source a test adds without its own loopback board fails fast here.
    GREENHOUSE_API_URL: 'http://127.0.0.1:9',
    LEVER_API_URL: 'http://127.0.0.1:9',
    ASHBY_API_URL: 'http://127.0.0.1:9',
    ...TEST_SECRETS,
    ...env,
  });
}

/** Log lines the app wrote, parsed, so tests can assert what was (and was not) logged. */
export class LogCapture extends Writable {
  lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
  get text() {
    return this.lines.map((l) => JSON.stringify(l)).join('\n');
  }
}

/** Log text as a terminal would show it (`terminalLog`). */
export class ScreenCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

export async function useTestApp(database: Database, options: { config?: Config } = {}) {
  const logs = new LogCapture();
  const config = options.config ?? testConfig();
  const app = await buildApp(config, database, { logStream: logs });
  await app.ready();
  afterAll(() => app.close());
  return { app, config, logs };
}

/** Stands in for a database in contexts that have none: sending a job fails (and is logged). */
const noQueueDatabase: Pick<Database, 'executeSql' | 'kind'> = {
  kind: 'pglite',
  executeSql: () => Promise.reject(new Error('no job queue here: pass the Database to testPlatform')),
};

/**
 * Mail (to the config's file outbox), background tasks and, given the database, the job queue
 * (started on first send; call `queue.stop()` after the file), for contexts built without HTTP.
 */
export const testPlatform = (config: Config, log: FastifyBaseLogger, database?: Database): Platform => ({
  mailer: createMailer(config, log),
  tasks: new BackgroundTasks(log),
  queue: new JobQueue(database ?? noQueueDatabase, log, { ...config.queue, stopTimeoutMs: 2_000 }),
  drain: new Drain(),
});
