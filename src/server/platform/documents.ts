// Uploaded documents (resumes): what a file is, judged by its bytes rather than its name, and the
// text inside it. PDF starts with `%PDF-`; DOCX is a ZIP holding word/document.xml that mammoth can
// read; DOC is an OLE2 compound file holding a "WordDocument" stream. The name's extension must
// agree with the content. Recognising a file is cheap and happens here; reading its text happens in
// a worker thread (document-worker.ts, through workers.ts) with a memory cap and a time limit,
// after the archive or streams are checked not to expand beyond a cap, a DOCX not to hold too many
// parts or nest too deep, and a PDF not to have too many pages
// (docs/decisions/015-document-extraction-isolation.md, 047-uploads-never-stall-the-server.md).
import { constants as zlib, inflateRawSync, inflateSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { RESUME_UPLOAD } from '#shared/constants/onboarding.ts';
import { runInWorker, type WorkerLimits } from './workers.ts';

export type DocumentKind = 'pdf' | 'docx' | 'doc';

export const DOCUMENT_MIME_TYPES: Record<DocumentKind, string> = {
  pdf: RESUME_UPLOAD.mimeTypes['.pdf'],
  docx: RESUME_UPLOAD.mimeTypes['.docx'],
  doc: RESUME_UPLOAD.mimeTypes['.doc'],
};

/** Extracted text beyond this is cut: a resume is a few pages, and the column is not a dump. */
export const MAX_EXTRACTED_CHARS = 100_000;
/** A DOCX may unpack to at most this much in all (pictures included). */
export const MAX_DOCX_EXPANDED_BYTES = 50 * 1024 * 1024;
/**
 * The XML of a DOCX (every part but the media) may unpack to at most this much: mammoth takes about
 * half a second and 80 MB per MB of XML, and a long resume has well under 1 MB.
 */
export const MAX_DOCX_XML_BYTES = 4 * 1024 * 1024;
/**
 * A PDF's Flate streams other than images (pages, fonts, object streams) may unpack to at most this
 * much: pdf.js reads 1 to 2 MB of page content a second, and a resume's pages hold well under 1 MB.
 */
export const MAX_PDF_EXPANDED_BYTES = 8 * 1024 * 1024;
/**
 * A DOCX may hold at most this many parts (entries): Word writes a dozen or two, and a picture is
 * one more; each part is inflated to check the archive.
 */
export const MAX_DOCX_PARTS = 500;
/**
 * Elements nested at most this deep in any XML part of a DOCX: Word's deepest (a drawing in a run
 * in a cell of a table in a table) is a few dozen; mammoth walks the tree by recursion and runs
 * out of stack at a few thousand.
 */
export const MAX_DOCX_XML_DEPTH = 200;
/** A PDF of more pages than this is refused: a resume has a few, and pdf.js reads every one. */
export const MAX_PDF_PAGES = 100;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
const DOCX_MAIN_PART = 'word/document.xml';

const startsWith = (bytes: Uint8Array, magic: Buffer) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The kind the file name claims, from its extension (case-insensitive). */
export function kindFromFileName(fileName: string): DocumentKind | null {
  const match = /\.(pdf|docx|doc)$/i.exec(fileName.trim());
  return match ? (match[1]!.toLowerCase() as DocumentKind) : null;
}

/** The kind the bytes show, or null for anything else (images, other archives, other Office files). */
export function sniffDocument(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, OLE2_MAGIC)) return asBuffer(bytes).includes(WORD_STREAM_NAME) ? 'doc' : null;
  if (startsWith(bytes, ZIP_MAGIC)) return zipEntries(bytes)?.some((entry) => entry.name === DOCX_MAIN_PART) ? 'docx' : null;
  return null;
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  /** What the central directory declares the entry unpacks to. */
  size: number;
  data: Buffer;
}

/**
 * The entries of a ZIP as its central directory declares them, without unpacking anything; null
 * when the archive is malformed or uses what Word never writes (ZIP64, encryption, other
 * compression methods).
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const buf = asBuffer(bytes);
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

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
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

    if (flags & 0x1 || (method !== 0 && method !== 8)) return null;
    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== 0x04034b50) return null;
    const dataStart = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > buf.length) return null;
    entries.push({ name, method, size, data: buf.subarray(dataStart, dataStart + compressedSize) });
  }
  return entries;
}

/** Why a document is refused before its parser sees it. */
export class DocumentRefused extends Error {
  readonly reason: 'too-complex' | 'unreadable';
  constructor(reason: 'too-complex' | 'unreadable', message: string) {
    super(message);
    this.reason = reason;
  }
}

const isMedia = (name: string) => name.startsWith('word/media/') || name.startsWith('word/embeddings/');

/**
 * Throws DocumentRefused when a DOCX would unpack beyond its caps, by what its directory declares
 * (the XML parts and the whole) and by what inflating each entry actually gives: inflation stops at
 * the declared size, so a directory that lies cannot slip a bomb past.
 */
