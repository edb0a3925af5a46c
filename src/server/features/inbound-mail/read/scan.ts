// The look at a raw message before it is parsed: one pass over its lines, in the worker, that
// refuses what is not a message at all and what would be a message bomb (a header block past its
// cap, in the message or in any part; more MIME parts than INBOUND_LIMITS.maxParts; multiparts or
// attached messages nested deeper than maxDepth). It follows the structure as a MIME parser does,
// boundary by boundary, but keeps nothing: a part costs a counter, a nesting level an entry of a
// stack that never grows past maxDepth, so the scan is linear in the message however it is built.
import { INBOUND_LIMITS } from '#shared/constants/inbound-mail.ts';

export type ScanRefusal = 'tooComplex' | 'notEmail';

type ScanLimits = Pick<typeof INBOUND_LIMITS, 'maxParts' | 'maxDepth' | 'maxHeaderBytes'>;

/**
 * Headers a message carries: a file is read as a message only when its first header block has at
 * least two of them, so a text file that happens to start with "Note: …" is not one.
 */
const MESSAGE_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'received',
  'return-path',
  'reply-to',
  'sender',
  'delivered-to',
  'in-reply-to',
  'references',
]);

/** A header field's first line (RFC 5322 2.2: printable characters but the colon, then a colon). */
const HEADER_LINE = /^[\x21-\x39\x3b-\x7e]+:/;
/** A saved mailbox entry starts with its "From sender date" separator line (Thunderbird, mbox). */
const MBOX_SEPARATOR = /^From \S/;

/** A multipart's boundary (unquoted, a token; quoted, anything but the quote). */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i;

/** One level of the structure: a multipart, by its boundary, or an attached message (no boundary of its own). */
type Frame = { boundary: string | null };

/** Why the message cannot be read, or null when it may be parsed. */
export function scanMessage(bytes: Uint8Array, limits: ScanLimits = INBOUND_LIMITS): ScanRefusal | null {
  // Latin-1 maps each byte to one character: lines and boundaries are found without decoding.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const frames: Frame[] = [];
  let parts = 1;
  let inHeader = true;
  let topLevel = true;
  let headerBytes = 0;
  let knownHeaders = 0;
  /** The unfolded header field being read (only Content-Type is kept). */
  let field = '';
  let contentType = '';

  const endField = () => {
    const colon = field.indexOf(':');
    const name = field.slice(0, colon).trim().toLowerCase();
    if (topLevel && MESSAGE_HEADERS.has(name)) knownHeaders++;
    if (name === 'content-type') contentType = field.slice(colon + 1);
    field = '';
  };

  /** The header block just ended: what its Content-Type makes of the body. */
  const startBody = (): ScanRefusal | null => {
    const type = contentType.split(';')[0]!.trim().toLowerCase();
    const boundary = type.startsWith('multipart/') ? BOUNDARY.exec(contentType) : null;
    contentType = '';
    headerBytes = 0;
    if (boundary) {
      frames.push({ boundary: boundary[1] ?? boundary[2]! });
      if (frames.length > limits.maxDepth) return 'tooComplex';
      inHeader = false;
    } else if (type === 'message/rfc822' || type === 'message/global') {
      // The attached message's own header block follows at once.
      frames.push({ boundary: null });
      if (frames.length > limits.maxDepth || ++parts > limits.maxParts) return 'tooComplex';
    } else {
      inHeader = false;
    }
    return null;
  };

  let pos = 0;
  let first = true;
  while (pos < text.length) {
    const newline = text.indexOf('\n', pos);
    const end = newline === -1 ? text.length : newline;
    const next = end + 1;
    if (!inHeader) {
      // Only a line starting with "--" can be a boundary; the rest of a body is passed over.
      if (frames.length > 0 && text.startsWith('--', pos)) {
        const line = text.slice(pos, end).trimEnd();
        for (let i = frames.length - 1; i >= 0; i--) {
          const boundary = frames[i]!.boundary;
          if (boundary === null || !line.startsWith(boundary, 2)) continue;
          const rest = line.slice(2 + boundary.length);
          if (rest === '') {
            frames.length = i + 1;
            if (++parts > limits.maxParts) return 'tooComplex';
            inHeader = true;
          } else if (rest === '--') {
            frames.length = i;
          } else {
            continue;
          }
          break;
        }
      }
      pos = next;
      continue;
    }

    const line = text.slice(pos, end).replace(/\r$/, '');
    headerBytes += end - pos + 1;
    if (headerBytes > limits.maxHeaderBytes) return topLevel && knownHeaders === 0 && !HEADER_LINE.test(line) ? 'notEmail' : 'tooComplex';
    if (topLevel && first && MBOX_SEPARATOR.test(line)) {
      first = false;
      headerBytes = 0;
      pos = next;
      continue;
    }
    first = false;
    if (line === '') {
      if (field) endField();
      if (topLevel && knownHeaders < 2) return 'notEmail';
      topLevel = false;
      const refusal = startBody();
      if (refusal) return refusal;
    } else if (line.startsWith(' ') || line.startsWith('\t')) {
      if (field) field += line;
      else if (topLevel) return 'notEmail';
    } else if (HEADER_LINE.test(line)) {
      if (field) endField();
      field = line;
    } else if (topLevel) {
      // Not a header line: the message's header block must have ended (or never begun).
      if (field) endField();
      if (knownHeaders < 2) return 'notEmail';
      topLevel = false;
      const refusal = startBody();
      if (refusal) return refusal;
      continue;
    } else {
      // A part whose header block is malformed: its body starts at this line (which may be a
      // boundary), as a parser would read it.
      field = '';
      contentType = '';
      headerBytes = 0;
      inHeader = false;
      continue;
    }
    pos = next;
  }
  if (topLevel) {
    if (field) endField();
    if (knownHeaders < 2) return 'notEmail';
  }
  return null;
}
