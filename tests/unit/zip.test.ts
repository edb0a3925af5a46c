// The ZIP writer (the browser extension's download): what goes in comes out, byte for byte, as our
// reader and Info-ZIP's unzip see it; text is deflated, what deflating would grow is stored, and the
// same files always make the same archive.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipEntries } from '../../src/server/platform/documents.ts';
import { zip, type ZipFile } from '../../src/server/platform/zip.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';

const files: ZipFile[] = [
  { name: 'manifest.json', data: Buffer.from(JSON.stringify({ name: 'Save to Upward', padding: 'x'.repeat(2000) })) },
  { name: 'icons/icon-16.png', data: randomBytes(600) },
  { name: 'empty.txt', data: new Uint8Array(0) },
  { name: 'näme/ünïcode.txt', data: Buffer.from('Grüße\n') },
];

describe('zip', () => {
  it('gives back every file, deflating text and storing what would not shrink', () => {
    const entries = zipEntries(zip(files));
    expect(entries?.map((e) => e.name)).toEqual(files.map((f) => f.name));
    for (const [i, entry] of entries!.entries()) {
      const data = entry.method === 8 ? inflateRawSync(entry.data) : entry.data;
      expect(Buffer.compare(data, Buffer.from(files[i]!.data)), entry.name).toBe(0);
      expect(entry.size).toBe(files[i]!.data.length);
    }
    expect(entries!.map((e) => e.method)).toEqual([8, 0, 0, 0]);
  });

  it('keeps an entry as asked when the caller says how', () => {
    const text = Buffer.from('a'.repeat(100));
    expect(zipEntries(zip([{ name: 'a', data: text, method: 'store' }]))?.[0]?.method).toBe(0);
    expect(zipEntries(zip([{ name: 'b', data: randomBytes(50), method: 'deflate' }]))?.[0]?.method).toBe(8);
  });

  it('makes the same bytes from the same files', () => {
    expect(Buffer.compare(zip(files), zip(files))).toBe(0);
  });

  it.skipIf(!existsSync('/usr/bin/unzip'))("passes Info-ZIP's integrity test (every CRC) and unpacks as written", () => {
    const dir = tempDir('upward-zip-');
    const archive = path.join(dir, 'test.zip');
    writeFileSync(archive, zip(files));
    expect(execFileSync('/usr/bin/unzip', ['-t', archive], { encoding: 'utf8' })).toContain('No errors detected');
    execFileSync('/usr/bin/unzip', ['-q', archive, '-d', path.join(dir, 'out')]);
    for (const file of files) expect(Buffer.compare(readFileSync(path.join(dir, 'out', file.name)), Buffer.from(file.data)), file.name).toBe(0);
  });
});
