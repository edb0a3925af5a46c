// No user reaches another user's rows. Every table with a column that references users is found in
// the schema and must have an entry here: how user B's row is made (through the real procedures),
// what user A sends at it (B's ids, B's codes), and A's reads that must not show it. Whatever A's
// calls answer, B's row must be the same afterwards. A table no procedure reaches says why instead.
// A procedure that takes an id must be named by some entry, or listed as taking public content's id.
import { randomUUID } from 'node:crypto';
import { and, eq, is, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { INBOUND_IMPORT_PATH } from '#shared/constants/inbound-mail.ts';
import { NEWS_LIMITS } from '#shared/constants/news.ts';
import { RESUME_UPLOAD_PATH } from '#shared/constants/onboarding.ts';
import { PHOTO_UPLOAD_PATH } from '#shared/constants/profile.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import type { ProcedurePath } from '../../src/server/access.ts';
import * as schema from '../../src/server/db/schema/index.ts';
import { appRouter } from '../../src/server/router.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { sessionCaller, type TestCaller } from '../support/callers.ts';
import { useTestDatabase } from '../support/database.ts';
import { rejection } from '../support/inbound-mail.ts';
import { multipartFile } from '../support/multipart.ts';
import { minimalPdf } from '../../scripts/support/documents.ts';
import { browserKeys } from '../support/push-server.ts';
import { totpNow } from '../support/totp.ts';
import { httpCaller, type TrpcResponse } from '../support/trpc-http.ts';
import { createTestUser, randomIp } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
// With Web Push keys, so push subscriptions can be made; endpoints on loopback are never contacted here.
const vapid = webpush.generateVAPIDKeys();
const pushEnv = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:team@upward.local', PUSH_ALLOW_LOOPBACK: '1' };
const { app } = await useTestApp(database, { config: testConfig(pushEnv) });
const { query, mutate } = httpCaller(app);

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: { shape?: Record<string, unknown> }[];
}
// The router's procedures record is flat at run time, keyed by dotted path, whatever its type says.
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>);
const QUERIES = new Set(procedures.filter(([, p]) => p._def.type === 'query').map(([path]) => path));
const call = <T = unknown>(path: ProcedurePath, input: unknown, who: TestCaller): Promise<TrpcResponse<T>> =>
  QUERIES.has(path) ? query<T>(path, input, who.http) : mutate<T>(path, input, who.http);

/** The owner (or the admin) calls a procedure that must succeed, and gets its answer. */
async function as<T>(who: TestCaller, path: ProcedurePath, input?: unknown): Promise<T> {
  const res = await call<T>(path, input, who);
  if (res.error) throw new Error(`${path} failed for the owner: ${JSON.stringify(res.error)}`);
  return res.data;
}

const A = await sessionCaller(db, 'free', {});
const admin = await sessionCaller(db, 'admin', { role: 'admin' });
const newUser = () => sessionCaller(db, 'free', {});

/** A complete Profile tab, as the settings screen saves it. */
const settingsProfile = (headline: string) => ({
  firstName: 'Robin',
  lastName: 'Example',
  headline,
  phone: '',
  location: '',
  timezone: null,
  yearsOfExperience: null,
  industry: null,
  linkedinUrl: '',
  websiteUrl: '',
});

/** A job on the board: public content, not anyone's row. */
async function newJob() {
  const [job] = await db
    .insert(schema.jobs)
    .values({ title: 'Data Analyst', companyName: 'Acme Health', workType: 'remote', experienceLevel: 'mid' })
    .returning({ id: schema.jobs.id });
  return job!.id;
}

async function newPost(author: TestCaller) {
  const post = await as<{ id: string }>(author, 'forum.create', {
    title: 'How I prepared for panel interviews',
    content: 'Three weeks of mock interviews with friends made the difference.',
    category: 'interviews',
  });
  return post.id;
}

const article = (async () =>
  (
    await as<{ id: string }>(admin, 'news.publish', {
      title: 'Salary talks in a cooling market',
      category: 'job-search',
      author: 'Staff Writer',
      excerpt: 'What still works when offers slow down.',
      content: 'x'.repeat(NEWS_LIMITS.contentMin),
      isPremiumOnly: false,
    })
  ).id)();

async function uploadResume(owner: TestCaller) {
  const boundary = `----Ownership${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="B resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: RESUME_UPLOAD_PATH,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `${SESSION_COOKIE}=${owner.http.token}` },
    payload: Buffer.concat([Buffer.from(head), minimalPdf(['B only', 'Private resume']), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    remoteAddress: randomIp(),
  });
  return (res.json() as { fileId: string }).fileId;
}

/** B's profile photo, through the real upload route; answers its hash. */
async function uploadPhoto(owner: TestCaller) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).png().toBuffer();
  const boundary = `----Ownership${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: PHOTO_UPLOAD_PATH,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `${SESSION_COOKIE}=${owner.http.token}` },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    remoteAddress: randomIp(),
  });
  return (res.json() as { photoUrl: string }).photoUrl.split('/').pop()!.replace('.webp', '');
}

/** An employer's rejection imported by the owner as an .eml file (the route forwarded mail also takes); answers the proposal's id. */
async function importedAnswer(owner: TestCaller) {
  const { address } = await as<{ address: string }>(owner, 'inboundMail.overview');
  const body = multipartFile('answer.eml', Buffer.from(rejection({ to: address })), 'message/rfc822');
  const res = await app.inject({
    method: 'POST',
    url: INBOUND_IMPORT_PATH,
    headers: { 'content-type': body.contentType, cookie: `${SESSION_COOKIE}=${owner.http.token}` },
    payload: body.payload,
    remoteAddress: randomIp(),
  });
  const { proposalId } = res.json() as { proposalId: string | null };
  if (!proposalId) throw new Error(`the import proposed nothing: ${res.body}`);
  return proposalId;
}

