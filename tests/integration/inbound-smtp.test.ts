// The SMTP receiver, spoken to by a real SMTP client (nodemailer) on loopback: a member's address
// takes an employer's answer and proposes it; an unknown, foreign-domain or retired address is
// refused at RCPT TO (550) and a second address in one message put off (452); a message over the
// size, a message bomb or a non-message is refused with its reason and nothing kept; mail claiming
// to come from an ATS sent to another member's address reaches only that member; a message the rules
// cannot read is accepted and listed as unknown; a sure one is applied for a member who opted in;
// each sending address is rate-limited at MAIL FROM; sessions side by side are all answered.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { INBOUND_LIMITS, INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import { manyPartsBomb } from '../../scripts/support/eml.ts';
import { inboundMessages, jobApplications } from '../../src/server/db/schema/index.ts';
import { startSmtpReceiver } from '../../src/server/features/inbound-mail/smtp.ts';
import { hitRateLimit, RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { germanRejection, interviewInvitation, rejection } from '../support/inbound-mail.ts';
import { callerWith, createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
// Port 0: the system picks a free one and the receiver says which.
const config = testConfig({ INBOUND_MAIL_DOMAIN: 'in.upward.test', INBOUND_SMTP_PORT: '0', INBOUND_SMTP_HOST: '127.0.0.1' });
const { app } = await useTestApp(database, { config });
const receiver = await startSmtpReceiver({ db, config, log: app.log }, { closeTimeoutMs: 1_000 });
afterAll(() => receiver.close());

const transport = nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true, pool: false });

/** One SMTP session delivering `raw` from `from` to `to`. */
const send = (to: string | string[], raw: string | Buffer, from = 'no-reply@greenhouse.io') => transport.sendMail({ envelope: { from, to }, raw });

/** What the client was told when the receiver refused: the command and the reply. */
async function refused(sending: Promise<unknown>) {
  const err = (await sending.then(
    () => null,
    (e: unknown) => e,
  )) as { responseCode?: number; response?: string; command?: string } | null;
  expect(err, 'the receiver accepted the message').not.toBeNull();
  return { code: err!.responseCode, response: err!.response, command: err!.command };
}

async function member() {
  const user = await createTestUser(db);
  const api = await callerWith(db, user.token, { config }).caller();
  const { address } = await api.inboundMail.overview();
  return { ...user, api, address };
}

const messagesOf = (userId: string) => db.select().from(inboundMessages).where(eq(inboundMessages.userId, userId));

