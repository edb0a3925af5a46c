// Job alerts over real HTTP: sign-in required, create/list/delete, the empty search refused, the
// same search not stored twice, the free (1) and premium (10) limits also under parallel creates,
// and the daily digest through the job queue to the file outbox: only new matching active jobs,
// one mail per user, the watermark, nothing the second time, nothing for users with no news or no
// verified address (the in-app notifications are in notifications.test.ts). Runs on Postgres
// (DATABASE_URL) and on PGlite.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '#shared/constants.ts';
import { JOB_ALERT_LIMITS } from '#shared/constants/job-alerts.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type JobAlert, type JobAlertList } from '#shared/schemas/job-alerts.ts';
import { jobAlerts, jobs, users } from '../../src/server/db/schema/index.ts';
import { JOB_ALERT_DIGEST_JOB, sendJobAlertDigests } from '../../src/server/features/job-alerts/service.ts';
import type { MailMessage } from '../../src/server/platform/mail.ts';
import { testPlatform, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { mailTo } from '../support/outbox.ts';
import { useQueryCounter } from '../support/query-counter.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app, config } = await useTestApp(database);
const { mutate, query } = httpCaller(app);
const counter = await useQueryCounter(database);

type Created = { alert: JobAlert; created: boolean };
const create = (token: string, search: Record<string, unknown>) => mutate<Created>('jobAlerts.create', search, { token });
const list = async (token: string) => (await query<JobAlertList>('jobAlerts.list', undefined, { token })).data;
const alertCount = async (userId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(jobAlerts).where(eq(jobAlerts.userId, userId)))[0]!.n;

describe('saving searches', () => {
  it('needs a signed-in user', async () => {
    expect((await mutate('jobAlerts.create', { q: 'designer' })).error!.data.code).toBe('UNAUTHORIZED');
    expect((await query('jobAlerts.list')).error!.data.code).toBe('UNAUTHORIZED');
    expect((await mutate('jobAlerts.delete', { alertId: randomUUID() })).error!.data.code).toBe('UNAUTHORIZED');
  });

  it('creates, lists (newest first, with the plan limit) and deletes an alert', async () => {
    const user = await createTestUser(db, { premium: true });
    const first = await create(user.token, { q: '  Designer ', location: 'Berlin', workTypes: ['remote'], experienceLevels: [], minSalary: 50_000 });
    expect(first.status).toBe(200);
    expect(first.data.created).toBe(true);
    expect(first.data.alert).toMatchObject({ q: 'Designer', location: 'Berlin', workTypes: ['remote'], experienceLevels: [], minSalary: 50_000 });
    const second = await create(user.token, { experienceLevels: ['senior', 'entry', 'senior'] });
    expect(second.data.alert.experienceLevels).toEqual(['entry', 'senior']);

    const listed = await list(user.token);
    expect(listed.limit).toBe(JOB_ALERT_LIMITS.premium);
    expect(listed.alerts.map((a) => a.id)).toEqual([second.data.alert.id, first.data.alert.id]);

    const deleted = await mutate('jobAlerts.delete', { alertId: first.data.alert.id }, { token: user.token });
    expect(deleted.data).toEqual({ alertId: first.data.alert.id });
    expect((await list(user.token)).alerts.map((a) => a.id)).toEqual([second.data.alert.id]);
  });

  it.each([
    ['nothing', {}],
    ['blank text', { q: '   ', location: '  ' }],
    ['a term too short to search by', { q: 'ab' }],
  ])('refuses a search with %s', async (_label, search) => {
    const user = await createTestUser(db);
    const res = await create(user.token, search);
    expect(res.status).toBe(400);
    expect(res.error!.data.title).toBe(TOASTS.jobAlerts.emptySearch.title);
    expect(res.error!.data.description).toBe(TOASTS.jobAlerts.emptySearch.description);
    expect(await alertCount(user.id)).toBe(0);
  });

  it('refuses fields past the search limits', async () => {
    const user = await createTestUser(db);
    expect((await create(user.token, { q: 'x'.repeat(101) })).status).toBe(400);
    expect((await create(user.token, { workTypes: ['underwater'] })).status).toBe(400);
    expect((await create(user.token, { minSalary: -1 })).status).toBe(400);
    expect(await alertCount(user.id)).toBe(0);
  });

  it('answers the same search (any case, any order) with the alert already saved', async () => {
    const user = await createTestUser(db);
    const first = await create(user.token, { q: 'Nurse', workTypes: ['remote', 'hybrid'] });
    const again = await create(user.token, { q: 'nurse', workTypes: ['hybrid', 'remote'] });
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ alert: first.data.alert, created: false });
    expect(await alertCount(user.id)).toBe(1);
  });

  it('lets a free user keep one alert: 10 parallel creates leave exactly one, the rest read "Upgrade Required"', async () => {
    const user = await createTestUser(db);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => create(user.token, { q: `free search ${i}` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(JOB_ALERT_LIMITS.free);
    const refused = results.filter((r) => r.status === 403);
    expect(refused).toHaveLength(10 - JOB_ALERT_LIMITS.free);
    expect(refused[0]!.error!.data.title).toBe(TOASTS.jobAlerts.freeLimit.title);
    expect(refused[0]!.error!.data.description).toBe(TOASTS.jobAlerts.freeLimit.description);
    expect(await alertCount(user.id)).toBe(JOB_ALERT_LIMITS.free);
    expect((await list(user.token)).limit).toBe(JOB_ALERT_LIMITS.free);
  });

  it('lets a premium user keep ten: 12 parallel creates leave exactly ten, the rest get the plain limit message', async () => {
    const user = await createTestUser(db, { premium: true });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => create(user.token, { q: `premium search ${i}` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(JOB_ALERT_LIMITS.premium);
    const refused = results.filter((r) => r.status === 403);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.error!.data.title).toBe(TOASTS.jobAlerts.premiumLimit.title);
    expect(await alertCount(user.id)).toBe(JOB_ALERT_LIMITS.premium);
  });

  it("cannot delete another user's alert", async () => {
    const owner = await createTestUser(db);
    const other = await createTestUser(db);
    const { data } = await create(owner.token, { location: 'Lisbon' });
    const res = await mutate('jobAlerts.delete', { alertId: data.alert.id }, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.error!.data.title).toBe(TOASTS.jobAlerts.notFound.title);
    expect(await alertCount(owner.id)).toBe(1);
  });

  it('goes with its user', async () => {
    const user = await createTestUser(db);
    await create(user.token, { q: 'gardener' });
    await db.delete(users).where(eq(users.id, user.id));
    expect(await alertCount(user.id)).toBe(0);
  });
});

describe('the daily digest', () => {
  const job = (title: string, extra: Partial<typeof jobs.$inferInsert> = {}) => ({
    title,
    companyName: 'Acme <Wildlife>',
    location: 'Zooburg',
    workType: 'remote' as const,
    experienceLevel: 'mid' as const,
    ...extra,
  });
  const runDigest = async () => {
    await app.platform.queue.send(JOB_ALERT_DIGEST_JOB, {});
    await app.platform.queue.settled();
  };
  const checkedAt = async (ids: string[]) =>
    (await db.select({ at: jobAlerts.lastCheckedAt }).from(jobAlerts).where(inArray(jobAlerts.id, ids))).map((r) => r.at.getTime());

  it('is scheduled daily with pg-boss cron', async () => {
    const { rows } = await database.executeSql(`select name, cron from pgboss.schedule where name = $1`, [JOB_ALERT_DIGEST_JOB]);
    expect(rows).toEqual([{ name: JOB_ALERT_DIGEST_JOB, cron: JOB_ALERT_LIMITS.digestCron }]);
  });

  it('mails each user once with only the new matching jobs, moves the watermark, and sends nothing twice', async () => {
    const tag = randomUUID().slice(0, 8);
    const term = `zebra${tag}`;
    const town = `Quokkaville ${tag}`;
    await db.insert(jobs).values(job(`${term} Keeper (old)`, { postedDate: new Date(Date.now() - 2 * 86_400_000) }));

    const seeker = await createTestUser(db, { premium: true });
    const quiet = await createTestUser(db);
    const unverified = await createTestUser(db);
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
    const byTerm = (await create(seeker.token, { q: term })).data.alert;
    const byTown = (await create(seeker.token, { location: town })).data.alert;
    const quietAlert = (await create(quiet.token, { q: `narwhal${tag}` })).data.alert;
    await create(unverified.token, { q: term });

    // Posted after the alerts were made and before the digest starts, in a known order.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const base = Date.now() - 100;
    const at = (ms: number) => ({ postedDate: new Date(base + ms) });
    await db.insert(jobs).values([
      ...Array.from({ length: 11 }, (_, i) => job(`${term} Groomer ${i}`, at(i))),
      job(`${term} Closed`, { isActive: false, ...at(30) }),
      job(`${term} <script>alert(1)</script>`, { location: 'Elsewhere', ...at(20) }),
      job('Park Ranger', { location: town, ...at(5) }),
    ]);
    const before = await checkedAt([byTerm.id, byTown.id, quietAlert.id]);

    await runDigest();
    const mails = await mailTo(config.dataDir, seeker.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Upward job alerts: 11 new jobs');
    expect(mail!.text).toContain(`"${term}"`);
    expect(mail!.text).toContain(`All jobs in ${town}`);
    expect(mail!.text).toContain(`- ${term} <script>alert(1)</script> (Acme <Wildlife>, Elsewhere)`);
    expect(mail!.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail!.text).toContain('- Park Ranger (Acme <Wildlife>, ' + town + ')');
    expect(mail!.text).toContain(`More new jobs for this search: http://localhost:3000/jobs?q=${term}`);
    expect(mail!.text).toContain('http://localhost:3000/jobs?alerts=1');
    expect(mail!.text).not.toContain('Keeper (old)');
    expect(mail!.text).not.toContain('Closed');
    // Ten per alert, newest first: the oldest two groomers wait on the site.
    const listed = mail!.text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toHaveLength(11);
    expect(listed.filter((line) => line.includes('Groomer'))).toHaveLength(9);
    expect(mail!.text).not.toContain(`${term} Groomer 0 `);
    const links = [...mail!.text.matchAll(/http:\/\/localhost:3000\/jobs\?job=([0-9a-f-]{36})/g)].map((m) => m[1]);
    expect(new Set(links).size).toBe(11);

    expect(await mailTo(config.dataDir, quiet.email)).toEqual([]);
    expect(await mailTo(config.dataDir, unverified.email)).toEqual([]);
    const after = await checkedAt([byTerm.id, byTown.id, quietAlert.id]);
    after.forEach((at, i) => expect(at).toBeGreaterThan(before[i]!));

    await runDigest();
    expect(await mailTo(config.dataDir, seeker.email)).toHaveLength(1);

    await db.insert(jobs).values(job(`${term} Newcomer`));
    await runDigest();
    const latest = await mailTo(config.dataDir, seeker.email);
    expect(latest).toHaveLength(2);
    expect(latest[1]!.subject).toBe('Upward job alerts: 1 new job');
    expect(latest[1]!.text).toContain(`${term} Newcomer`);
    expect(latest[1]!.text).not.toContain('Groomer');
    expect(latest[1]!.text).not.toContain('Park Ranger');
  });

  it('reads each user\'s new jobs in one statement, however many alerts and jobs they have', async () => {
    const tag = randomUUID().slice(0, 8);
    const user = await createTestUser(db, { premium: true });
    for (const word of ['alpha', 'beta', 'gamma']) await create(user.token, { q: `${word}${tag}` });
    await db.insert(jobs).values(['alpha', 'beta', 'gamma'].flatMap((word) => Array.from({ length: 6 }, (_, i) => job(`${word}${tag} Role ${i}`))));
    const [{ n: withAlerts } = { n: 0 }] = (
      await database.executeSql(`select count(distinct user_id)::int as n from job_alerts`, [])
    ).rows as { n: number }[];
    const sent: MailMessage[] = [];
    const platform = { ...testPlatform(config, app.log), mailer: { send: async (m: MailMessage) => void sent.push(m) } };
    await counter.count((countedDb) => sendJobAlertDigests({ db: countedDb, config, log: app.log, platform }));
    // Every user with alerts is read (the inbox is notified without mail too), each in one statement;
    // what follows per user is its notifications and watermarks.
    expect(counter.statements.filter((statement) => /\bfrom jobs j\b/.test(statement))).toHaveLength(withAlerts);
    expect(sent.filter((m) => m.to === user.email)).toHaveLength(1);
    expect(sent.find((m) => m.to === user.email)!.subject).toBe('Upward job alerts: 18 new jobs');
  });

  it(`lists at most ${FREE_LIMITS.visibleJobResults} jobs per alert to a free user, as the job board does`, async () => {
    const tag = randomUUID().slice(0, 8);
    const user = await createTestUser(db);
    await create(user.token, { q: `otter${tag}` });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const base = Date.now() - 100;
    await db.insert(jobs).values(Array.from({ length: 8 }, (_, i) => job(`otter${tag} Role ${i}`, { postedDate: new Date(base + i) })));
    await runDigest();
    const [mail] = await mailTo(config.dataDir, user.email);
    expect(mail!.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(FREE_LIMITS.visibleJobResults);
    expect(mail!.text).toContain('More new jobs for this search');
  });

  it('mails a user whose premium ended only for their oldest alerts the free plan allows', async () => {
    const tag = randomUUID().slice(0, 8);
    const user = await createTestUser(db, { premium: true });
    await create(user.token, { q: `first${tag}` });
    await create(user.token, { q: `second${tag}` });
    await database.executeSql(`update profiles set subscription_expires_at = now() - interval '1 day' where user_id = $1`, [user.id]);
    await db.insert(jobs).values([job(`first${tag} Role`), job(`second${tag} Role`)]);
    await runDigest();
    const [mail, ...rest] = await mailTo(config.dataDir, user.email);
    expect(rest).toEqual([]);
    expect(mail!.text).toContain(`first${tag} Role`);
    expect(mail!.text).not.toContain(`second${tag} Role`);
  });
});
