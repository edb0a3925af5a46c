// Direct messages over real HTTP: starting and replying, the list with unread flags and the badge's
// count, read marks; every refusal (a missing, hidden or closed member, a block either way, oneself)
// reading alike; only participants reach a conversation; the send limits; the e-mail notice (once
// per run of unread messages, honouring the toggle, with one-click unsubscribe); and staff reaching
// only reported conversations.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRIVACY_DEFAULTS } from '#shared/constants/settings.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { ConversationPage, ReportedThread, ReportSummary, Thread } from '#shared/schemas/messages.ts';
import { RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { mailHeader, mailTo, type OutboxMessage } from '../support/outbox.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app, config } = await useTestApp(database);
const { mutate, query } = httpCaller(app);

type User = Awaited<ReturnType<typeof createTestUser>>;
const as = (u: User) => ({ token: u.token });

async function start(from: User, to: User, body = 'Hello there') {
  const res = await mutate<{ conversationId: string }>('messages.start', { userId: to.id, body }, as(from));
  if (res.error) throw new Error(JSON.stringify(res.error));
  return res.data.conversationId;
}
const send = (from: User, conversationId: string, body: string) => mutate('messages.send', { conversationId, body }, as(from));
const list = async (u: User) => (await query<ConversationPage>('messages.list', {}, as(u))).data.conversations;
const unread = async (u: User) => (await query<{ unreadConversations: number }>('messages.unreadCount', undefined, as(u))).data.unreadConversations;
const setPrivacy = (u: User, changes: Partial<typeof PRIVACY_DEFAULTS>) => mutate('settings.updatePrivacy', { ...PRIVACY_DEFAULTS, ...changes }, as(u));
const named = async (u: User, firstName: string) =>
  mutate('settings.updateProfile', { firstName, lastName: 'Example', headline: '', phone: '', location: '', timezone: null, yearsOfExperience: null, industry: null, linkedinUrl: '', websiteUrl: '' }, as(u));

describe('conversations', () => {
  it('starts, reuses, replies, lists with unread flags and marks read', async () => {
    const [a, b] = await Promise.all([createTestUser(db), createTestUser(db)]);
    await named(a, 'Ada');
    const id = await start(a, b, 'Hi, saw your post on interviews');
    // Starting again with the same member reuses the conversation, whoever starts.
    expect(await start(b, a, 'Thanks for writing')).toBe(id);
    await send(a, id, 'Happy to share notes');

    const [forB] = await list(b);
    expect(forB).toMatchObject({ id, other: { userId: a.id, name: 'Ada Example' }, preview: 'Happy to share notes', lastFromMe: false, unread: true });
    expect(await unread(b)).toBe(1);
    const [forA] = await list(a);
    expect(forA).toMatchObject({ id, other: { userId: b.id }, lastFromMe: true, unread: false });
    expect(await unread(a)).toBe(0);

    const thread = (await query<Thread>('messages.thread', { conversationId: id }, as(b))).data;
    expect(thread.messages.map((m) => m.body)).toEqual(['Happy to share notes', 'Thanks for writing', 'Hi, saw your post on interviews']);
    expect(thread).toMatchObject({ other: { userId: a.id, name: 'Ada Example' }, canSend: true, blockedByMe: false });

    expect((await mutate<{ unreadConversations: number }>('messages.markRead', { conversationId: id }, as(b))).data.unreadConversations).toBe(0);
    expect((await list(b))[0]!.unread).toBe(false);
  });

  it('pages the thread and the list with keyset cursors', async () => {
    const [a, b] = await Promise.all([createTestUser(db), createTestUser(db)]);
    const id = await start(a, b, 'message 0');
    for (let i = 1; i < 55; i++) await db.execute(`insert into direct_messages (conversation_id, sender_id, body) values ('${id}', '${a.id}', 'message ${i}')`);
    const first = (await query<Thread>('messages.thread', { conversationId: id }, as(b))).data;
    expect(first.messages).toHaveLength(50);
    const second = (await query<Thread>('messages.thread', { conversationId: id, cursor: first.nextCursor }, as(b))).data;
    expect(second.messages).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.messages, ...second.messages].map((m) => m.id)).size).toBe(55);
  });

  it('refuses a body that is empty or too long', async () => {
    const [a, b] = await Promise.all([createTestUser(db), createTestUser(db)]);
    expect((await mutate('messages.start', { userId: b.id, body: '   ' }, as(a))).error!.data.code).toBe('BAD_REQUEST');
    expect((await mutate('messages.start', { userId: b.id, body: 'x'.repeat(2001) }, as(a))).error!.data.code).toBe('BAD_REQUEST');
  });
});

