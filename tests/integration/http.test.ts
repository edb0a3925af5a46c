// What only HTTP has: health, security headers, the mutation guard, clean 4xx answers, the SPA
// fallback and its not-found logging.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { LogCapture, ScreenCapture, testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';

function fakeClientBuild() {
  const dir = tempDir('upward-client-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log(1)');
  // The push service worker, precompressed as the build writes it.
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("push", () => {});');
  writeFileSync(path.join(dir, 'sw.js.br'), brotliCompressSync('self.addEventListener("push", () => {});'));
  return dir;
}

const database = await useTestDatabase();
const config = testConfig();
config.clientDir = fakeClientBuild();
const { app, logs } = await useTestApp(database, { config });

const stackLike = /at .*\(.*:\d+:\d+\)|node_modules|src\/server/;

describe('health', () => {
  it('answers ok while the database answers', async () => {
    const res = await app.inject('/api/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const own = await openDatabase({ url: database.url, max: 1 });
    const lonelyLogs = new LogCapture();
    const lonely = await buildApp(testConfig(), own, { logStream: lonelyLogs });
    await own.close();
    const res = await lonely.inject('/api/healthz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    const warning = lonelyLogs.lines.find((l) => l.msg === 'health check: database did not answer');
    expect(warning?.err).toBeDefined();
    await lonely.close();
  });

  it('answers 503 "draining" from the shutdown signal on, and every answer then ends its connection', async () => {
    const draining = await buildApp(testConfig(), database, { logStream: new LogCapture() });
    const drained = draining.platform.drain.begin(0);
    const health = await draining.inject('/api/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'draining' });
    expect(health.headers['retry-after']).toBeUndefined();
    expect(health.headers.connection).toBe('close');
    const info = await draining.inject('/trpc/system.info');
    expect(info.statusCode).toBe(200);
    expect(info.headers.connection).toBe('close');
    await drained;
    await draining.close();
  });
});

describe('terminal logs', () => {
  it('give one line per request, method, path (secrets masked), status and time', async () => {
    const screen = new ScreenCapture();
    const terminal = await buildApp(testConfig(), database, { logStream: screen, terminalLog: true });
    await terminal.inject('/api/healthz');
    await terminal.inject({ method: 'POST', url: '/trpc/auth.verifyEmail?token=s3cret', payload: {} });
    await terminal.close();
    const requests = screen.text.split('\n').filter((l) => /^[A-Z]+ \//.test(l));
    expect(requests).toEqual([expect.stringMatching(/^GET \/api\/healthz 200 \d+ ms$/), expect.stringMatching(/^POST \/trpc\/auth\.verifyEmail\?token=\[redacted\] \d{3} \d+ ms$/)]);
    expect(screen.text).not.toContain('incoming request');
    expect(screen.text).not.toContain('s3cret');
    expect(screen.text).not.toContain('{"level"');
  });
});

describe('security headers', () => {
  it('sends a CSP the client works under, and a request id', async () => {
    const res = await app.inject('/api/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes a well-formed incoming request id', async () => {
    const res = await app.inject({ url: '/api/healthz', headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers['x-request-id']).toBe('trace-42');
  });
});

describe('tRPC over HTTP', () => {
  it('serves a query with superjson', async () => {
    const res = await app.inject('/trpc/system.info');
    expect(res.statusCode).toBe(200);
    const data = superjson.deserialize(res.json().result.data) as { appName: string; billingProvider: string };
    expect(data).toMatchObject({ appName: 'Upward', billingProvider: 'local' });
  });

  it('answers an unknown procedure with a clean 404', async () => {
    const res = await app.inject('/trpc/nothing.here');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(stackLike);
    expect(res.json().error.json.data.code).toBe('NOT_FOUND');
  });

  it('answers bad input with 400 and the field errors, without a stack', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/system.reportNotFound',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { path: 42 } }),
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error.json;
    expect(error.data.fieldErrors).toHaveProperty('path');
    expect(res.body).not.toMatch(stackLike);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signOut',
      headers: { 'content-type': 'application/json' },
      payload: '{"json": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(stackLike);
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/system.reportNotFound',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { path: 'x'.repeat(300 * 1024) } }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses mutations that are not JSON (no simple-request CSRF)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signOut',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses mutations from a foreign Origin and accepts our own', async () => {
    const send = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/trpc/auth.signOut',
        headers: { 'content-type': 'application/json', origin },
        payload: '{}',
      });
    expect((await send('https://evil.example')).statusCode).toBe(403);
    expect((await send('http://localhost:3000')).statusCode).toBe(200);
  });
});

describe('client and fallbacks', () => {
  it('serves index.html for known routes, with no-cache', async () => {
    for (const url of ['/', '/jobs', '/news/123', '/dashboard/job-seeker?tab=x']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the service worker at /sw.js, revalidated every time, compressed or not, and lets it run', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown page with 404, still rendering the client, and logs the path', async () => {
    const res = await app.inject('/definitely/not/here?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(logs.lines.some((l) => l.msg === 'unknown path' && l.path === '/definitely/not/here')).toBe(true);
  });

  it('answers unknown files and API routes with JSON 404s', async () => {
    for (const url of ['/assets/missing.js', '/api/nope']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('never logs secrets carried in a query string', async () => {
    await app.inject('/auth/reset?token=supersecret123&x=1');
    expect(logs.text).not.toContain('supersecret123');
    expect(logs.text).toContain('token=[redacted]');
  });
});

describe('not-found reports from the client', () => {
  it('are logged, and limited per IP address with Retry-After (a forged X-Forwarded-For changes nothing)', async () => {
    let forged = 0;
    const report = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/trpc/system.reportNotFound',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++forged % 250}` },
        payload: JSON.stringify(superjson.serialize({ path: '/reported/by/client' })),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await report('10.9.9.9')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const limited = await report('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report('10.9.9.10')).statusCode).toBe(200);
    expect(logs.lines.some((l) => l.msg === 'unknown path' && l.path === '/reported/by/client')).toBe(true);
  });
});
