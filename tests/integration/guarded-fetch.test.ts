// The guarded fetcher against a real HTTP server on loopback: with the test switch off, every way
// of naming this machine or a private network is refused before a connection is made (the server
// sees no request); with it on, loopback and nothing else is allowed, so a redirect from the page
// server to a private or metadata address is still refused. Redirect loops, a 50 MB body (with and
// without its length), a picture, a slow server, an error status and an international name each
// end with their own words; HTML, JSON, a redirect chain and a Latin-1 page are read.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_CAPTURE_LIMITS, JOB_CAPTURE_TEXT, JOB_CAPTURE_USER_AGENT } from '#shared/constants/job-capture.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { guardedFetch, GuardedFetchError, isAddressAllowed, type GuardedFetchOptions } from '../../src/server/platform/guarded-fetch.ts';
import { TEST_SECRETS } from '../support/app.ts';

const MB = 1024 * 1024;
const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
/** Bytes the server wrote of each large body before the fetcher closed the connection, and whether it has closed. */
const written: Record<string, number> = {};
const closed: Record<string, boolean> = {};

/** Writes `total` bytes in 64 KB chunks, waiting for the socket to drain, counting what went out. */
function stream(res: ServerResponse, name: string, total: number) {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  written[name] = 0;
  const pump = () => {
    while (written[name]! < total) {
      written[name]! += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.once('close', () => {
    res.removeAllListeners('drain');
    closed[name] = true;
  });
  pump();
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push({ path: url.pathname + url.search, headers: req.headers });
  const redirect = (to: string) => {
    res.writeHead(302, { location: to });
    res.end();
  };
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
  if (chain) return Number(chain[1]) > 0 ? redirect(`/chain/${Number(chain[1]) - 1}`) : redirect('/page');
  switch (url.pathname) {
    case '/page':
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<html><head><title>Café engineer</title></head><body>Hello</body></html>');
    case '/posting.json':
      res.writeHead(200, { 'content-type': 'application/ld+json' });
      return res.end('{"@type":"JobPosting","title":"Engineer"}');
    case '/latin1':
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      return res.end(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xa3, 0x35])); // "Café £5"
    case '/to':
      return redirect(url.searchParams.get('url')!);
    case '/loop':
      return redirect('/loop');
    case '/huge-declared':
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * MB) });
      return stream(res, 'declared', 50 * MB);
    case '/huge-chunked':
      res.writeHead(200, { 'content-type': 'text/html' });
      return stream(res, 'chunked', 50 * MB);
    case '/picture':
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    case '/slow':
      // Headers, then nothing: the body never comes.
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.write('<html>');
    case '/missing':
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<h1>Not found</h1>');
    default:
      res.writeHead(500);
      return res.end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
const local = `http://127.0.0.1:${port}`;
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const OFF: GuardedFetchOptions = { allowLoopback: false };
const ON: GuardedFetchOptions = { allowLoopback: true };

/** The refusal a fetch ends with: its reason and its message. */
async function refusal(link: string, options: GuardedFetchOptions) {
  const error = await guardedFetch(link, options).then(
    () => null,
    (err: unknown) => err,
  );
  if (!(error instanceof GuardedFetchError)) throw new Error(`expected a refusal of ${link}, got ${String(error)}`);
  return { reason: error.reason, message: error.message };
}
const refused = (reason: Exclude<GuardedFetchError['reason'], 'httpError'>) => ({ reason, message: JOB_CAPTURE_TEXT[reason] });

describe('with the loopback switch off', () => {
  it.each([
    ['loopback', `${local}/page`],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', `http://[::1]:${port}/page`],
    ['IPv4-mapped IPv6 loopback', `http://[::ffff:127.0.0.1]:${port}/page`],
    ['a decimal IPv4 address', `http://2130706433:${port}/page`],
    ['a hexadecimal IPv4 address', `http://0x7f000001:${port}/page`],
    ['an octal IPv4 address', `http://0177.0.0.1:${port}/page`],
    ['a 10.x private address', 'http://10.0.0.1/'],
    ['a 192.168.x private address', 'http://192.168.1.1/'],
    ['a 172.16/12 private address', 'http://172.20.0.1/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['0.0.0.0', `http://0.0.0.0:${port}/page`],
    ['an IPv6 unique local address', 'http://[fc00::1]/'],
    ['an IPv6 link-local address', 'http://[fe80::1]/'],
    ['NAT64 carrying a private address', 'http://[64:ff9b::a00:1]/'],
    ['a name that resolves to loopback', `http://localhost:${port}/page`],
  ])('refuses %s without connecting', async (_, link) => {
    const before = requests.length;
    expect(await refusal(link, OFF)).toEqual(refused('privateAddress'));
    expect(requests.length).toBe(before);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)', 'scheme'],
    ['file:', 'file:///etc/passwd', 'scheme'],
    ['ftp:', 'ftp://example.com/job', 'scheme'],
    ['credentials', `http://user:secret@127.0.0.1:${port}/page`, 'credentials'],
    ['a user name alone', 'https://admin@example.com/', 'credentials'],
    ['not a link', 'careers page', 'invalidUrl'],
  ] as const)('refuses %s on its face', async (_, link, reason) => {
    expect(await refusal(link, OFF)).toEqual(refused(reason));
  });

  it('answers an international name that does not resolve as unresolved, not a crash', async () => {
    // The URL parser turns bücher.example into xn--bcher-kva.example; .example never resolves.
    expect(await refusal('http://bücher.example/jobs/1', OFF)).toEqual(refused('unresolved'));
  });
});