/** B and C in a conversation of their own, with C's message unread by B. */
async function newConversation() {
  const [b, c] = [await newUser(), await newUser()];
  const body = `C writes to B ${randomUUID()}`;
  const { conversationId } = await as<{ conversationId: string }>(c, 'messages.start', { userId: b.userId, body });
  await as(b, 'messages.send', { conversationId, body: 'B answers' });
  await as(c, 'messages.send', { conversationId, body });
  return { b, c, conversationId, body };
}

/** A resume of A's own, for the calls that pair it with B's rows. */
const ownResumeOfA = as<{ id: string }>(A, 'resumes.save', { template: 'modern-professional', content: { personalInfo: { firstName: 'A' } } });

/** B enrolled in two-factor through the real screens: the factor, its secret and the recovery codes. */
async function enrolledUser() {
  const b = await newUser();
  const { factorId, secret } = await as<{ factorId: string; secret: string }>(b, 'mfa.enroll');
  const { recoveryCodes } = await as<{ recoveryCodes: string[] }>(b, 'mfa.confirmEnrollment', { factorId, code: totpNow(secret) });
  return { b, factorId, secret, recoveryCodes };
}

async function paidUser() {
  const b = await newUser();
  const { url } = await as<{ url: string }>(b, 'billing.createCheckout', { plan: 'monthly' });
  await as(b, 'billing.local.pay', { id: new URL(url, 'http://x').searchParams.get('session') });
  return b;
}

interface Attack {
  path: ProcedurePath;
  input: unknown;
  /**
   * The procedure acts on the caller's own row named by a shared key (a job, a post, an article) or
   * answers alike whether or not the id is theirs, so it may succeed; it must still leave B's row alone.
   */
  ownRow?: true;
}

interface Read {
  path: ProcedurePath;
  input?: unknown;
  /** What in A's answer would show B's row; by default, B's row id anywhere in it. */
  shows?: (data: unknown) => boolean;
}

interface OwnedRow {
  /** Finds B's row (or rows) to compare before and after. */
  where: SQL;
  attacks: Attack[];
  reads: Read[];
  /** The id A's reads must not contain. */
  id?: string;
}

interface Entry {
  table: PgTable;
  /** Columns other users legitimately move, and why. */
  shared?: { columns: string[]; why: string };
  make(): Promise<OwnedRow>;
}

