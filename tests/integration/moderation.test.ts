// Staff moderation against a real database: only moderators and admins reach admin.moderation;
// the queue shows open reports with the reported text; hide, restore and delete (with a reason)
// change what members see everywhere (list, search, the post, replies, counts, notifications) while
// staff still see hidden items marked; each action writes one log row; a dismissal resolves the
// target's open reports.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ForumCategory } from '#shared/constants/forum.ts';
import { TOASTS } from '#shared/toasts.ts';
import { forumPosts, forumReplies, forumReports, moderationActions, notifications } from '../../src/server/db/schema/index.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestMember, type TestUserOptions } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { mutate, query } = httpCaller(app);

const signedIn = (options: TestUserOptions = {}) => createTestMember(db, options);
type Member = Awaited<ReturnType<typeof signedIn>>;

const post = (title: string) => ({
  title,
  content: `${title} — this sentence pads the post past twenty characters.`,
  category: 'general' as ForumCategory,
  isPremiumOnly: false,
});
const stored = async (postId: string) => (await db.select().from(forumPosts).where(eq(forumPosts.id, postId)))[0]!;
const logRows = (postId: string) => db.select().from(moderationActions).where(eq(moderationActions.postId, postId));

let author: Member;
let reader: Member;
let moderator: Member;
let admin: Member;

beforeAll(async () => {
  author = await signedIn();
  reader = await signedIn();
  moderator = await signedIn({ role: 'moderator' });
  admin = await signedIn({ role: 'admin' });
});

describe('who moderates', () => {
  it('refuses members, premium members and visitors every moderation procedure', async () => {
    const created = await author.api.forum.create(post('Not for members to hide'));
    const premium = await signedIn({ premium: true });
    const act = { action: 'hide', postId: created.id, reason: 'Members try' };
    for (const token of [reader.token, premium.token, author.token]) {
      expect((await query('admin.moderation.queue', {}, { token })).status).toBe(403);
      expect((await query('admin.moderation.log', {}, { token })).status).toBe(403);
      expect((await mutate('admin.moderation.act', act, { token })).status).toBe(403);
      expect((await mutate('admin.moderation.dismiss', { reportId: randomUUID(), reason: 'Members try' }, { token })).status).toBe(403);
    }
    expect((await mutate('admin.moderation.act', act)).status).toBe(401);
    expect((await stored(created.id)).hiddenAt).toBeNull();
    expect(await logRows(created.id)).toEqual([]);
  });

  it('needs a reason of at least three characters', async () => {
    const created = await author.api.forum.create(post('Reason required'));
    const res = await mutate('admin.moderation.act', { action: 'hide', postId: created.id, reason: ' x ' }, { token: moderator.token });
    expect(res.status).toBe(400);
    expect((await stored(created.id)).hiddenAt).toBeNull();
  });
});

