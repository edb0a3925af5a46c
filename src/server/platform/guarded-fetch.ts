// Fetching a page at an address a member chose, without letting the address reach anything but the
// public web (SSRF). The host is resolved once and every address it resolves to is checked: no
// loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast,
// reserved or documentation range, and no IPv6 form that embeds such an IPv4 address. The
// connection then goes to an address that was checked, never to a second lookup's answer, so a
// name that answers a public address to the check and a private one to the connection (DNS
// rebinding) still reaches only the public one. Redirects are followed by hand, each new address
// checked the same way; the whole fetch is bounded in time and the body in bytes, refused from its
// declared length and cut while it streams. No cookies, no credentials: one fixed user agent.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { JOB_CAPTURE_LIMITS, JOB_CAPTURE_TEXT, JOB_CAPTURE_USER_AGENT } from '#shared/constants/job-capture.ts';

/** Why a fetch was refused or failed; each is one of JOB_CAPTURE_TEXT's messages. */
export type GuardedFetchReason =
  | 'invalidUrl'
  | 'scheme'
  | 'credentials'
  | 'privateAddress'
  | 'unresolved'
  | 'tooManyRedirects'
  | 'timeout'
  | 'tooLarge'
  | 'notHtml'
  | 'httpError'
  | 'network';

export class GuardedFetchError extends Error {
  readonly reason: GuardedFetchReason;
  /** The status the site answered, for httpError. */
  readonly status: number | null;
  constructor(reason: GuardedFetchReason, status: number | null = null) {
    super(reason === 'httpError' ? JOB_CAPTURE_TEXT.httpError(status ?? 0) : JOB_CAPTURE_TEXT[reason]);
    this.name = 'GuardedFetchError';
    this.reason = reason;
    this.status = status;
  }
}