const OWNED: Entry[] = [
  {
    table: schema.sessions,
    async make() {
      const b = await createTestUser(db);
      return {
        where: eq(schema.sessions.id, b.session.id),
        id: b.session.id,
        attacks: [{ path: 'account.revokeSession', input: { id: b.session.id }, ownRow: true }],
        reads: [{ path: 'account.sessions' }],
      };
    },
  },
  {
    table: schema.apiTokens,
    async make() {
      const { id } = await as<{ id: string }>(await newUser(), 'apiTokens.create', { name: 'B script', expiresInDays: 7 });
      return { where: eq(schema.apiTokens.id, id), id, attacks: [{ path: 'apiTokens.revoke', input: { id }, ownRow: true }], reads: [{ path: 'apiTokens.list' }] };
    },
  },
  {
    table: schema.jobApplications,
    async make() {
      const { id } = await as<{ id: string }>(await newUser(), 'applications.add', { companyName: 'Acme', jobTitle: 'Analyst' });
      return {
        where: eq(schema.jobApplications.id, id),
        id,
        attacks: [
          { path: 'applications.update', input: { id, status: 'rejected', notes: 'changed by A' } },
          { path: 'applications.delete', input: { id } },
          { path: 'applications.move', input: { id, status: 'offer', position: 0 } },
          // A's own resume, tailored for B's application, would become that application's resume.
          { path: 'resumes.tailor', input: { resumeId: (await ownResumeOfA).id, applicationId: id } },
          // A practice session for B's application would read its job and name it.
          { path: 'interview.start', input: { type: 'behavioral', applicationId: id } },
          // A's letter sent with B's application would write on its timeline; a draft or the checks would read its job.
          { path: 'coverLetters.save', input: { template: 'modern-professional', content: {}, applicationId: id } },
          { path: 'coverLetters.draft', input: { source: { kind: 'application', id } } },
          { path: 'coverLetters.check', input: { content: {}, applicationId: id } },
        ],
        reads: [{ path: 'applications.list' }, { path: 'dashboard.jobSeeker' }, { path: 'applications.detail', input: { id } }],
      };
    },
  },
  {
    table: schema.applicationInterviews,
    async make() {
      const b = await newUser();
      const application = await as<{ id: string }>(b, 'applications.add', { companyName: 'Acme', jobTitle: 'Analyst' });
      const { id } = await as<{ id: string }>(b, 'applications.addInterview', { applicationId: application.id, title: 'Screen', startsAt: new Date('2026-12-01T14:00:00Z') });
      return {
        where: eq(schema.applicationInterviews.applicationId, application.id),
        id,
        attacks: [
          { path: 'applications.updateInterview', input: { id, title: 'Changed by A', startsAt: new Date() } },
          { path: 'applications.removeInterview', input: { id } },
          { path: 'applications.addInterview', input: { applicationId: application.id, title: 'Added by A', startsAt: new Date() } },
        ],
        reads: [{ path: 'applications.detail', input: { id: application.id } }, { path: 'applications.list' }],
      };
    },
  },
  {
    table: schema.applicationContacts,
    async make() {
      const b = await newUser();
      const application = await as<{ id: string }>(b, 'applications.add', { companyName: 'Acme', jobTitle: 'Analyst' });
      const { id } = await as<{ id: string }>(b, 'applications.addContact', { applicationId: application.id, name: 'Sam' });
      return {
        where: eq(schema.applicationContacts.applicationId, application.id),
        id,
        attacks: [
          { path: 'applications.updateContact', input: { id, name: 'Changed by A' } },
          { path: 'applications.removeContact', input: { id } },
          { path: 'applications.addContact', input: { applicationId: application.id, name: 'Added by A' } },
        ],
        reads: [{ path: 'applications.detail', input: { id: application.id } }, { path: 'applications.list' }],
      };
    },
  },
  {
    table: schema.applicationEvents,
    async make() {
      const b = await newUser();
      const application = await as<{ id: string }>(b, 'applications.add', { companyName: 'Acme Robotics', jobTitle: 'Backend Engineer' });
      // An update from B's e-mail, accepted: an event A could try to undo.
      await as(b, 'inboundMail.accept', { id: await importedAnswer(b) });
      const [event] = await db
        .select()
        .from(schema.applicationEvents)
        .where(and(eq(schema.applicationEvents.applicationId, application.id), eq(schema.applicationEvents.action, 'email_update')));
      return {
        where: eq(schema.applicationEvents.applicationId, application.id),
        id: event!.id,
        // Each would write an event on B's timeline if it reached B's application.
        attacks: [
          { path: 'applications.move', input: { id: application.id, status: 'offer', position: 0 } },
          { path: 'applications.update', input: { id: application.id, companyName: 'Changed by A' } },
          { path: 'inboundMail.undo', input: { eventId: event!.id } },
        ],
        reads: [{ path: 'applications.detail', input: { id: application.id } }],
      };
    },
  },
  {
    table: schema.inboundMessages,
    async make() {
      const id = await importedAnswer(await newUser());
      return {
        where: eq(schema.inboundMessages.id, id),
        id,
        attacks: [
          { path: 'inboundMail.accept', input: { id } },
          { path: 'inboundMail.dismiss', input: { id } },
        ],
        reads: [{ path: 'inboundMail.overview' }],
      };
    },
  },
  {
    table: schema.inboundAddresses,
    async make() {
      const b = await newUser();
      const { address } = await as<{ address: string }>(b, 'inboundMail.overview');
      return {
        where: eq(schema.inboundAddresses.userId, b.userId!),
        id: address.split('@')[0]!,
        // Rotating retires the caller's own address only.
        attacks: [{ path: 'inboundMail.rotate', input: undefined, ownRow: true }],
        reads: [{ path: 'inboundMail.overview' }],
      };
    },
  },
  {
    table: schema.savedJobs,
    async make() {
      const b = await newUser();
      const jobId = await newJob();
      await as(b, 'savedJobs.save', { jobId });
      const [row] = await db.select().from(schema.savedJobs).where(and(eq(schema.savedJobs.userId, b.userId!), eq(schema.savedJobs.jobId, jobId)));
      return {
        where: eq(schema.savedJobs.id, row!.id),
        id: row!.id,
        attacks: [{ path: 'savedJobs.remove', input: { jobId }, ownRow: true }],
        reads: [{ path: 'savedJobs.list', shows: (list) => (list as unknown[]).length > 0 }],
      };
    },
  },
  {
    // jobs.captured_by: a job a member saved from another site is theirs alone (decision 058).
    // jobs.posted_by only records which staff member posted a board job, public content staff
    // manage by design (the staff tier); it is never sent.
    table: schema.jobs,
    async make() {
      const posting = {
        title: 'Private Role',
        companyName: `B's find ${randomUUID()}`,
        location: null,
        workType: 'remote',
        applicantLocations: [],
        salary: null,
        employmentTypes: [],
        postedDate: null,
        validThrough: null,
        description: 'Only B saved this',
        url: `https://careers.example.com/jobs/${randomUUID()}`,
        applyUrl: null,
        directApply: null,
        source: null,
        readBy: 'opengraph',
      };
      const { jobId } = await as<{ jobId: string }>(await newUser(), 'jobCapture.save', { target: 'tracked', posting });
      const letter = { recipient: { name: '', title: '', company: '', address: '' }, jobTitle: 'Role', date: '2026-11-27', greeting: 'Hi,', body: 'Hello.', signOff: 'Thanks,' };
      const { id: resumeId } = await ownResumeOfA;
      return {
        where: eq(schema.jobs.id, jobId),
        id: jobId,
        attacks: [
          { path: 'jobs.byId', input: { jobId } },
          { path: 'savedJobs.save', input: { jobId } },
          { path: 'applications.applyToJob', input: { jobId } },
          { path: 'coverLetters.save', input: { template: 'modern-professional', content: letter, jobId } },
          { path: 'coverLetters.check', input: { content: letter, jobId } },
          { path: 'resumes.tailor', input: { resumeId, jobId } },
          { path: 'resumes.score', input: { content: {}, target: { jobTitle: 'Role', industry: 'Technology', jobId } } },
          // The same posting captured by A is A's own job, never B's.
          { path: 'jobCapture.save', input: { target: 'saved', posting }, ownRow: true },
        ],
        reads: [{ path: 'jobs.search', input: { q: posting.companyName } }, { path: 'savedJobs.list' }, { path: 'applications.list' }],
      };
    },
  },
  {
    table: schema.jobAlerts,
    async make() {
      const { alert } = await as<{ alert: { id: string } }>(await newUser(), 'jobAlerts.create', { q: 'analyst' });
      const id = alert.id;
      return { where: eq(schema.jobAlerts.id, id), id, attacks: [{ path: 'jobAlerts.delete', input: { alertId: id } }], reads: [{ path: 'jobAlerts.list' }] };
    },
  },
  {
    table: schema.careerAssessments,
    async make() {
      const b = await paidUser();
      const quiz = await as<{ id: string }>(b, 'assessment.submit', { answers: [0, 1, 2, 3, 0] });
      const profiler = await as<{ id: string }>(b, 'assessment.complete', { answers: Array.from({ length: 60 }, (_, i) => i % 5) });
      return {
        where: eq(schema.careerAssessments.userId, b.userId!),
        id: quiz.id,
        attacks: [{ path: 'assessment.report', input: { assessmentId: profiler.id } }],
        reads: [{ path: 'assessment.history' }, { path: 'assessment.profiler', shows: (data) => JSON.stringify(data ?? null).includes(profiler.id) }],
      };
    },
  },
  {
    table: schema.interestProfilerDrafts,
    async make() {
      const b = await paidUser();
      const answers = [4, 0, 4, 0, 3, ...Array(55).fill(null)];
      await as(b, 'assessment.saveDraft', { answers, after: null });
      return {
        where: eq(schema.interestProfilerDrafts.userId, b.userId!),
        // A's own draft is the only one A's autosave can reach.
        attacks: [{ path: 'assessment.saveDraft', input: { answers: Array(60).fill(1), after: null }, ownRow: true }],
        reads: [{ path: 'assessment.profiler', shows: (data) => JSON.stringify(data ?? null).includes(JSON.stringify(answers)) }],
      };
    },
  },
  {
    table: schema.localCheckoutSessions,
    async make() {
      const { url } = await as<{ url: string }>(await newUser(), 'billing.createCheckout', { plan: 'annual' });
      const id = new URL(url, 'http://x').searchParams.get('session')!;
      return {
        where: eq(schema.localCheckoutSessions.id, id),
        id,
        attacks: [
          { path: 'billing.local.checkout', input: { id } },
          { path: 'billing.local.pay', input: { id } },
          { path: 'billing.local.cancel', input: { id }, ownRow: true },
        ],
        reads: [{ path: 'billing.overview' }],
      };
    },
  },
  ...[schema.subscriptions, schema.billingCustomers].map(
    (table): Entry => ({
      table,
      // Subscriptions and customers are the caller's own by construction: no procedure takes their id.
      async make() {
        const b = await paidUser();
        return {
          where: eq(table.userId, b.userId!),
          attacks: [
            { path: 'billing.local.update', input: { action: 'cancel' }, ownRow: true },
            { path: 'billing.checkSubscription', input: undefined, ownRow: true },
            { path: 'billing.customerPortal', input: undefined, ownRow: true },
          ],
          reads: [{ path: 'billing.overview', shows: (data) => JSON.stringify(data).includes(b.userId!.replaceAll('-', '')) }],
        };
      },
    }),
  ),
  {
    table: schema.profiles,
    // The profile is keyed by its user: every procedure that writes one writes the caller's.
    async make() {
      const b = await paidUser();
      return {
        where: eq(schema.profiles.userId, b.userId!),
        attacks: [
          { path: 'onboarding.complete', input: { careerGoals: 'A rewrites profiles' }, ownRow: true },
          { path: 'billing.local.update', input: { action: 'cancel' }, ownRow: true },
          { path: 'settings.updateProfile', input: settingsProfile('A rewrites names'), ownRow: true },
        ],
        reads: [{ path: 'account.overview', shows: (data) => JSON.stringify(data).includes(b.userId!) }],
      };
    },
  },
  {
    table: schema.userSettings,
    // Keyed by its user, and no settings procedure takes a user id: each writes the caller's row.
    async make() {
      const b = await newUser();
      const headline = `B's own headline ${randomUUID().slice(0, 8)}`;
      await as(b, 'settings.updateProfile', settingsProfile(headline));
      await as(b, 'settings.updatePrivacy', { profileVisible: false, showEmail: true, showPhone: true, allowMessaging: false });
      return {
        where: eq(schema.userSettings.userId, b.userId!),
        attacks: [
          { path: 'settings.updateProfile', input: settingsProfile('A rewrites headlines'), ownRow: true },
          {
            path: 'settings.updateNotifications',
            input: { jobAlerts: false, messages: false, followUps: true, updates: true, marketing: true, pushJobAlerts: true, pushMessages: false },
            ownRow: true,
          },
          { path: 'settings.updatePrivacy', input: { profileVisible: true, showEmail: false, showPhone: false, allowMessaging: true }, ownRow: true },
        ],
        reads: [{ path: 'settings.get', shows: (data) => JSON.stringify(data).includes(headline) }],
      };
    },
  },
  {
    table: schema.pushSubscriptions,
    // Found by endpoint, which the browser knows: A presenting B's endpoint neither takes nor removes it.
    async make() {
      const b = await newUser();
      const endpoint = `http://127.0.0.1:9/push/${randomUUID()}`;
      await as(b, 'push.subscribe', { endpoint, keys: browserKeys().keys });
      return {
        where: eq(schema.pushSubscriptions.userId, b.userId!),
        attacks: [
          { path: 'push.subscribe', input: { endpoint, keys: browserKeys().keys } },
          { path: 'push.unsubscribe', input: { endpoint }, ownRow: true },
        ],
        reads: [],
      };
    },
  },
  {
    table: schema.profilePhotos,
    // Keyed by its user: removal is always the caller's own; a hidden profile's card is NOT_FOUND to A.
    async make() {
      const b = await newUser();
      const hash = await uploadPhoto(b);
      await as(b, 'settings.updatePrivacy', { profileVisible: false, showEmail: false, showPhone: false, allowMessaging: true });
      return {
        where: eq(schema.profilePhotos.userId, b.userId!),
        id: hash,
        attacks: [
          { path: 'profile.removePhoto', input: undefined, ownRow: true },
          { path: 'profile.card', input: { userId: b.userId } },
        ],
        reads: [{ path: 'profile.get' }],
      };
    },
  },
  {
    table: schema.notifications,
    // B's notification comes from someone else's reply to B's post; every inbox procedure acts on the caller's own rows.
    async make() {
      const b = await newUser();
      const c = await newUser();
      const postId = await newPost(b);
      await as(c, 'forum.reply', { postId, content: 'A reply that notifies B' });
      const { notifications } = await as<{ notifications: { id: string }[] }>(b, 'notifications.list', {});
      const id = notifications[0]!.id;
      return {
        where: eq(schema.notifications.userId, b.userId!),
        id,
        attacks: [
          { path: 'notifications.markRead', input: { ids: [id] }, ownRow: true },
          { path: 'notifications.markAllRead', input: undefined, ownRow: true },
        ],
        reads: [
          { path: 'notifications.list', input: {} },
          { path: 'notifications.list', input: { unreadOnly: true } },
        ],
      };
    },
  },
  {
    table: schema.jobSeekerProfiles,
    async make() {
      const b = await newUser();
      const goal = `B's own goal ${randomUUID()}`;
      await as(b, 'onboarding.complete', { careerGoals: goal });
      const shows = (data: unknown) => JSON.stringify(data).includes(goal);
      return {
        where: eq(schema.jobSeekerProfiles.userId, b.userId!),
        attacks: [{ path: 'onboarding.complete', input: { careerGoals: 'A rewrites profiles' }, ownRow: true }],
        reads: [
          { path: 'onboarding.status', shows },
          { path: 'dashboard.matches', shows },
        ],
      };
    },
  },
  {
    table: schema.resumeFiles,
    async make() {
      const fileId = await uploadResume(await newUser());
      const { id: ownId } = await ownResumeOfA;
      return {
        where: eq(schema.resumeFiles.id, fileId),
        id: fileId,
        // The upload is a bonus to onboarding, never a blocker: another user's file is ignored, not refused.
        attacks: [{ path: 'onboarding.complete', input: { resumeFileId: fileId }, ownRow: true }],
        reads: [{ path: 'applications.resumes', shows: (list) => (list as { id: string }[]).some((r) => r.id !== ownId) }],
      };
    },
  },
  {
    table: schema.resumes,
    async make() {
      const b = await newUser();
      const { resumeId } = await as<{ resumeId: string }>(b, 'onboarding.complete', { resumeFileId: await uploadResume(b) });
      return {
        where: eq(schema.resumes.id, resumeId),
        id: resumeId,
        attacks: [
          { path: 'applications.add', input: { companyName: 'Acme', jobTitle: 'Analyst', resumeId } },
          { path: 'resumes.get', input: { id: resumeId } },
          { path: 'resumes.save', input: { id: resumeId, template: 'modern-professional', content: { professionalSummary: 'A rewrites resumes' } } },
          { path: 'resumes.setActive', input: { id: resumeId } },
          { path: 'resumes.delete', input: { id: resumeId } },
          { path: 'resumes.tailor', input: { resumeId, jobId: await newJob() } },
          // A letter under B's resume would print B's header; a draft or the checks would read B's resume.
          { path: 'coverLetters.save', input: { template: 'modern-professional', content: {}, resumeId } },
          { path: 'coverLetters.draft', input: { source: { kind: 'description', jobTitle: 'Analyst', company: 'Acme', description: '' }, resumeId } },
          { path: 'coverLetters.check', input: { content: {}, resumeId } },
        ],
        reads: [{ path: 'applications.resumes' }, { path: 'applications.list' }, { path: 'resumes.list' }, { path: 'resumes.active' }],
      };
    },
  },
  {
    table: schema.coverLetters,
    async make() {
      const { id } = await as<{ id: string }>(await newUser(), 'coverLetters.save', { template: 'modern-professional', content: { body: 'B writes to Acme.' } });
      return {
        where: eq(schema.coverLetters.id, id),
        id,
        attacks: [
          { path: 'coverLetters.get', input: { id } },
          { path: 'coverLetters.save', input: { id, template: 'modern-professional', content: { body: 'A rewrites the letter.' } } },
          { path: 'coverLetters.delete', input: { id } },
        ],
        reads: [{ path: 'coverLetters.list' }],
      };
    },
  },
  {
    table: schema.forumPosts,
    // Posts are public to read. Only the author edits or deletes one; liking and replying are
    // everyone's and only move the counters; a report is the reporter's own row.
    shared: { columns: ['likesCount', 'repliesCount'], why: "other members' likes and replies are counted on the post" },
    async make() {
      const postId = await newPost(await newUser());
      return {
        where: eq(schema.forumPosts.id, postId),
        attacks: [
          { path: 'forum.update', input: { postId, title: 'A rewrites the title', content: 'A rewrites the content of this post.', category: 'general' } },
          { path: 'forum.delete', input: { postId } },
          { path: 'forum.like', input: { postId, liked: true }, ownRow: true },
          { path: 'forum.reply', input: { postId, content: 'A reply from A' }, ownRow: true },
          { path: 'forum.report', input: { postId, reason: 'spam' }, ownRow: true },
          { path: 'admin.moderation.act', input: { action: 'hide', postId, reason: 'A hides it' } },
        ],
        reads: [],
      };
    },
  },
  {
    table: schema.forumReplies,
    // Public to read like the post; only the author edits or deletes a reply.
    async make() {
      const b = await newUser();
      const postId = await newPost(b);
      const { id } = await as<{ id: string }>(b, 'forum.reply', { postId, content: "B's reply" });
      return {
        where: eq(schema.forumReplies.id, id),
        attacks: [
          { path: 'forum.updateReply', input: { replyId: id, content: 'A rewrites it' } },
          { path: 'forum.deleteReply', input: { replyId: id } },
          { path: 'forum.reply', input: { postId, content: 'A reply from A' }, ownRow: true },
          { path: 'forum.report', input: { postId, replyId: id, reason: 'spam' }, ownRow: true },
          { path: 'admin.moderation.act', input: { action: 'delete', postId, replyId: id, reason: 'A deletes it' } },
        ],
        reads: [],
      };
    },
  },
  {
    table: schema.forumReports,
    // A member's report reaches staff only (the staff tier); another member's report of the same
    // post is their own row.
    async make() {
      const b = await newUser();
      const postId = await newPost(await newUser());
      const { reportId } = await as<{ reportId: string }>(b, 'forum.report', { postId, reason: 'spam', details: "B's details" });
      return {
        where: eq(schema.forumReports.id, reportId),
        id: reportId,
        attacks: [
          { path: 'forum.report', input: { postId, reason: 'other' }, ownRow: true },
          { path: 'admin.moderation.dismiss', input: { reportId, reason: 'A dismisses it' } },
          { path: 'admin.moderation.act', input: { action: 'hide', postId, reportId, reason: 'A hides it' } },
        ],
        reads: [{ path: 'admin.moderation.queue', input: {} }],
      };
    },
  },
  {
    table: schema.moderationActions,
    // Staff write and read the log (the staff tier); members never reach it.
    async make() {
      const postId = await newPost(await newUser());
      await as(admin, 'admin.moderation.act', { action: 'hide', postId, reason: 'Staff hides it' });
      return {
        where: eq(schema.moderationActions.postId, postId),
        id: postId,
        attacks: [{ path: 'admin.moderation.act', input: { action: 'restore', postId, reason: 'A restores it' } }],
        reads: [{ path: 'admin.moderation.log', input: {} }],
      };
    },
  },
  {
    table: schema.forumPostLikes,
    async make() {
      const b = await newUser();
      const postId = await newPost(b);
      await as(b, 'forum.like', { postId, liked: true });
      return {
        where: and(eq(schema.forumPostLikes.postId, postId), eq(schema.forumPostLikes.userId, b.userId!))!,
        attacks: [{ path: 'forum.like', input: { postId, liked: false }, ownRow: true }],
        reads: [{ path: 'forum.post', input: { postId }, shows: (post) => (post as { likedByMe: boolean }).likedByMe }],
      };
    },
  },
  ...(
    [
      [schema.newsArticleLikes, 'news.setLike', { liked: true }, { liked: false }, (a: NewsView) => a.isLiked],
      [schema.newsArticleBookmarks, 'news.setBookmark', { bookmarked: true }, { bookmarked: false }, (a: NewsView) => a.isBookmarked],
      [schema.newsArticleFeedback, 'news.setFeedback', { helpful: true }, { helpful: null }, (a: NewsView) => a.helpful !== null],
    ] as const
  ).map(
    ([table, path, set, unset, marked]): Entry => ({
      table,
      async make() {
        const b = await newUser();
        const articleId = await article;
        await as(b, path, { articleId, ...set });
        return {
          where: and(eq(table.articleId, articleId), eq(table.userId, b.userId!))!,
          attacks: [{ path, input: { articleId, ...unset }, ownRow: true }],
          reads: [{ path: 'news.get', input: { articleId }, shows: (data) => marked(data as NewsView) }],
        };
      },
    }),
  ),
  {
    table: schema.helpArticleFeedback,
    // Keyed by the article's file (category, slug): B's answer is B's alone; A answering writes A's own row.
    async make() {
      const b = await newUser();
      const input = { category: 'account', slug: 'api-tokens' } as const;
      await as(b, 'help.feedback', { ...input, helpful: true });
      return {
        where: and(eq(schema.helpArticleFeedback.category, input.category), eq(schema.helpArticleFeedback.slug, input.slug), eq(schema.helpArticleFeedback.userId, b.userId!))!,
        attacks: [{ path: 'help.feedback', input: { ...input, helpful: null }, ownRow: true }],
        reads: [{ path: 'help.article', input, shows: (data) => (data as { helpful: boolean | null }).helpful !== null }],
      };
    },
  },
  {
    table: schema.mfaFactors,
    async make() {
      const { b, factorId, secret } = await enrolledUser();
      // The next step's code has never been used, so a factor that answered to A would accept it.
      const code = totpNow(secret, 1);
      return {
        where: eq(schema.mfaFactors.userId, b.userId!),
        id: factorId,
        attacks: [
          { path: 'mfa.verify', input: { factorId, code } },
          { path: 'mfa.confirmEnrollment', input: { factorId, code } },
          { path: 'mfa.disable', input: { code } },
        ],
        reads: [{ path: 'mfa.factors' }],
      };
    },
  },
  {
    table: schema.recoveryCodes,
    async make() {
      const { b, recoveryCodes } = await enrolledUser();
      return {
        where: eq(schema.recoveryCodes.userId, b.userId!),
        attacks: [
          { path: 'mfa.verifyRecoveryCode', input: { code: recoveryCodes[0] } },
          { path: 'mfa.disable', input: { code: recoveryCodes[1] } },
        ],
        reads: [],
      };
    },
  },
  {
    table: schema.interviewSessions,
    async make() {
      const b = await paidUser();
      const application = await as<{ id: string }>(b, 'applications.add', { companyName: 'Acme', jobTitle: 'Analyst' });
      const { id } = await as<{ id: string }>(b, 'interview.start', { type: 'technical', applicationId: application.id });
      await as(b, 'interview.saveResponse', { sessionId: id, questionIndex: 0, answer: 'B answers', duration: 30 });
      return {
        where: eq(schema.interviewSessions.id, id),
        id,
        attacks: [
          { path: 'interview.saveResponse', input: { sessionId: id, questionIndex: 1, answer: 'A answers', duration: 5 } },
          { path: 'interview.feedback', input: { id } },
          { path: 'interview.get', input: { id } },
        ],
        reads: [
          { path: 'interview.history' },
          { path: 'interview.practice', shows: (list) => JSON.stringify(list).includes(application.id) },
        ],
      };
    },
  },
  {
    table: schema.userRoles,
    // Admins manage everyone's role by design (the admin tier); A is a plain user.
    async make() {
      const b = await createTestUser(db);
      const { id } = await as<{ id: string }>(admin, 'admin.roles.assign', { email: b.email, role: 'moderator' });
      return {
        where: eq(schema.userRoles.id, id),
        id,
        attacks: [
          { path: 'admin.roles.remove', input: { id } },
          { path: 'admin.roles.assign', input: { email: b.email, role: 'admin' } },
        ],
        reads: [{ path: 'admin.roles.list' }],
      };
    },
  },
  {
    table: schema.jobSources,
    // Staff manage every live source by design (the staff tier); A is a plain user. The schedule may
    // take the new source meanwhile (it is due at once) and record its sync state.
    shared: {
      columns: ['nextSyncAt', 'lastSyncedAt', 'lastSuccessAt', 'lastError', 'consecutiveFailures', 'lastCounts', 'updatedAt'],
      why: 'the scheduler may sync the source during the test',
    },
    async make() {
      const board = `own-${randomUUID().slice(0, 8)}`;
      const { id } = await as<{ id: string }>(admin, 'admin.jobSources.create', { kind: 'greenhouse', board, companyName: 'Acme' });
      return {
        where: eq(schema.jobSources.id, id),
        id,
        attacks: [
          { path: 'admin.jobSources.update', input: { id, isEnabled: false } },
          { path: 'admin.jobSources.remove', input: { id } },
          { path: 'admin.jobSources.syncNow', input: { id } },
        ],
        reads: [{ path: 'admin.jobSources.list' }],
      };
    },
  },
  {
    table: schema.dataExports,
    // No procedure takes an export's id; A's own request must leave B's archive alone. The download
    // route's 404 for another user is in data-export.test.ts.
    async make() {
      const b = await newUser();
      const { id } = await as<{ id: string }>(b, 'dataExport.request');
      // The job fills the archive in: wait for it, so the row is still while A's calls run.
      await app.platform.queue.settled();
      return { where: eq(schema.dataExports.id, id), id, attacks: [{ path: 'dataExport.request', input: undefined, ownRow: true }], reads: [{ path: 'dataExport.status' }] };
    },
  },
  {
    table: schema.conversations,
    // Only its two members reach a conversation; staff only through a report (message_reports).
    async make() {
      const { b, c, conversationId } = await newConversation();
      return {
        where: eq(schema.conversations.id, conversationId),
        id: conversationId,
        attacks: [
          { path: 'messages.send', input: { conversationId, body: 'A writes in' } },
          { path: 'messages.thread', input: { conversationId } },
          { path: 'messages.markRead', input: { conversationId } },
          { path: 'messages.report', input: { conversationId, reason: 'A reports' } },
          // A's own conversation with B is another row.
          { path: 'messages.start', input: { userId: b.userId, body: 'Hello from A' }, ownRow: true },
          { path: 'messages.start', input: { userId: c.userId, body: 'Hello from A' }, ownRow: true },
        ],
        reads: [{ path: 'messages.list' }],
      };
    },
  },
  {
    table: schema.directMessages,
    async make() {
      const { conversationId, body } = await newConversation();
      return {
        where: eq(schema.directMessages.conversationId, conversationId),
        attacks: [
          { path: 'messages.send', input: { conversationId, body: 'A writes in' } },
          { path: 'messages.thread', input: { conversationId } },
        ],
        reads: [{ path: 'messages.list', shows: (data) => JSON.stringify(data).includes(body) }, { path: 'messages.unreadCount', shows: (data) => (data as { unreadConversations: number }).unreadConversations > 0 }],
      };
    },
  },
  {
    table: schema.conversationReads,
    async make() {
      const { b, conversationId } = await newConversation();
      return {
        where: and(eq(schema.conversationReads.conversationId, conversationId), eq(schema.conversationReads.userId, b.userId!))!,
        attacks: [{ path: 'messages.markRead', input: { conversationId } }],
        reads: [],
      };
    },
  },
  {
    table: schema.userBlocks,
    async make() {
      const { b, c } = await newConversation();
      await as(b, 'messages.block', { userId: c.userId });
      return {
        where: and(eq(schema.userBlocks.blockerId, b.userId!), eq(schema.userBlocks.blockedId, c.userId!))!,
        id: c.userId!,
        // Block and unblock act on the caller's own list: A's block of C is A's row.
        attacks: [
          { path: 'messages.unblock', input: { userId: c.userId }, ownRow: true },
          { path: 'messages.block', input: { userId: c.userId }, ownRow: true },
          { path: 'messages.unblock', input: { userId: c.userId }, ownRow: true },
        ],
        reads: [{ path: 'messages.blocked' }],
      };
    },
  },
  {
    table: schema.messageReports,
    // Staff read and resolve every report by design (the staff tier); A is a plain user.
    async make() {
      const { b, conversationId } = await newConversation();
      const { reportId } = await as<{ reportId: string }>(b, 'messages.report', { conversationId, reason: "B's report" });
      return {
        where: eq(schema.messageReports.id, reportId),
        id: reportId,
        attacks: [
          { path: 'admin.messageReports.resolve', input: { reportId } },
          { path: 'admin.messageReports.thread', input: { reportId } },
        ],
        reads: [{ path: 'admin.messageReports.list', input: { status: 'open' } }],
      };
    },
  },
];

