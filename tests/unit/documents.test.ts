// Uploaded documents are judged by their bytes: real PDF, DOCX and DOC files pass, look-alikes
// and misnamed files do not, and the text inside PDF and DOCX comes out. Bombs are refused before
// their parser sees them; a parse that runs past its time or memory is killed and refused.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MIME_TYPES,
  DocumentRefused,
  MAX_DOCX_EXPANDED_BYTES,
  MAX_DOCX_PARTS,
  MAX_DOCX_XML_BYTES,
  MAX_DOCX_XML_DEPTH,
  MAX_PDF_PAGES,
  MAX_EXTRACTED_CHARS,
  MAX_PDF_EXPANDED_BYTES,
  checkDocxExpansion,
  checkPdfExpansion,
  extractDocxText,
  extractPdfText,
  kindFromFileName,
  readDocument,
  sniffDocument,
  tidyText,
  xmlDepth,
  zipEntries,
} from '../../src/server/platform/documents.ts';
import { MAX_WAITING_WORKERS, type WorkerLimits } from '../../src/server/platform/workers.ts';
import { deepDocx, docxBomb, manyPagePdf, minimalDoc, minimalDocx, minimalPdf, pdfBomb, pngBytes, zip } from '../../scripts/support/documents.ts';

const MB = 1024 * 1024;
/** The defaults of the configuration. */
const limits: WorkerLimits = { timeoutMs: 15_000, memoryMb: 512 };

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

  it('lists the entries of an honest archive', () => {
    expect(zipEntries(docx)!.map((e) => e.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(zipEntries(Buffer.from('PK\x03\x04 not really a zip'))).toBeNull();
  });
});

/** The reason a check refuses for, or null when it lets the document through. */
function refusal(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (err) {
    if (err instanceof DocumentRefused) return err.reason;
    throw err;
  }
}