describe('who may message whom', () => {
  const refusal = async (from: User, userId: string) => (await mutate('messages.start', { userId, body: 'Hello' }, as(from))).error;

  it('answers one refusal for a missing, hidden or closed member and a member who blocked you', async () => {
    const [a, hidden, closed, blocker] = await Promise.all([createTestUser(db), createTestUser(db), createTestUser(db), createTestUser(db)]);
    await setPrivacy(hidden, { profileVisible: false });
    await setPrivacy(closed, { allowMessaging: false });
    await mutate('messages.block', { userId: a.id }, as(blocker));
    const errors = await Promise.all([refusal(a, randomUUID()), refusal(a, hidden.id), refusal(a, closed.id), refusal(a, blocker.id)]);
    for (const error of errors) {
      expect(error!.data).toMatchObject({ code: 'FORBIDDEN', title: TOASTS.directMessages.cannotMessage.title, description: TOASTS.directMessages.cannotMessage.description });
      expect(error!.message).toBe(errors[0]!.message);
    }
  });

  it('tells a member who blocked someone to unblock, and refuses themselves', async () => {
    const [a, b] = await Promise.all([createTestUser(db), createTestUser(db)]);
    await mutate('messages.block', { userId: b.id }, as(a));
    expect((await refusal(a, b.id))!.data.title).toBe(TOASTS.directMessages.youBlocked.title);
    expect((await refusal(a, a.id))!.data.description).toBe(TOASTS.directMessages.notYourself.description);
    const blocked = (await query<{ members: { userId: string }[] }>('messages.blocked', {}, as(a))).data.members;
    expect(blocked.map((m) => m.userId)).toEqual([b.id]);
    await mutate('messages.unblock', { userId: b.id }, as(a));
    expect(await refusal(a, b.id)).toBeNull();
  });

  it('stops further sends when the recipient turns messages off or blocks, and keeps the history', async () => {
    const [a, b] = await Promise.all([createTestUser(db), createTestUser(db)]);
    const id = await start(a, b);
    await setPrivacy(b, { allowMessaging: false });
    expect((await send(a, id, 'Still there?')).error!.data.title).toBe(TOASTS.directMessages.cannotMessage.title);
    await setPrivacy(b, {});
    expect((await send(a, id, 'Back again')).error).toBeNull();
    await mutate('messages.block', { userId: a.id }, as(b));
    expect((await send(a, id, 'Hello?')).error!.data.title).toBe(TOASTS.directMessages.cannotMessage.title);
    // The blocker may not send either until they unblock; both still read everything.
    expect((await send(b, id, 'Bye')).error!.data.title).toBe(TOASTS.directMessages.youBlocked.title);
    const forA = (await query<Thread>('messages.thread', { conversationId: id }, as(a))).data;
    expect(forA.messages).toHaveLength(2);
    expect(forA.canSend).toBe(false);
    expect((await query<Thread>('messages.thread', { conversationId: id }, as(b))).data.blockedByMe).toBe(true);
  });

  it('answers NOT_FOUND to anyone not in the conversation', async () => {
    const [a, b, c] = await Promise.all([createTestUser(db), createTestUser(db), createTestUser(db)]);
    const id = await start(a, b, 'Between us');
    const code = (res: { error: { data: { code: string } } | null }) => res.error?.data.code;
    expect(code(await query('messages.thread', { conversationId: id }, as(c)))).toBe('NOT_FOUND');
    expect(code(await send(c, id, 'Intruding'))).toBe('NOT_FOUND');
    expect(code(await mutate('messages.markRead', { conversationId: id }, as(c)))).toBe('NOT_FOUND');
    expect(code(await mutate('messages.report', { conversationId: id, reason: 'spam' }, as(c)))).toBe('NOT_FOUND');
    expect(code(await query('messages.thread', { conversationId: randomUUID() }, as(c)))).toBe('NOT_FOUND');
    expect(await list(c)).toEqual([]);
  });
});

describe('rate limits', () => {
  it(`refuses the message after ${RATE_LIMITS.directMessagesPerUser.limit} in the window`, async () => {
    const [a, b] = await Promise.all([createTestUser(db), createTestUser(db)]);
    const id = await start(a, b);
    for (let i = 1; i < RATE_LIMITS.directMessagesPerUser.limit; i++) expect((await send(a, id, `m${i}`)).error).toBeNull();
    const refused = await send(a, id, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.error!.data.title).toBe(TOASTS.common.rateLimited.title);
  });

  it(`refuses a new conversation after ${RATE_LIMITS.conversationsPerUser.limit} in a day, but not a reply`, async () => {
    const a = await createTestUser(db);
    const others = await Promise.all(Array.from({ length: RATE_LIMITS.conversationsPerUser.limit + 1 }, () => createTestUser(db)));
    const started: string[] = [];
    for (const other of others.slice(0, -1)) started.push(await start(a, other));
    const refused = await mutate('messages.start', { userId: others.at(-1)!.id, body: 'Hello' }, as(a));
    expect(refused.status).toBe(429);
    expect((await mutate('messages.start', { userId: others[0]!.id, body: 'Same conversation' }, as(a))).error).toBeNull();
    expect((await send(a, started[0]!, 'A reply')).error).toBeNull();
  });
});

