// Uploaded documents (resumes): what a file is, judged by its bytes rather than its name, and the
// text inside it. PDF starts with `%PDF-`; DOCX is a ZIP holding word/document.xml that mammoth can
// read; DOC is an OLE2 compound file holding a "WordDocument" stream. The name's extension must
// agree with the content. unpdf and mammoth are loaded on first use and stay on the server.
import { inflateRawSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { RESUME_UPLOAD } from '#shared/constants/onboarding.ts';

export type DocumentKind = 'pdf' | 'docx' | 'doc';

export const DOCUMENT_MIME_TYPES: Record<DocumentKind, string> = {
  pdf: RESUME_UPLOAD.mimeTypes['.pdf'],
  docx: RESUME_UPLOAD.mimeTypes['.docx'],
  doc: RESUME_UPLOAD.mimeTypes['.doc'],
};

/** Extracted text beyond this is cut: a resume is a few pages, and the column is not a dump. */
export const MAX_EXTRACTED_CHARS = 100_000;
/** A DOCX may unpack to at most this much, so a small "zip bomb" cannot exhaust memory. */
export const MAX_DOCX_EXPANDED_BYTES = 50 * 1024 * 1024;
const EXTRACTION_TIMEOUT_MS = 15_000;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
const DOCX_MAIN_PART = 'word/document.xml';

const startsWith = (bytes: Uint8Array, magic: Buffer) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The kind the file name claims, from its extension (case-insensitive). */
export function kindFromFileName(fileName: string): DocumentKind | null {
  const match = /\.(pdf|docx|doc)$/i.exec(fileName.trim());
  return match ? (match[1]!.toLowerCase() as DocumentKind) : null;
}

/** The kind the bytes show, or null for anything else (images, other archives, other Office files). */
export function sniffDocument(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, OLE2_MAGIC)) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM_NAME) ? 'doc' : null;
  if (startsWith(bytes, ZIP_MAGIC)) return zipEntryNames(bytes)?.includes(DOCX_MAIN_PART) ? 'docx' : null;
  return null;
}

/**
 * The names in a ZIP's central directory, or null when the archive is malformed, uses what Word
 * never writes (ZIP64, encryption, other compression methods), or unpacks to more than
 * MAX_DOCX_EXPANDED_BYTES. Every entry is actually inflated (within that budget), so a size the
 * directory lies about cannot slip past.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const END_SIZE = 22;
  let end = -1;
  for (let at = buf.length - END_SIZE; at >= Math.max(0, buf.length - END_SIZE - 0xffff); at--) {
    if (buf.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = buf.readUInt16LE(end + 10);
  const directoryOffset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) return null;

  const names: string[] = [];
  let budget = MAX_DOCX_EXPANDED_BYTES;
  let at = directoryOffset;
  try {
    for (let i = 0; i < count; i++) {
      if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return null;
      const flags = buf.readUInt16LE(at + 8);
      const method = buf.readUInt16LE(at + 10);
      const compressedSize = buf.readUInt32LE(at + 20);
      const size = buf.readUInt32LE(at + 24);
      const nameLength = buf.readUInt16LE(at + 28);
      const extraLength = buf.readUInt16LE(at + 30);
      const commentLength = buf.readUInt16LE(at + 32);
      const localOffset = buf.readUInt32LE(at + 42);
      const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
      at += 46 + nameLength + extraLength + commentLength;

      if (flags & 0x1 || (method !== 0 && method !== 8) || size > budget) return null;
      if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== 0x04034b50) return null;
      const dataStart = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
      if (dataStart + compressedSize > buf.length) return null;
      const data = buf.subarray(dataStart, dataStart + compressedSize);
      // maxOutputLength throws a RangeError the moment the output passes what is left of the budget.
      const unpacked = method === 8 ? inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length : data.length;
      if (unpacked !== size) return null;
      budget -= unpacked;
      names.push(name);
    }
  } catch {
    return null;
  }
  return names;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${EXTRACTION_TIMEOUT_MS} ms`)), EXTRACTION_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Lines trimmed, runs of blank lines folded to one, capped; null when nothing readable is left. */
export function tidyText(text: string): string | null {
  const tidy = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t ]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_EXTRACTED_CHARS);
  return tidy.length > 0 ? tidy : null;
}

/** The text of a PDF's pages (pdf.js through unpdf); throws when the PDF cannot be read. */
export async function extractPdfText(bytes: Uint8Array): Promise<string | null> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // pdf.js takes ownership of (detaches) the array it is given: hand it a copy, never the bytes we
  // store. Errors only in the log: a malformed upload makes pdf.js chatty on stderr.
  const pdf = await withTimeout(getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, useSystemFonts: false }), 'PDF parsing');
  try {
    const { text } = await withTimeout(extractText(pdf, { mergePages: true }), 'PDF text extraction');
    return tidyText(text);
  } finally {
    // Frees the parsed document (and its worker-side state) at once rather than at GC.
    void pdf.loadingTask.destroy();
  }
}

/** The raw text of a DOCX (mammoth); throws when mammoth cannot read it. */
export async function extractDocxText(bytes: Uint8Array): Promise<string | null> {
  const { default: mammoth } = await import('mammoth');
  const result = await withTimeout(mammoth.extractRawText({ buffer: Buffer.from(bytes) }), 'DOCX text extraction');
  return tidyText(result.value);
}

export type ReadDocumentResult =
  | { ok: true; kind: DocumentKind; mimeType: string; text: string | null }
  | { ok: false; reason: 'unrecognised' | 'extension-mismatch' | 'unreadable' };

/**
 * What an upload is and the text in it. Refused: content that is none of the three kinds, a name
 * whose extension says another kind, and a DOCX that mammoth cannot open (then it is not a Word
 * document, whatever its archive holds). A PDF whose text cannot be read is still a PDF: it is
 * kept without text, and the log says why.
 */
export async function readDocument(
  bytes: Uint8Array,
  fileName: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ReadDocumentResult> {
  const kind = sniffDocument(bytes);
  if (!kind) return { ok: false, reason: 'unrecognised' };
  if (kindFromFileName(fileName) !== kind) return { ok: false, reason: 'extension-mismatch' };
  const mimeType = DOCUMENT_MIME_TYPES[kind];
  switch (kind) {
    case 'doc':
      // Word 97-2003 binary: no extractor in the stack; the file is kept for download and the
      // builder starts empty.
      return { ok: true, kind, mimeType, text: null };
    case 'docx':
      try {
        return { ok: true, kind, mimeType, text: await extractDocxText(bytes) };
      } catch (err) {
        log.warn({ reason: errorLine(err) }, 'docx could not be read');
        return { ok: false, reason: 'unreadable' };
      }
    case 'pdf':
      try {
        return { ok: true, kind, mimeType, text: await extractPdfText(bytes) };
      } catch (err) {
        log.warn({ reason: errorLine(err) }, 'pdf text extraction failed; the file is kept without text');
        return { ok: true, kind, mimeType, text: null };
      }
  }
}

/** The first line of an error, short: parsers can quote the document they choke on. */
const errorLine = (err: unknown) =>
  err instanceof Error ? `${err.name}: ${err.message.split('\n')[0]!.slice(0, 200)}` : 'unknown error';
