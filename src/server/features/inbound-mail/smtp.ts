// The SMTP receiver for members' forwarding addresses, in the server process (smtp-server), started
// by main.ts when INBOUND_SMTP_PORT is set. It takes mail for current addresses only: an unknown
// or retired one is refused at RCPT TO (550), so a sender learns at once and nothing is read. One
// recipient per message (each address is one member's). Each sending address and each member's
// address is rate-limited at the envelope, before any of the message is sent; a message over the
// size is refused as it ends (552) and never kept whole. Otherwise the message goes through the
// same pipeline as an import (ingest.ts) and the answer says what became of it; a message the
// rules leave unknown is still accepted, and listed as unknown. The raw message lives only in this
// handler's memory until the pipeline has read it. No AUTH (nobody logs in to send here) and no
// STARTTLS: a deployment that wants TLS puts it in front (decision 059).
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { INBOUND_LIMITS, INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import { hitRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import { slots } from '../../platform/slots.ts';
import { recipientOf } from './addresses.ts';
import { ingest, type InboundDeps, type IngestRefusal } from './ingest.ts';

export interface SmtpReceiver {
  /** The port it listens on: the configured one, or the one the system chose for port 0 (tests). */
  port: number;
  /** Stops taking connections, lets the sessions in progress finish (up to the close timeout), then resolves. */
  close(): Promise<void>;
}

/**
 * Messages go through the pipeline this many at a time (one read while the next one's database
 * work goes on: the reader's worker takes one at a time): fifty sessions sending together wait in
 * this line (bounded by the sessions allowed) instead of overflowing the reader's short waiting
 * list (MAX_WAITING_WORKERS), which an upload would then find busy.
 */
const READS_AT_ONCE = 2;

/** A refusal as SMTP answers it: the code, then our words. */
const reply = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/** Each refusal of a read message: permanent for what the message is, temporary for how busy we are. */
const REFUSAL_REPLIES: Record<IngestRefusal, () => Error> = {
  tooLarge: () => reply(552, INBOUND_TEXT.tooLarge),
  tooComplex: () => reply(554, INBOUND_TEXT.tooComplex),
  notEmail: () => reply(554, INBOUND_TEXT.notEmail),
  busy: () => reply(451, INBOUND_TEXT.busy),
  pendingFull: () => reply(452, INBOUND_TEXT.pendingFull),
};

/** The message's bytes up to the size; past it, only counted (smtp-server sets sizeExceeded). */
function readCapped(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= INBOUND_LIMITS.messageMaxBytes) chunks.push(chunk);
    });
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

export async function startSmtpReceiver(deps: InboundDeps, options: { closeTimeoutMs: number }): Promise<SmtpReceiver> {
  const { db, config, log } = deps;
  const listen = config.inbound.smtp;
  if (!listen) throw new Error('INBOUND_SMTP_PORT is not set');
  const line = slots(READS_AT_ONCE);

  /** Runs a handler's work; a failure of ours (the database away) is a temporary refusal, so the sender tries again. */
  const answer = (work: () => Promise<Error | string | undefined>, callback: (err?: Error | null, message?: string) => void, session: SMTPServerSession) => {
    work().then(
      (result) => (result instanceof Error ? callback(result) : callback(null, result)),
      (err: unknown) => {
        log.error({ err, smtpSession: session.id }, 'inbound smtp: handler failed');
        callback(reply(451, INBOUND_TEXT.busy));
      },
    );
  };

  const server = new SMTPServer({
    name: config.inbound.domain,
    banner: 'Upward: forwarding addresses only',
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: INBOUND_LIMITS.messageMaxBytes,
    maxClients: INBOUND_LIMITS.smtpMaxSessions,
    // The sender's host name is not needed, and a reverse lookup per session would cost a DNS round trip.
    disableReverseLookup: true,
    // A sender waits while its message is in the reading line; RFC 5321 asks a server to wait five
    // minutes for a command, and the library's one minute could drop a session queued behind many.
    socketTimeout: 5 * 60_000,
    closeTimeout: options.closeTimeoutMs,
    logger: false,

    onMailFrom(address, session, callback) {
      answer(
        async () => {
          // The null sender (a bounce) has no address: its connection's address stands in.
          const sender = address.address.toLowerCase() || session.remoteAddress;
          return (await hitRateLimit(db, RATE_LIMITS.inboundPerSender, sender)) === null ? undefined : reply(451, INBOUND_TEXT.senderRateLimited);
        },
        callback,
        session,
      );
    },

    onRcptTo(address, session, callback) {
      answer(
        async () => {
          const to = address.address.toLowerCase();
          const first = session.envelope.rcptTo[0];
          if (first) return first.address.toLowerCase() === to ? undefined : reply(452, INBOUND_TEXT.oneRecipient);
          const recipient = await recipientOf(db, to, config);
          if (!recipient) return reply(550, INBOUND_TEXT.unknownAddress);
          return (await hitRateLimit(db, RATE_LIMITS.inboundPerAddress, recipient.userId)) === null ? undefined : reply(451, INBOUND_TEXT.rateLimited);
        },
        callback,
        session,
      );
    },

    onData(stream, session, callback) {
      answer(
        async () => {
          const bytes = await readCapped(stream);
          if (stream.sizeExceeded) return REFUSAL_REPLIES.tooLarge();
          // Asked again: the address may have been rotated while the message was sent.
          const recipient = await recipientOf(db, session.envelope.rcptTo[0]?.address ?? '', config);
          if (!recipient) return reply(550, INBOUND_TEXT.unknownAddress);
          await line.take();
          const outcome = await ingest(deps, { userId: recipient.userId, bytes, via: 'smtp' }).finally(() => line.release());
          return outcome.ok ? INBOUND_TEXT.imported : REFUSAL_REPLIES[outcome.refusal]();
        },
        callback,
        session,
      );
    },
  });
  server.on('error', (err) => log.error({ err }, 'inbound smtp: server error'));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  log.info({ host: listen.host, port, domain: config.inbound.domain }, 'inbound smtp: listening');
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