export function checkDocxExpansion(bytes: Uint8Array): void {
  const entries = zipEntries(bytes);
  if (!entries) throw new DocumentRefused('unreadable', 'not a readable ZIP archive');
  if (entries.length > MAX_DOCX_PARTS) throw new DocumentRefused('too-complex', `${entries.length} parts`);
  const declaredXml = entries.filter((e) => !isMedia(e.name)).reduce((sum, e) => sum + e.size, 0);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declaredXml > MAX_DOCX_XML_BYTES) throw new DocumentRefused('too-complex', `XML parts unpack to ${declaredXml} bytes`);
  if (declared > MAX_DOCX_EXPANDED_BYTES) throw new DocumentRefused('too-complex', `archive unpacks to ${declared} bytes`);
  for (const entry of entries) {
    let unpacked: Buffer;
    try {
      // maxOutputLength throws a RangeError the moment the output passes the declared size.
      unpacked = entry.method === 8 ? inflateRawSync(entry.data, { maxOutputLength: Math.max(1, entry.size) }) : entry.data;
    } catch (err) {
      if (err instanceof RangeError) throw new DocumentRefused('too-complex', `${entry.name} unpacks beyond its declared size`);
      throw new DocumentRefused('unreadable', `${entry.name} does not inflate`);
    }
    if (unpacked.length !== entry.size) throw new DocumentRefused('unreadable', `${entry.name} is not the size its directory declares`);
    if (!isMedia(entry.name) && xmlDepth(unpacked) > MAX_DOCX_XML_DEPTH) {
      throw new DocumentRefused('too-complex', `${entry.name} nests elements deeper than ${MAX_DOCX_XML_DEPTH}`);
    }
  }
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BANG = 0x21;
const QUESTION = 0x3f;

/**
 * How deep the elements of an XML text nest, by a scan of its tags (no parse): an end tag closes
 * one level, an empty-element tag none, quoted attribute values are skipped. Declarations,
 * comments, CDATA and processing instructions are skipped to their first `>` (Word writes none
 * holding one; a `<` after it could only make a hostile part read deeper).
 */
export function xmlDepth(xml: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  for (let at = 0; at < xml.length; at++) {
    if (xml[at] !== LT) continue;
    const next = xml[at + 1];
    if (next === BANG || next === QUESTION) {
      while (at < xml.length && xml[at] !== GT) at++;
      continue;
    }
    const closing = next === SLASH;
    let quote = 0;
    let previous = 0;
    for (at++; at < xml.length; at++) {
      const c = xml[at]!;
      if (quote) {
        if (c === quote) quote = 0;
      } else if (c === QUOTE || c === APOSTROPHE) quote = c;
      else if (c === GT) break;
      previous = c;
    }
    if (closing) depth--;
    else if (previous !== SLASH) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

const STREAM_START = /(?<!end)stream(?:\r\n|\n|\r)/g;
const IMAGE_SUBTYPE = /\/Subtype\s*\/Image\b/;
const FLATE_FILTER = /\/FlateDecode\b/g;

/**
 * Throws DocumentRefused when a PDF's Flate streams, images aside, unpack to more than
 * MAX_PDF_EXPANDED_BYTES together. A scan of the raw bytes rather than a parse: each `stream`
 * keyword's dictionary is the text since the last `obj` before it, and its data runs to the next
 * `endstream`. Images are left out because text extraction never decodes them; a stream that does
 * not inflate is left to pdf.js. What the scan misses (other filters, a dictionary it misreads) is
 * still bounded by the worker's memory cap and time limit.
 */
export function checkPdfExpansion(bytes: Uint8Array): void {
  const buf = asBuffer(bytes);
  const text = buf.toString('latin1');
  let budget = MAX_PDF_EXPANDED_BYTES;
  for (const match of text.matchAll(STREAM_START)) {
    const dataStart = match.index + match[0].length;
    const objectStart = text.lastIndexOf('obj', match.index);
    const dictionary = text.slice(Math.max(objectStart, match.index - 4096, 0), match.index);
    const flateLayers = dictionary.match(FLATE_FILTER)?.length ?? 0;
    if (flateLayers === 0 || IMAGE_SUBTYPE.test(dictionary)) continue;
    const dataEnd = text.indexOf('endstream', dataStart);
    let data: Buffer = buf.subarray(dataStart, dataEnd < 0 ? buf.length : dataEnd);
    try {
      // Each layer of a [/FlateDecode /FlateDecode] chain is unpacked in turn, all within the budget.
      for (let layer = 0; layer < flateLayers; layer++) {
        data = inflateSync(data, { maxOutputLength: Math.max(1, budget), finishFlush: zlib.Z_SYNC_FLUSH });
      }
    } catch (err) {
      if (err instanceof RangeError) throw new DocumentRefused('too-complex', `streams unpack to more than ${MAX_PDF_EXPANDED_BYTES} bytes`);
      continue;
    }
    budget -= data.length;
  }
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

/** Loads the parser of a kind, so that the time a parse is allowed is spent on the document. */
export async function loadParser(kind: 'pdf' | 'docx'): Promise<void> {
  await (kind === 'pdf' ? import('unpdf') : import('mammoth'));
}

/** The text of a PDF's pages (pdf.js through unpdf); throws when the PDF cannot be read, DocumentRefused when it has too many pages. */
export async function extractPdfText(bytes: Uint8Array): Promise<string | null> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // pdf.js takes ownership of (detaches) the array it is given: hand it a copy, never the bytes we
  // store. Errors only in the log: a malformed upload makes pdf.js chatty on stderr.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, useSystemFonts: false });
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw new DocumentRefused('too-complex', `${pdf.numPages} pages`);
    const { text } = await extractText(pdf, { mergePages: true });
    return tidyText(text);
  } finally {
    // Frees the parsed document (and its worker-side state) at once rather than at GC.
    void pdf.loadingTask.destroy();
  }
}

/** The raw text of a DOCX (mammoth); throws when mammoth cannot read it. */
export async function extractDocxText(bytes: Uint8Array): Promise<string | null> {
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: asBuffer(bytes) });
  return tidyText(result.value);
}

