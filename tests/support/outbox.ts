// Reads mail the app wrote to DATA_DIR/outbox, as a person would read their inbox.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  /** Every MIME part, decoded as its Content-Transfer-Encoding says. */
  text: string;
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function decodedParts(eml: string): string {
  return eml
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const headers = split < 0 ? part : part.slice(0, split);
      const body = split < 0 ? '' : part.slice(split).trim();
      if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

function parse(file: string, raw: string): OutboxMessage {
  const [head] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => head!.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  return { file, to: header('To'), subject: header('Subject'), text: decodedParts(raw) };
}

export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parse(f, await readFile(path.join(dir, f), 'utf8'))));
}

/** Messages to one address, oldest first. */
/** A header of a stored message, folded lines joined; null when it has none. */
export async function mailHeader(dataDir: string, message: OutboxMessage, name: string): Promise<string | null> {
  const raw = await readFile(path.join(dataDir, 'outbox', message.file), 'utf8');
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? null;
}

export async function mailTo(dataDir: string, address: string): Promise<OutboxMessage[]> {
  return (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

const linksIn = (message: OutboxMessage) =>
  [...message.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => new URL(m[0].replaceAll('&amp;', '&')));

/** The first link in a message that points at the given path, with its token. */
export function linkIn(message: OutboxMessage, pathname: string): { url: URL; token: string } {
  const found = linksIn(message).find((u) => u.pathname === pathname);
  if (!found) throw new Error(`no ${pathname} link in "${message.subject}"`);
  return { url: found, token: found.searchParams.get('token')! };
}

/**
 * The newest link to `pathname` mailed to `address`, waiting for the mail to be written (it is
 * sent after the response).
 */
export async function waitForLink(dataDir: string, address: string, pathname: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    for (const message of (await mailTo(dataDir, address)).reverse()) {
      const link = linksIn(message).find((u) => u.pathname === pathname)?.toString();
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no ${pathname} link mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