export interface GuardedFetchOptions {
  /** Tests only (config.jobs.fetchAllowLoopback): loopback addresses (127/8, ::1) may be fetched; nothing else private ever may. */
  allowLoopback: boolean;
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/** A page as fetched: the address it was finally read from, what it is, and its text decoded by its charset. */
export interface FetchedPage {
  url: string;
  kind: 'html' | 'json';
  text: string;
}

const blockList = (family: 'ipv4' | 'ipv6', subnets: string[]) => {
  const list = new BlockList();
  for (const subnet of subnets) {
    const [network, prefix] = subnet.split('/');
    list.addSubnet(network!, Number(prefix), family);
  }
  return list;
};

/** 127.0.0.0/8: what the test switch allows (::1 is the one IPv6 loopback address). */
const LOOPBACK_V4 = blockList('ipv4', ['127.0.0.0/8']);

/** Every IPv4 range that is not the public internet (IANA's special-purpose registry). */
const REFUSED_V4 = blockList('ipv4', [
  '0.0.0.0/8', // "this network", 0.0.0.0 included
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, cloud metadata
  '172.16.0.0/12',
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16',
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, 255.255.255.255 included
]);

/** IPv6 ranges that are not the public internet; the forms embedding an IPv4 address are read apart (`addressKind`). */
const REFUSED_V6 = blockList('ipv6', [
  '::/96', // unspecified, loopback, the deprecated IPv4-compatible form
  '::ffff:0:0:0/96', // IPv4-translated (SIIT)
  '64:ff9b:1::/48', // local-use NAT64
  '100::/64', // discard
  '2001::/23', // IETF protocol assignments: Teredo (2001::/32), ORCHID, benchmarking
  '2001:db8::/32', // documentation
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10', // site-local
  'ff00::/8', // multicast
]);

/** An IPv6 address's eight 16-bit words, from the URL parser's normal form (never dotted); null when it is not one. */
function ipv6Words(address: string): number[] | null {
  let normal: string;
  try {
    normal = new URL(`http://[${address.split('%')[0]}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head, tail] = normal.includes('::') ? normal.split('::') : [normal, ''];
  const words = (part: string | undefined) => (part ? part.split(':').map((word) => parseInt(word, 16)) : []);
  const left = words(head);
  const right = words(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** Where an address leads: the public internet, this machine, or anywhere else that is refused. */
function addressKind(address: string): 'public' | 'loopback' | 'refused' {
  const family = isIP(address);
  if (family === 4) {
    if (LOOPBACK_V4.check(address, 'ipv4')) return 'loopback';
    return REFUSED_V4.check(address, 'ipv4') ? 'refused' : 'public';
  }
  const w = family === 6 ? ipv6Words(address) : null;
  if (!w) return 'refused';
  const zeros = (from: number, to: number) => w.slice(from, to).every((word) => word === 0);
  // ::ffff:a.b.c.d is the IPv4 address itself, connected over an IPv6 socket.
  if (zeros(0, 5) && w[5] === 0xffff) return addressKind(ipv4Of(w[6]!, w[7]!));
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they carry through a
  // translator: public only when that address is (never this machine's loopback).
  const carried = w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6) ? ipv4Of(w[6]!, w[7]!) : w[0] === 0x2002 ? ipv4Of(w[1]!, w[2]!) : null;
  if (carried) return addressKind(carried) === 'public' ? 'public' : 'refused';
  if (zeros(0, 7) && w[7] === 1) return 'loopback';
  return REFUSED_V6.check(address.split('%')[0]!, 'ipv6') ? 'refused' : 'public';
}

/** Whether the fetcher may connect to the address (exported for the table of addresses the tests check). */
export function isAddressAllowed(address: string, allowLoopback: boolean): boolean {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
}

/** A link as the fetcher takes it: http or https, a host, no user name or password. */
function checkedUrl(link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new GuardedFetchError('invalidUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new GuardedFetchError('scheme');
  if (url.username || url.password) throw new GuardedFetchError('credentials');
  if (!url.hostname) throw new GuardedFetchError('invalidUrl');
  return url;
}

/** Every address the host resolves to, each checked; one refused address refuses the host. */
async function checkedAddresses(url: URL, allowLoopback: boolean): Promise<LookupAddress[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  const family = isIP(host);
  if (family) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await dnsLookup(host, { all: true, order: 'verbatim' });
    } catch {
      throw new GuardedFetchError('unresolved');
    }
  }
  if (addresses.length === 0) throw new GuardedFetchError('unresolved');
  if (!addresses.every((a) => isAddressAllowed(a.address, allowLoopback))) throw new GuardedFetchError('privateAddress');
  return addresses;
}

const ACCEPT = 'text/html,application/xhtml+xml,application/ld+json;q=0.9,application/json;q=0.9';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const KINDS: Record<string, FetchedPage['kind']> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'application/json': 'json',
  'application/ld+json': 'json',
};

/** One GET to an address that was checked: the connection's lookup answers those addresses and no others. */
function request(url: URL, addresses: LookupAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
    if (usable.length === 0) return callback(Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' }), '', 0);
    if (options.all) callback(null, usable);
    else callback(null, usable[0]!.address, usable[0]!.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // A fresh connection each time (no agent): a pooled socket would be another fetch's connection.
    const req = client.request(url, {
      agent: false,
      lookup,
      signal,
      headers: { 'user-agent': JOB_CAPTURE_USER_AGENT, accept: ACCEPT, 'accept-encoding': 'identity' },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

/** The body as sent: a server that compresses despite `accept-encoding: identity` is unpacked, under the same cap. */
function decodedBody(res: IncomingMessage): Readable {
  const encoding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return res;
  const unpack = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress }[encoding];
  if (!unpack) throw new GuardedFetchError('notHtml');
  const stream = unpack();
  res.on('error', (err) => stream.destroy(err));
  return res.pipe(stream);
}

/** The Content-Type's charset; UTF-8 when it names none, or one TextDecoder does not know. */
function decoderFor(contentType: string): TextDecoder {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/**
 * The body's text, read up to the cap and stopped (the connection closed) the moment it passes it.
 * Each chunk is decoded as it arrives: a 2 MB page decoded at once holds the event loop for tens
 * of milliseconds on a busy machine, chunk by chunk it never does.
 */
async function readText(res: IncomingMessage, maxBytes: number, contentType: string): Promise<string> {
  const declared = Number(res.headers['content-length']);
  if (declared > maxBytes) throw new GuardedFetchError('tooLarge');
  const body = decodedBody(res);
  const decoder = decoderFor(contentType);
  const parts: string[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new GuardedFetchError('tooLarge');
      parts.push(decoder.decode(chunk, { stream: true }));
    }
  } finally {
    body.destroy();
    res.destroy();
  }
  parts.push(decoder.decode());
  return parts.join('');
}

async function follow(link: string, options: GuardedFetchOptions, signal: AbortSignal): Promise<FetchedPage> {
  const maxRedirects = options.maxRedirects ?? JOB_CAPTURE_LIMITS.maxRedirects;
  const maxBytes = options.maxBytes ?? JOB_CAPTURE_LIMITS.maxBytes;
  let url = checkedUrl(link);
  for (let redirects = 0; ; redirects++) {
    const addresses = await checkedAddresses(url, options.allowLoopback);
    const res = await request(url, addresses, signal);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (REDIRECTS.has(status) && location) {
      res.destroy();
      if (redirects >= maxRedirects) throw new GuardedFetchError('tooManyRedirects');
      url = checkedUrl(new URL(location, url).href);
      continue;
    }
    if (status < 200 || status > 299) {
      res.destroy();
      throw new GuardedFetchError('httpError', status);
    }
    const contentType = res.headers['content-type'] ?? '';
    const kind = KINDS[contentType.split(';')[0]!.trim().toLowerCase()];
    if (!kind) {
      res.destroy();
      throw new GuardedFetchError('notHtml');
    }
    return { url: url.href, kind, text: await readText(res, maxBytes, contentType) };
  }
}

/**
 * GETs the page at a member's link: http or https only, no credentials, every address of every
 * hop public (loopback too when `allowLoopback`, for tests), at most maxRedirects redirects,
 * fetchTimeoutMs for all of it, maxBytes of HTML or JSON. Anything else is a GuardedFetchError
 * whose message is the capture's words for it.
 */
export async function guardedFetch(link: string, options: GuardedFetchOptions): Promise<FetchedPage> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // The lookup cannot be cancelled, so the deadline races the whole fetch rather than each step.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new GuardedFetchError('timeout'));
    }, options.timeoutMs ?? JOB_CAPTURE_LIMITS.fetchTimeoutMs);
  });
  const work = follow(link, options, controller.signal).catch((err: unknown) => {
    if (err instanceof GuardedFetchError) throw err;
    // A reset, a refused connection, a malformed answer, a TLS failure, a broken gzip stream.
    throw new GuardedFetchError(controller.signal.aborted ? 'timeout' : 'network');
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    // Whatever is still open (a refused body, a step the deadline overtook) is closed; its error is moot.
    controller.abort();
    work.catch(() => undefined);
  }
}