/** What a parse in a worker comes to. */
export type ParseOutcome =
  | { ok: true; text: string | null; warning?: string }
  | { ok: false; reason: 'too-complex' | 'unreadable'; detail: string };

/** The refusal of a document that would unpack beyond its caps, or null when it stays within them. */
export function expansionRefusal(kind: 'pdf' | 'docx', bytes: Uint8Array): ParseOutcome | null {
  try {
    if (kind === 'docx') checkDocxExpansion(bytes);
    else checkPdfExpansion(bytes);
    return null;
  } catch (err) {
    if (err instanceof DocumentRefused) return { ok: false, reason: err.reason, detail: err.message };
    throw err;
  }
}

/** A parser that ran out of stack met a document nested deeper than the caps caught: too complex, not the wrong type. */
const isStackOverflow = (err: unknown) => err instanceof RangeError && /call stack/i.test(err.message);

/**
 * The text of a PDF or DOCX within its caps, in the calling thread. A DOCX that mammoth cannot open
 * is unreadable (then it is not a Word document, whatever its archive holds); a PDF whose text
 * cannot be read is still a PDF, kept without text, with a warning. A PDF of too many pages, or a
 * document its parser recursed too deep in, is too complex.
 */
export async function documentText(kind: 'pdf' | 'docx', bytes: Uint8Array): Promise<ParseOutcome> {
  try {
    return { ok: true, text: await (kind === 'docx' ? extractDocxText(bytes) : extractPdfText(bytes)) };
  } catch (err) {
    if (err instanceof DocumentRefused || isStackOverflow(err)) return { ok: false, reason: 'too-complex', detail: errorLine(err) };
    if (kind === 'docx') return { ok: false, reason: 'unreadable', detail: errorLine(err) };
    return { ok: true, text: null, warning: errorLine(err) };
  }
}

const WORKER_URL = new URL('./document-worker.ts', import.meta.url);

export type ReadDocumentResult =
  | { ok: true; kind: DocumentKind; mimeType: string; text: string | null }
  | { ok: false; reason: 'unrecognised' | 'extension-mismatch' | 'unreadable' | 'too-complex' | 'busy' };

/**
 * What an upload is and the text in it. Refused: content that is none of the three kinds, a name
 * whose extension says another kind, a DOCX that mammoth cannot open, a document that unpacks
 * beyond the caps or that its parser could not finish within the limits, and any document while
 * too many wait for a parse. A PDF whose text cannot be read is kept without text, and the log
 * says why.
 */
export async function readDocument(
  bytes: Uint8Array,
  fileName: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  limits: WorkerLimits,
): Promise<ReadDocumentResult> {
  const kind = sniffDocument(bytes);
  if (!kind) return { ok: false, reason: 'unrecognised' };
  if (kindFromFileName(fileName) !== kind) return { ok: false, reason: 'extension-mismatch' };
  const mimeType = DOCUMENT_MIME_TYPES[kind];
  // Word 97-2003 binary: no extractor in the stack; the file is kept for download and the builder
  // starts empty.
  if (kind === 'doc') return { ok: true, kind, mimeType, text: null };

  const run = await runInWorker<ParseOutcome>(WORKER_URL, { kind, bytes }, limits);
  if (!run.ok) {
    log.warn({ kind, reason: run.detail }, `${kind} refused: ${run.reason}`);
    return { ok: false, reason: run.reason === 'busy' ? 'busy' : 'too-complex' };
  }
  const outcome = run.value;
  if (!outcome.ok) {
    log.warn({ kind, reason: outcome.detail }, `${kind} refused: ${outcome.reason}`);
    return { ok: false, reason: outcome.reason };
  }
  if (outcome.warning) log.warn({ reason: outcome.warning }, 'pdf text extraction failed; the file is kept without text');
  return { ok: true, kind, mimeType, text: outcome.text };
}

/** The first line of an error, short: parsers can quote the document they choke on. */
const errorLine = (err: unknown) =>
  err instanceof Error ? `${err.name}: ${err.message.split('\n')[0]!.slice(0, 200)}` : 'unknown error';
