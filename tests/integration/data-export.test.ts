// "Download my data" over real HTTP and the job queue: the archive holds every table that names a
// user (read from the database's own catalogue, so a new table fails here until the catalogue in
// src/server/features/data-export/catalogue.ts lists or excludes it), a user with a row in each
// finds them all, no secret leaves the server, another user's rows never appear; one pending
// export at a time, a daily limit, the download only for the owner or the mailed link's token,
// the mail only for a large archive, the expiry sweep and the account's deletion.
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUIZ_LIMITS, QUIZ_QUESTIONS } from '#shared/constants/assessment.ts';
import { DATA_EXPORT_FORMAT, DATA_EXPORT_LIMITS, DATA_EXPORT_LOCKED, DATA_EXPORT_PATH } from '#shared/constants/data-export.ts';
import { PHOTO_LIMITS } from '#shared/constants/profile.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import type { DataExport, DataExportStatusAnswer } from '#shared/schemas/data-export.ts';
import { TOASTS } from '#shared/toasts.ts';
import { selectRows, type Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema/index.ts';
import { scoreQuiz } from '../../src/server/features/assessment/quiz.ts';
import { CATALOGUE, EXCLUDED } from '../../src/server/features/data-export/catalogue.ts';
import type { Archive } from '../../src/server/features/data-export/service.ts';
import { base32, sha256Hex } from '../../src/server/platform/crypto.ts';
import { sweepExpired } from '../../src/server/platform/housekeeping.ts';
import type { QuizResult } from '#shared/schemas/assessment.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { mailTo } from '../support/outbox.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app, config } = await useTestApp(database);
const { mutate, query } = httpCaller(app);

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

const request = (token: string) => mutate<DataExport>('dataExport.request', undefined, { token });
const status = async (token: string) => (await query<DataExportStatusAnswer>('dataExport.status', undefined, { token })).data.export;

/** Asks for an archive and waits for the job to make it. */
async function exportReady(user: TestUser): Promise<DataExport> {
  const res = await request(user.token);
  expect(res.error).toBeNull();
  await app.platform.queue.settled();
  const ready = await status(user.token);
  expect(ready).toMatchObject({ id: res.data.id, status: 'ready' });
  return ready!;
}

const download = (id: string, options: { token?: string; linkToken?: string; bearer?: string } = {}) =>
  app.inject({
    method: 'GET',
    url: `${DATA_EXPORT_PATH}/${id}${options.linkToken ? `?token=${options.linkToken}` : ''}`,
    headers: {
      ...(options.token && { cookie: `${SESSION_COOKIE}=${options.token}` }),
      ...(options.bearer && { authorization: `Bearer ${options.bearer}` }),
    },
  });

async function archiveOf(user: TestUser): Promise<{ text: string; archive: Archive }> {
  const ready = await exportReady(user);
  const res = await download(ready.id, { token: user.token });
  expect(res.statusCode).toBe(200);
  return { text: res.body, archive: JSON.parse(res.body) as Archive };
}

/**
 * Every table in the public schema with a foreign key to users(id) or a column named user_id,
 * as the database itself describes them.
 */