describe('the SMTP receiver', () => {
  it("takes an answer for a member's address and proposes it", async () => {
    const me = await member();
    const acme = await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    const start = new Date('2026-12-03T15:00:00Z');
    const info = await send(me.address, interviewInvitation({ to: me.address, start }), 'priya.shah@acme-robotics.com');
    expect(info.accepted).toEqual([me.address]);
    expect(info.response).toMatch(new RegExp(`^250 ${INBOUND_TEXT.imported}`));
    const overview = await me.api.inboundMail.overview();
    expect(overview.receiving).toBe(true);
    expect(overview.proposals).toMatchObject([
      { via: 'smtp', outcome: 'interview', proposedStatus: 'interviewing', application: { id: acme.id }, interview: { startsAt: start } },
    ]);
    // Proposed, not applied.
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, acme.id));
    expect(row!.status).toBe('applied');
  });

  it('refuses an unknown address, another domain and a retired address at RCPT TO, and takes the new one', async () => {
    const me = await member();
    const message = rejection({ to: me.address });
    expect(await refused(send('aaaaaaaaaaaaaaaaaaaaaaaaaa@in.upward.test', message))).toMatchObject({ command: 'RCPT TO', code: 550, response: `550 ${INBOUND_TEXT.unknownAddress}` });
    expect(await refused(send(me.address.replace('in.upward.test', 'elsewhere.example'), message))).toMatchObject({ command: 'RCPT TO', code: 550 });

    const { address: fresh } = await me.api.inboundMail.rotate();
    expect(await refused(send(me.address, message))).toMatchObject({ command: 'RCPT TO', code: 550, response: `550 ${INBOUND_TEXT.unknownAddress}` });
    expect(await messagesOf(me.id)).toEqual([]);
    expect((await send(fresh.toUpperCase(), message)).accepted).toHaveLength(1);
    expect(await messagesOf(me.id)).toHaveLength(1);
  });

  it('takes one forwarding address per message and puts the second off', async () => {
    const a = await member();
    const b = await member();
    const info = await send([a.address, b.address], rejection({ to: a.address }));
    expect(info.accepted).toEqual([a.address]);
    expect(info.rejected).toEqual([b.address]);
    expect(info.rejectedErrors?.[0]).toMatchObject({ responseCode: 452 });
    expect(await messagesOf(a.id)).toHaveLength(1);
    expect(await messagesOf(b.id)).toEqual([]);
  });

  it('refuses a message over the size, a bomb and a non-message with the reason, keeping none', async () => {
    const me = await member();
    const big = Buffer.concat([Buffer.from(rejection({ to: me.address })), Buffer.alloc(INBOUND_LIMITS.messageMaxBytes, 'a')]);
    expect(await refused(send(me.address, big))).toMatchObject({ code: 552 });
    expect(await refused(send(me.address, manyPartsBomb(5_000, me.address)))).toMatchObject({ code: 554, response: `554 ${INBOUND_TEXT.tooComplex}` });
    expect(await refused(send(me.address, 'just some bytes\r\nthat are not a message\r\n'))).toMatchObject({ code: 554, response: `554 ${INBOUND_TEXT.notEmail}` });
    expect(await messagesOf(me.id)).toEqual([]);
  });

  it("never lets mail sent to one member's address touch another member's applications", async () => {
    const a = await member();
    const b = await member();
    const theirs = await a.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    // "From Greenhouse", naming A's company and role, to B's address; both members opted in.
    await a.api.inboundMail.setAutoApply({ enabled: true });
    await b.api.inboundMail.setAutoApply({ enabled: true });
    await send(b.address, rejection({ to: b.address }));
    expect(await messagesOf(a.id)).toEqual([]);
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, theirs.id));
    expect(row).toMatchObject({ status: 'applied', respondedAt: null });
    expect((await b.api.inboundMail.overview()).proposals).toMatchObject([{ outcome: 'rejection', application: null }]);
  });

  it('accepts a message the rules cannot read and lists it as unknown, changing nothing', async () => {
    const me = await member();
    const globex = await me.api.applications.add({ companyName: 'Globex', jobTitle: 'Backend Engineer' });
    await me.api.inboundMail.setAutoApply({ enabled: true });
    const info = await send(me.address, germanRejection({ to: me.address }), 'karriere@globex.de');
    expect(info.accepted).toHaveLength(1);
    expect((await me.api.inboundMail.overview()).proposals).toMatchObject([{ outcome: 'unknown', reason: INBOUND_TEXT.notEnglish, proposedStatus: null }]);
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, globex.id));
    expect(row!.status).toBe('applied');
  });

  it('applies a sure answer at once for a member who opted in', async () => {
    const me = await member();
    const acme = await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    await me.api.inboundMail.setAutoApply({ enabled: true });
    const date = new Date('2026-11-21T08:00:00Z');
    await send(me.address, rejection({ to: me.address, date }));
    expect(await messagesOf(me.id)).toEqual([]);
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, acme.id));
    expect(row).toMatchObject({ status: 'rejected', respondedAt: date });
  });

  it('puts off a sender past its hourly limit at MAIL FROM', async () => {
    const me = await member();
    const sender = `bulk-${me.id}@mailer.example`;
    for (let i = 0; i < INBOUND_LIMITS.perSenderPerHour; i++) await hitRateLimit(db, RATE_LIMITS.inboundPerSender, sender);
    expect(await refused(send(me.address, rejection({ to: me.address }), sender))).toMatchObject({
      command: 'MAIL FROM',
      code: 451,
      response: `451 ${INBOUND_TEXT.senderRateLimited}`,
    });
    expect(await messagesOf(me.id)).toEqual([]);
  });

  it("puts off a member's address past its hourly limit at RCPT TO", async () => {
    const me = await member();
    for (let i = 0; i < INBOUND_LIMITS.perAddressPerHour; i++) await hitRateLimit(db, RATE_LIMITS.inboundPerAddress, me.id);
    expect(await refused(send(me.address, rejection({ to: me.address })))).toMatchObject({ command: 'RCPT TO', code: 451, response: `451 ${INBOUND_TEXT.rateLimited}` });
  });

  it('answers twenty sessions at once, each message proposed', async () => {
    const me = await member();
    const senders = Array.from({ length: 20 }, (_, i) => `recruiter-${i}@acme-robotics.com`);
    const sent = await Promise.allSettled(senders.map((from) => send(me.address, rejection({ to: me.address }), from)));
    expect(sent.filter((s) => s.status === 'rejected')).toEqual([]);
    expect(await messagesOf(me.id)).toHaveLength(20);
  });
});
