// Raw e-mail messages (RFC 5322, CRLF lines) as an employer's mail server or an ATS sends them, for
// the forwarded-mail tests and scripts: plain text, HTML, an attached calendar invitation, and the
// message bombs the reader must refuse.
import { randomUUID } from 'node:crypto';

export interface EmlOptions {
  /** `Name <address>` or a bare address. */
  from: string;
  to: string;
  subject: string;
  /** The Date header: when the employer answered. */
  date?: Date;
  text?: string;
  html?: string;
  /** An iCalendar invitation, attached as invite.ics (text/calendar). */
  calendar?: string;
  /** Any other file, attached in base64 (a portfolio PDF: what a reader must skip). */
  attachment?: { filename: string; contentType: string; bytes: Buffer };
}

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/** A text part's headers and body, UTF-8 sent as 8 bits (what SMTPUTF8/8BITMIME servers take). */
const textPart = (type: string, body: string, extra = '') =>
  `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n${extra}\r\n${crlf(body)}\r\n`;

export function eml(options: EmlOptions): string {
  const date = options.date ?? new Date();
  const head = [
    `From: ${options.from}`,
    `To: ${options.to}`,
    `Subject: ${options.subject}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomUUID()}@mail.example>`,
    'MIME-Version: 1.0',
  ].join('\r\n');
  const parts = [
    ...(options.text !== undefined ? [textPart('text/plain', options.text)] : []),
    ...(options.html !== undefined ? [textPart('text/html', options.html)] : []),
    ...(options.calendar !== undefined ? [textPart('text/calendar; method=REQUEST', options.calendar, 'Content-Disposition: attachment; filename="invite.ics"\r\n')] : []),
    ...(options.attachment
      ? [
          `Content-Type: ${options.attachment.contentType}\r\nContent-Transfer-Encoding: base64\r\n` +
            `Content-Disposition: attachment; filename="${options.attachment.filename}"\r\n\r\n${options.attachment.bytes.toString('base64').replace(/.{76}/g, '$&\r\n')}\r\n`,
        ]
      : []),
  ];
  if (parts.length === 1) return `${head}\r\n${parts[0]}`;
  const boundary = `b-${randomUUID()}`;
  return `${head}\r\nContent-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n${parts.map((p) => `--${boundary}\r\n${p}`).join('')}--${boundary}--\r\n`;
}

/** "20261201T143000Z": an iCalendar UTC time. */
export const icsStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** An interview invitation as calendars send it: one event, times in UTC. */
export function icsInvite(event: { start: Date; minutes: number; summary: string; location: string }): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example Recruiting//Interviews//EN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${randomUUID()}@mail.example`,
    `DTSTAMP:${icsStamp(new Date())}`,
    `DTSTART:${icsStamp(event.start)}`,
    `DTEND:${icsStamp(new Date(event.start.getTime() + event.minutes * 60_000))}`,
    `SUMMARY:${event.summary}`,
    `LOCATION:${event.location}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A message of `count` tiny text parts side by side: a bomb by its number of parts. */
export function manyPartsBomb(count: number, to: string): string {
  const boundary = `b-${randomUUID()}`;
  const parts = Array.from({ length: count }, (_, i) => `--${boundary}\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`).join('');
  return `From: bomb@mail.example\r\nTo: ${to}\r\nSubject: Parts\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n${parts}--${boundary}--\r\n`;
}

/** A message whose multiparts nest `depth` deep: a bomb by its nesting. */
export function deepBomb(depth: number, to: string): string {
  let body = 'Content-Type: text/plain\r\n\r\nthe bottom\r\n';
  for (let level = 0; level < depth; level++) {
    const boundary = `n${level}`;
    body = `Content-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n--${boundary}\r\n${body}--${boundary}--\r\n`;
  }
  return `From: bomb@mail.example\r\nTo: ${to}\r\nSubject: Nesting\r\nMIME-Version: 1.0\r\n${body}`;
}