describe('a report hidden by a moderator', () => {
  it('leaves the queue, vanishes for members everywhere, stays marked for staff, and is logged', async () => {
    const created = await author.api.forum.create(post('Buy cheap watches here'));
    await reader.api.forum.reply({ postId: created.id, content: 'A reply under spam' });
    await reader.api.forum.like({ postId: created.id, liked: true });
    expect((await db.select().from(notifications).where(eq(notifications.userId, author.id))).length).toBeGreaterThan(0);
    const { reportId } = await reader.api.forum.report({ postId: created.id, reason: 'spam', details: 'Shop links' });
    const before = await reader.api.forum.stats({});

    const queue = await moderator.api.admin.moderation.queue({});
    const item = queue.reports.find((r) => r.id === reportId)!;
    expect(item).toMatchObject({ reason: 'spam', details: 'Shop links', postTitle: 'Buy cheap watches here', replyId: null, hidden: false, openReports: 1 });
    expect(item.text).toContain('this sentence pads');

    await moderator.api.admin.moderation.act({ action: 'hide', postId: created.id, reportId, reason: 'Advertising' });

    // Members: list, search, the post, its replies, likes, replies, reports, counts.
    for (const member of [reader, author]) {
      expect((await member.api.forum.list({ q: 'cheap watches' })).posts).toEqual([]);
      expect((await query('forum.post', { postId: created.id }, { token: member.token })).status).toBe(404);
      expect((await query('forum.replies', { postId: created.id }, { token: member.token })).status).toBe(404);
      expect((await mutate('forum.reply', { postId: created.id, content: 'Still here?' }, { token: member.token })).status).toBe(404);
      expect((await mutate('forum.like', { postId: created.id, liked: false }, { token: member.token })).status).toBe(404);
      expect((await mutate('forum.update', { postId: created.id, ...post('Sneaky edit') }, { token: member.token })).status).toBe(404);
    }
    expect((await query('forum.list', { q: 'cheap watches' })).data).toMatchObject({ posts: [] });
    expect((await reader.api.forum.stats({})).totalPosts).toBe(before.totalPosts - 1);
    // The author's notices about it (the reply, the like) are withdrawn.
    expect(await db.select().from(notifications).where(eq(notifications.link, `/community/post/${created.id}`))).toEqual([]);

    // Staff: marked, with its replies.
    for (const staff of [moderator, admin]) {
      expect((await staff.api.forum.list({ q: 'cheap watches' })).posts.map((p) => [p.id, p.hidden])).toEqual([[created.id, true]]);
      expect(await staff.api.forum.post({ postId: created.id })).toMatchObject({ hidden: true, title: 'Buy cheap watches here' });
      expect((await staff.api.forum.replies({ postId: created.id })).replies).toHaveLength(1);
    }

    // The report is resolved by the moderator and leaves the queue.
    expect((await moderator.api.admin.moderation.queue({})).reports.some((r) => r.id === reportId)).toBe(false);
    const [report] = await db.select().from(forumReports).where(eq(forumReports.id, reportId));
    expect(report).toMatchObject({ resolvedBy: moderator.id });
    expect(report!.resolvedAt).toBeInstanceOf(Date);

    // One log row, read back through the log.
    expect((await logRows(created.id)).map((r) => [r.action, r.moderatorId, r.reportId, r.reason, r.subject])).toEqual([
      ['hide', moderator.id, reportId, 'Advertising', 'Buy cheap watches here'],
    ]);
    const log = await admin.api.admin.moderation.log({});
    expect(log.entries[0]).toMatchObject({ action: 'hide', postId: created.id, moderatorName: 'Test User', targetHidden: true, targetDeleted: false });

    // Hiding twice is refused and writes nothing; restoring brings it back for members.
    const twice = await mutate('admin.moderation.act', { action: 'hide', postId: created.id, reason: 'Again' }, { token: admin.token });
    expect(twice.status).toBe(409);
    expect(twice.error!.data.title).toBe(TOASTS.moderation.alreadyHidden.title);
    await admin.api.admin.moderation.act({ action: 'restore', postId: created.id, reason: 'Seller verified' });
    expect((await reader.api.forum.post({ postId: created.id })).hidden).toBe(false);
    expect((await reader.api.forum.list({ q: 'cheap watches' })).posts).toHaveLength(1);
    expect((await logRows(created.id)).map((r) => [r.action, r.moderatorId])).toEqual(
      expect.arrayContaining([
        ['hide', moderator.id],
        ['restore', admin.id],
      ]),
    );
    const notHidden = await mutate('admin.moderation.act', { action: 'restore', postId: created.id, reason: 'Again' }, { token: admin.token });
    expect(notHidden.status).toBe(409);
  });

  it('hides a reply from members (count included) and withdraws its notice; staff see it marked', async () => {
    const created = await author.api.forum.create(post('Thread with a rude reply'));
    const rude = await reader.api.forum.reply({ postId: created.id, content: 'A rude reply' });
    await moderator.api.forum.reply({ postId: created.id, content: 'A kind reply' });
    expect((await stored(created.id)).repliesCount).toBe(2);
    const noticeOf = (text: string) =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, author.id), eq(notifications.link, `/community/post/${created.id}`)))
        .then((rows) => rows.filter((n) => n.body.includes(text)));
    expect(await noticeOf('A rude reply')).toHaveLength(1);

    await moderator.api.admin.moderation.act({ action: 'hide', postId: created.id, replyId: rude.id, reason: 'Insults' });
    expect((await stored(created.id)).repliesCount).toBe(1);
    expect((await author.api.forum.replies({ postId: created.id })).replies.map((r) => r.content)).toEqual(['A kind reply']);
    expect((await author.api.forum.post({ postId: created.id })).repliesCount).toBe(1);
    expect(await noticeOf('A rude reply')).toEqual([]);
    expect(await noticeOf('A kind reply')).toHaveLength(1);
    expect((await mutate('forum.updateReply', { replyId: rude.id, content: 'Edited away' }, { token: reader.token })).status).toBe(404);
    const seen = (await admin.api.forum.replies({ postId: created.id })).replies;
    expect(seen.map((r) => [r.content, r.hidden])).toEqual([
      ['A rude reply', true],
      ['A kind reply', false],
    ]);

    // A reply that belongs to another post is not found.
    const other = await author.api.forum.create(post('Another thread'));
    expect((await mutate('admin.moderation.act', { action: 'restore', postId: other.id, replyId: rude.id, reason: 'Wrong post' }, { token: admin.token })).status).toBe(404);
    await admin.api.admin.moderation.act({ action: 'restore', postId: created.id, replyId: rude.id, reason: 'Context was missing' });
    expect((await stored(created.id)).repliesCount).toBe(2);
  });

  it('deletes with a reason: the text is wiped, the log keeps the subject, and nothing more applies', async () => {
    const created = await author.api.forum.create(post('Doxxing post'));
    await reader.api.forum.reply({ postId: created.id, content: 'Replies keep the thread' });
    await moderator.api.admin.moderation.act({ action: 'delete', postId: created.id, reason: 'Personal data' });
    expect(await stored(created.id)).toMatchObject({ title: '', content: '' });
    expect(await reader.api.forum.post({ postId: created.id })).toMatchObject({ deleted: true, title: '' });
    expect((await reader.api.forum.list({ q: 'doxxing' })).posts).toEqual([]);
    expect((await logRows(created.id)).map((r) => [r.action, r.subject])).toEqual([['delete', 'Doxxing post']]);
    const again = await mutate('admin.moderation.act', { action: 'hide', postId: created.id, reason: 'Again' }, { token: admin.token });
    expect(again.error!.data.title).toBe(TOASTS.moderation.alreadyDeleted.title);
  });
});