/** Tables that reference users but that no procedure reaches by an id a user could send or see. */
const NOT_REACHABLE: Record<string, string> = {
  email_tokens: 'found only by the hash of the secret mailed in the link (auth.verifyEmail, auth.resetPassword); never listed or named by id',
  oauth_accounts: 'written by the OAuth callback route for the identity the provider proved; no procedure reads or changes it',
  notification_marks: 'written by the producers only, to notify once per event; no procedure reads or names a mark',
  news_articles: "created_by and updated_by record which staff member published and last changed an article; articles are staff-written content that every staff member may edit, publish, unpublish and delete by design (admin.news, the staff tier), readers own nothing here, and created_by is never sent (the admin list shows the last editor's name, not an id)",
  waitlist_submissions: 'handled_by records which staff member marked a sign-up done; submissions are the team\'s inbox, read and marked by every staff member by design (admin.outreach, the staff tier), the sender has no account here, and handled_by is never sent (the inbox shows a name)',
  contact_submissions: 'handled_by records which staff member marked a message done; submissions are the team\'s inbox, read and marked by every staff member by design (admin.outreach, the staff tier), the sender owns nothing here, and handled_by is never sent (the inbox shows a name)',
  job_events: "actor_id records which staff member changed a job; only staff read a job's history (admin.jobs.get, the staff tier), and no procedure writes or names an event by id",
};