describe('expansion caps', () => {
  it('refuses a DOCX whose XML or whole archive unpacks beyond its cap, by what the directory declares', () => {
    expect(refusal(() => checkDocxExpansion(docx))).toBeNull();
    expect(refusal(() => checkDocxExpansion(docxBomb(MAX_DOCX_XML_BYTES - MB)))).toBeNull();
    const bomb = docxBomb(45 * MB);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(refusal(() => checkDocxExpansion(bomb))).toBe('too-complex');
    const pictures = zip([
      { name: 'word/document.xml', data: '<w:document/>' },
      { name: 'word/media/image1.png', data: Buffer.alloc(MAX_DOCX_EXPANDED_BYTES, 7), deflate: true },
    ]);
    expect(refusal(() => checkDocxExpansion(pictures))).toBe('too-complex');
  });

  it('refuses a DOCX whose directory lies about a size', () => {
    const liar = zip([{ name: 'word/document.xml', data: Buffer.alloc(MB, 0x20), deflate: true }]);
    // The central directory's uncompressed size (offset 24 of its only record) says 10 bytes.
    const directory = liar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    liar.writeUInt32LE(10, directory + 24);
    expect(refusal(() => checkDocxExpansion(liar))).toBe('too-complex');
    liar.writeUInt32LE(2 * MB, directory + 24);
    expect(refusal(() => checkDocxExpansion(liar))).toBe('unreadable');
  });

  it('refuses a DOCX of too many parts, or nesting elements too deep', () => {
    const parts = zip(Array.from({ length: MAX_DOCX_PARTS + 1 }, (_, i) => ({ name: i ? `word/part${i}.xml` : 'word/document.xml', data: '<x/>' })));
    expect(refusal(() => checkDocxExpansion(parts))).toBe('too-complex');
    expect(refusal(() => checkDocxExpansion(deepDocx(MAX_DOCX_XML_DEPTH - 10)))).toBeNull();
    expect(refusal(() => checkDocxExpansion(deepDocx(MAX_DOCX_XML_DEPTH)))).toBe('too-complex');
  });

  it('reads how deep XML nests: end tags close, empty elements and declarations do not open, quoted > is text', () => {
    const depth = (xml: string) => xmlDepth(Buffer.from(xml));
    expect(depth('<?xml version="1.0"?><!-- note --><a><b/><c x="1>2"><d></d></c></a>')).toBe(3);
    expect(depth(`${'<r>'.repeat(1000)}${'</r>'.repeat(1000)}`)).toBe(1000);
    expect(depth("<a x='/'><b y=\"/\"><c /></b></a>")).toBe(2);
  });

  it("refuses a PDF whose Flate streams unpack beyond the cap, layered or not, and leaves images out", () => {
    expect(refusal(() => checkPdfExpansion(pdf))).toBeNull();
    expect(refusal(() => checkPdfExpansion(pdfBomb(MAX_PDF_EXPANDED_BYTES - MB)))).toBeNull();
    const bomb = pdfBomb(100 * MB);
    expect(bomb.length).toBeLessThan(400 * 1024);
    expect(refusal(() => checkPdfExpansion(bomb))).toBe('too-complex');

    // The same data wrapped in a second Flate layer, then marked as an image.
    const inner = pdfBomb(2 * MAX_PDF_EXPANDED_BYTES);
    const start = inner.indexOf('stream\n') + 'stream\n'.length;
    const data = inner.subarray(start, inner.indexOf('\nendstream'));
    const layered = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Filter [/FlateDecode /FlateDecode] >>\nstream\n', 'latin1'),
      deflateSync(data),
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    expect(refusal(() => checkPdfExpansion(layered))).toBe('too-complex');
    const image = Buffer.from(layered.toString('latin1').replace('<< /Filter', '<< /Subtype /Image /Filter'), 'latin1');
    expect(refusal(() => checkPdfExpansion(image))).toBeNull();
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
    const read = await readDocument(pdf, 'resume.pdf', log, limits);
    expect(read).toMatchObject({ ok: true, kind: 'pdf', mimeType: DOCUMENT_MIME_TYPES.pdf });
    expect(read.ok && read.text).toContain('Analytical Engine programmer (1843)');
    expect(pdf.length).toBeGreaterThan(0); // the stored bytes were not handed to pdf.js
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('accepts a DOCX named .docx and finds its text', async () => {
    const read = await readDocument(docx, 'Resume.DOCX', log, limits);
    expect(read).toMatchObject({ ok: true, kind: 'docx', mimeType: DOCUMENT_MIME_TYPES.docx });
    expect(read.ok && read.text).toBe('Grace Hopper\n\nRear Admiral, COBOL & compilers');
  });

  it('accepts a DOC, which has no extractor, without text', async () => {
    expect(await readDocument(minimalDoc(), 'resume.doc', log, limits)).toEqual({ ok: true, kind: 'doc', mimeType: DOCUMENT_MIME_TYPES.doc, text: null });
  });

  it('refuses a PNG renamed .pdf and a PDF named .docx', async () => {
    expect(await readDocument(pngBytes(), 'resume.pdf', log, limits)).toEqual({ ok: false, reason: 'unrecognised' });
    expect(await readDocument(pdf, 'resume.docx', log, limits)).toEqual({ ok: false, reason: 'extension-mismatch' });
    expect(await readDocument(docx, 'resume.pdf', log, limits)).toEqual({ ok: false, reason: 'extension-mismatch' });
  });

  it('refuses a DOCX that mammoth cannot read, and keeps an unreadable PDF without text', async () => {
    const broken = zip([
      { name: '_rels/.rels', data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship' },
      { name: 'word/document.xml', data: '<w:document><w:body><unclosed' },
    ]);
    expect(sniffDocument(broken)).toBe('docx');
    warnings.length = 0;
    expect(await readDocument(broken, 'resume.docx', log, limits)).toEqual({ ok: false, reason: 'unreadable' });
    expect(warnings).toHaveLength(1);

    warnings.length = 0;
    const notReally = Buffer.from('%PDF-1.7\nthis is not a pdf at all\n');
    expect(await readDocument(notReally, 'resume.pdf', log, limits)).toEqual({ ok: true, kind: 'pdf', mimeType: DOCUMENT_MIME_TYPES.pdf, text: null });
    expect(warnings).toHaveLength(1);
  });
});

describe('readDocument in its worker', () => {
  it('refuses the bombs before their parser sees them', async () => {
    for (const [name, bytes] of [
      ['bomb.docx', docxBomb(45 * MB)],
      ['bomb.pdf', pdfBomb(100 * MB)],
    ] as const) {
      warnings.length = 0;
      expect(await readDocument(bytes, name, log, limits), name).toEqual({ ok: false, reason: 'too-complex' });
      expect(JSON.stringify(warnings), name).toContain('unpack');
    }
  }, 30_000);

  it('refuses a PDF of too many pages and a DOCX nested too deep as too complex, within a few seconds', async () => {
    expect(await readDocument(manyPagePdf(MAX_PDF_PAGES), 'ok.pdf', log, limits)).toMatchObject({ ok: true, kind: 'pdf' });
    for (const [name, bytes] of [
      ['pages.pdf', manyPagePdf(10_000)],
      ['deep.docx', deepDocx(200_000)],
    ] as const) {
      const started = performance.now();
      expect(await readDocument(bytes, name, log, limits), name).toEqual({ ok: false, reason: 'too-complex' });
      expect(performance.now() - started, name).toBeLessThan(3000);
    }
  }, 30_000);

  it('kills a parse that runs past its time limit, and one that passes its memory cap', async () => {
    const heavy = docxBomb(MAX_DOCX_XML_BYTES - MB);
    warnings.length = 0;
    expect(await readDocument(heavy, 'long.docx', log, { ...limits, timeoutMs: 300 })).toEqual({ ok: false, reason: 'too-complex' });
    expect(JSON.stringify(warnings)).toContain('parse stopped after 300 ms');

    warnings.length = 0;
    expect(await readDocument(heavy, 'big.docx', log, { ...limits, memoryMb: 64 })).toEqual({ ok: false, reason: 'too-complex' });
    expect(JSON.stringify(warnings)).toContain('parse passed 64 MB');
  }, 30_000);

  it(`runs two parses at once, queues ${MAX_WAITING_WORKERS} more and refuses the rest as busy`, async () => {
    const bomb = docxBomb(45 * MB);
    const results = await Promise.all(Array.from({ length: MAX_WAITING_WORKERS + 3 }, () => readDocument(bomb, 'bomb.docx', log, limits)));
    expect(results.filter((r) => !r.ok && r.reason === 'busy')).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'too-complex')).toHaveLength(MAX_WAITING_WORKERS + 2);
  }, 30_000);
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