describe('the addresses', () => {
  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['64:ff9b::5db8:d822', true], // NAT64 carrying a public address
    ['2002:5db8:d822::1', true], // 6to4 carrying a public address
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['10.1.2.3', false],
    ['172.31.255.255', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.127.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['192.0.0.8', false],
    ['192.0.2.1', false],
    ['198.18.0.1', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['::', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['2002:7f00:1::', false],
    ['2002:c0a8:101::1', false],
    ['2001::1', false], // Teredo
    ['2001:db8::1', false],
    ['100::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['fec0::1', false],
    ['ff02::1', false],
  ])('%s is allowed: %s', (address, allowed) => {
    expect(isAddressAllowed(address, false)).toBe(allowed);
  });

  it('lets the test switch through loopback and nothing else private', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isAddressAllowed(address, true)).toBe(true);
    for (const address of ['10.0.0.1', '169.254.169.254', '192.168.1.1', 'fc00::1', '0.0.0.0', '64:ff9b::7f00:1', '2002:7f00:1::']) {
      expect(isAddressAllowed(address, true)).toBe(false);
    }
  });

  it('is refused in production', () => {
    const env = { ...TEST_SECRETS, NODE_ENV: 'production', JOB_FETCH_ALLOW_LOOPBACK: '1' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/JOB_FETCH_ALLOW_LOOPBACK/);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).jobs.fetchAllowLoopback).toBe(true);
  });
});

describe('with the loopback switch on', () => {
  it('reads an HTML page, with the fixed user agent, no cookies and no compression', async () => {
    const page = await guardedFetch(`${local}/page`, ON);
    expect(page).toEqual({ url: `${local}/page`, kind: 'html', text: '<html><head><title>Café engineer</title></head><body>Hello</body></html>' });
    const { headers } = requests.at(-1)!;
    expect(headers['user-agent']).toBe(JOB_CAPTURE_USER_AGENT);
    expect(headers['accept-encoding']).toBe('identity');
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });

  it('reads JSON and decodes a page by its charset', async () => {
    expect(await guardedFetch(`${local}/posting.json`, ON)).toMatchObject({ kind: 'json', text: '{"@type":"JobPosting","title":"Engineer"}' });
    expect((await guardedFetch(`${local}/latin1`, ON)).text).toBe('Café £5');
  });

  it('follows a chain of redirects up to the cap, and answers where it ended', async () => {
    const page = await guardedFetch(`${local}/chain/${JOB_CAPTURE_LIMITS.maxRedirects - 1}`, ON);
    expect(page.url).toBe(`${local}/page`);
    expect(await refusal(`${local}/chain/${JOB_CAPTURE_LIMITS.maxRedirects}`, ON)).toEqual(refused('tooManyRedirects'));
  });

  it('ends a redirect loop at the cap', async () => {
    const before = requests.length;
    expect(await refusal(`${local}/loop`, ON)).toEqual(refused('tooManyRedirects'));
    expect(requests.length - before).toBe(JOB_CAPTURE_LIMITS.maxRedirects + 1);
  });

  it.each([
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/iam/'],
    ['a private address', 'http://10.0.0.1/admin'],
    ['a mapped private address', 'http://[::ffff:192.168.0.1]/'],
    ['a decimal private address', 'http://167772161/'],
  ])('refuses a redirect to %s: the switch allows loopback only', async (_, target) => {
    expect(await refusal(`${local}/to?url=${encodeURIComponent(target)}`, ON)).toEqual(refused('privateAddress'));
  });

  it('refuses a redirect to another scheme or with credentials', async () => {
    expect(await refusal(`${local}/to?url=${encodeURIComponent('file:///etc/passwd')}`, ON)).toEqual(refused('scheme'));
    expect(await refusal(`${local}/to?url=${encodeURIComponent(`http://a:b@127.0.0.1:${port}/page`)}`, ON)).toEqual(refused('credentials'));
  });

  it('refuses a 50 MB body from its length, and stops reading one without a length at the cap', async () => {
    expect(await refusal(`${local}/huge-declared`, ON)).toEqual(refused('tooLarge'));
    expect(await refusal(`${local}/huge-chunked`, ON)).toEqual(refused('tooLarge'));
    // What the server got out before the connection closed: the cap and the sockets' buffers, not 50 MB.
    await expect.poll(() => closed['declared'] && closed['chunked']).toBe(true);
    expect(written['declared']).toBeLessThan(10 * MB);
    expect(written['chunked']).toBeLessThan(10 * MB);
  });

  it('refuses what is not a page, an error status and a server too slow for the time limit', async () => {
    expect(await refusal(`${local}/picture`, ON)).toEqual(refused('notHtml'));
    expect(await refusal(`${local}/missing`, ON)).toEqual({ reason: 'httpError', message: JOB_CAPTURE_TEXT.httpError(404) });
    expect(await refusal(`${local}/slow`, { ...ON, timeoutMs: 300 })).toEqual(refused('timeout'));
    expect(await refusal(`http://127.0.0.1:9/page`, ON)).toEqual(refused('network'));
  });

  it('still refuses a private address named directly', async () => {
    expect(await refusal('http://10.0.0.1/', ON)).toEqual(refused('privateAddress'));
    expect(await refusal('http://169.254.169.254/', ON)).toEqual(refused('privateAddress'));
  });
});
