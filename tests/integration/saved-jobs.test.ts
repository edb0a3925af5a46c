// Saved jobs over real HTTP: sign-in required, the free limit (also under parallel saves),
// premium without limit, idempotent saves, removal and the list's order.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '#shared/constants.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { SavedJob } from '#shared/schemas/jobs.ts';
import { jobs, savedJobs } from '../../src/server/db/schema/index.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { mutate, query } = httpCaller(app);

let jobIds: string[] = [];
let inactiveId = '';

beforeAll(async () => {
  const rows = await db
    .insert(jobs)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        title: `Saved Job ${i}`,
        companyName: 'Keepers Inc',
        workType: 'remote' as const,
        experienceLevel: 'mid' as const,
        isActive: i < 11,
      })),
    )
    .returning({ id: jobs.id, isActive: jobs.isActive });
  jobIds = rows.filter((r) => r.isActive).map((r) => r.id);
  inactiveId = rows.find((r) => !r.isActive)!.id;
});

const savedCount = async (userId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(savedJobs).where(eq(savedJobs.userId, userId)))[0]!.n;

describe('saving', () => {
  it('needs a signed-in user', async () => {
    const res = await mutate('savedJobs.save', { jobId: jobIds[0] });
    expect(res.error!.data.code).toBe('UNAUTHORIZED');
    expect((await query('savedJobs.list')).error!.data.code).toBe('UNAUTHORIZED');
  });

  it('lets a free user keep 5 and refuses the sixth with the upgrade message; re-saving one is fine', async () => {
    const user = await createTestUser(db);
    for (const jobId of jobIds.slice(0, FREE_LIMITS.savedJobs)) {
      const res = await mutate('savedJobs.save', { jobId }, { token: user.token });
      expect(res.data).toEqual({ jobId, isSaved: true });
    }
    const refused = await mutate('savedJobs.save', { jobId: jobIds[5] }, { token: user.token });
    expect(refused.status).toBe(403);
    expect(refused.error!.data.title).toBe(TOASTS.jobs.savedLimit.title);
    expect(refused.error!.data.description).toBe(TOASTS.jobs.savedLimit.description);
    expect((await mutate('savedJobs.save', { jobId: jobIds[0] }, { token: user.token })).status).toBe(200);
    expect(await savedCount(user.id)).toBe(FREE_LIMITS.savedJobs);
  });

  it('10 parallel saves by a free user leave exactly 5', async () => {
    const user = await createTestUser(db);
    const results = await Promise.all(jobIds.slice(0, 10).map((jobId) => mutate('savedJobs.save', { jobId }, { token: user.token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(FREE_LIMITS.savedJobs);
    expect(results.filter((r) => r.error?.data.code === 'FORBIDDEN')).toHaveLength(10 - FREE_LIMITS.savedJobs);
    expect(await savedCount(user.id)).toBe(FREE_LIMITS.savedJobs);
  });

  it('lets a premium user save without limit', async () => {
    const user = await createTestUser(db, { premium: true });
    const results = await Promise.all(jobIds.map((jobId) => mutate('savedJobs.save', { jobId }, { token: user.token })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await savedCount(user.id)).toBe(jobIds.length);
  });

  it('holds a user whose premium ended to the free limit', async () => {
    const user = await createTestUser(db, { expiredPremium: true });
    for (const jobId of jobIds.slice(0, 5)) await mutate('savedJobs.save', { jobId }, { token: user.token });
    expect((await mutate('savedJobs.save', { jobId: jobIds[5] }, { token: user.token })).error!.data.code).toBe('FORBIDDEN');
  });

  it(`lists a user whose premium ended only their newest ${FREE_LIMITS.visibleJobResults} saved jobs, and keeps the rest`, async () => {
    const user = await createTestUser(db, { expiredPremium: true });
    const at = (i: number) => new Date(Date.now() - (10 - i) * 60_000);
    await db.insert(savedJobs).values(jobIds.slice(0, 8).map((jobId, i) => ({ userId: user.id, jobId, createdAt: at(i) })));
    const res = await query<SavedJob[]>('savedJobs.list', undefined, { token: user.token });
    expect(res.data.map((s) => s.job.id)).toEqual(jobIds.slice(3, 8).reverse());
    expect(await savedCount(user.id)).toBe(8);
  });

  it('is idempotent', async () => {
    const user = await createTestUser(db);
    await Promise.all([1, 2, 3].map(() => mutate('savedJobs.save', { jobId: jobIds[0] }, { token: user.token })));
    await mutate('savedJobs.save', { jobId: jobIds[0] }, { token: user.token });
    expect(await savedCount(user.id)).toBe(1);
  });

  it('refuses jobs that do not exist or are closed', async () => {
    const user = await createTestUser(db);
    expect((await mutate('savedJobs.save', { jobId: inactiveId }, { token: user.token })).error!.data.code).toBe('NOT_FOUND');
    expect((await mutate('savedJobs.save', { jobId: crypto.randomUUID() }, { token: user.token })).error!.data.code).toBe('NOT_FOUND');
    expect((await mutate('savedJobs.save', { jobId: 'nope' }, { token: user.token })).error!.data.code).toBe('BAD_REQUEST');
  });
});

describe('the list and removing', () => {
  it('lists newest first with the job, and removing frees a slot', async () => {
    const user = await createTestUser(db);
    const order = [jobIds[4]!, jobIds[1]!, jobIds[7]!];
    for (const jobId of order) await mutate('savedJobs.save', { jobId }, { token: user.token });
    const list = (await query<SavedJob[]>('savedJobs.list', undefined, { token: user.token })).data;
    expect(list.map((s) => s.job.id)).toEqual([...order].reverse());
    expect(list[0]!.job).toMatchObject({ title: expect.stringMatching(/^Saved Job /), companyName: 'Keepers Inc', isSaved: true });
    expect(list[0]!.savedAt).toBeInstanceOf(Date);

    const removed = await mutate('savedJobs.remove', { jobId: jobIds[1] }, { token: user.token });
    expect(removed.data).toEqual({ jobId: jobIds[1], isSaved: false });
    // Removing again is harmless.
    expect((await mutate('savedJobs.remove', { jobId: jobIds[1] }, { token: user.token })).status).toBe(200);
    const after = (await query<SavedJob[]>('savedJobs.list', undefined, { token: user.token })).data;
    expect(after.map((s) => s.job.id)).toEqual([jobIds[7], jobIds[4]]);
  });

  it('shows only the user’s own saved jobs', async () => {
    const a = await createTestUser(db);
    const b = await createTestUser(db);
    await mutate('savedJobs.save', { jobId: jobIds[2] }, { token: a.token });
    expect((await query<SavedJob[]>('savedJobs.list', undefined, { token: b.token })).data).toEqual([]);
    await mutate('savedJobs.remove', { jobId: jobIds[2] }, { token: b.token });
    expect(await savedCount(a.id)).toBe(1);
  });
});