/** Procedures whose id names public content (a job, a post, an article), not a user's row. */
const PUBLIC_CONTENT_IDS: Partial<Record<ProcedurePath, string>> = {
  'jobs.byId': 'a job on the board',
  'savedJobs.save': "a job on the board; the saved row is the caller's",
  'applications.applyToJob': "a job on the board; the tracked application is the caller's",
  'forum.post': 'a public post',
  'forum.replies': "a public post's replies",
  'news.get': 'a published article',
  'admin.jobs.get': 'a job on the board; staff (the tier) manage every job',
  'admin.jobs.update': 'a job on the board; staff (the tier) manage every job',
  'admin.jobs.close': 'a job on the board; staff (the tier) manage every job',
  'admin.jobs.reopen': 'a job on the board; staff (the tier) manage every job',
  'admin.news.get': 'an article, drafts too; staff (the tier) manage every article',
  'admin.news.update': 'an article, drafts too; staff (the tier) manage every article',
  'admin.news.setStatus': 'an article, drafts too; staff (the tier) manage every article',
  'admin.news.delete': 'an article, drafts too; staff (the tier) manage every article',
  'admin.outreach.setHandled': "a submission in the team's inbox; staff (the tier) handle every one",
};

type NewsView = { isLiked: boolean; isBookmarked: boolean; helpful: boolean | null };