async function tablesNamingUsers(): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select c.table_name as name
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name = 'user_id'
        union
        select cl.relname as name
          from pg_constraint con
          join pg_class cl on cl.oid = con.conrelid
          join pg_namespace ns on ns.oid = cl.relnamespace
         where con.contype = 'f' and ns.nspname = 'public' and con.confrelid = 'public.users'::regclass`,
  );
  return rows.map((r) => r.name).sort();
}

/** A row in every table of the catalogue for `user`, written straight into the database; answers the secrets it stored. */
async function seedEverything(db: Db, user: TestUser) {
  const mark = `mark-${randomUUID().slice(0, 8)}`;
  const userId = user.id;
  const secrets = {
    apiTokenHash: sha256Hex(`upw_${mark}`),
    recoveryCodeHash: sha256Hex(`recovery-${mark}`),
    checkoutId: `cs_local_${mark}`,
    pushKey: `P256DH-${mark}`,
    pushAuth: `AUTH-${mark}`,
    forwardingSecret: base32(Buffer.from(sha256Hex(`inbound-${mark}`), 'hex').subarray(0, 16)),
  };
  await db.insert(schema.userSettings).values({ userId, headline: `Headline ${mark}`, phone: '+1 555 0100' });
  await db.insert(schema.userRoles).values({ userId, role: 'moderator' });
  await db.insert(schema.jobSeekerProfiles).values({ userId, careerGoals: `Goals ${mark}`, onboardingCompleted: true });
  await db.insert(schema.oauthAccounts).values({ provider: 'google', subject: `sub-${mark}`, userId });
  await db.insert(schema.recoveryCodes).values({ userId, codeHash: secrets.recoveryCodeHash });
  await db.insert(schema.apiTokens).values({ userId, name: `Script ${mark}`, tokenHash: secrets.apiTokenHash, expiresAt: new Date(Date.now() + 86_400_000) });
  await db.insert(schema.emailTokens).values({ id: sha256Hex(`link-${mark}`), userId, purpose: 'verifyEmail', email: user.email, expiresAt: new Date(Date.now() + 3_600_000) });
  await db.insert(schema.billingCustomers).values({ userId, provider: 'local', customerId: `cus_${mark}` });
  await db.insert(schema.subscriptions).values({
    id: `sub_${mark}`,
    userId,
    provider: 'local',
    tier: 'premium_monthly',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    stateAt: new Date(),
  });
  await db.insert(schema.localCheckoutSessions).values({ id: secrets.checkoutId, userId, tier: 'premium_monthly' });
  const [file] = await db
    .insert(schema.resumeFiles)
    .values({ userId, fileName: `cv-${mark}.pdf`, mimeType: 'application/pdf', sizeBytes: 20, content: Buffer.from(`FILE-BYTES-${mark}`), extractedText: `Text ${mark}` })
    .returning();
  const [resume] = await db.insert(schema.resumes).values({ userId, title: `Resume ${mark}`, sourceFileId: file!.id }).returning();
  await db.insert(schema.resumes).values({ userId, title: `Tailored ${mark}`, isActive: false, sourceResumeId: resume!.id });
  const [job] = await db
    .insert(schema.jobs)
    .values({ title: `Job ${mark}`, companyName: 'Acme', workType: 'remote', experienceLevel: 'mid' })
    .returning();
  await db.insert(schema.coverLetters).values({ userId, title: `Letter ${mark}`, content: { body: `Dear Acme, ${mark}` } });
  await db.insert(schema.savedJobs).values({ userId, jobId: job!.id });
  await db.insert(schema.jobAlerts).values({ userId, q: `alert ${mark}` });
  const [application] = await db
    .insert(schema.jobApplications)
    .values({ userId, jobId: job!.id, companyName: 'Acme', jobTitle: `Applied ${mark}`, resumeId: resume!.id })
    .returning();
  // A quiz and a profiler result as the assessment stores them, and a coached interview session.
  const quiz = scoreQuiz(QUIZ_QUESTIONS.map(() => 0));
  await db.insert(schema.careerAssessments).values([
    { userId, assessmentType: 'career_fit', questions: [], answers: {}, results: { ...quiz, mark }, score: quiz.overallScore },
    { userId, assessmentType: 'interest_profiler', questions: [], answers: {}, results: { scores: { realistic: 30 }, code: 'R', mark }, score: 30 },
  ]);
  await db.insert(schema.interestProfilerDrafts).values({ userId, answers: [1, 2, null] });
  await db.insert(schema.interviewSessions).values({
    userId,
    sessionType: 'behavioral',
    questions: [`Question ${mark}`],
    responses: [`My answer ${mark}`],
    feedback: { summary: `Feedback ${mark}` },
    score: 64,
    completed: true,
    applicationId: application!.id,
  });
  await db.insert(schema.applicationInterviews).values({ userId, applicationId: application!.id, title: `Screen ${mark}`, startsAt: new Date() });
  await db.insert(schema.applicationContacts).values({ userId, applicationId: application!.id, name: `Contact ${mark}` });
  await db.insert(schema.applicationEvents).values({ userId, applicationId: application!.id, action: 'created' });
  // A forwarding address (its secret part withheld) and a pending update from a forwarded message.
  await db.insert(schema.inboundAddresses).values({ userId, localPart: secrets.forwardingSecret });
  await db.insert(schema.inboundMessages).values({
    userId,
    via: 'smtp',
    sentAt: new Date(),
    sender: 'no-reply@greenhouse.io',
    subject: `Interview ${mark}`,
    outcome: 'interview',
    ruleId: 'greenhouse.interview',
    ruleLabel: 'Greenhouse: interview invitation',
    quote: `We would like to schedule an interview ${mark}`,
    company: 'Acme',
    role: `Applied ${mark}`,
    confidence: 'low',
    applicationId: application!.id,
  });
  const [post] = await db
    .insert(schema.forumPosts)
    .values({ userId, title: `Post ${mark}`, content: `A post long enough to pass ${mark}`, category: 'career-advice' })
    .returning();
  await db.insert(schema.forumReplies).values({ postId: post!.id, userId, content: `Reply ${mark}` });
  await db.insert(schema.forumPostLikes).values({ postId: post!.id, userId });
  // A report the user made, and (as staff) a moderation they logged.
  const [report] = await db.insert(schema.forumReports).values({ postId: post!.id, reporterId: userId, reason: 'spam', details: `Report ${mark}` }).returning();
  await db.insert(schema.moderationActions).values({ moderatorId: userId, postId: post!.id, reportId: report!.id, action: 'dismiss', reason: `Dismissed ${mark}`, subject: `Post ${mark}` });
  const [article] = await db
    .insert(schema.newsArticles)
    .values({
      title: `Article ${mark}`,
      content: `An article body that is at least fifty characters long ${mark}`,
      excerpt: `An excerpt of twenty ${mark}`,
      category: 'career-advice',
      author: 'Staff',
      createdBy: userId,
    })
    .returning();
  await db.insert(schema.newsArticleLikes).values({ articleId: article!.id, userId });
  const [source] = await db.insert(schema.jobSources).values({ kind: 'greenhouse', board: `board-${mark}`, companyName: 'Acme', createdBy: userId }).returning();
  const [posted] = await db
    .insert(schema.jobs)
    .values({ title: `Posted ${mark}`, companyName: 'Acme', workType: 'remote', experienceLevel: 'mid', postedBy: userId })
    .returning();
  await db.insert(schema.jobEvents).values({ jobId: posted!.id, actorId: userId, sourceId: source!.id, action: 'created' });
  await db.insert(schema.newsArticleBookmarks).values({ articleId: article!.id, userId });
  await db.insert(schema.newsArticleFeedback).values({ articleId: article!.id, userId, helpful: true });
  await db.insert(schema.helpArticleFeedback).values({ category: 'account', slug: 'api-tokens', userId, helpful: true });
  const photo = Buffer.from(`PHOTO-${mark}`);
  await db.insert(schema.profilePhotos).values({ userId, hash: sha256Hex(mark).slice(0, PHOTO_LIMITS.hashChars), content: photo, sizeBytes: photo.length });
  await db.insert(schema.pushSubscriptions).values({ userId, endpoint: `https://push.example.com/${mark}`, p256dh: secrets.pushKey, auth: secrets.pushAuth });
  // A conversation with another member: both sides' messages, a read marker, a block and a report.
  const peer = await createTestUser(db);
  const [userLow, userHigh] = [userId, peer.id].sort() as [string, string];
  const [conversation] = await db.insert(schema.conversations).values({ userLow, userHigh }).returning();
  const conversationId = conversation!.id;
  await db.insert(schema.directMessages).values([
    { conversationId, senderId: userId, body: `Sent ${mark}` },
    { conversationId, senderId: peer.id, body: `Received ${mark}` },
  ]);
  await db.insert(schema.conversationReads).values({ conversationId, userId, lastReadAt: new Date() });
  await db.insert(schema.userBlocks).values({ blockerId: userId, blockedId: peer.id });
  await db.insert(schema.messageReports).values({ conversationId, reporterId: userId, reason: `Report ${mark}` });
  await db.insert(schema.notifications).values({ userId, kind: 'reply', title: `Notified ${mark}`, body: 'Someone replied', link: '/community' });
  // The public forms, under the same address in another case.
  await db.insert(schema.waitlistSubmissions).values({ name: 'Test User', email: user.email.toUpperCase(), message: `Waitlist ${mark}` });
  await db.insert(schema.contactSubmissions).values({ fullName: 'Test User', email: user.email, message: `Contact message ${mark}` });
  return { mark, secrets, applicationId: application!.id, photo };
}

