// The notifications inbox against a real database: each producer (a reply by someone else, none for
// a self-reply, like milestones once each, the job alert digest with and without job alert mail, the
// follow-up reminder after seven days once per change, subscription changes), the list's keyset
// pages and unread filter, the unread count, marking read (only the caller's own), the 90-day
// retention sweep, and the statements the list and the count cost.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMAIL_TOGGLE_DEFAULTS, PUSH_TOGGLE_DEFAULTS } from '#shared/constants/settings.ts';
import { LIKE_MILESTONES, NOTIFICATIONS_LIMITS, SUBSCRIPTION_EVENTS } from '#shared/constants/notifications.ts';
import type { Notification, NotificationPage } from '#shared/schemas/notifications.ts';
import { selectRows } from '../../src/server/db/client.ts';
import { jobApplications, jobs, notifications } from '../../src/server/db/schema/index.ts';
import { applySubscriptionState, subscriptionEvent } from '../../src/server/features/billing/state.ts';
import { createCheckout, payCheckout, settleSubscription, updateSubscription } from '../../src/server/features/billing/local-provider.ts';
import { sendJobAlertDigests } from '../../src/server/features/job-alerts/service.ts';
import { sendFollowUpReminders } from '../../src/server/features/notifications/follow-up.ts';
import { countUnread, listNotifications, notify } from '../../src/server/features/notifications/service.ts';
import { sweepExpired } from '../../src/server/platform/housekeeping.ts';
import { testPlatform, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { mailHeader, mailTo } from '../support/outbox.ts';
import { useQueryCounter } from '../support/query-counter.ts';
import { callerWith, createTestMember, type TestUserOptions } from '../support/users.ts';
import type { AuthedContext } from '../../src/server/trpc/context.ts';
import type { Href } from '#shared/routes.ts';

const database = await useTestDatabase();
const counter = await useQueryCounter(database);
const { db } = database;
const { app, config } = await useTestApp(database);

const member = (options: TestUserOptions = {}) => createTestMember(db, options);
type Member = Awaited<ReturnType<typeof member>>;

const inbox = async (who: Member, input: { unreadOnly?: boolean; cursor?: string } = {}) => who.api.notifications.list(input);
const all = async (who: Member) => (await inbox(who)).notifications;
const ofKind = async (who: Member, kind: Notification['kind']) => (await all(who)).filter((n) => n.kind === kind);

async function newPost(author: Member) {
  return author.api.forum.create({
    title: `Post ${randomUUID().slice(0, 8)}`,
    content: 'A post long enough to pass the content minimum of the forum.',
    category: 'general',
    isPremiumOnly: false,
  });
}

/** A notification written straight in, for the list, paging and retention cases. */
const seed = (userId: string, title: string, extra: { createdAt?: Date; readAt?: Date } = {}) =>
  db.insert(notifications).values({ userId, kind: 'reply', title, body: 'Body', link: '/community', ...extra }).returning();

describe('replies', () => {
  it("notifies the post's author of someone else's reply, linking to the post, and not of their own", async () => {
    const author = await member();
    const replier = await member();
    const post = await newPost(author);
    await author.api.forum.reply({ postId: post.id, content: 'My own follow-up' });
    expect(await all(author)).toEqual([]);

    await replier.api.forum.reply({ postId: post.id, content: 'Great point, thanks!' });
    const [note] = await all(author);
    expect(note).toMatchObject({ kind: 'reply', title: 'Test User replied to your post', link: `/community/post/${post.id}`, readAt: null });
    expect(note!.body).toContain('Great point, thanks!');
    expect(await all(replier)).toEqual([]);
  });

  it('writes nothing when the reply is refused', async () => {
    // Only premium members and staff may mark a post premium-only.
    const author = await member({ premium: true });
    const replier = await member();
    const post = await author.api.forum.create({
      title: `Premium ${randomUUID().slice(0, 8)}`,
      content: 'A premium-only post that free members cannot reply to.',
      category: 'general',
      isPremiumOnly: true,
    });
    await expect(replier.api.forum.reply({ postId: post.id, content: 'Let me in' })).rejects.toThrow();
    expect(await all(author)).toEqual([]);
  });
});

describe('like milestones', () => {
  it(`notifies the author once at each milestone (${LIKE_MILESTONES.join(', ')} likes), never again after an unlike and a re-like`, async () => {
    const author = await member();
    const post = await newPost(author);
    // The author's own like counts, but never notifies.
    await author.api.forum.like({ postId: post.id, liked: true });
    expect(await ofKind(author, 'like_milestone')).toEqual([]);
    await author.api.forum.like({ postId: post.id, liked: false });

    const first = await member();
    await first.api.forum.like({ postId: post.id, liked: true });
    await first.api.forum.like({ postId: post.id, liked: false });
    await first.api.forum.like({ postId: post.id, liked: true });
    expect((await ofKind(author, 'like_milestone')).map((n) => n.title)).toEqual(['Your post got its first like']);

    // Up to 10 by likes counted straight in the table, then the 10th through the procedure.
    await db.execute(sql`update forum_posts set likes_count = 9 where id = ${post.id}`);
    const tenth = await member();
    await tenth.api.forum.like({ postId: post.id, liked: true });
    await tenth.api.forum.like({ postId: post.id, liked: false });
    await tenth.api.forum.like({ postId: post.id, liked: true });
    const titles = (await ofKind(author, 'like_milestone')).map((n) => n.title);
    expect(titles).toEqual(['Your post reached 10 likes', 'Your post got its first like']);
  });

  it('notifies once when likes race to a milestone', async () => {
    const author = await member();
    const post = await newPost(author);
    await db.execute(sql`update forum_posts set likes_count = 8 where id = ${post.id}`);
    const likers = await Promise.all(Array.from({ length: 4 }, () => member()));
    await Promise.all(likers.map((l) => l.api.forum.like({ postId: post.id, liked: true })));
    expect((await ofKind(author, 'like_milestone')).map((n) => n.title)).toEqual(['Your post reached 10 likes']);
  });
});

describe('job alert matches', () => {
  const runDigest = () => sendJobAlertDigests({ db, config, log: app.log, platform: testPlatform(config, app.log) });
  const newJobs = async (term: string, n: number) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await db.insert(jobs).values(
      Array.from({ length: n }, (_, i) => ({ title: `${term} Keeper ${i}`, companyName: 'Zoo Co', workType: 'remote' as const, experienceLevel: 'mid' as const })),
    );
  };

  it('notifies each alert with news once, with the count and a link to its search, also when job alert mail is off', async () => {
    const term = `heron${Date.now()}`;
    const mailed = await member({ premium: true });
    const quiet = await member();
    await mailed.api.jobAlerts.create({ q: term });
    await mailed.api.jobAlerts.create({ q: `${term} Keeper 1` });
    await quiet.api.jobAlerts.create({ q: term });
    await quiet.api.settings.updateNotifications({ ...EMAIL_TOGGLE_DEFAULTS, ...PUSH_TOGGLE_DEFAULTS, jobAlerts: false });
    await newJobs(term, 5);
    await runDigest();

    const notes = await ofKind(mailed, 'job_alert');
    expect(notes.map((n) => n.title).sort()).toEqual([`1 new job for "${term} Keeper 1"`, `5 new jobs for "${term}"`]);
    expect(notes.find((n) => n.title.startsWith('5'))!.link).toBe(`/jobs?q=${term}`);
    expect(notes.find((n) => n.title.startsWith('5'))!.body).toMatch(/ and 2 more$/);
    expect(await mailTo(config.dataDir, mailed.email)).toHaveLength(1);

    // The e-mail toggle governs mail only.
    expect((await ofKind(quiet, 'job_alert')).map((n) => n.title)).toEqual([`5 new jobs for "${term}"`]);
    expect(await mailTo(config.dataDir, quiet.email)).toEqual([]);

    // A second run has nothing new to tell anyone.
    await runDigest();
    expect(await ofKind(mailed, 'job_alert')).toHaveLength(2);
    expect(await ofKind(quiet, 'job_alert')).toHaveLength(1);

    // Mail back on: the backlog is mailed once, and the inbox is not told again.
    await quiet.api.settings.updateNotifications({ ...EMAIL_TOGGLE_DEFAULTS, ...PUSH_TOGGLE_DEFAULTS });
    await runDigest();
    expect(await mailTo(config.dataDir, quiet.email)).toHaveLength(1);
    expect(await ofKind(quiet, 'job_alert')).toHaveLength(1);
  });

  it('writes no notification when the mail fails, so the retry notifies exactly once', async () => {
    const term = `ibis${Date.now()}`;
    const user = await member();
    await user.api.jobAlerts.create({ q: term });
    await newJobs(term, 1);
    const failing = { ...testPlatform(config, app.log), mailer: { send: () => Promise.reject(new Error('smtp down')) } };
    await expect(sendJobAlertDigests({ db, config, log: app.log, platform: failing })).rejects.toThrow();
    expect(await ofKind(user, 'job_alert')).toEqual([]);
    await runDigest();
    await runDigest();
    expect(await ofKind(user, 'job_alert')).toHaveLength(1);
  });
});

