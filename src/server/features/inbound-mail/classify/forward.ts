// A forwarded message read as the original: the member forwards the employer's mail from Gmail,
// Outlook, Apple Mail or Thunderbird, each of which writes a marker line and quotes the original's
// headers above its text. The first forwarded block is the one read (the member's forward of the
// employer's message; a reply chain below it is the employer's history, not the news). Lines
// quoted with ">" are read without the marks.
import { headerDate } from './dates.ts';

export interface Original {
  /** The original sender, lower-case address. */
  from: { address: string; name: string | null } | null;
  date: Date | null;
  subject: string | null;
  /** The original's text, below its quoted headers. */
  text: string;
}

/**
 * The lines mail programs put above a forwarded message: Gmail's "---------- Forwarded message
 * ---------", Apple Mail's "Begin forwarded message:", Thunderbird's "-------- Forwarded Message
 * --------", Outlook's "-----Original Message-----" and its rule of underscores.
 */
const MARKER = /^[ \t>]*(?:-{2,}\s*(?:forwarded message|original message)\s*-{2,}|begin forwarded message:|_{10,})[ \t]*$/im;
/** A subject that says the message was forwarded. */
export const FORWARDED_SUBJECT = /^\s*(?:(?:fwd?|fw|tr|wg|rv)\s*:\s*)+/i;
/** Outlook on the web writes no marker: a quoted "From:" line followed by "Sent:" or "Date:" starts the block. */
const BARE_HEADERS = /^[ \t>]*\*?from:\*?[ \t]+\S.*\r?\n[ \t>]*\*?(?:sent|date):\*?[ \t]+\S/im;
const QUOTED_HEADER = /^\*?(from|date|sent|subject|to|cc|reply-to)\*?\s*:\*?\s*(.*)$/i;
const ADDRESS = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/;
/** A header line is at most 998 characters (RFC 5322 2.1.1): a quoted value past it is cut, which also bounds what reading it costs. */
const HEADER_VALUE_MAX = 998;

function addressOf(value: string): Original['from'] {
  const address = ADDRESS.exec(value)?.[0];
  if (!address) return null;
  const name = value
    .slice(0, value.indexOf(address))
    .replace(/[<[(]\s*(?:mailto:)?$/i, '')
    .replace(/^["'\s]+|["'\s]+$/g, '')
    .trim();
  return { address: address.toLowerCase(), name: name || null };
}

/** The original inside a forwarded text, or null when the text quotes no message with a sender. */
export function forwardedOriginal(text: string, subject: string): Original | null {
  const marker = MARKER.exec(text);
  const bare = marker || !FORWARDED_SUBJECT.test(subject) ? null : BARE_HEADERS.exec(text);
  const start = marker ? marker.index + marker[0].length : bare ? bare.index : -1;
  if (start === -1) return null;
  const lines = text.slice(start).split(/\r?\n/).map((line) => line.replace(/^[ \t]*(?:>[ \t]?)*/, ''));
  const headers = new Map<string, string>();
  let i = 0;
  // Blank lines may stand between the marker and the quoted headers.
  while (i < lines.length && lines[i]!.trim() === '') i++;
  let last = '';
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const header = QUOTED_HEADER.exec(line.trim());
    if (header) {
      last = header[1]!.toLowerCase();
      if (!headers.has(last)) headers.set(last, header[2]!.trim().slice(0, HEADER_VALUE_MAX));
    } else if (line.trim() !== '' && /^\s/.test(line) && last) {
      // A folded or wrapped header value ("To:" lists run on).
      headers.set(last, `${headers.get(last)} ${line.trim()}`.slice(0, HEADER_VALUE_MAX));
    } else {
      break;
    }
  }
  const from = addressOf(headers.get('from') ?? '');
  if (!from) return null;
  const written = headers.get('date') ?? headers.get('sent');
  return {
    from,
    date: written ? headerDate(written) : null,
    subject: headers.get('subject') ?? null,
    text: lines.slice(i).join('\n').trim(),
  };
}
