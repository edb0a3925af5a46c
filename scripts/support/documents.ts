// Small real documents built in memory: a one-page PDF with text, a ZIP (the app's writer, entries
// stored or deflated as asked) and a DOCX made with it, and the header of a Word 97 .doc file. Enough for
// the upload route and the text extractors to see what a real file would give them. Also their
// hostile twins: a PDF and a DOCX of a few kilobytes that unpack to as much as asked, a PDF of
// thousands of pages, a DOCX nesting elements deeper than any document. For the tests and
// scripts/stall.ts alike.
import { deflateSync } from 'node:zlib';
import { zip as zipFiles } from '../../src/server/platform/zip.ts';

/** A valid one-page PDF (Helvetica, one text line per entry) with a correct cross-reference table. */
export function minimalPdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = ['BT', '/F1 14 Tf', '72 720 Td', '18 TL', ...lines.map((line, i) => `${i ? 'T* ' : ''}(${escape(line)}) Tj`), 'ET'].join('\n');
  return onePagePdf(Buffer.from(stream, 'latin1'));
}

/**
 * A one-page PDF whose page content unpacks to about `expandedBytes` of text operators, Flate
 * compressed about a thousandfold: the shape of a small upload that makes pdf.js work for long.
 */
export function pdfBomb(expandedBytes: number): Buffer {
  const line = 'BT /F1 12 Tf 72 720 Td (Led a team of engineers) Tj ET\n';
  return onePagePdf(deflateSync(Buffer.from(line.repeat(Math.ceil(expandedBytes / line.length)), 'latin1')), '/Filter /FlateDecode');
}

function onePagePdf(content: Buffer, filter = ''): Buffer {
  return pagesPdf(1, content, filter);
}

/** A PDF of `pages` pages that all show one short line (one content stream, shared): about 80 bytes a page. */
export function manyPagePdf(pages: number): Buffer {
  return pagesPdf(pages, Buffer.from('BT /F1 12 Tf 72 720 Td (Led a team of engineers) Tj ET', 'latin1'));
}

/** Objects 1 catalog, 2 page tree, 3 font, 4 the content every page shows, then the pages. */
function pagesPdf(pages: number, content: Buffer, filter = ''): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 5} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ].map((body) => Buffer.from(body, 'latin1'));
  objects.push(Buffer.concat([Buffer.from(`<< /Length ${content.length}${filter ? ` ${filter}` : ''} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]));
  const page = Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>', 'latin1');
  for (let i = 0; i < pages; i++) objects.push(page);
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(object);
    length += object.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  tail += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(tail, 'latin1')]);
}

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Deflate the entry (as Word does); stored otherwise. */
  deflate?: boolean;
}

/** A plain ZIP archive, each entry stored or deflated as the fixture says. */
export function zip(entries: ZipEntry[]): Buffer {
  return zipFiles(entries.map((entry) => ({ name: entry.name, data: Buffer.from(entry.data), method: entry.deflate ? 'deflate' : 'store' })));
}

const xmlEscape = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

/** A minimal Word document: content types, package relationships and the main document part. */
export function minimalDocx(paragraphs: string[]): Buffer {
  return docxWithBody(paragraphs.map(paragraphXml).join(''));
}

const paragraphXml = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`;

function docxWithBody(bodyXml: string): Buffer {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return zip([
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'word/document.xml',
      deflate: true,
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${bodyXml}</w:body></w:document>`,
    },
  ]);
}

/**
 * A Word document whose main part unpacks to about `xmlBytes` of ordinary paragraphs, deflated about
 * a thousandfold: the shape of a small upload that makes mammoth work for long.
 */
export function docxBomb(xmlBytes: number): Buffer {
  const paragraph = paragraphXml('Led a team of engineers shipping things.');
  return docxWithBody(paragraph.repeat(Math.ceil(xmlBytes / paragraph.length)));
}

/**
 * A Word document whose body nests `elements` runs, each inside the last, around one paragraph:
 * small, within the XML cap, and deeper than any document Word writes.
 */
export function deepDocx(elements: number): Buffer {
  return docxWithBody(`${'<w:r>'.repeat(elements)}${paragraphXml('Deep')}${'</w:r>'.repeat(elements)}`);
}

/**
 * The start of a Word 97-2003 file: the OLE2 compound-file signature, a v3 header, and a directory
 * sector naming the "WordDocument" stream (UTF-16LE), as Word writes it.
 */
export function minimalDoc(): Buffer {
  const file = Buffer.alloc(512 * 3);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // little-endian
  file.writeUInt16LE(9, 30); // 512-byte sectors
  file.writeUInt16LE(6, 32); // 64-byte mini sectors
  file.writeUInt32LE(1, 44); // one FAT sector
  file.writeUInt32LE(1, 48); // directory starts at sector 1
  const directory = 512 * 2;
  const entry = (index: number, name: string, type: number) => {
    const at = directory + index * 128;
    Buffer.from(`${name}\0`, 'utf16le').copy(file, at);
    file.writeUInt16LE((name.length + 1) * 2, at + 64);
    file.writeUInt8(type, at + 66);
  };
  entry(0, 'Root Entry', 5);
  entry(1, 'WordDocument', 2);
  entry(2, '1Table', 2);
  return file;
}

/** The first bytes of a PNG image, padded: a picture, whatever its name says. */
export function pngBytes(): Buffer {
  return Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(256, 7)]);
}
