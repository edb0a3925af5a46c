// A push service on loopback that checks what a real one checks and decrypts what only the browser
// could: each POST must carry a VAPID token (RFC 8292) signed with the site's key for this origin,
// not expired, naming a contact; its aes128gcm body (RFC 8188) is decrypted with the keys of the
// "browser" the test made (RFC 8291), so a test asserts the exact notification that would show.
// Each browser answers 201 unless the test sets another status (404, 410, 429, 500...).
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface VapidToken {
  header: { typ?: string; alg: string };
  claims: { aud: string; exp: number; sub: string };
}

export interface PushDelivery {
  browserId: string;
  ttl: string | null;
  urgency: string | null;
  topic: string | null;
  token: VapidToken;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The status the service answered. */
  status: number;
}

/** A subscribed browser: its keys stay here; the subscription is what it hands to the site. */
export interface FakeBrowser {
  id: string;
  endpoint: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** What the service answers a notification for this browser; 201 by default. */
  status: number;
}

export interface PushService {
  origin: string;
  /** Every notification the service accepted or answered, decrypted. */
  deliveries: PushDelivery[];
  /** Requests refused for a bad token or a body that did not decrypt, with the reason. */
  refused: { browserId: string; reason: string }[];
  newBrowser(): FakeBrowser;
  close(): Promise<void>;
}

const b64u = (buf: Buffer) => buf.toString('base64url');

/** The public key as a KeyObject, from the 65-byte uncompressed point VAPID and Web Push use. */
function p256PublicKey(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) }, format: 'jwk' });
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>`: the key is the one the browser subscribed with, the
 * ES256 signature verifies with it, `aud` is the endpoint's origin, `exp` is in the future and at most
 * 24 hours away, `sub` is a mailto: or https: contact. Answers the token, or why it is refused.
 */
export function checkVapid(authorization: string | undefined, expectedKey: string, origin: string, now = Date.now()): VapidToken | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return 'no vapid authorization';
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) return 'signed with another key than the subscription';
  const [header64, claims64, signature64] = jwt.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${header64}.${claims64}`),
    { key: p256PublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature64, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const token: VapidToken = {
    header: JSON.parse(Buffer.from(header64, 'base64url').toString()) as VapidToken['header'],
    claims: JSON.parse(Buffer.from(claims64, 'base64url').toString()) as VapidToken['claims'],
  };
  const seconds = now / 1000;
  if (token.header.alg !== 'ES256') return `algorithm ${token.header.alg}`;
  if (token.claims.aud !== origin) return `audience ${token.claims.aud}`;
  if (!(token.claims.exp > seconds && token.claims.exp <= seconds + 24 * 3600)) return `expiry ${token.claims.exp}`;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(token.claims.sub ?? '')) return `subject ${token.claims.sub}`;
  return token;
}

/**
 * The browser's half of RFC 8291: decrypts one aes128gcm body (RFC 8188 header: salt, record size,
 * the sender's public key as key id) with the browser's ECDH key and auth secret.
 */
export function decryptPush(body: Buffer, browser: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error('the key id is not a P-256 public key');
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = browser.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** A browser's push keys: its ECDH pair and auth secret, and the base64url forms it subscribes with. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, authSecret, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authSecret) } };
}

export async function startPushService(vapidPublicKey: string): Promise<PushService> {
  const browsers = new Map<string, FakeBrowser & { ecdh: ECDH; authSecret: Buffer }>();
  const sockets = new Set<Socket>();
  const service = { deliveries: [] as PushDelivery[], refused: [] as PushService['refused'] };
  let origin = '';

  const answer = (res: ServerResponse, status: number) => {
    res.writeHead(status);
    res.end();
  };

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const browser = id ? browsers.get(id) : undefined;
    if (req.method !== 'POST' || !browser) return answer(res, 404);
    const refuse = (status: number, reason: string) => {
      service.refused.push({ browserId: browser.id, reason });
      answer(res, status);
    };
    const token = checkVapid(req.headers.authorization, vapidPublicKey, origin);
    if (typeof token === 'string') return refuse(401, token);
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, `content encoding ${req.headers['content-encoding']}`);
    if (req.headers.ttl === undefined) return refuse(400, 'no TTL');
    const body = Buffer.concat(chunks);
    if (body.length > 4096) return refuse(413, `payload of ${body.length} bytes`);
    let payload: unknown;
    try {
      payload = JSON.parse(decryptPush(body, browser.ecdh, browser.authSecret).toString('utf8'));
    } catch (err) {
      return refuse(400, `did not decrypt: ${(err as Error).message}`);
    }
    const header = (name: string) => (req.headers[name] as string | undefined) ?? null;
    service.deliveries.push({ browserId: browser.id, ttl: header('ttl'), urgency: header('urgency'), topic: header('topic'), token, payload, status: browser.status });
    answer(res, browser.status);
  }

  const server = createServer((req, res) => void respond(req, res).catch(() => res.destroy()));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(service, {
    origin,
    newBrowser(): FakeBrowser {
      const { ecdh, authSecret, keys } = browserKeys();
      const id = b64u(randomBytes(12));
      const endpoint = `${origin}/push/${id}`;
      const browser = { id, endpoint, subscription: { endpoint, keys }, status: 201, ecdh, authSecret };
      browsers.set(id, browser);
      return browser;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
