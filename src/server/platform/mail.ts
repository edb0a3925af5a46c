// Outgoing e-mail: SMTP when SMTP_URL is set, otherwise one .eml file per message in
// DATA_DIR/outbox. The log names the message, never its body: bodies carry sign-in links. The one
// exception is development's outbox, where the log line carries the mail's first link, so a
// newcomer clicks through sign-up from the terminal.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { APP_NAME } from '#shared/constants.ts';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on mail that is not about security. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Text for an HTML body: the characters HTML treats specially, as character references. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A message of a few plain lines, an optional link and the team's signature: plain text first (it
 * is what most account mail should be), with a simple HTML twin.
 */
export function composeMail(to: string, subject: string, lines: string[], link?: { url: string; label: string }): MailMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', `— The ${APP_NAME} team`].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>— The ${APP_NAME} team</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

const FIRST_LINK = /https?:\/\/\S+/;

export const outboxDir = (config: Config) => path.join(config.dataDir, 'outbox');

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(dir, { recursive: true });
      // Sortable by time, unique within a millisecond.
      const file = path.join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      if (config.env === 'development') {
        const link = FIRST_LINK.exec(message.text)?.[0];
        log.info({ file }, `mail to ${message.to}: ${JSON.stringify(message.subject)}${link ? ` ${link}` : ''}`);
      } else {
        log.info({ file, subject: message.subject }, 'mail written to the outbox');
      }
    },
  };
}
