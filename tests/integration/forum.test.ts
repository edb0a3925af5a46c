// The community forum against a real database: the post form's limits and messages on the server,
// text kept literally, author names with the Anonymous fallback, search, category, the four sorts
// and keyset pages, the stat cards, likes (idempotent, and 20 users liking at once), premium-only
// posts (preview and refused replies for free users, full access for premium, staff and the
// author), replies (trimmed, non-empty, counted under concurrency, in order), not-found, and the
// list's single round trip.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_AUTHOR, FORUM_LIMITS, FORUM_TEXT, type ForumCategory } from '#shared/constants/forum.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type ForumPostCard, type ForumPostPage } from '#shared/schemas/forum.ts';
import { forumPostLikes, forumPosts, forumReplies, forumReports, profiles } from '../../src/server/db/schema/index.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { useQueryCounter } from '../support/query-counter.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { callerWith, createTestUser, createTestMember, type TestUserOptions } from '../support/users.ts';
import { RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';

const database = await useTestDatabase();
const counter = await useQueryCounter(database);
const { db } = database;
const { app } = await useTestApp(database);
const { mutate, query } = httpCaller(app);

const signedIn = (options: TestUserOptions = {}) => createTestMember(db, options);
type Member = Awaited<ReturnType<typeof signedIn>>;

const body = (text: string) => `${text} — this sentence pads the post past twenty characters.`;
const post = (title: string, extra: Partial<{ content: string; category: ForumCategory; isPremiumOnly: boolean }> = {}) => ({
  title,
  content: body(title),
  category: 'general' as ForumCategory,
  isPremiumOnly: false,
  ...extra,
});

const likeRows = async (postId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(forumPostLikes).where(eq(forumPostLikes.postId, postId)))[0]!.n;
const replyRows = async (postId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(forumReplies).where(eq(forumReplies.postId, postId)))[0]!.n;
const stored = async (postId: string) => (await db.select().from(forumPosts).where(eq(forumPosts.id, postId)))[0]!;

let author: Member;
let reader: Member;

beforeAll(async () => {
  await db.delete(forumPosts);
  author = await signedIn();
  reader = await signedIn();
});

describe('the post form on the server', () => {
  const refusal = async (input: Record<string, unknown>) => {
    const user = await createTestUser(db);
    const res = await mutate('forum.create', input, { token: user.token });
    expect(res.status).toBe(400);
    return res.error!.data.fieldErrors!;
  };

  it('checks every limit with the spec’s message', async () => {
    expect((await refusal(post('Four')))['title']).toEqual([FORUM_TEXT.titleTooShort]);
    expect(FORUM_TEXT.titleTooShort).toBe('Title must be at least 5 characters');
    expect((await refusal(post('   Four   ')))['title']).toEqual(['Title must be at least 5 characters']);
    expect((await refusal(post('x'.repeat(201))))['title']).toEqual(['Title too long']);
    expect((await refusal(post('A good title', { content: 'x'.repeat(19) })))['content']).toEqual([
      'Content must be at least 20 characters',
    ]);
    expect((await refusal(post('A good title', { content: 'x'.repeat(5001) })))['content']).toEqual(['Content too long']);
    expect((await refusal({ ...post('A good title'), category: '' }))['category']).toEqual(['Please select a category']);
    expect((await refusal({ ...post('A good title'), category: 'all' }))['category']).toEqual(['Please select a category']);
    const { category: _omitted, ...noCategory } = post('A good title');
    expect((await refusal(noCategory))['category']).toEqual(['Please select a category']);
  });

  it('accepts the limits themselves, trims, and defaults isPremiumOnly to false', async () => {
    const five = await author.api.forum.create({ title: '  12345 ', content: 'y'.repeat(20), category: 'networking' });
    expect(five).toMatchObject({ title: '12345', isPremiumOnly: false, likesCount: 0, repliesCount: 0, likedByMe: false, locked: false });
    const long = await author.api.forum.create(post('t'.repeat(200), { content: 'c'.repeat(5000) }));
    expect(long.content).toHaveLength(5000);
  });

  it('refuses a writer past RATE_LIMITS.forumPostsPerUser posts an hour with 429 and Retry-After', async () => {
    const writer = await createTestUser(db);
    for (let i = 0; i < RATE_LIMITS.forumPostsPerUser.limit; i++) {
      expect((await mutate('forum.create', post(`Busy writer ${i}`), { token: writer.token })).status).toBe(200);
    }
    const refused = await mutate('forum.create', post('One too many'), { token: writer.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await db.select().from(forumPosts).where(eq(forumPosts.title, 'One too many'))).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await mutate('forum.create', post('Visitor post'));
    expect(res.error!.data.code).toBe('UNAUTHORIZED');
  });

  it('stores and returns HTML as literal text', async () => {
    const html = '<script>alert("x")</script><b>bold</b> & <img src=x onerror=alert(1)>';
    const created = await author.api.forum.create(post(`<script>alert(1)</script> title`, { content: html }));
    expect((await stored(created.id)).content).toBe(html);
    expect((await reader.api.forum.post({ postId: created.id })).content).toBe(html);
    const listed = await reader.api.forum.list({ q: 'onerror=alert' });
    expect(listed.posts.map((p) => [p.title, p.content])).toEqual([['<script>alert(1)</script> title', html]]);
    const reply = await reader.api.forum.reply({ postId: created.id, content: '<i>not italic</i>' });
    expect(reply.content).toBe('<i>not italic</i>');
  });
});

describe('authors', () => {
  it('shows first and last name, one of them, or "Anonymous User"', async () => {
    const named = await signedIn();
    const nameless = await signedIn();
    const firstOnly = await signedIn();
    await db.update(profiles).set({ firstName: 'Ada', lastName: 'Lovelace' }).where(eq(profiles.userId, named.id));
    await db.update(profiles).set({ firstName: '  ', lastName: '' }).where(eq(profiles.userId, nameless.id));
    await db.update(profiles).set({ firstName: 'Cher', lastName: '' }).where(eq(profiles.userId, firstOnly.id));
    const tag = randomUUID();
    const a = await named.api.forum.create(post(`Named ${tag}`));
    const b = await nameless.api.forum.create(post(`Nameless ${tag}`));
    const c = await firstOnly.api.forum.create(post(`First only ${tag}`));
    const names = Object.fromEntries((await reader.api.forum.list({ q: tag })).posts.map((p) => [p.id, p.authorName]));
    expect(names).toEqual({ [a.id]: 'Ada Lovelace', [b.id]: ANONYMOUS_AUTHOR, [c.id]: 'Cher' });
    expect(b.authorName).toBe('Anonymous User');

    // No profile row at all.
    await db.delete(profiles).where(eq(profiles.userId, named.id));
    expect((await reader.api.forum.post({ postId: a.id })).authorName).toBe(ANONYMOUS_AUTHOR);
    const reply = await nameless.api.forum.reply({ postId: a.id, content: 'A reply' });
    expect(reply.authorName).toBe(ANONYMOUS_AUTHOR);
  });
});

describe('the list', () => {
  /** Posts whose titles carry `tag`, a second apart in order (more than the post form's hourly limit allows). */
  async function seedPosts(tag: string, n: number, category: ForumCategory = 'general') {
    const start = Date.now() - n * 1000;
    const rows = await db
      .insert(forumPosts)
      .values(Array.from({ length: n }, (_, i) => ({ ...post(`Post ${i} ${tag}`, { category }), userId: author.id, createdAt: new Date(start + i * 1000) })))
      .returning({ id: forumPosts.id, createdAt: forumPosts.createdAt });
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.id);
  }

  async function allPages(input: { q: string; sort?: 'newest' | 'oldest' | 'most-liked' | 'most-replies'; category?: string }) {
    const pages: ForumPostPage[] = [];
    let cursor: string | null = null;
    do {
      const page: ForumPostPage = await reader.api.forum.list({ ...input, cursor } as never);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);
    return pages;
  }

  it('searches title or content, case-insensitively, with % and _ taken literally', async () => {
    const tag = randomUUID().slice(0, 8);
    const inTitle = await author.api.forum.create(post(`Salary TALK ${tag}`));
    const inContent = await author.api.forum.create(post(`Other ${tag}`, { content: `Let us discuss salary talk and 100% raises ${tag}` }));
    await author.api.forum.create(post(`Unrelated ${tag}`));
    const found = await reader.api.forum.list({ q: `salary talk` });
    expect(found.posts.map((p) => p.id).sort()).toEqual([inTitle.id, inContent.id].sort());
    expect((await reader.api.forum.list({ q: `SALARY Talk` })).posts).toHaveLength(2);
    expect((await reader.api.forum.list({ q: '100%' })).posts.map((p) => p.id)).toEqual([inContent.id]);
    expect((await reader.api.forum.list({ q: '1_0%' })).posts).toEqual([]);
  });

  it('filters by category, "all" meaning every category', async () => {
    const tag = randomUUID();
    const resumes = await author.api.forum.create(post(`CV ${tag}`, { category: 'resumes' }));
    const interviews = await author.api.forum.create(post(`Interview ${tag}`, { category: 'interviews' }));
    expect((await reader.api.forum.list({ q: tag, category: 'resumes' })).posts.map((p) => p.id)).toEqual([resumes.id]);
    expect((await reader.api.forum.list({ q: tag, category: 'interviews' })).posts.map((p) => p.id)).toEqual([interviews.id]);
    expect((await reader.api.forum.list({ q: tag, category: 'all' })).posts).toHaveLength(2);
    const bad = await query('forum.list', { category: 'cooking' });
    expect(bad.status).toBe(400);
  });

  it('pages newest and oldest by 10 with a keyset cursor, without gaps or repeats', async () => {
    const tag = randomUUID();
    const ids = await seedPosts(tag, 23);
    const newest = await allPages({ q: tag });
    expect(newest.map((p) => p.posts.length)).toEqual([10, 10, 3]);
    expect(newest.flatMap((p) => p.posts.map((x) => x.id))).toEqual([...ids].reverse());
    expect(newest.at(-1)!.nextCursor).toBeNull();
    const oldest = await allPages({ q: tag, sort: 'oldest' });
    expect(oldest.flatMap((p) => p.posts.map((x) => x.id))).toEqual(ids);

    // Exactly one page: no cursor, so no Load More.
    const ten = randomUUID();
    await seedPosts(ten, 10);
    const single = await reader.api.forum.list({ q: ten });
    expect(single.posts).toHaveLength(10);
    expect(single.nextCursor).toBeNull();

    expect((await query('forum.list', { cursor: 'garbage' })).status).toBe(400);
  });

  it('sorts by most liked and most replies, ties newest first, across pages', async () => {
    const tag = randomUUID();
    const ids = await seedPosts(tag, 14);
    const likes = [3, 0, 7, 3, 1, 9, 0, 3, 2, 5, 5, 0, 8, 1];
    const replies = [...likes].reverse();
    for (const [i, id] of ids.entries()) {
      await db.update(forumPosts).set({ likesCount: likes[i]!, repliesCount: replies[i]! }).where(eq(forumPosts.id, id));
    }
    const expected = (counts: number[]) =>
      ids
        .map((id, i) => ({ id, n: counts[i]!, i }))
        .sort((a, b) => b.n - a.n || b.i - a.i)
        .map((x) => x.id);
    const byLikes = await allPages({ q: tag, sort: 'most-liked' });
    expect(byLikes.map((p) => p.posts.length)).toEqual([10, 4]);
    expect(byLikes.flatMap((p) => p.posts.map((x) => x.id))).toEqual(expected(likes));
    const byReplies = await allPages({ q: tag, sort: 'most-replies' });
    expect(byReplies.flatMap((p) => p.posts.map((x) => x.id))).toEqual(expected(replies));
  });

  it('is one statement for posts, authors and likes, however many authors', async () => {
    const tag = randomUUID();
    const authors = await Promise.all(Array.from({ length: 10 }, () => signedIn()));
    for (const [i, member] of authors.entries()) await member.api.forum.create(post(`By author ${i} ${tag}`));
    const counted = await callerWith(counter.db, reader.token).caller();
    counter.reset();
    const page = await counted.forum.list({ q: tag });
    expect(page.posts).toHaveLength(10);
    expect(new Set(page.posts.map((p) => p.authorName))).toEqual(new Set(['Test User']));
    expect(counter.statements).toHaveLength(1);
  });
});

describe('the stat cards', () => {
  it('count posts, distinct authors and posts since the start of the day', async () => {
    const startOfDay = new Date();
    startOfDay.setUTCHours(0, 0, 0, 0);
    const before = await reader.api.forum.stats({ since: startOfDay });
    const a = await signedIn();
    const b = await signedIn();
    await a.api.forum.create(post('Stats post one'));
    await a.api.forum.create(post('Stats post two'));
    await b.api.forum.create(post('Stats post three'));
    await db.insert(forumPosts).values({ ...post('Stats yesterday'), userId: a.id, createdAt: new Date(startOfDay.getTime() - 3_600_000) });
    const after = (await query<{ totalPosts: number; activeMembers: number; postsToday: number }>('forum.stats', { since: startOfDay })).data;
    expect(after).toEqual({
      totalPosts: before.totalPosts + 4,
      activeMembers: before.activeMembers + 2,
      postsToday: before.postsToday + 3,
    });
    const totals = await db.select({ n: sql<number>`count(*)::int`, m: sql<number>`count(distinct user_id)::int` }).from(forumPosts);
    expect([after.totalPosts, after.activeMembers]).toEqual([totals[0]!.n, totals[0]!.m]);
    // Without a start, the UTC day is used.
    expect((await reader.api.forum.stats({})).postsToday).toBe(after.postsToday);
  });
});

describe('likes', () => {
  it('are one per user: liking twice or unliking twice changes nothing more', async () => {
    const created = await author.api.forum.create(post('Like me once'));
    expect(await reader.api.forum.like({ postId: created.id, liked: true })).toEqual({ postId: created.id, liked: true, likesCount: 1 });
    expect((await reader.api.forum.like({ postId: created.id, liked: true })).likesCount).toBe(1);
    expect((await reader.api.forum.post({ postId: created.id })).likedByMe).toBe(true);
    expect((await author.api.forum.post({ postId: created.id })).likedByMe).toBe(false);
    expect((await reader.api.forum.like({ postId: created.id, liked: false })).likesCount).toBe(0);
    expect((await reader.api.forum.like({ postId: created.id, liked: false })).likesCount).toBe(0);
    expect(await likeRows(created.id)).toBe(0);
    // The same user toggling on at once: still one like.
    await Promise.all([1, 2, 3, 4].map(() => reader.api.forum.like({ postId: created.id, liked: true })));
    expect(await likeRows(created.id)).toBe(1);
    expect((await stored(created.id)).likesCount).toBe(1);
  });

  it('stay equal to the like rows when 20 users toggle at once', async () => {
    const created = await author.api.forum.create(post('Popular post'));
    const likers = await Promise.all(Array.from({ length: 20 }, () => createTestUser(db)));
    const results = await Promise.all(likers.map((u) => mutate('forum.like', { postId: created.id, liked: true }, { token: u.token })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await stored(created.id)).likesCount).toBe(20);
    expect(await likeRows(created.id)).toBe(20);

    // Half take theirs back while the other half like again, all at once.
    const mixed = await Promise.all(
      likers.map((u, i) => mutate('forum.like', { postId: created.id, liked: i % 2 === 1 }, { token: u.token })),
    );
    expect(mixed.every((r) => r.status === 200)).toBe(true);
    expect((await stored(created.id)).likesCount).toBe(10);
    expect(await likeRows(created.id)).toBe(10);
  });

  it('need a signed-in user and an existing post', async () => {
    const created = await author.api.forum.create(post('Visitors cannot like'));
    expect((await mutate('forum.like', { postId: created.id, liked: true })).error!.data.code).toBe('UNAUTHORIZED');
    const missing = await mutate('forum.like', { postId: randomUUID(), liked: true }, { token: reader.token });
    expect(missing.error!.data).toMatchObject({ code: 'NOT_FOUND', title: TOASTS.forum.postNotFound.title });
  });
});

describe('premium-only posts', () => {
  const secret = 'THE-FULL-SECRET-TAIL';
  let premiumPost: ForumPostCard;
  const content = `${'Premium insight. '.repeat(20)}${secret}`;

  beforeAll(async () => {
    // Written while the author was premium (only premium members and staff may mark a post); the
    // author keeps reading it in full after their premium ends, like any author.
    const [row] = await db
      .insert(forumPosts)
      .values({ userId: author.id, title: 'Premium strategy notes', content, category: 'general', isPremiumOnly: true })
      .returning({ id: forumPosts.id });
    premiumPost = await author.api.forum.post({ postId: row!.id });
  });

  it('shows a free user the title and the first 200 characters only, never the rest', async () => {
    const seen = await reader.api.forum.post({ postId: premiumPost.id });
    expect(seen).toMatchObject({ title: 'Premium strategy notes', locked: true, isPremiumOnly: true });
    expect(seen.content).toBe(content.slice(0, FORUM_LIMITS.premiumPreviewChars));
    const raw = await query('forum.post', { postId: premiumPost.id }, { token: reader.token });
    expect(JSON.stringify(raw.data)).not.toContain(secret);
    const listed = await query<ForumPostPage>('forum.list', { q: 'premium strategy' }, { token: reader.token });
    expect(listed.data.posts[0]!.content).toHaveLength(FORUM_LIMITS.premiumPreviewChars);
    expect(JSON.stringify(listed.data)).not.toContain(secret);
    // Its hidden text does not answer a search either, but its preview does.
    expect((await reader.api.forum.list({ q: secret })).posts).toEqual([]);
    expect((await reader.api.forum.list({ q: 'premium insight. premium' })).posts.map((p) => p.id)).toEqual([premiumPost.id]);
    const premium = await signedIn({ premium: true });
    expect((await premium.api.forum.list({ q: secret })).posts.map((p) => p.id)).toEqual([premiumPost.id]);
    expect((await author.api.forum.list({ q: secret })).posts.map((p) => p.id)).toEqual([premiumPost.id]);
    // Visitors too.
    const anonymous = await query<ForumPostPage>('forum.list', { q: 'premium strategy' });
    expect(anonymous.data.posts[0]).toMatchObject({ locked: true, likedByMe: false });
    expect(JSON.stringify(anonymous.data)).not.toContain(secret);
  });

  it('refuses a free user its replies, and writes nothing', async () => {
    const refused = await mutate('forum.reply', { postId: premiumPost.id, content: 'Let me in' }, { token: reader.token });
    expect(refused.status).toBe(403);
    expect(refused.error!.data).toMatchObject({ title: TOASTS.common.premiumRequired.title });
    expect((await query('forum.replies', { postId: premiumPost.id }, { token: reader.token })).status).toBe(403);
    expect(await replyRows(premiumPost.id)).toBe(0);
    expect((await stored(premiumPost.id)).repliesCount).toBe(0);
    // An expired premium is a free user.
    const lapsed = await signedIn({ expiredPremium: true });
    expect((await lapsed.api.forum.post({ postId: premiumPost.id })).locked).toBe(true);
  });

  it('opens in full to premium members, staff and the author, who may reply', async () => {
    const premium = await signedIn({ premium: true });
    const moderator = await signedIn({ role: 'moderator' });
    const admin = await signedIn({ role: 'admin' });
    for (const member of [premium, moderator, admin, author]) {
      const seen = await member.api.forum.post({ postId: premiumPost.id });
      expect(seen).toMatchObject({ content, locked: false });
    }
    await premium.api.forum.reply({ postId: premiumPost.id, content: 'Premium reply' });
    await author.api.forum.reply({ postId: premiumPost.id, content: 'Author reply' });
    const replies = await premium.api.forum.replies({ postId: premiumPost.id });
    expect(replies.replies.map((r) => r.content)).toEqual(['Premium reply', 'Author reply']);
    expect((await stored(premiumPost.id)).repliesCount).toBe(2);
    const list = await premium.api.forum.list({ q: 'premium strategy' });
    expect(list.posts[0]).toMatchObject({ content, locked: false });
  });
});

describe('replies and the post', () => {
  it('are trimmed and must not be empty', async () => {
    const created = await author.api.forum.create(post('Reply trimming'));
    const reply = await reader.api.forum.reply({ postId: created.id, content: '   Thanks for sharing!  \n' });
    expect(reply.content).toBe('Thanks for sharing!');
    expect(reply.authorName).toBe('Test User');
    for (const content of ['', '    ', '\n\t ']) {
      const res = await mutate('forum.reply', { postId: created.id, content }, { token: reader.token });
      expect(res.status).toBe(400);
      expect(res.error!.data.fieldErrors!['content']).toEqual([FORUM_TEXT.replyEmpty]);
    }
    const tooLong = await mutate('forum.reply', { postId: created.id, content: 'r'.repeat(FORUM_LIMITS.replyMax + 1) }, { token: reader.token });
    expect(tooLong.status).toBe(400);
    expect(await replyRows(created.id)).toBe(1);
    expect((await reader.api.forum.post({ postId: created.id })).repliesCount).toBe(1);
    expect((await mutate('forum.reply', { postId: created.id, content: 'Visitor' })).error!.data.code).toBe('UNAUTHORIZED');
  });

  it('keep replies_count equal to the rows under parallel replies, listed oldest first', async () => {
    const created = await author.api.forum.create(post('Busy thread'));
    const members = await Promise.all(Array.from({ length: 12 }, () => createTestUser(db)));
    const results = await Promise.all(
      members.map((m, i) => mutate('forum.reply', { postId: created.id, content: `Reply ${i}` }, { token: m.token })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await stored(created.id)).repliesCount).toBe(12);
    expect(await replyRows(created.id)).toBe(12);
    const listed = await reader.api.forum.replies({ postId: created.id });
    const times = listed.replies.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(listed.nextCursor).toBeNull();
  });

  it('pages long threads oldest first', async () => {
    const created = await author.api.forum.create(post('Long thread'));
    const start = Date.now() - 3_600_000;
    await db.insert(forumReplies).values(
      Array.from({ length: FORUM_LIMITS.replyPageSize + 3 }, (_, i) => ({
        postId: created.id,
        userId: reader.id,
        content: `Reply number ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const first = await reader.api.forum.replies({ postId: created.id });
    expect(first.replies).toHaveLength(FORUM_LIMITS.replyPageSize);
    const second = await reader.api.forum.replies({ postId: created.id, cursor: first.nextCursor });
    expect([...first.replies, ...second.replies].map((r) => r.content)).toEqual(
      Array.from({ length: FORUM_LIMITS.replyPageSize + 3 }, (_, i) => `Reply number ${i}`),
    );
    expect(second.nextCursor).toBeNull();
  });

  it('says "Post not found" for a missing post, and the detail needs sign-in', async () => {
    const missing = await query('forum.post', { postId: randomUUID() }, { token: reader.token });
    expect(missing.status).toBe(404);
    expect(missing.error!.data.title).toBe('Post not found');
    const reply = await mutate('forum.reply', { postId: randomUUID(), content: 'Hello?' }, { token: reader.token });
    expect(reply.error!.data.code).toBe('NOT_FOUND');
    expect((await query('forum.replies', { postId: randomUUID() }, { token: reader.token })).status).toBe(404);
    const created = await author.api.forum.create(post('Members only detail'));
    expect((await query('forum.post', { postId: created.id })).error!.data.code).toBe('UNAUTHORIZED');
  });
});

describe('the author edits and deletes', () => {
  it('lets only the author edit a post, marking it edited only when something changed', async () => {
    const created = await author.api.forum.create(post('Editable post'));
    expect(created).toMatchObject({ editedAt: null, mine: true, deleted: false, hidden: false });
    expect((await reader.api.forum.post({ postId: created.id })).mine).toBe(false);

    const same = await author.api.forum.update({ postId: created.id, ...post('Editable post') });
    expect(same.editedAt).toBeNull();
    const edited = await author.api.forum.update({ postId: created.id, ...post('Edited title', { category: 'resumes' }) });
    expect(edited).toMatchObject({ title: 'Edited title', category: 'resumes', mine: true });
    expect(edited.editedAt).toBeInstanceOf(Date);

    for (const other of [reader, await signedIn({ role: 'admin' })]) {
      const refused = await mutate('forum.update', { postId: created.id, ...post('Hijacked title') }, { token: other.token });
      expect(refused.status).toBe(403);
      expect(refused.error!.data).toMatchObject({ title: TOASTS.forum.notYours.title, description: TOASTS.forum.notYours.description });
      expect((await mutate('forum.delete', { postId: created.id }, { token: other.token })).status).toBe(403);
    }
    expect((await stored(created.id)).title).toBe('Edited title');
    // The same form rules as a new post.
    const short = await mutate('forum.update', { postId: created.id, ...post('Edit'), content: 'short' }, { token: author.token });
    expect(short.status).toBe(400);
  });

  it('wipes a deleted post and keeps its thread readable while replies remain; lists, search and counts drop it', async () => {
    const created = await author.api.forum.create(post('Soon deleted thread'));
    const lonely = await author.api.forum.create(post('Soon deleted alone'));
    await reader.api.forum.reply({ postId: created.id, content: 'A reply that stays' });
    const before = await reader.api.forum.stats({});

    await author.api.forum.delete({ postId: created.id });
    await author.api.forum.delete({ postId: lonely.id });
    expect(await stored(created.id)).toMatchObject({ title: '', content: '' });
    expect((await stored(created.id)).deletedAt).toBeInstanceOf(Date);

    const thread = await reader.api.forum.post({ postId: created.id });
    expect(thread).toMatchObject({ deleted: true, title: '', content: '', repliesCount: 1 });
    expect((await reader.api.forum.replies({ postId: created.id })).replies.map((r) => r.content)).toEqual(['A reply that stays']);
    expect((await query('forum.post', { postId: lonely.id }, { token: reader.token })).status).toBe(404);

    const listed = await reader.api.forum.list({ q: 'soon deleted' });
    expect(listed.posts).toEqual([]);
    expect((await reader.api.forum.stats({})).totalPosts).toBe(before.totalPosts - 2);

    // Closed: no edits, likes or replies; a second delete finds nothing.
    expect((await mutate('forum.reply', { postId: created.id, content: 'Late reply' }, { token: reader.token })).status).toBe(409);
    expect((await mutate('forum.like', { postId: created.id, liked: true }, { token: reader.token })).status).toBe(404);
    expect((await mutate('forum.update', { postId: created.id, ...post('Revived') }, { token: author.token })).status).toBe(404);
    expect((await mutate('forum.delete', { postId: created.id }, { token: author.token })).status).toBe(404);
  });

  it('lets only the author edit and delete a reply, and the count follows', async () => {
    const created = await author.api.forum.create(post('Thread with edits'));
    const reply = await reader.api.forum.reply({ postId: created.id, content: 'First wording' });
    const edited = await reader.api.forum.updateReply({ replyId: reply.id, content: '  Second wording ' });
    expect(edited).toMatchObject({ content: 'Second wording', mine: true });
    expect(edited.editedAt).toBeInstanceOf(Date);

    const refused = await mutate('forum.updateReply', { replyId: reply.id, content: 'Not mine' }, { token: author.token });
    expect(refused.status).toBe(403);
    expect((await mutate('forum.deleteReply', { replyId: reply.id }, { token: author.token })).status).toBe(403);
    expect((await mutate('forum.updateReply', { replyId: randomUUID(), content: 'x' }, { token: author.token })).error!.data.title).toBe(
      TOASTS.forum.replyNotFound.title,
    );

    expect((await stored(created.id)).repliesCount).toBe(1);
    await reader.api.forum.deleteReply({ replyId: reply.id });
    expect((await stored(created.id)).repliesCount).toBe(0);
    expect((await db.select().from(forumReplies).where(eq(forumReplies.id, reply.id)))[0]!.content).toBe('');
    expect((await reader.api.forum.replies({ postId: created.id })).replies).toEqual([]);
  });
});

describe('premium-only by plan', () => {
  it('lets premium members and staff mark a post premium-only, and refuses free members on create and edit', async () => {
    const premium = await signedIn({ premium: true });
    const moderator = await signedIn({ role: 'moderator' });
    for (const member of [premium, moderator]) {
      expect((await member.api.forum.create(post('Premium by plan', { isPremiumOnly: true }))).isPremiumOnly).toBe(true);
    }
    const refused = await mutate('forum.create', post('Free premium attempt', { isPremiumOnly: true }), { token: reader.token });
    expect(refused.status).toBe(403);
    expect(refused.error!.data).toMatchObject(TOASTS.forum.premiumOnlyNotAllowed);

    const own = await reader.api.forum.create(post('Free post to flag'));
    const flag = await mutate('forum.update', { postId: own.id, ...post('Free post to flag', { isPremiumOnly: true }) }, { token: reader.token });
    expect(flag.status).toBe(403);
    expect((await stored(own.id)).isPremiumOnly).toBe(false);

    // A lapsed premium member keeps the flag on a post written while premium.
    const lapsed = await signedIn({ expiredPremium: true });
    const [row] = await db
      .insert(forumPosts)
      .values({ userId: lapsed.id, title: 'Written while premium', content: body('Written while premium'), category: 'general', isPremiumOnly: true })
      .returning({ id: forumPosts.id });
    const kept = await lapsed.api.forum.update({ postId: row!.id, ...post('Written while premium, edited', { isPremiumOnly: true }) });
    expect(kept.isPremiumOnly).toBe(true);
  });
});

describe('reports', () => {
  it('takes one open report per member and target; reporting again answers the open one', async () => {
    const created = await author.api.forum.create(post('Reported post'));
    const reply = await author.api.forum.reply({ postId: created.id, content: 'Reported reply' });
    const first = await reader.api.forum.report({ postId: created.id, reason: 'spam', details: '  Links to a shop  ' });
    expect(first.alreadyReported).toBe(false);
    const again = await reader.api.forum.report({ postId: created.id, reason: 'other' });
    expect(again).toEqual({ reportId: first.reportId, alreadyReported: true });
    // The reply is another target.
    const onReply = await reader.api.forum.report({ postId: created.id, replyId: reply.id, reason: 'harassment' });
    expect(onReply.reportId).not.toBe(first.reportId);
    // Parallel duplicates still make one row.
    const other = await signedIn();
    const racing = await Promise.all(Array.from({ length: 5 }, () => mutate('forum.report', { postId: created.id, reason: 'hate' }, { token: other.token })));
    expect(racing.every((r) => r.status === 200)).toBe(true);
    const reports = (await db.select().from(forumReports).where(eq(forumReports.postId, created.id))).filter((r) => r.replyId === null);
    expect(reports.map((r) => [r.reporterId, r.reason, r.details]).sort()).toEqual(
      [
        [reader.id, 'spam', 'Links to a shop'],
        [other.id, 'hate', null],
      ].sort(),
    );
    // Reasons come from the list; details are bounded; visitors and unknown targets are refused.
    expect((await mutate('forum.report', { postId: created.id, reason: 'boring' }, { token: reader.token })).status).toBe(400);
    const long = await mutate('forum.report', { postId: created.id, reason: 'other', details: 'x'.repeat(FORUM_LIMITS.reportDetailsMax + 1) }, { token: reader.token });
    expect(long.error!.data.fieldErrors!['details']).toEqual([FORUM_TEXT.reportDetailsTooLong]);
    expect((await mutate('forum.report', { postId: created.id, reason: 'spam' })).error!.data.code).toBe('UNAUTHORIZED');
    expect((await mutate('forum.report', { postId: randomUUID(), reason: 'spam' }, { token: reader.token })).status).toBe(404);
    expect((await mutate('forum.report', { postId: created.id, replyId: randomUUID(), reason: 'spam' }, { token: reader.token })).status).toBe(404);
  });
});
