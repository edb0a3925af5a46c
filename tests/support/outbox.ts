// Reads mail the app wrote to DATA_DIR/outbox, as a person would read their inbox.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links and words. */
const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function parse(file: string, raw: string): OutboxMessage {
  const [head] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => head!.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  return { file, to: header('To'), subject: header('Subject'), text: decodeQuotedPrintable(raw) };
}

export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parse(f, await readFile(path.join(dir, f), 'utf8'))));
}

/** Messages to one address, oldest first. */
export async function mailTo(dataDir: string, address: string): Promise<OutboxMessage[]> {
  return (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/** The first link in a message that points at the given path, with its token. */
export function linkIn(message: OutboxMessage, pathname: string): { url: URL; token: string } {
  const found = [...message.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => new URL(m[0].replaceAll('&amp;', '&'))).find((u) => u.pathname === pathname);
  if (!found) throw new Error(`no ${pathname} link in "${message.subject}"`);
  return { url: found, token: found.searchParams.get('token')! };
}
