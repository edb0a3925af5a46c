// One raw message into what the rules read (ReadMessage), in the worker once scan.ts has let it
// through: mailparser splits and decodes it; the text is the text/plain parts, else the HTML turned
// into text here (no image, no style, nothing loaded: a link's address is kept as text, since a
// posting's id is read from it, and never followed); calendars are the text/calendar parts and
// .ics attachments. A message forwarded as an attachment (message/rfc822) is read as well, its
// headers quoted above its text the way a mail program forwards inline, so the rules find the
// original sender either way.
import { convert, type HtmlToTextOptions } from 'html-to-text';
import { simpleParser, type ParsedMail } from 'mailparser';
import { INBOUND_LIMITS } from '#shared/constants/inbound-mail.ts';
import type { ReadMessage } from '../message.ts';

const PARSE_OPTIONS = { skipHtmlToText: true, skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true } as const;

const HTML_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  // A message's HTML past this is cut before conversion: the text read is capped far below it.
  limits: { maxInputLength: 4 * INBOUND_LIMITS.textMaxChars },
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'head', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'block' },
    { selector: 'th', format: 'block' },
  ],
};

const CALENDAR_TYPES = new Set(['text/calendar', 'application/ics']);
const ATTACHED_MESSAGE_TYPES = new Set(['message/rfc822', 'message/global']);

/** The Date header as written, when it is a date (mailparser puts today in place of a bad one). */
function headerDate(parsed: ParsedMail): Date | null {
  const line = parsed.headerLines.find((h) => h.key === 'date')?.line;
  if (!line) return null;
  const date = new Date(line.slice(line.indexOf(':') + 1).trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

function sender(parsed: ParsedMail): ReadMessage['from'] {
  const first = parsed.from?.value[0];
  if (!first?.address) return null;
  return { address: first.address.toLowerCase(), name: first.name?.trim() || null };
}

function bodyText(parsed: ParsedMail): string {
  const plain = parsed.text?.trim();
  if (plain) return plain;
  return typeof parsed.html === 'string' ? convert(parsed.html, HTML_OPTIONS).trim() : '';
}

function calendarsOf(parsed: ParsedMail): string[] {
  return parsed.attachments
    .filter((a) => CALENDAR_TYPES.has(a.contentType.toLowerCase()) || /\.ics$/i.test(a.filename ?? ''))
    .map((a) => a.content.subarray(0, INBOUND_LIMITS.calendarMaxBytes).toString('utf8'));
}

/** A message's headers as a mail program quotes them when it forwards inline. */
function quotedHeaders(parsed: ParsedMail): string {
  const from = parsed.from?.text;
  const date = headerDate(parsed);
  return [
    '---------- Forwarded message ---------',
    from ? `From: ${from}` : null,
    date ? `Date: ${date.toUTCString()}` : null,
    parsed.subject ? `Subject: ${parsed.subject}` : null,
    parsed.to ? `To: ${[parsed.to].flat().map((a) => a.text).join(', ')}` : null,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

export async function parseMessage(bytes: Uint8Array): Promise<ReadMessage> {
  const parsed = await simpleParser(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), PARSE_OPTIONS);
  let text = bodyText(parsed);
  const calendars = calendarsOf(parsed);
  // Only the first attached message is read: a forward carries one (scan.ts has bounded the rest).
  const attached = parsed.attachments.find((a) => ATTACHED_MESSAGE_TYPES.has(a.contentType.toLowerCase()));
  if (attached) {
    const inner = await simpleParser(attached.content, PARSE_OPTIONS);
    text = `${text}\n\n${quotedHeaders(inner)}\n\n${bodyText(inner)}`.trim();
    calendars.push(...calendarsOf(inner));
  }
  return {
    from: sender(parsed),
    subject: (parsed.subject ?? '').trim(),
    date: headerDate(parsed),
    text: text.slice(0, INBOUND_LIMITS.textMaxChars),
    calendars: calendars.slice(0, INBOUND_LIMITS.maxCalendars),
  };
}