describe('dismissing a report', () => {
  it("resolves the target's open reports, keeps the content, and logs it; a second dismissal is refused", async () => {
    const created = await author.api.forum.create(post('A fair opinion'));
    const other = await signedIn();
    const { reportId } = await reader.api.forum.report({ postId: created.id, reason: 'misinformation' });
    await other.api.forum.report({ postId: created.id, reason: 'off-topic' });
    expect((await moderator.api.admin.moderation.queue({})).reports.find((r) => r.id === reportId)!.openReports).toBe(2);

    await moderator.api.admin.moderation.dismiss({ reportId, reason: 'Opinion, not misinformation' });
    const open = (await moderator.api.admin.moderation.queue({})).reports.filter((r) => r.postId === created.id);
    expect(open).toEqual([]);
    expect((await reader.api.forum.post({ postId: created.id })).hidden).toBe(false);
    expect((await logRows(created.id)).map((r) => [r.action, r.reportId, r.moderatorId])).toEqual([['dismiss', reportId, moderator.id]]);
    const twice = await mutate('admin.moderation.dismiss', { reportId, reason: 'Again' }, { token: admin.token });
    expect(twice.status).toBe(409);
    // The member may report it again later: a new open report.
    expect((await reader.api.forum.report({ postId: created.id, reason: 'spam' })).alreadyReported).toBe(false);
  });

  it('resolves reports when the author deletes what they name', async () => {
    const created = await author.api.forum.create(post('Deleted by its author'));
    const reply = await author.api.forum.reply({ postId: created.id, content: 'Reply deleted by its author' });
    const { reportId } = await reader.api.forum.report({ postId: created.id, replyId: reply.id, reason: 'spam' });
    await author.api.forum.deleteReply({ replyId: reply.id });
    expect((await db.select().from(forumReports).where(eq(forumReports.id, reportId)))[0]!.resolvedAt).toBeInstanceOf(Date);
    expect((await db.select().from(forumReplies).where(eq(forumReplies.id, reply.id)))[0]!.content).toBe('');
  });
});
