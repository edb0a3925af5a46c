// Updates from e-mail, through the procedures and the .eml import route (the SMTP receiver has its
// own file): the forwarding address and its rotation; an imported answer proposed against the
// member's own application (or as a new one), changing nothing until accepted; accepting (status at
// the top of its column, the answer's date, the interview, one timeline event, the message gone),
// dismissing, the free limit, undoing and its staleness; auto-apply of sure updates only; another
// member's proposals, events and applications out of reach; a message the rules cannot read left
// unknown; the import's refusals, its rate limit and the pending cap; retention; no staff access.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '#shared/constants.ts';
import { APPLICATION_LIMITS, APPLICATION_TEXT } from '#shared/constants/applications.ts';
import { INBOUND_IMPORT_PATH, INBOUND_LIMITS, INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import type { InboundResult } from '#shared/schemas/inbound-mail.ts';
import { TOASTS } from '#shared/toasts.ts';
import { deepBomb, manyPartsBomb } from '../../scripts/support/eml.ts';
import { ACCESS } from '../../src/server/access.ts';
import { applicationEvents, applicationInterviews, inboundAddresses, inboundMessages, jobApplications } from '../../src/server/db/schema/index.ts';
import { recipientOf } from '../../src/server/features/inbound-mail/addresses.ts';
import { sweepExpired } from '../../src/server/platform/housekeeping.ts';
import { hitRateLimit, RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { germanRejection, greenhouseScheduling, interviewInvitation, received, rejection } from '../support/inbound-mail.ts';
import { multipartFile } from '../support/multipart.ts';
import { callerWith, createTestUser, randomIp } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const config = testConfig({ INBOUND_MAIL_DOMAIN: 'in.upward.test' });
const { app } = await useTestApp(database, { config });

/** A member with an in-process caller and their forwarding address. */
async function member(options: { premium?: boolean; role?: 'admin' } = {}) {
  const user = await createTestUser(db, options);
  const api = await callerWith(db, user.token, { config }).caller();
  const { address } = await api.inboundMail.overview();
  return { ...user, api, address };
}
type Member = Awaited<ReturnType<typeof member>>;

/** Imports a message as the tracker's "Import e-mail" does. */
async function importEml(who: Member, message: string | Buffer, fileName = 'message.eml', contentType = 'message/rfc822') {
  const body = multipartFile(fileName, Buffer.isBuffer(message) ? message : Buffer.from(message), contentType);
  const res = await app.inject({
    method: 'POST',
    url: INBOUND_IMPORT_PATH,
    headers: { cookie: `${SESSION_COOKIE}=${who.token}`, 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: randomIp(),
  });
  return { status: res.statusCode, body: res.json() as InboundResult & { error?: { message: string; title?: string } } };
}

/** Imports a message that must be read, and answers what it made. */
async function imported(who: Member, message: string): Promise<InboundResult> {
  const res = await importEml(who, message);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const applicationRow = async (id: string) => (await db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0]!;
const messagesOf = (userId: string) => db.select().from(inboundMessages).where(eq(inboundMessages.userId, userId));
const eventsOf = (applicationId: string, action: 'email_update' | 'email_update_undone') =>
  db
    .select()
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.action, action)));

const answeredOn = new Date('2026-11-20T09:30:00Z');
const interviewAt = new Date('2026-12-03T15:00:00Z');

describe('the forwarding address', () => {
  it('is made on the first look, stays the same, and rotating retires it for good', async () => {
    const me = await member();
    expect(me.address).toMatch(/^[a-z2-7]{26}@in\.upward\.test$/);
    const again = await me.api.inboundMail.overview();
    expect(again).toMatchObject({ address: me.address, receiving: false, autoApply: false, proposals: [] });
    expect(await recipientOf(db, me.address.toUpperCase(), config)).toEqual({ userId: me.id });

    const rotated = await me.api.inboundMail.rotate();
    expect(rotated.address).not.toBe(me.address);
    expect(rotated.address).toMatch(/^[a-z2-7]{26}@in\.upward\.test$/);
    expect((await me.api.inboundMail.overview()).address).toBe(rotated.address);
    expect(await recipientOf(db, me.address, config)).toBeNull();
    expect(await recipientOf(db, rotated.address, config)).toEqual({ userId: me.id });
    const rows = await db.select().from(inboundAddresses).where(eq(inboundAddresses.userId, me.id));
    expect(rows.filter((r) => r.retiredAt === null)).toHaveLength(1);
    expect(rows).toHaveLength(2);
    // The same secret on another domain is no address of ours.
    expect(await recipientOf(db, rotated.address.replace('in.upward.test', 'example.com'), config)).toBeNull();
  });
});

describe('an imported answer', () => {
  it('is proposed against the application it names and changes nothing until accepted', async () => {
    const me = await member();
    const older = await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    await me.api.applications.add({ companyName: 'Globex', jobTitle: 'Backend Engineer' });
    // Already in the Interviewing column: the accepted one goes above it.
    const other = await me.api.applications.add({ companyName: 'Hooli', jobTitle: 'Engineer', status: 'interviewing' });

    const result = await imported(me, interviewInvitation({ to: me.address, date: answeredOn, start: interviewAt }));
    expect(result).toMatchObject({ outcome: 'interview', applied: false, proposalId: expect.any(String) });
    const [proposal, ...rest] = (await me.api.inboundMail.overview()).proposals;
    expect(rest).toEqual([]);
    expect(proposal).toMatchObject({
      id: result.proposalId,
      via: 'upload',
      sentAt: answeredOn,
      sender: 'priya.shah@acme-robotics.com',
      subject: 'Interview invitation: Backend Engineer at Acme Robotics',
      outcome: 'interview',
      ruleId: expect.any(String),
      ruleLabel: expect.any(String),
      quote: expect.stringMatching(/interview/i),
      application: { id: older.id, companyName: 'Acme Robotics', jobTitle: 'Backend Engineer', status: 'applied' },
      proposedStatus: 'interviewing',
      interview: { startsAt: interviewAt },
    });
    // Proposed only: the application is as it was.
    expect(await applicationRow(older.id)).toMatchObject({ status: 'applied', respondedAt: null });
    expect(await db.select().from(applicationInterviews).where(eq(applicationInterviews.applicationId, older.id))).toEqual([]);

    expect(await me.api.inboundMail.accept({ id: proposal!.id })).toEqual({ applicationId: older.id, created: false });
    const after = await applicationRow(older.id);
    expect(after).toMatchObject({ status: 'interviewing', respondedAt: answeredOn });
    expect(after.boardPosition).toBeLessThan((await applicationRow(other.id)).boardPosition);
    const [interview, ...more] = await db.select().from(applicationInterviews).where(eq(applicationInterviews.applicationId, older.id));
    expect(more).toEqual([]);
    expect(interview).toMatchObject({ userId: me.id, startsAt: interviewAt });
    const [event, ...moreEvents] = await eventsOf(older.id, 'email_update');
    expect(moreEvents).toEqual([]);
    expect(event!.changes).toEqual({
      status: ['applied', 'interviewing'],
      respondedAt: [null, answeredOn.toISOString()],
      interview: [null, interview!.id],
      rule: [null, proposal!.ruleLabel],
    });
    // The timeline shows it, and the message is gone.
    const detail = await me.api.applications.detail({ id: older.id });
    expect(detail.events[0]).toMatchObject({ action: 'email_update' });
    expect(await messagesOf(me.id)).toEqual([]);
    await expect(me.api.inboundMail.accept({ id: proposal!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('proposes Rejected for a rejection, and dismissing deletes it without a change', async () => {
    const me = await member();
    const app1 = await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer', status: 'interviewing' });
    const { proposalId } = await imported(me, rejection({ to: me.address }));
    const [proposal] = (await me.api.inboundMail.overview()).proposals;
    expect(proposal).toMatchObject({ id: proposalId, outcome: 'rejection', proposedStatus: 'rejected', application: { id: app1.id, status: 'interviewing' } });
    await me.api.inboundMail.dismiss({ id: proposalId! });
    expect(await messagesOf(me.id)).toEqual([]);
    expect(await applicationRow(app1.id)).toMatchObject({ status: 'interviewing', respondedAt: null });
    expect(await eventsOf(app1.id, 'email_update')).toEqual([]);
    await expect(me.api.inboundMail.dismiss({ id: proposalId! })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('matches by the posting the message links to, among several at the company', async () => {
    const me = await member();
    await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    const platform = await me.api.applications.add({
      companyName: 'Acme Robotics',
      jobTitle: 'Platform Engineer II',
      jobUrl: 'https://boards.greenhouse.io/acmerobotics/jobs/4012345',
    });
    const { proposalId } = await imported(me, greenhouseScheduling({ to: me.address, postingId: '4012345' }));
    const [proposal] = (await me.api.inboundMail.overview()).proposals;
    expect(proposal).toMatchObject({ id: proposalId, outcome: 'interview', postingId: '4012345', application: { id: platform.id }, confidence: 'high' });
  });

  it('proposes a new application when none matches, applied on the day the employer confirmed it', async () => {
    const me = await member();
    await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    await imported(me, received({ to: me.address, date: answeredOn }));
    const [proposal] = (await me.api.inboundMail.overview()).proposals;
    expect(proposal).toMatchObject({ outcome: 'received', application: null, proposedStatus: 'applied', confidence: 'low', company: 'Initech', role: 'Data Analyst' });
    const accepted = await me.api.inboundMail.accept({ id: proposal!.id });
    expect(accepted.created).toBe(true);
    expect(await applicationRow(accepted.applicationId)).toMatchObject({
      userId: me.id,
      companyName: 'Initech',
      jobTitle: 'Data Analyst',
      status: 'applied',
      appliedDate: '2026-11-20',
      respondedAt: null,
    });
    const [event] = await eventsOf(accepted.applicationId, 'email_update');
    expect(event!.changes).toEqual({ status: [null, 'applied'], rule: [null, proposal!.ruleLabel] });
    // A new application is undone by deleting it, not from the event.
    await expect(me.api.inboundMail.undo({ eventId: event!.id })).rejects.toThrow(INBOUND_TEXT.undoCreated);
  });

  it('cannot add an application the message names no company or role for: the member adds it', async () => {
    const me = await member();
    // What a rule leaves when the answer says neither (a recruiter's two lines from a mail provider).
    const [row] = await db
      .insert(inboundMessages)
      .values({ userId: me.id, via: 'smtp', sentAt: answeredOn, sender: 'sam.recruiter@gmail.com', subject: 'Next steps', outcome: 'interview', confidence: 'low' })
      .returning();
    const [proposal] = (await me.api.inboundMail.overview()).proposals;
    expect(proposal).toMatchObject({ id: row!.id, application: null, proposedStatus: 'interviewing' });
    await expect(me.api.inboundMail.accept({ id: row!.id })).rejects.toThrow(INBOUND_TEXT.acceptNoApplication);
    expect(await db.select().from(jobApplications).where(eq(jobApplications.userId, me.id))).toEqual([]);
    expect(await messagesOf(me.id)).toHaveLength(1);
  });

  it('adds a new application only under the free limit: at it, the upgrade refusal and nothing written', async () => {
    const me = await member();
    for (let i = 0; i < FREE_LIMITS.trackedApplications; i++) await me.api.applications.add({ companyName: `Company ${i}`, jobTitle: 'Engineer' });
    await imported(me, received({ to: me.address }));
    const [proposal] = (await me.api.inboundMail.overview()).proposals;
    await expect(me.api.inboundMail.accept({ id: proposal!.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: TOASTS.applications.upgradeRequired.description,
    });
    expect(await db.select().from(jobApplications).where(eq(jobApplications.userId, me.id))).toHaveLength(FREE_LIMITS.trackedApplications);
    expect(await messagesOf(me.id)).toHaveLength(1);
  });

  it('treats a proposal whose application was deleted since as a new application', async () => {
    const me = await member();
    const gone = await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    await imported(me, rejection({ to: me.address }));
    await me.api.applications.delete({ id: gone.id });
    const [proposal] = (await me.api.inboundMail.overview()).proposals;
    expect(proposal).toMatchObject({ application: null, proposedStatus: 'rejected' });
    const accepted = await me.api.inboundMail.accept({ id: proposal!.id });
    expect(accepted.created).toBe(true);
    expect(await applicationRow(accepted.applicationId)).toMatchObject({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer', status: 'rejected' });
  });

  it('keeps an interview the application has no room for out, and applies nothing', async () => {
    const me = await member();
    const full = await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    await db.insert(applicationInterviews).values(
      Array.from({ length: APPLICATION_LIMITS.interviewsMax }, (_, i) => ({ applicationId: full.id, userId: me.id, title: `Round ${i}`, startsAt: new Date() })),
    );
    await imported(me, interviewInvitation({ to: me.address, start: interviewAt }));
    const [proposal] = (await me.api.inboundMail.overview()).proposals;
    await expect(me.api.inboundMail.accept({ id: proposal!.id })).rejects.toThrow(APPLICATION_TEXT.interviewsFull);
    expect(await applicationRow(full.id)).toMatchObject({ status: 'applied' });
    expect(await messagesOf(me.id)).toHaveLength(1);
  });

  it('leaves a message in another language unknown, with the reason: it can only be dismissed', async () => {
    const me = await member();
    const globex = await me.api.applications.add({ companyName: 'Globex', jobTitle: 'Backend Engineer' });
    const result = await imported(me, germanRejection({ to: me.address }));
    expect(result).toMatchObject({ outcome: 'unknown', applied: false });
    const [proposal] = (await me.api.inboundMail.overview()).proposals;
    expect(proposal).toMatchObject({ outcome: 'unknown', reason: INBOUND_TEXT.notEnglish, ruleId: null, quote: null, proposedStatus: null, confidence: 'low' });
    await expect(me.api.inboundMail.accept({ id: proposal!.id })).rejects.toThrow(INBOUND_TEXT.acceptUnknown);
    expect(await applicationRow(globex.id)).toMatchObject({ status: 'applied', respondedAt: null });
    expect(await eventsOf(globex.id, 'email_update')).toEqual([]);
  });
});

describe('another member', () => {
  it("cannot reach a member's proposals or events, and their mail never matches the member's applications", async () => {
    const a = await member();
    const b = await member();
    const mine = await a.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    // Mail naming A's company, sent to B: proposed to B as a new application, nothing of A's touched.
    await imported(b, rejection({ to: b.address }));
    const [theirs] = (await b.api.inboundMail.overview()).proposals;
    expect(theirs).toMatchObject({ outcome: 'rejection', application: null });
    expect((await a.api.inboundMail.overview()).proposals).toEqual([]);
    await expect(a.api.inboundMail.accept({ id: theirs!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(a.api.inboundMail.dismiss({ id: theirs!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await messagesOf(b.id)).toHaveLength(1);
    expect(await applicationRow(mine.id)).toMatchObject({ status: 'applied' });

    // A's own update from e-mail cannot be undone by B.
    await imported(a, rejection({ to: a.address }));
    const [proposal] = (await a.api.inboundMail.overview()).proposals;
    await a.api.inboundMail.accept({ id: proposal!.id });
    const [event] = await eventsOf(mine.id, 'email_update');
    await expect(b.api.inboundMail.undo({ eventId: event!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await applicationRow(mine.id)).toMatchObject({ status: 'rejected' });
  });
});

describe('undo and auto-apply', () => {
  it('puts an accepted update back, interview and answer date included, once', async () => {
    const me = await member();
    const acme = await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    await imported(me, interviewInvitation({ to: me.address, date: answeredOn, start: interviewAt }));
    const [proposal] = (await me.api.inboundMail.overview()).proposals;
    await me.api.inboundMail.accept({ id: proposal!.id });
    const [event] = await eventsOf(acme.id, 'email_update');

    await me.api.inboundMail.undo({ eventId: event!.id });
    expect(await applicationRow(acme.id)).toMatchObject({ status: 'applied', respondedAt: null });
    expect(await db.select().from(applicationInterviews).where(eq(applicationInterviews.applicationId, acme.id))).toEqual([]);
    const [undone] = await eventsOf(acme.id, 'email_update_undone');
    expect(undone!.changes).toEqual({
      status: ['interviewing', 'applied'],
      respondedAt: [answeredOn.toISOString(), null],
      interview: [(event!.changes as Record<string, [unknown, unknown]>).interview![1], null],
      rule: [proposal!.ruleLabel, null],
    });
    await expect(me.api.inboundMail.undo({ eventId: event!.id })).rejects.toThrow(INBOUND_TEXT.undoStale);
  });

  it('refuses an undo once the application changed since', async () => {
    const me = await member();
    const acme = await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
    await imported(me, rejection({ to: me.address }));
    const [proposal] = (await me.api.inboundMail.overview()).proposals;
    await me.api.inboundMail.accept({ id: proposal!.id });
    const [event] = await eventsOf(acme.id, 'email_update');
    await me.api.applications.update({ id: acme.id, notes: 'Asked for feedback' });
    await expect(me.api.inboundMail.undo({ eventId: event!.id })).rejects.toThrow(INBOUND_TEXT.undoStale);
    expect(await applicationRow(acme.id)).toMatchObject({ status: 'rejected' });
  });

  it('applies a sure update at once for a member who opted in, keeps nothing, and it can be undone', async () => {
    const me = await member();
    const acme = await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Backend Engineer', status: 'interviewing' });
    await me.api.inboundMail.setAutoApply({ enabled: true });
    expect((await me.api.inboundMail.overview()).autoApply).toBe(true);

    const result = await imported(me, rejection({ to: me.address, date: answeredOn }));
    expect(result).toEqual({ proposalId: null, outcome: 'rejection', applied: true });
    expect(await messagesOf(me.id)).toEqual([]);
    // The answer's date is that of the first answer, the one that moved it on from Applied: not this one.
    expect(await applicationRow(acme.id)).toMatchObject({ status: 'rejected', respondedAt: null });
    const [event] = await eventsOf(acme.id, 'email_update');
    expect(event!.changes).toMatchObject({ status: ['interviewing', 'rejected'] });
    await me.api.inboundMail.undo({ eventId: event!.id });
    expect(await applicationRow(acme.id)).toMatchObject({ status: 'interviewing' });
  });

  it('still only proposes what is not sure: a company with another role, or a new application', async () => {
    const me = await member();
    const acme = await me.api.applications.add({ companyName: 'Acme Robotics', jobTitle: 'Office Manager' });
    await me.api.inboundMail.setAutoApply({ enabled: true });
    // The company matches, the role does not: low.
    expect(await imported(me, rejection({ to: me.address }))).toMatchObject({ applied: false, outcome: 'rejection' });
    // No application at all: a new one is always the member's call.
    expect(await imported(me, received({ to: me.address }))).toMatchObject({ applied: false, outcome: 'received' });
    const proposals = (await me.api.inboundMail.overview()).proposals;
    expect(proposals.map((p) => [p.outcome, p.confidence, p.application?.id ?? null])).toEqual([
      ['received', 'low', null],
      ['rejection', 'low', acme.id],
    ]);
    expect(await applicationRow(acme.id)).toMatchObject({ status: 'applied' });
    await me.api.inboundMail.setAutoApply({ enabled: false });
    expect((await me.api.inboundMail.overview()).autoApply).toBe(false);
  });
});

describe('the import', () => {
  it('refuses what is not a readable message, with the reason, keeping nothing', async () => {
    const me = await member();
    const wrongName = await importEml(me, rejection({ to: me.address }), 'letter.pdf', 'application/pdf');
    expect(wrongName).toMatchObject({ status: 415, body: { error: { message: INBOUND_TEXT.wrongType, title: INBOUND_TEXT.importFailed } } });
    const notMail = await importEml(me, Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), 'saved.eml');
    expect(notMail).toMatchObject({ status: 422, body: { error: { message: INBOUND_TEXT.notEmail } } });
    const parts = await importEml(me, manyPartsBomb(5_000, me.address));
    expect(parts).toMatchObject({ status: 422, body: { error: { message: INBOUND_TEXT.tooComplex } } });
    const deep = await importEml(me, deepBomb(200, me.address));
    expect(deep).toMatchObject({ status: 422, body: { error: { message: INBOUND_TEXT.tooComplex } } });
    const hugeHeader = `X-Filler: ${'a'.repeat(INBOUND_LIMITS.maxHeaderBytes + 1)}\r\n${rejection({ to: me.address })}`;
    expect(await importEml(me, hugeHeader)).toMatchObject({ status: 422, body: { error: { message: INBOUND_TEXT.tooComplex } } });
    const big = Buffer.concat([Buffer.from(rejection({ to: me.address })), Buffer.alloc(INBOUND_LIMITS.messageMaxBytes, 'a')]);
    expect(await importEml(me, big)).toMatchObject({ status: 413, body: { error: { message: INBOUND_TEXT.tooLarge } } });
    expect(await messagesOf(me.id)).toEqual([]);
  });

  it('is counted against the member’s address, with forwarded mail', async () => {
    const me = await member();
    for (let i = 0; i < INBOUND_LIMITS.perAddressPerHour; i++) await hitRateLimit(db, RATE_LIMITS.inboundPerAddress, me.id);
    const res = await importEml(me, rejection({ to: me.address }));
    expect(res).toMatchObject({ status: 429, body: { error: { message: INBOUND_TEXT.rateLimited } } });
    expect(await messagesOf(me.id)).toEqual([]);
  });

  it('refuses a message past the pending cap until some are decided', async () => {
    const me = await member();
    await db.insert(inboundMessages).values(
      Array.from({ length: INBOUND_LIMITS.pendingMax }, (_, i) => ({
        userId: me.id,
        via: 'upload',
        sentAt: new Date(),
        sender: 'someone@example.com',
        subject: `Message ${i}`,
        outcome: 'unknown',
        confidence: 'low',
      })),
    );
    const res = await importEml(me, rejection({ to: me.address }));
    expect(res).toMatchObject({ status: 409, body: { error: { message: INBOUND_TEXT.pendingFull } } });
    const [first] = (await me.api.inboundMail.overview()).proposals;
    await me.api.inboundMail.dismiss({ id: first!.id });
    expect((await importEml(me, rejection({ to: me.address }))).status).toBe(200);
  });

  it('answers only a signed-in member', async () => {
    const body = multipartFile('message.eml', Buffer.from(rejection({ to: 'nobody@in.upward.test' })), 'message/rfc822');
    const res = await app.inject({ method: 'POST', url: INBOUND_IMPORT_PATH, headers: { 'content-type': body.contentType }, payload: body.payload });
    expect(res.statusCode).toBe(401);
  });
});

describe('what is kept', () => {
  it('deletes messages past the retention, decided or not', async () => {
    const me = await member();
    await imported(me, rejection({ to: me.address }));
    await imported(me, received({ to: me.address }));
    const [old] = await messagesOf(me.id);
    await db
      .update(inboundMessages)
      .set({ createdAt: sql`now() - make_interval(days => ${INBOUND_LIMITS.retentionDays}, mins => 1)` })
      .where(eq(inboundMessages.id, old!.id));
    await sweepExpired(db);
    const left = await messagesOf(me.id);
    expect(left).toHaveLength(1);
    expect(left[0]!.id).not.toBe(old!.id);
  });

  it('is no staff procedure’s: only the member’s own inboundMail procedures read it', async () => {
    const staffPaths = Object.keys(ACCESS).filter((path) => path.startsWith('admin.') && /inbound|mail/i.test(path));
    expect(staffPaths).toEqual([]);
    const inbound = Object.entries(ACCESS).filter(([path]) => path.startsWith('inboundMail.'));
    expect(inbound.map(([, level]) => level)).toEqual(inbound.map(() => 'authed'));
    // An admin sees their own (none), not the members'.
    const member1 = await member();
    await imported(member1, rejection({ to: member1.address }));
    const admin = await member({ role: 'admin' });
    expect((await admin.api.inboundMail.overview()).proposals).toEqual([]);
  });
});
