// A real SMTP server on loopback (smtp-server) for tests that send mail as production does. It
// keeps every message it accepts, and can refuse the next ones with a temporary failure so a test
// can watch a retry.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, with quoted-printable soft line breaks joined so long lines read whole. */
  raw: string;
}

/** Starts the server for the test file (closed after it); `refuse` counts the next messages to turn away. */
export async function startSmtpServer() {
  const mailbox = { received: [] as ReceivedMail[], refuse: 0, url: '' };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (mailbox.refuse > 0) {
          mailbox.refuse--;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        mailbox.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: raw.replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  mailbox.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return mailbox;
}