describe('what the archive holds', () => {
  it('lists or excludes, with a reason, every table that names a user', async () => {
    const inArchive = new Set(CATALOGUE.map((e) => e.name));
    const missing = (await tablesNamingUsers()).filter((name) => !inArchive.has(name) && !(name in EXCLUDED));
    expect(
      missing,
      `add these tables to CATALOGUE (or to EXCLUDED, with the reason) in src/server/features/data-export/catalogue.ts: ${missing.join(', ')}`,
    ).toEqual([]);
    for (const [name, why] of Object.entries(EXCLUDED)) {
      expect(inArchive.has(name), `${name} is both in and out`).toBe(false);
      expect(why.length).toBeGreaterThan(20);
    }
  });

  it("holds the user's rows in every table, no secret, and nobody else's rows", async () => {
    const user = await createTestUser(db, { mfa: true, aal: 'aal2' });
    const other = await createTestUser(db, { mfa: true, aal: 'aal2' });
    const seeded = await seedEverything(db, user);
    const theirs = await seedEverything(db, other);

    const { text, archive } = await archiveOf(user);
    expect(archive).toMatchObject({ format: DATA_EXPORT_FORMAT.name, version: DATA_EXPORT_FORMAT.version, user: { id: user.id, email: user.email } });
    expect(new Date(archive.generatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const empty = CATALOGUE.map((e) => e.name).filter((name) => (archive.tables[name] ?? []).length === 0);
    expect(empty, `tables with none of the user's rows in the archive: ${empty.join(', ')}`).toEqual([]);
    expect(archive.tables.resumes).toHaveLength(2);
    expect(archive.tables.job_applications![0]).toMatchObject({ id: seeded.applicationId, jobTitle: `Applied ${seeded.mark}` });
    expect(archive.tables.mfa_factors![0]).toMatchObject({ verifiedAt: expect.any(String) });
    expect(archive.tables.resume_files![0]).toMatchObject({ fileName: `cv-${seeded.mark}.pdf`, extractedText: `Text ${seeded.mark}` });
    expect(archive.tables.profile_photos![0]).toMatchObject({ content: seeded.photo.toString('base64') });
    expect(archive.tables.direct_messages!.map((m) => m.body).sort()).toEqual([`Received ${seeded.mark}`, `Sent ${seeded.mark}`]);
    expect(archive.tables.inbound_messages![0]).toMatchObject({ subject: `Interview ${seeded.mark}`, quote: `We would like to schedule an interview ${seeded.mark}` });
    expect(archive.tables.inbound_addresses![0]).toMatchObject({ retiredAt: null });

    // Secrets, by value: wherever they might have gone, they are not in the file.
    const [stored] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
    const [factor] = await db.select().from(schema.mfaFactors).where(eq(schema.mfaFactors.userId, user.id));
    const forbidden = {
      'password hash': stored!.passwordHash!,
      'session token': user.token,
      'session id (token hash)': user.session.id,
      'TOTP secret': base32(user.totpSecret!),
      'sealed TOTP secret': factor!.secretEncrypted,
      'API token hash': seeded.secrets.apiTokenHash,
      'recovery code hash': seeded.secrets.recoveryCodeHash,
      'checkout id': seeded.secrets.checkoutId,
      'e-mail link hash': sha256Hex(`link-${seeded.mark}`),
      'file bytes': `FILE-BYTES-${seeded.mark}`,
      'push encryption key': seeded.secrets.pushKey,
      'push auth secret': seeded.secrets.pushAuth,
      'forwarding address secret': seeded.secrets.forwardingSecret,
    };
    for (const [what, value] of Object.entries(forbidden)) expect(text.includes(value), `the archive holds the ${what}`).toBe(false);
    for (const key of ['passwordHash', 'secretEncrypted', 'tokenHash', 'codeHash', 'localPart']) expect(text).not.toContain(`"${key}"`);

    expect(text).not.toContain(theirs.mark);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
  });
});

/**
 * The plan rules of the archive, table by table: the columns whose value a free member's archive
 * withholds (marked locked) and a premium member's holds. A table not named holds no premium part.
 */
const WITHHELD_FROM_FREE: Record<string, string[]> = {
  career_assessments: ['results'],
  interview_sessions: ['questions', 'feedback'],
};
/** Columns that change between the two archives for another reason than the plan, and why. */
const CHANGED_BETWEEN_ARCHIVES: Record<string, string[]> = {
  // The test makes the member premium between the two archives.
  profiles: ['isPremium', 'subscriptionType', 'subscriptionExpiresAt', 'updatedAt'],
  // Each request refreshes the session's last use.
  sessions: ['lastSeenAt', 'expiresAt'],
};

const sameOrder = (rows: Record<string, unknown>[]) => [...rows].sort((a, b) => JSON.stringify(a.id ?? a).localeCompare(JSON.stringify(b.id ?? b)));
const holdsLock = (value: unknown): boolean =>
  JSON.stringify(value) === JSON.stringify(DATA_EXPORT_LOCKED) || (typeof value === 'object' && value !== null && Object.values(value).some(holdsLock));

describe('what a plan withholds', () => {
  it('gives a free member every record as their plan shows it, table by table, and a premium member all of it', async () => {
    const user = await createTestUser(db, { mfa: true, aal: 'aal2' });
    await seedEverything(db, user);
    const free = (await archiveOf(user)).archive;
    await db
      .update(schema.profiles)
      .set({ isPremium: true, subscriptionType: 'premium_monthly', subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(schema.profiles.userId, user.id));
    const premium = (await archiveOf(user)).archive;

    for (const name of Object.keys(WITHHELD_FROM_FREE)) expect(CATALOGUE.some((e) => e.name === name), `${name} is in the archive`).toBe(true);
    for (const { name } of CATALOGUE) {
      const [freeRows, premiumRows] = [sameOrder(free.tables[name]!), sameOrder(premium.tables[name]!)];
      expect(freeRows.length, name).toBe(premiumRows.length);
      const differing = new Set<string>();
      freeRows.forEach((row, i) => {
        for (const column of Object.keys(row)) {
          if (JSON.stringify(row[column]) !== JSON.stringify(premiumRows[i]![column])) differing.add(column);
        }
      });
      const withheld = WITHHELD_FROM_FREE[name] ?? [];
      expect([...differing].filter((c) => !CHANGED_BETWEEN_ARCHIVES[name]?.includes(c)).sort(), `${name}: columns a free member's archive withholds`).toEqual(
        [...withheld].sort(),
      );
      for (const column of withheld) {
        for (const [i, row] of freeRows.entries()) {
          expect(holdsLock(row[column]), `${name}.${column} is marked locked for a free member`).toBe(true);
          expect(holdsLock(premiumRows[i]![column]), `${name}.${column} is whole for a premium member`).toBe(false);
        }
      }
    }
  });

  it("cuts a free member's quiz result exactly as the assessment does", async () => {
    const user = await createTestUser(db);
    await seedEverything(db, user);
    const { archive } = await archiveOf(user);
    const [shown] = (await query<QuizResult[]>('assessment.history', undefined, { token: user.token })).data;
    const exported = archive.tables.career_assessments!.find((row) => row.assessmentType === 'career_fit')!.results as Record<string, unknown>;
    expect(exported).toMatchObject({ suggestions: shown!.suggestions, lockedSuggestions: shown!.lockedSuggestions, overallScore: shown!.overallScore });
    expect(shown!.suggestions).toHaveLength(QUIZ_LIMITS.freeSuggestions);
    expect(shown!.lockedSuggestions).toBeGreaterThan(0);
    expect(exported.strengths).toEqual(DATA_EXPORT_LOCKED);
    expect(exported.recommendations).toEqual(DATA_EXPORT_LOCKED);
    expect(archive.tables.career_assessments!.find((row) => row.assessmentType === 'interest_profiler')!.results).toEqual(DATA_EXPORT_LOCKED);
  });
});

describe('asking for an archive', () => {
  it('needs a signed-in browser session, not an API token', async () => {
    expect((await request('')).error!.data.code).toBe('UNAUTHORIZED');
    const user = await createTestUser(db);
    const token = await mutate<{ token: string }>('apiTokens.create', { name: 'Script', expiresInDays: 7 }, { token: user.token });
    const byToken = await mutate('dataExport.request', undefined, { bearer: token.data.token });
    expect(byToken.error!.data.code).toBe('FORBIDDEN');
    expect((await db.select().from(schema.dataExports).where(eq(schema.dataExports.userId, user.id))).length).toBe(0);
  });

  it('shows Preparing, then the ready archive with its size and expiry', async () => {
    const user = await createTestUser(db);
    expect(await status(user.token)).toBeNull();
    const requested = await request(user.token);
    expect(requested.data).toMatchObject({ status: 'pending', readyAt: null, sizeBytes: null });
    expect(await status(user.token)).toMatchObject({ id: requested.data.id, status: 'pending' });
    await app.platform.queue.settled();
    const ready = (await status(user.token))!;
    expect(ready).toMatchObject({ id: requested.data.id, status: 'ready' });
    expect(ready.sizeBytes).toBeGreaterThan(100);
    const days = (ready.expiresAt.getTime() - ready.readyAt!.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(DATA_EXPORT_LIMITS.expiryDays, 3);
  });

  it('prepares one archive at a time, also under parallel requests', async () => {
    const user = await createTestUser(db);
    const answers = await Promise.all([request(user.token), request(user.token), request(user.token)]);
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.error)) {
      expect(refused.error!.data.title).toBe(TOASTS.dataExport.alreadyPending.title);
    }
    await app.platform.queue.settled();
    const rows = await db.select().from(schema.dataExports).where(eq(schema.dataExports.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it(`allows ${DATA_EXPORT_LIMITS.requestsPerDay} a day, keeping only the newest`, async () => {
    const user = await createTestUser(db);
    for (let i = 0; i < DATA_EXPORT_LIMITS.requestsPerDay; i++) await exportReady(user);
    const refused = await request(user.token);
    expect(refused.status).toBe(429);
    expect(refused.error!.data.title).toBe(TOASTS.common.rateLimited.title);
    expect(await db.select().from(schema.dataExports).where(eq(schema.dataExports.userId, user.id))).toHaveLength(1);
  });
});

describe('downloading', () => {
  it('answers the owner with an attachment that is never cached, gzip when asked', async () => {
    const user = await createTestUser(db);
    const ready = await exportReady(user);
    const res = await download(ready.id, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="upward-data-${ready.readyAt!.toISOString().slice(0, 10)}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.length).toBe(ready.sizeBytes);

    const gz = await app.inject({ method: 'GET', url: `${DATA_EXPORT_PATH}/${ready.id}`, headers: { cookie: `${SESSION_COOKIE}=${user.token}`, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(res.body);
  });

  it('is a 404 for another user, a wrong link token or a malformed id; sign-in needed; not by API token', async () => {
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    const ready = await exportReady(user);
    expect((await download(ready.id, { token: other.token })).statusCode).toBe(404);
    expect((await download(ready.id, { linkToken: 'wrong' })).statusCode).toBe(404);
    expect((await download('not-a-uuid', { token: user.token })).statusCode).toBe(404);
    expect((await download(ready.id)).statusCode).toBe(401);
    const apiToken = await mutate<{ token: string }>('apiTokens.create', { name: 'Script', expiresInDays: 7 }, { token: user.token });
    expect((await download(ready.id, { bearer: apiToken.data.token })).statusCode).toBe(403);
    // A small archive mails no link, so no token opens it.
    const [row] = await db.select().from(schema.dataExports).where(eq(schema.dataExports.id, ready.id));
    expect(row!.downloadTokenHash).toBeNull();
    expect(await mailTo(config.dataDir, user.email)).toEqual([]);
  });

  it('mails a link that works without signing in, for that archive only, when the archive is large', async () => {
    const user = await createTestUser(db);
    // Text read from an uploaded file has no length limit of its own: one row makes the archive large.
    await db.insert(schema.resumeFiles).values({
      userId: user.id,
      fileName: 'long.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      content: Buffer.from('x'),
      extractedText: 'word '.repeat(DATA_EXPORT_LIMITS.mailAboveBytes / 5 + 1000),
    });
    const ready = await exportReady(user);
    expect(ready.sizeBytes).toBeGreaterThan(DATA_EXPORT_LIMITS.mailAboveBytes);
    const [mail] = await mailTo(config.dataDir, user.email);
    expect(mail!.subject).toMatch(/ready to download/);
    // Security mail about the user's own request: no unsubscribe.
    expect(mail!.text).not.toMatch(/unsubscribe/i);
    const link = new URL(/https?:\/\/\S+\/api\/data-export\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe(`${DATA_EXPORT_PATH}/${ready.id}`);
    const token = link.searchParams.get('token')!;
    const res = await download(ready.id, { linkToken: token });
    expect(res.statusCode).toBe(200);
    expect((JSON.parse(res.body) as Archive).user.email).toBe(user.email);
    // Only its hash is stored, and it opens no other archive.
    const [row] = await db.select().from(schema.dataExports).where(eq(schema.dataExports.id, ready.id));
    expect(row!.downloadTokenHash).toBe(sha256Hex(token));
    const other = await createTestUser(db);
    const theirs = await exportReady(other);
    expect((await download(theirs.id, { linkToken: token })).statusCode).toBe(404);
  });
});

describe('when archives go', () => {
  it('the hourly sweep deletes expired archives; the link and the status stop at expiry', async () => {
    const user = await createTestUser(db);
    const ready = await exportReady(user);
    await db.update(schema.dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.dataExports.id, ready.id));
    expect((await download(ready.id, { token: user.token })).statusCode).toBe(404);
    expect(await status(user.token)).toBeNull();
    await sweepExpired(db);
    expect(await db.select().from(schema.dataExports).where(eq(schema.dataExports.id, ready.id))).toEqual([]);
  });

  it("deleting the account deletes the user's archives", async () => {
    const user = await createTestUser(db);
    const ready = await exportReady(user);
    await db.delete(schema.users).where(eq(schema.users.id, user.id));
    expect(await db.select().from(schema.dataExports).where(eq(schema.dataExports.id, ready.id))).toEqual([]);
  });
});
