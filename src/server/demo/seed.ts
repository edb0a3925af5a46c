// Demo content for a fresh embedded database (or any database with SEED_DEMO=1): jobs, news,
// forum posts with replies and likes, and four demo accounts. Written in one transaction.
import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  billingCustomers,
  forumPostLikes,
  forumPosts,
  forumReplies,
  jobs,
  jobSeekerProfiles,
  newsArticles,
  profiles,
  subscriptions,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts.ts';
import { demoMembers, demoPosts } from './content/forum.ts';
import { demoJobs } from './content/jobs.ts';
import { demoArticles } from './content/news.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type SeedDecision = 'seed' | 'present' | 'skip';

/** An empty embedded database is seeded; a server database only when asked, and only once. */
export async function decideSeed(db: Db, options: { embedded: boolean; requested: boolean }): Promise<SeedDecision> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.at(-1)!.email));
  if (admin) return 'present';
  if (options.requested) return 'seed';
  if (!options.embedded) return 'skip';
  const [row] = await db.select({ users: count() }).from(users);
  return row?.users === 0 ? 'seed' : 'skip';
}

export async function seedDemoContent(db: Db, now: Date = new Date()): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));

  await db.transaction(async (tx) => {
    const userIds = new Map<string, string>();
    const addUser = async (key: string, email: string, passwordHash: string | null, person: { firstName: string; lastName: string }, createdAt: Date) => {
      const [row] = await tx
        .insert(users)
        .values({ email, passwordHash, emailVerifiedAt: createdAt, userType: 'job-seeker', createdAt })
        .returning({ id: users.id });
      await tx.insert(profiles).values({ userId: row!.id, firstName: person.firstName, lastName: person.lastName, createdAt });
      userIds.set(key, row!.id);
      return row!.id;
    };

    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      await addUser(account.key, account.email, passwordHashes[i]!, account, ago(120 * DAY_MS));
    }
    for (const [i, member] of demoMembers.entries()) {
      const email = `${member.firstName}.${member.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';
      await addUser(member.key, email, null, member, ago((200 - i * 10) * DAY_MS));
    }
    const idOf = (key: string) => {
      const id = userIds.get(key);
      if (!id) throw new Error(`Demo content names an unknown author: ${key}`);
      return id;
    };

    await tx.insert(userRoles).values([
      { userId: idOf('admin'), role: 'admin', assignedAt: ago(110 * DAY_MS) },
      { userId: idOf('moderator'), role: 'moderator', assignedAt: ago(100 * DAY_MS) },
    ]);
    await seedPremium(tx, idOf('premium'), now);
    await tx.insert(jobSeekerProfiles).values(
      DEMO_ACCOUNTS.filter((a) => a.key === 'free' || a.key === 'premium').map((a: DemoAccount) => ({
        userId: idOf(a.key),
        careerGoals: 'Grow into a product-minded software role at a company that invests in mentoring.',
        skillLevel: a.key === 'free' ? 'entry' : 'mid',
        preferredWorkModel: a.key === 'free' ? 'hybrid' : 'remote',
        targetSalaryMin: a.key === 'free' ? 60000 : 90000,
        targetSalaryMax: a.key === 'free' ? 85000 : 130000,
        locationPreference: a.key === 'free' ? 'Austin, TX' : 'Remote',
        willingToRelocate: a.key === 'free',
        yearsExperience: a.key === 'free' ? 1 : 4,
        industryPreferences: a.key === 'free' ? ['Technology', 'Education'] : ['Technology', 'Finance', 'Design'],
        onboardingCompleted: true,
      })),
    );

    await tx.insert(jobs).values(
      demoJobs.map((job, i) => ({
        ...job,
        sourceKind: 'demo',
        // Spread postings across the day so same-day jobs still have a stable order.
        postedDate: ago(job.postedDaysAgo * DAY_MS + (i % 12) * HOUR_MS),
      })),
    );

    await tx.insert(newsArticles).values(
      demoArticles.map(({ image, publishedHoursAgo, ...article }) => ({
        ...article,
        imageUrl: image ? `/images/news/${image}` : null,
        createdBy: idOf('admin'),
        publishedAt: ago(publishedHoursAgo * HOUR_MS),
      })),
    );

    for (const post of demoPosts) {
      const postedAt = ago(post.postedHoursAgo * HOUR_MS);
      const [row] = await tx
        .insert(forumPosts)
        .values({
          userId: idOf(post.author),
          title: post.title,
          content: post.content,
          category: post.category,
          isPremiumOnly: post.isPremiumOnly,
          likesCount: post.likedBy.length,
          repliesCount: post.replies.length,
          createdAt: postedAt,
        })
        .returning({ id: forumPosts.id });
      if (post.replies.length) {
        await tx.insert(forumReplies).values(
          post.replies.map((reply) => ({
            postId: row!.id,
            userId: idOf(reply.author),
            content: reply.content,
            createdAt: new Date(postedAt.getTime() + reply.hoursAfterPost * HOUR_MS),
          })),
        );
      }
      if (post.likedBy.length) {
        await tx.insert(forumPostLikes).values(post.likedBy.map((key) => ({ postId: row!.id, userId: idOf(key) })));
      }
    }
  });
}

/** The premium demo account holds a year of Premium Annual through the local billing provider. */
async function seedPremium(tx: Tx, userId: string, now: Date) {
  const periodEnd = new Date(now.getTime() + 365 * DAY_MS);
  await tx
    .update(profiles)
    .set({ isPremium: true, subscriptionType: 'premium_annual', subscriptionExpiresAt: periodEnd })
    .where(eq(profiles.userId, userId));
  await tx.insert(billingCustomers).values({ userId, provider: 'local', customerId: `local_cus_demo_${userId}` });
  await tx.insert(subscriptions).values({
    id: `local_sub_demo_${userId}`,
    userId,
    provider: 'local',
    tier: 'premium_annual',
    status: 'active',
    currentPeriodEnd: periodEnd,
    stateAt: now,
  });
}

export function formatDemoAccounts(): string {
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.label.padEnd(20)} ${a.email.padEnd(30)} ${a.password}`);
  return ['Demo accounts (created with the demo content):', ...rows].join('\n');
}