const ownerColumns = (table: PgTable) => getTableConfig(table).foreignKeys.filter((fk) => fk.reference().foreignTable === schema.users);
const ownedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => ownerColumns(table).length > 0)
  .map((table) => getTableConfig(table).name);

describe('ownership', () => {
  it('has an entry, or a reason it is unreachable, for every table that references users', () => {
    const listed = [...OWNED.map((e) => getTableConfig(e.table).name), ...Object.keys(NOT_REACHABLE)];
    expect(listed.sort()).toEqual([...ownedTables].sort());
    console.info(`ownership: ${ownedTables.length} tables reference users; ${OWNED.length} tested through procedures, ${Object.keys(NOT_REACHABLE).length} unreachable`);
  });

  // Makes every entry's rows to learn the ids its calls send: a few seconds, more on a busy machine.
  it('names every procedure that takes an id in an entry, or as taking public content', async () => {
    const named = new Set<string>(Object.keys(PUBLIC_CONTENT_IDS));
    for (const entry of OWNED) {
      const row = await entry.make();
      for (const { path } of [...row.attacks, ...row.reads]) named.add(path);
    }
    const takesId = procedures
      .filter(([, p]) => Object.keys(p._def.inputs[0]?.shape ?? {}).some((key) => /id$/i.test(key)))
      .map(([path]) => path);
    expect(takesId.filter((path) => !named.has(path))).toEqual([]);
  }, 120_000);

  it.each(OWNED.map((entry) => [getTableConfig(entry.table).name, entry] as const))(
    "%s: another user's calls neither change nor show B's row",
    async (_name, entry) => {
      const row = await entry.make();
      const snapshot = async () => {
        const rows = (await db.select().from(entry.table).where(row.where)) as Record<string, unknown>[];
        return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([column]) => !entry.shared?.columns.includes(column))));
      };
      const before = await snapshot();
      expect(before.length).toBeGreaterThan(0);

      for (const attack of row.attacks) {
        const res = await call(attack.path, attack.input, A);
        if (!attack.ownRow) expect(res.error?.data.code, `${attack.path} must refuse A`).toBeDefined();
      }
      expect(await snapshot(), entry.shared && `only ${entry.shared.columns.join(', ')} may move: ${entry.shared.why}`).toEqual(before);

      for (const read of row.reads) {
        const res = await call(read.path, read.input, A);
        const shows = read.shows ?? ((data: unknown) => JSON.stringify(data ?? null).includes(row.id!));
        expect(res.error ? false : shows(res.data), `${read.path} shows B's row to A`).toBe(false);
      }
    },
  );
});
