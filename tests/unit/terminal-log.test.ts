// What a newcomer reads in the terminal: pino's lines as "level message key=value", and in
// development each outbox mail with its first link.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { serializeError } from '../../src/server/platform/error-log.ts';
import { composeMail, createMailer } from '../../src/server/platform/mail.ts';
import { terminalLogStream } from '../../src/server/platform/terminal-log.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';
import { LogCapture, ScreenCapture } from '../support/app.ts';

const terminalLogger = (screen: ScreenCapture) => pino({ serializers: { err: serializeError } }, terminalLogStream(screen));

describe('terminal log lines', () => {
  it('reads "level message key=value", quoting values with spaces, without pino\'s own fields', () => {
    const screen = new ScreenCapture();
    const log = terminalLogger(screen);
    log.info({ url: 'http://127.0.0.1:3000', database: 'pglite' }, 'Upward is listening');
    log.warn({ procedure: 'jobs.search', reason: 'connection refused', attempts: 3, reqId: 'r-1' }, 'procedure refused');
    expect(screen.text).toBe(
      'info Upward is listening url=http://127.0.0.1:3000 database=pglite\n' +
        'warn procedure refused procedure=jobs.search reason="connection refused" attempts=3\n',
    );
  });

  it('puts an error\'s stack under its line, indented', () => {
    const screen = new ScreenCapture();
    terminalLogger(screen).error({ err: new Error('disk full'), procedure: 'resumes.save' }, 'procedure failed');
    const [line, stackHead, frame] = screen.text.split('\n');
    expect(line).toBe('error procedure failed procedure=resumes.save');
    expect(stackHead).toBe('    Error: disk full');
    expect(frame).toMatch(/^ {4}\s*at /);
  });

  it('folds a request into "METHOD path status ms"', () => {
    const screen = new ScreenCapture();
    terminalLogger(screen).info({ req: { method: 'GET', url: '/api/healthz' }, res: { statusCode: 200 }, responseTime: 2.6 }, 'request completed');
    expect(screen.text).toBe('GET /api/healthz 200 3 ms\n');
  });
});

describe('the outbox in development', () => {
  const send = async (env: 'development' | 'test') => {
    const config = loadConfig({ NODE_ENV: env, DATA_DIR: tempDir(), PUBLIC_URL: 'http://localhost:3000' });
    const logs = new LogCapture();
    const message = composeMail('ada@example.com', 'Confirm your Upward account', ['Welcome.'], {
      url: 'http://localhost:3000/auth/callback?type=email&token=abc123',
      label: 'Confirm',
    });
    await createMailer(config, pino(logs)).send(message);
    expect(readdirSync(path.join(config.dataDir, 'outbox'))).toHaveLength(1);
    return logs.lines.map((l) => l.msg);
  };

  it('names each mail with its subject and first link on one line', async () => {
    expect(await send('development')).toEqual([
      'mail to ada@example.com: "Confirm your Upward account" http://localhost:3000/auth/callback?type=email&token=abc123',
    ]);
  });

  it('keeps the link out of the log anywhere else', async () => {
    expect(await send('test')).toEqual(['mail written to the outbox']);
  });
});
