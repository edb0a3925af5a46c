// A ZIP archive from a few files in memory (PKWARE's APPNOTE, no ZIP64): each entry deflated, or
// stored when deflating does not make it smaller. The browser extension's download is made with it,
// and the tests' DOCX fixtures; the reading side (uploaded DOCX files) is zipEntries in documents.ts.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipFile {
  /** A relative path with forward slashes: `icons/16.png`. */
  name: string;
  data: Uint8Array;
  /** How the entry is kept; by default deflated unless that does not make it smaller (test fixtures pick one). */
  method?: 'store' | 'deflate';
}

/** The DOS date and time every entry carries: 1980-01-01 00:00, so the same files give the same bytes. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
/** General purpose flag 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
const LIMIT = 0xffffffff;
/** S_IFREG | 0644, as unzip sets it on the files it writes. */
const FILE_MODE = 0o100644;

export function zip(files: readonly ZipFile[]): Buffer {
  if (files.length >= 0xffff) throw new Error('zip: too many entries');
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const deflated = file.method === 'store' ? null : deflateRawSync(file.data, { level: 9 });
    const stored = !deflated || (file.method !== 'deflate' && deflated.length >= file.data.length);
    const body = stored ? Buffer.from(file.data) : deflated;
    if (file.data.length > LIMIT || offset > LIMIT) throw new Error('zip: archive too large');
    const crc = crc32(file.data);

    // The local header and the central directory's entry share this run of fields, two bytes apart.
    const entry = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed: 2.0 (deflate)
      header.writeUInt16LE(UTF8_NAMES, at + 2);
      header.writeUInt16LE(stored ? 0 : 8, at + 4);
      header.writeUInt16LE(DOS_TIME, at + 6);
      header.writeUInt16LE(DOS_DATE, at + 8);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(body.length, at + 14);
      header.writeUInt32LE(file.data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    entry(local, 4);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    // Made by Unix (3), version 2.0: unzip then takes names as the UTF-8 they are, where from MS-DOS
    // it would read them as code page 437; so the mode below is a Unix one.
    central.writeUInt16LE((3 << 8) | 20, 4);
    entry(central, 6);
    // Extra field, comment, disk and internal attributes: zero. External: a plain file, rw-r--r--.
    central.writeUInt32LE(FILE_MODE * 0x10000, 38);
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, body);
    directory.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}