describe('follow-up reminders', () => {
  const remind = () => sendFollowUpReminders({ db, config, platform: testPlatform(config, app.log) });
  const backdate = (id: string, days: number) =>
    db.execute(sql`update job_applications set updated_at = now() - make_interval(days => ${days}) where id = ${id}`);

  it('reminds an application still "applied" 7 days after its last change, once, and again only after a new change', async () => {
    const user = await member();
    const [app1] = await db.insert(jobApplications).values({ userId: user.id, companyName: 'Acme', jobTitle: 'Analyst' }).returning();
    // Applied today: not due.
    await db.insert(jobApplications).values({ userId: user.id, companyName: 'Fresh', jobTitle: 'Dev' });
    const [moved] = await db.insert(jobApplications).values({ userId: user.id, companyName: 'Moved', jobTitle: 'PM', status: 'interviewing' }).returning();
    await backdate(app1!.id, NOTIFICATIONS_LIMITS.followUpAfterDays - 1);
    await backdate(moved!.id, 30);
    await remind();
    expect(await ofKind(user, 'follow_up')).toEqual([]);

    await backdate(app1!.id, NOTIFICATIONS_LIMITS.followUpAfterDays);
    await remind();
    await remind();
    const reminded = await ofKind(user, 'follow_up');
    expect(reminded.map((n) => [n.title, n.link])).toEqual([['Follow up with Acme about Analyst', '/applications']]);

    // A status change and back is a new change: seven more days, then one more reminder.
    await user.api.applications.update({ id: app1!.id, status: 'interviewing', notes: null, resumeId: null });
    await user.api.applications.update({ id: app1!.id, status: 'applied', notes: null, resumeId: null });
    await remind();
    expect(await ofKind(user, 'follow_up')).toHaveLength(1);
    await backdate(app1!.id, 8);
    await remind();
    expect(await ofKind(user, 'follow_up')).toHaveLength(2);
  });

  it('mails one reminder per run to a verified user who turned follow-up mail on, with the one-click unsubscribe', async () => {
    const quiet = await member();
    const mailed = await member();
    await mailed.api.settings.updateNotifications({ ...(await mailed.api.settings.get()).notifications, followUps: true });
    for (const user of [quiet, mailed]) {
      await db.insert(jobApplications).values([
        { userId: user.id, companyName: 'Acme', jobTitle: 'Analyst' },
        { userId: user.id, companyName: 'Globex', jobTitle: 'Engineer' },
      ]);
      await db.execute(sql`update job_applications set updated_at = now() - interval '10 days' where user_id = ${user.id}`);
    }
    await remind();
    await remind();
    expect(await ofKind(quiet, 'follow_up')).toHaveLength(2);
    expect(await mailTo(config.dataDir, quiet.email)).toEqual([]);
    const mails = await mailTo(config.dataDir, mailed.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Analyst at Acme');
    expect(mails[0]!.text).toContain('Engineer at Globex');
    expect(await mailHeader(config.dataDir, mails[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it(`works through more than one batch of ${NOTIFICATIONS_LIMITS.followUpBatch}`, async () => {
    const user = await member();
    const count = NOTIFICATIONS_LIMITS.followUpBatch + 3;
    await db.insert(jobApplications).values(Array.from({ length: count }, (_, i) => ({ userId: user.id, companyName: `Co ${i}`, jobTitle: 'Role' })));
    await db.execute(sql`update job_applications set updated_at = now() - interval '10 days' where user_id = ${user.id}`);
    await remind();
    const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from notifications where user_id = ${user.id} and kind = 'follow_up'`);
    expect(Number(row!.n)).toBe(count);
  });
});

describe('subscription events', () => {
  const titles = async (who: Member) => (await ofKind(who, 'subscription')).map((n) => n.title).reverse();

  it('notifies premium started, cancelled, resumed, renewed, payment failed and ended, once each', async () => {
    const user = await member();
    await payCheckout(db, user.id, await createCheckout(db, user.id, 'premium_monthly'));
    expect(await titles(user)).toEqual([SUBSCRIPTION_EVENTS.started.title]);
    const [note] = await ofKind(user, 'subscription');
    expect(note!.link).toBe('/settings?tab=billing');

    await updateSubscription(db, user.id, { action: 'cancel' });
    await updateSubscription(db, user.id, { action: 'resume' });
    // The period ends: the local card pays and the subscription renews.
    await db.execute(sql`update subscriptions set current_period_end = now() - interval '1 minute' where user_id = ${user.id}`);
    await settleSubscription(db, user.id);
    expect(await titles(user)).toEqual([
      SUBSCRIPTION_EVENTS.started.title,
      SUBSCRIPTION_EVENTS.cancelled.title,
      SUBSCRIPTION_EVENTS.resumed.title,
      SUBSCRIPTION_EVENTS.renewed.title,
    ]);

    const [sub] = (await selectRows<{ id: string; tier: 'premium_monthly'; current_period_end: string }>(db, sql`select * from subscriptions where user_id = ${user.id}`)) as [
      { id: string; tier: 'premium_monthly'; current_period_end: string },
    ];
    const state = {
      provider: 'local' as const,
      id: sub.id,
      userId: user.id,
      tier: sub.tier,
      currentPeriodEnd: new Date(sub.current_period_end),
      cancelAtPeriodEnd: false,
    };
    await applySubscriptionState(db, { ...state, status: 'past_due', stateAt: new Date() });
    // The same state delivered again tells nothing new; an older one is not applied at all.
    await applySubscriptionState(db, { ...state, status: 'past_due', stateAt: new Date() });
    await applySubscriptionState(db, { ...state, status: 'canceled', stateAt: new Date(Date.now() - 86_400_000) });
    await applySubscriptionState(db, { ...state, status: 'canceled', stateAt: new Date() });
    expect((await titles(user)).slice(4)).toEqual([SUBSCRIPTION_EVENTS.paymentFailed.title, SUBSCRIPTION_EVENTS.ended.title]);
  });

  it('reads a change as at most one event', () => {
    const end = new Date('2030-01-01');
    const later = new Date('2030-02-01');
    const base = { status: 'active' as const, cancelAtPeriodEnd: false, currentPeriodEnd: end };
    expect(subscriptionEvent(null, base)).toBe('started');
    expect(subscriptionEvent(null, { ...base, status: 'incomplete' })).toBeNull();
    expect(subscriptionEvent(base, base)).toBeNull();
    expect(subscriptionEvent(base, { ...base, currentPeriodEnd: later })).toBe('renewed');
    expect(subscriptionEvent({ ...base, status: 'canceled' }, base)).toBe('started');
    expect(subscriptionEvent(base, { ...base, status: 'unpaid' })).toBe('ended');
  });
});

describe('the inbox', () => {
  it('lists newest first in keyset pages, filters unread, counts unread and marks read', async () => {
    const user = await member();
    const total = NOTIFICATIONS_LIMITS.pageSize + 5;
    const start = Date.now() - total * 1000;
    for (let i = 0; i < total; i++) await seed(user.id, `Note ${i}`, { createdAt: new Date(start + i * 1000) });

    const first: NotificationPage = await inbox(user);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_LIMITS.pageSize);
    expect(first.notifications[0]!.title).toBe(`Note ${total - 1}`);
    const second = await inbox(user, { cursor: first.nextCursor! });
    expect(second.notifications.map((n) => n.title)).toEqual(['Note 4', 'Note 3', 'Note 2', 'Note 1', 'Note 0']);
    expect(second.nextCursor).toBeNull();
    expect(await user.api.notifications.unreadCount()).toEqual({ unread: total });

    const ids = first.notifications.slice(0, 3).map((n) => n.id);
    expect(await user.api.notifications.markRead({ ids })).toEqual({ unread: total - 3 });
    const unread = await inbox(user, { unreadOnly: true });
    expect(unread.notifications.map((n) => n.id)).not.toContain(ids[0]);
    expect((await all(user)).find((n) => n.id === ids[0])!.readAt).toBeInstanceOf(Date);

    expect(await user.api.notifications.markAllRead()).toEqual({ unread: 0 });
    expect(await user.api.notifications.unreadCount()).toEqual({ unread: 0 });
    expect((await inbox(user, { unreadOnly: true })).notifications).toEqual([]);
  });

  it("never marks or shows another user's notifications", async () => {
    const owner = await member();
    const other = await member();
    const [mine] = await seed(owner.id, 'Private to the owner');
    expect(await other.api.notifications.markRead({ ids: [mine!.id] })).toEqual({ unread: 0 });
    await other.api.notifications.markAllRead();
    expect((await all(owner))[0]!.readAt).toBeNull();
    expect(await all(other)).toEqual([]);
    expect(await owner.api.notifications.unreadCount()).toEqual({ unread: 1 });
  });

  it('refuses a forged cursor and an empty or oversized id list', async () => {
    const user = await member();
    await expect(inbox(user, { cursor: 'bm9wZQ' })).rejects.toThrow();
    await expect(user.api.notifications.markRead({ ids: [] })).rejects.toThrow();
    await expect(user.api.notifications.markRead({ ids: Array.from({ length: NOTIFICATIONS_LIMITS.markReadMax + 1 }, () => randomUUID()) })).rejects.toThrow();
  });

  it('needs a signed-in user', async () => {
    const anonymous = await callerWith(db, null).caller();
    await expect(anonymous.notifications.unreadCount()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.notifications.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('reads a page and the count in one statement each', async () => {
    const user = await member();
    for (let i = 0; i < 3; i++) await seed(user.id, `Counted ${i}`);
    const ctx = (countedDb: typeof db) => ({ db: countedDb, user: { id: user.id } }) as unknown as AuthedContext;
    expect(await counter.count((countedDb) => listNotifications(ctx(countedDb), { unreadOnly: false }))).toBe(1);
    expect(await counter.count((countedDb) => countUnread(ctx(countedDb)))).toBe(1);
  });

  it('keeps links in the app', async () => {
    const user = await member();
    // The type refuses these already; the database must too, whatever reaches it.
    for (const link of ['https://evil.example', '//evil.example', 'javascript:alert(1)'] as string[] as Href[]) {
      await expect(notify(db, { userId: user.id, kind: 'reply', title: 'x', body: 'y', link })).rejects.toThrow();
    }
  });
});

describe('retention', () => {
  it(`deletes notifications older than ${NOTIFICATIONS_LIMITS.retentionDays} days in the hourly sweep, read or not`, async () => {
    const user = await member();
    const day = 86_400_000;
    await seed(user.id, 'Old unread', { createdAt: new Date(Date.now() - (NOTIFICATIONS_LIMITS.retentionDays + 1) * day) });
    await seed(user.id, 'Old read', { createdAt: new Date(Date.now() - (NOTIFICATIONS_LIMITS.retentionDays + 1) * day), readAt: new Date() });
    await seed(user.id, 'Recent', { createdAt: new Date(Date.now() - (NOTIFICATIONS_LIMITS.retentionDays - 1) * day) });
    await sweepExpired(db);
    expect((await all(user)).map((n) => n.title)).toEqual(['Recent']);
    expect(await db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
  });
});