describe('e-mail notice', () => {
  const header = (message: OutboxMessage, name: string) => mailHeader(config.dataDir, message, name);

  it('mails once per run of unread messages, without the text, with one-click unsubscribe', async () => {
    const [a, b] = await Promise.all([createTestUser(db), createTestUser(db)]);
    await named(a, 'Grace');
    const id = await start(a, b, 'A secret plan for the interview');
    await send(a, id, 'And another thing');
    await app.platform.tasks.idle();
    const mails = await mailTo(config.dataDir, b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Grace Example sent you a message on Upward');
    expect(mails[0]!.text).toContain(`/messages/${id}`);
    expect(mails[0]!.text).not.toContain('secret plan');
    expect(await header(mails[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = (await header(mails[0]!, 'List-Unsubscribe'))!.match(/^<(https?:\/\/[^>]+)>$/)![1]!;
    expect(mails[0]!.text).toContain(link);

    // Once read, the next message mails again; the sender is not mailed about their own words.
    await mutate('messages.markRead', { conversationId: id }, as(b));
    await send(a, id, 'Are you free tomorrow?');
    await app.platform.tasks.idle();
    expect(await mailTo(config.dataDir, b.email)).toHaveLength(2);
    expect(await mailTo(config.dataDir, a.email)).toHaveLength(0);

    // The link turns message mail off, and no more notices go out.
    const url = new URL(link);
    const post = await app.inject({ method: 'POST', url: url.pathname + url.search, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.statusCode).toBe(200);
    await mutate('messages.markRead', { conversationId: id }, as(b));
    await send(a, id, 'Hello again');
    await app.platform.tasks.idle();
    expect(await mailTo(config.dataDir, b.email)).toHaveLength(2);
  });

  it('sends nothing when the messages toggle is off', async () => {
    const [a, b] = await Promise.all([createTestUser(db), createTestUser(db)]);
    await mutate('settings.updateNotifications', { jobAlerts: true, messages: false, followUps: false, updates: false, marketing: false, pushJobAlerts: false, pushMessages: false }, as(b));
    await start(a, b);
    await app.platform.tasks.idle();
    expect(await mailTo(config.dataDir, b.email)).toHaveLength(0);
  });
});

describe('reports and staff', () => {
  it('lets staff read only reported conversations, and resolve the report', async () => {
    const [a, b, c, d, moderator, plain] = await Promise.all([
      createTestUser(db),
      createTestUser(db),
      createTestUser(db),
      createTestUser(db),
      createTestUser(db, { role: 'moderator' }),
      createTestUser(db),
    ]);
    const reportedId = await start(b, a, 'Send me your bank details');
    const privateId = await start(c, d, 'A private word');
    const { reportId } = (await mutate<{ reportId: string }>('messages.report', { conversationId: reportedId, reason: 'Scam' }, as(a))).data;
    // Reporting again while the report is open answers the same report.
    expect((await mutate<{ reportId: string }>('messages.report', { conversationId: reportedId, reason: 'Still a scam' }, as(a))).data.reportId).toBe(reportId);

    const open = (await query<{ reports: ReportSummary[] }>('admin.messageReports.list', { status: 'open' }, as(moderator))).data.reports;
    const mine = open.find((r) => r.id === reportId)!;
    expect(mine).toMatchObject({ conversationId: reportedId, reason: 'Scam', reporter: { userId: a.id }, reported: { userId: b.id }, resolvedAt: null });
    expect(JSON.stringify(open)).not.toContain(privateId);

    const thread = (await query<ReportedThread>('admin.messageReports.thread', { reportId }, as(moderator))).data;
    expect(thread.messages.map((m) => m.body)).toEqual(['Send me your bank details']);
    // Staff have no way to a conversation by its id: the member procedures answer NOT_FOUND.
    expect((await query('messages.thread', { conversationId: privateId }, as(moderator))).error!.data.code).toBe('NOT_FOUND');
    expect((await query('admin.messageReports.thread', { reportId: randomUUID() }, as(moderator))).error!.data.code).toBe('NOT_FOUND');
    // Members are not staff.
    expect((await query('admin.messageReports.list', { status: 'open' }, as(plain))).error!.data.code).toBe('FORBIDDEN');
    expect((await query('admin.messageReports.thread', { reportId }, as(a))).error!.data.code).toBe('FORBIDDEN');

    const resolved = (await mutate<ReportSummary>('admin.messageReports.resolve', { reportId }, as(moderator))).data;
    expect(resolved.resolvedAt).not.toBeNull();
    expect(resolved.resolvedBy).toBe('Test User');
    const after = (await query<{ reports: ReportSummary[] }>('admin.messageReports.list', { status: 'open' }, as(moderator))).data.reports;
    expect(after.some((r) => r.id === reportId)).toBe(false);
    const done = (await query<{ reports: ReportSummary[] }>('admin.messageReports.list', { status: 'resolved' }, as(moderator))).data.reports;
    expect(done.some((r) => r.id === reportId)).toBe(true);
    // A new report after resolution is a new report.
    expect((await mutate<{ reportId: string }>('messages.report', { conversationId: reportedId, reason: 'Again' }, as(a))).data.reportId).not.toBe(reportId);
  });
});
