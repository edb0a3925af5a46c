// Uploaded documents are judged by their bytes: real PDF, DOCX and DOC files pass, look-alikes
// and misnamed files do not, and the text inside PDF and DOCX comes out.
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MIME_TYPES,
  MAX_DOCX_EXPANDED_BYTES,
  MAX_EXTRACTED_CHARS,
  extractDocxText,
  extractPdfText,
  kindFromFileName,
  readDocument,
  sniffDocument,
  tidyText,
  zipEntryNames,
} from '../../src/server/platform/documents.ts';
import { minimalDoc, minimalDocx, minimalPdf, pngBytes, zip } from '../support/documents.ts';

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

const pdf = minimalPdf(['Ada Lovelace', 'Analytical Engine programmer (1843)']);
const docx = minimalDocx(['Grace Hopper', 'Rear Admiral, COBOL & compilers']);

describe('sniffDocument', () => {
  it('recognises a real PDF, DOCX and DOC by their bytes', () => {
    expect(sniffDocument(pdf)).toBe('pdf');
    expect(sniffDocument(docx)).toBe('docx');
    expect(sniffDocument(minimalDoc())).toBe('doc');
  });

  it('refuses an image, an empty file, a ZIP that is not a Word document and an OLE2 file that is not Word', () => {
    expect(sniffDocument(pngBytes())).toBeNull();
    expect(sniffDocument(new Uint8Array())).toBeNull();
    expect(sniffDocument(zip([{ name: 'notes.txt', data: 'just a zip' }]))).toBeNull();
    const spreadsheet = minimalDoc();
    spreadsheet.fill(0, 512 * 2);
    Buffer.from('Workbook\0', 'utf16le').copy(spreadsheet, 512 * 2);
    expect(sniffDocument(spreadsheet)).toBeNull();
  });

  it('refuses a ZIP that unpacks beyond the budget, or whose directory lies about a size', () => {
    const bomb = zip([{ name: 'word/document.xml', data: Buffer.alloc(MAX_DOCX_EXPANDED_BYTES + 1024, 0x20), deflate: true }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(zipEntryNames(bomb)).toBeNull();
    expect(sniffDocument(bomb)).toBeNull();

    const liar = zip([{ name: 'word/document.xml', data: Buffer.alloc(1024 * 1024, 0x20), deflate: true }]);
    // The central directory's uncompressed size (offset 24 of its only record) says 10 bytes.
    const directory = liar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    liar.writeUInt32LE(10, directory + 24);
    expect(sniffDocument(liar)).toBeNull();
  });

  it('lists the entries of an honest archive', () => {
    expect(zipEntryNames(docx)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(zipEntryNames(Buffer.from('PK\x03\x04 not really a zip'))).toBeNull();
  });
});

describe('kindFromFileName', () => {
  it('reads the extension, case-insensitively', () => {
    expect(kindFromFileName('cv.PDF')).toBe('pdf');
    expect(kindFromFileName('my resume.docx')).toBe('docx');
    expect(kindFromFileName('old.doc')).toBe('doc');
    expect(kindFromFileName('resume.pdf.exe')).toBeNull();
    expect(kindFromFileName('resume')).toBeNull();
  });
});

describe('readDocument', () => {
  it('accepts a PDF named .pdf and finds its text', async () => {
    const read = await readDocument(pdf, 'resume.pdf', log);
    expect(read).toMatchObject({ ok: true, kind: 'pdf', mimeType: DOCUMENT_MIME_TYPES.pdf });
    expect(read.ok && read.text).toContain('Analytical Engine programmer (1843)');
    expect(pdf.length).toBeGreaterThan(0); // the stored bytes were not handed to pdf.js
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('accepts a DOCX named .docx and finds its text', async () => {
    const read = await readDocument(docx, 'Resume.DOCX', log);
    expect(read).toMatchObject({ ok: true, kind: 'docx', mimeType: DOCUMENT_MIME_TYPES.docx });
    expect(read.ok && read.text).toBe('Grace Hopper\n\nRear Admiral, COBOL & compilers');
  });

  it('accepts a DOC, which has no extractor, without text', async () => {
    expect(await readDocument(minimalDoc(), 'resume.doc', log)).toEqual({ ok: true, kind: 'doc', mimeType: DOCUMENT_MIME_TYPES.doc, text: null });
  });

  it('refuses a PNG renamed .pdf and a PDF named .docx', async () => {
    expect(await readDocument(pngBytes(), 'resume.pdf', log)).toEqual({ ok: false, reason: 'unrecognised' });
    expect(await readDocument(pdf, 'resume.docx', log)).toEqual({ ok: false, reason: 'extension-mismatch' });
    expect(await readDocument(docx, 'resume.pdf', log)).toEqual({ ok: false, reason: 'extension-mismatch' });
  });

  it('refuses a DOCX that mammoth cannot read, and keeps an unreadable PDF without text', async () => {
    const broken = zip([
      { name: '_rels/.rels', data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship' },
      { name: 'word/document.xml', data: '<w:document><w:body><unclosed' },
    ]);
    expect(sniffDocument(broken)).toBe('docx');
    warnings.length = 0;
    expect(await readDocument(broken, 'resume.docx', log)).toEqual({ ok: false, reason: 'unreadable' });
    expect(warnings).toHaveLength(1);

    warnings.length = 0;
    const notReally = Buffer.from('%PDF-1.7\nthis is not a pdf at all\n');
    expect(await readDocument(notReally, 'resume.pdf', log)).toEqual({ ok: true, kind: 'pdf', mimeType: DOCUMENT_MIME_TYPES.pdf, text: null });
    expect(warnings).toHaveLength(1);
  });
});

describe('text extraction', () => {
  it('reads every line of a PDF and every paragraph of a DOCX', async () => {
    const text = await extractPdfText(minimalPdf(['Line one', 'Line (two)', 'Line \\three']));
    expect(text).toBe('Line one\nLine (two)\nLine \\three');
    expect(await extractDocxText(minimalDocx(['A', '', 'B <&> C']))).toBe('A\n\nB <&> C');
  });

  it('tidies whitespace and caps the length', () => {
    expect(tidyText('  a \t b \r\n\r\n\r\n\r\nc  ')).toBe('a b\n\nc');
    expect(tidyText(' \n \n ')).toBeNull();
    expect(tidyText('x'.repeat(MAX_EXTRACTED_CHARS + 10))).toHaveLength(MAX_EXTRACTED_CHARS);
  });
});
