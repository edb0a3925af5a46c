// Waitlist and contact over real HTTP, with the team's e-mail going through the job queue to a
// real SMTP server on loopback: the server's limits and messages, the stored rows (text kept as
// text), delivery that survives a refused first attempt, repeats within a minute, and the per-IP
// limit. Runs on Postgres (DATABASE_URL) and on PGlite.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { OUTREACH_LIMITS, OUTREACH_TEXT as M } from '#shared/constants/outreach.ts';
import { contactFromPage, contactInput, contactPageInput } from '#shared/schemas/outreach.ts';
import { contactSubmissions, waitlistSubmissions } from '../../src/server/db/schema/index.ts';
import { TEAM_NOTIFICATION_JOB } from '../../src/server/features/outreach/service.ts';
import { RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestUser, randomIp } from '../support/users.ts';

const smtp = await startSmtpServer();
const { received } = smtp;

const TEAM = 'partners@upward.test';
const database = await useTestDatabase();
const { db } = database;
const config = testConfig({ SMTP_URL: smtp.url, TEAM_EMAIL: TEAM });
const { app } = await useTestApp(database, { config });
const { mutate } = httpCaller(app);

const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;
const waitlist = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email,
  company: 'Analytical Engines',
  interestArea: 'partner',
  message: 'We place engineering graduates.',
  ...extra,
});
const contact = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Grace Hopper',
  email,
  companyOrganization: 'Compilers Ltd',
  message: 'We would like to partner on a mentoring scheme.',
  ...extra,
});
const jobsFor = async (state?: string) =>
  (
    await database.executeSql(
      `select state, retry_count from pgboss.job where name = $1 ${state ? 'and state = $2' : ''}`,
      state ? [TEAM_NOTIFICATION_JOB, state] : [TEAM_NOTIFICATION_JOB],
    )
  ).rows;

beforeEach(async () => {
  await app.platform.queue.settled();
  received.length = 0;
  smtp.refuse = 0;
});

describe('limits and messages, checked by the server', () => {
  const long = (n: number) => 'x'.repeat(n + 1);
  it.each([
    ['name', { name: 'A' }, M.nameTooShort],
    ['name', { name: '  A  ' }, M.nameTooShort],
    ['name', { name: long(OUTREACH_LIMITS.nameMax) }, M.nameTooLong],
    ['email', { email: 'not-an-email' }, M.emailInvalid],
    ['email', { email: '' }, M.emailInvalid],
    ['company', { company: long(OUTREACH_LIMITS.companyMax) }, M.companyTooLong],
    ['interestArea', { interestArea: 'investor' }, M.interestArea],
    ['message', { message: long(OUTREACH_LIMITS.messageMax) }, M.messageTooLong],
  ])('waitlist %s: %j', async (field, change, message) => {
    const res = await mutate('outreach.joinWaitlist', waitlist(uniqueEmail('bad'), change));
    expect(res.status).toBe(400);
    expect(res.error!.data.fieldErrors![field]).toEqual([message]);
  });

  it.each([
    ['fullName', { fullName: 'G' }, M.fullNameTooShort],
    ['fullName', { fullName: long(OUTREACH_LIMITS.nameMax) }, M.fullNameTooLong],
    ['email', { email: 'grace@' }, M.emailInvalid],
    ['companyOrganization', { companyOrganization: long(OUTREACH_LIMITS.companyMax) }, M.companyTooLong],
    ['message', { message: 'Too short' }, M.messageTooShort],
    ['message', { message: '   Short    ' }, M.messageTooShort],
    ['message', { message: long(OUTREACH_LIMITS.messageMax) }, M.messageTooLong],
    ['subject', { subject: 'lawsuit' }, M.subject],
  ])('contact %s: %j', async (field, change, message) => {
    const res = await mutate('outreach.sendContactMessage', contact(uniqueEmail('bad'), change));
    expect(res.status).toBe(400);
    expect(res.error!.data.fieldErrors![field]).toEqual([message]);
  });

  it('stores nothing and queues nothing for a refused submission', async () => {
    const email = uniqueEmail('refused');
    await mutate('outreach.joinWaitlist', waitlist(email, { name: 'A' }));
    expect(await db.select().from(waitlistSubmissions).where(eq(waitlistSubmissions.email, email))).toEqual([]);
  });
});

describe('waitlist', () => {
  it('stores the sign-up as text and mails the team through the queue', async () => {
    const email = uniqueEmail('Waitlist');
    const res = await mutate('outreach.joinWaitlist', waitlist(email, { name: '<script>alert(1)</script> Ada', company: '  ' }));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ received: true });

    const [row] = await db.select().from(waitlistSubmissions).where(eq(waitlistSubmissions.email, email));
    expect(row).toMatchObject({ name: '<script>alert(1)</script> Ada', company: null, interestArea: 'partner', message: 'We place engineering graduates.' });

    await app.platform.queue.settled();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([TEAM]);
    expect(received[0]!.raw).toContain('Subject: Upward waitlist:');
    expect(received[0]!.raw).toContain(email);
    expect(received[0]!.raw).toContain('Interest area: Partner');
    // The HTML part shows the name as text, never as markup.
    expect(received[0]!.raw).toContain('&#60;script&#62;alert(1)&#60;/script&#62; Ada');
  });

  it('defaults the interest area to employer and leaves optional fields empty', async () => {
    const email = uniqueEmail('minimal');
    const res = await mutate('outreach.joinWaitlist', { name: 'Al', email });
    expect(res.status).toBe(200);
    const [row] = await db.select().from(waitlistSubmissions).where(eq(waitlistSubmissions.email, email));
    expect(row).toMatchObject({ interestArea: 'employer', company: null, message: null });
  });
});

describe('contact', () => {
  it('succeeds although the first delivery is refused, and the job retries until delivered', async () => {
    smtp.refuse = 1;
    const email = uniqueEmail('contact');
    const res = await mutate('outreach.sendContactMessage', contact(email));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ received: true });
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(row).toMatchObject({ fullName: 'Grace Hopper', companyOrganization: 'Compilers Ltd', message: 'We would like to partner on a mentoring scheme.' });

    await app.platform.queue.settled();
    expect(smtp.refuse).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([TEAM]);
    expect(received[0]!.raw).toContain('Subject: Upward contact message from Grace Hopper');
    expect(received[0]!.raw).toContain('We would like to partner on a mentoring scheme.');
    expect((await jobsFor('completed')).some((j) => j.retry_count === 1)).toBe(true);
  });
});

describe('the /contact page form', () => {
  it('sends first and last name as the full name and keeps the subject, shown in the team mail', async () => {
    const email = uniqueEmail('contact-page');
    const input = contactPageInput.parse({ firstName: ' Ada ', lastName: 'Lovelace', email, subject: 'billing', message: 'My receipt shows the wrong plan.' });
    expect((await mutate('outreach.sendContactMessage', contactFromPage(input))).status).toBe(200);
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(row).toMatchObject({ fullName: 'Ada Lovelace', subject: 'billing', companyOrganization: null });
    await app.platform.queue.settled();
    expect(received.at(-1)!.raw).toContain('Subject: Billing and Premium');
  });

  it('refuses missing names and subject with their messages; the longest names still fit the full name', () => {
    const result = contactPageInput.safeParse({ firstName: ' ', lastName: '', email: 'a@example.com', message: 'Long enough message.' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(issues).toEqual({ firstName: M.firstName, lastName: M.lastName, subject: M.subject });
    const longest = 'x'.repeat(Math.floor((OUTREACH_LIMITS.nameMax - 1) / 2));
    const full = contactFromPage(contactPageInput.parse({ firstName: longest, lastName: longest, email: 'a@example.com', subject: 'general', message: 'Long enough message.' }));
    expect(contactInput.safeParse(full).success).toBe(true);
  });
});

describe('abuse', () => {
  it('answers a repeat of the same address within a minute alike, storing and queueing nothing', async () => {
    const email = uniqueEmail('repeat');
    const jobsBefore = (await jobsFor()).length;
    const first = await mutate('outreach.joinWaitlist', waitlist(email));
    const again = await mutate('outreach.joinWaitlist', waitlist(email.toUpperCase(), { name: 'Someone Else' }));
    expect(first.data).toEqual({ received: true });
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ received: true });
    const rows = await db.select().from(waitlistSubmissions).where(sql`lower(${waitlistSubmissions.email}) = ${email}`);
    expect(rows).toHaveLength(1);
    await app.platform.queue.settled();
    expect((await jobsFor()).length).toBe(jobsBefore + 1);
    expect(received).toHaveLength(1);

    // The contact form keeps its own record: the same address may still write there.
    expect((await mutate('outreach.sendContactMessage', contact(email))).status).toBe(200);
    expect(await db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email))).toHaveLength(1);

    // A minute later the address is taken again.
    await db.update(waitlistSubmissions).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(waitlistSubmissions.email, email));
    expect((await mutate('outreach.joinWaitlist', waitlist(email))).status).toBe(200);
    expect(await db.select().from(waitlistSubmissions).where(eq(waitlistSubmissions.email, email))).toHaveLength(2);
  });

  it('stores one of several simultaneous repeats', async () => {
    const email = uniqueEmail('burst');
    const results = await Promise.all(Array.from({ length: 5 }, () => mutate('outreach.sendContactMessage', contact(email))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email))).toHaveLength(1);
  });

  it('limits submissions per IP with 429 and Retry-After, across both forms', async () => {
    const ip = randomIp();
    const email = uniqueEmail('flood');
    const { limit } = RATE_LIMITS.outreachPerIp;
    for (let i = 0; i < limit; i++) {
      const path = i % 2 ? 'outreach.joinWaitlist' : 'outreach.sendContactMessage';
      const res = await mutate(path, i % 2 ? waitlist(email) : contact(email), { ip });
      expect(res.status).toBe(200);
    }
    const limited = await mutate('outreach.joinWaitlist', waitlist(uniqueEmail('flood')), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await mutate('outreach.joinWaitlist', waitlist(uniqueEmail('other')), { ip: randomIp() })).status).toBe(200);
  });
});

describe('the staff inbox (admin.outreach)', () => {
  const { query } = httpCaller(app);
  type Inbox = { items: { id: string; kind: string; name: string; priority: boolean; handledAt: Date | null; handledByName: string | null }[]; open: { contact: number; waitlist: number } };

  async function seed() {
    const tag = Math.random().toString(36).slice(2, 8);
    const hour = 3_600_000;
    const [older, priority, newer] = await db
      .insert(contactSubmissions)
      .values([
        { fullName: `Older ${tag}`, email: uniqueEmail('older'), message: 'An older plain message.', createdAt: new Date(Date.now() - 3 * hour) },
        { fullName: `Priority ${tag}`, email: uniqueEmail('prio'), message: 'A Premium member asks.', priority: true, createdAt: new Date(Date.now() - 2 * hour) },
        { fullName: `Newer ${tag}`, email: uniqueEmail('newer'), message: 'A newer plain message.', createdAt: new Date(Date.now() - 1 * hour) },
      ])
      .returning({ id: contactSubmissions.id });
    const [signUp] = await db.insert(waitlistSubmissions).values({ name: `Waiting ${tag}`, email: uniqueEmail('wait') }).returning({ id: waitlistSubmissions.id });
    return { older: older!.id, priority: priority!.id, newer: newer!.id, signUp: signUp!.id };
  }

  it('refuses visitors, free and premium members: nothing is read or marked', async () => {
    const ids = await seed();
    const free = await createTestUser(db);
    const premium = await createTestUser(db, { premium: true });
    for (const token of [null, free.token, premium.token]) {
      const list = await query('admin.outreach.list', { kind: 'contact' }, { token });
      expect(list.error!.data.code).toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
      const mark = await mutate('admin.outreach.setHandled', { kind: 'contact', id: ids.older, done: true }, { token });
      expect(mark.error!.data.code).toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
    }
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, ids.older));
    expect(row!.handledAt).toBeNull();
    expect(row!.handledBy).toBeNull();
  });

  it('lists open first, a priority message before the rest, then the newest; done records who and when; reopening clears both', async () => {
    const ids = await seed();
    const moderator = await createTestUser(db, { role: 'moderator' });
    const admin = await createTestUser(db, { role: 'admin' });
    const before = Date.now();
    const done = await mutate<{ handledAt: Date; handledByName: string }>('admin.outreach.setHandled', { kind: 'contact', id: ids.newer, done: true }, { token: moderator.token });
    expect(done.error).toBeNull();
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, ids.newer));
    expect(row!.handledBy).toBe(moderator.id);
    expect(row!.handledAt!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(done.data.handledByName).toBe('Test User');

    // Marking again (an admin's double click) keeps the first mark.
    await mutate('admin.outreach.setHandled', { kind: 'contact', id: ids.newer, done: true }, { token: admin.token });
    const [again] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, ids.newer));
    expect(again!.handledBy).toBe(moderator.id);

    const all = await query<Inbox>('admin.outreach.list', { kind: 'contact', state: 'all' }, { token: admin.token });
    expect(all.error).toBeNull();
    const order = all.data.items.map((i) => i.id).filter((id) => [ids.older, ids.priority, ids.newer].includes(id));
    expect(order).toEqual([ids.priority, ids.older, ids.newer]);
    const firstDone = all.data.items.findIndex((i) => i.handledAt !== null);
    expect(all.data.items.slice(firstDone).every((i) => i.handledAt !== null)).toBe(true);
    expect(all.data.items.find((i) => i.id === ids.priority)!.priority).toBe(true);

    const open = await query<Inbox>('admin.outreach.list', { kind: 'contact' }, { token: admin.token });
    expect(open.data.items.map((i) => i.id)).not.toContain(ids.newer);
    expect(open.data.items.every((i) => i.handledAt === null)).toBe(true);
    const closed = await query<Inbox>('admin.outreach.list', { kind: 'contact', state: 'done' }, { token: admin.token });
    expect(closed.data.items.find((i) => i.id === ids.newer)!.handledByName).toBe('Test User');
    expect(closed.data.items.every((i) => i.handledAt !== null)).toBe(true);

    const reopened = await mutate('admin.outreach.setHandled', { kind: 'contact', id: ids.newer, done: false }, { token: admin.token });
    expect(reopened.error).toBeNull();
    const [cleared] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, ids.newer));
    expect(cleared!.handledAt).toBeNull();
    expect(cleared!.handledBy).toBeNull();
  });

  it('marks waitlist sign-ups too, and counts what is open of each kind', async () => {
    const ids = await seed();
    const admin = await createTestUser(db, { role: 'admin' });
    const first = await query<Inbox>('admin.outreach.list', { kind: 'waitlist' }, { token: admin.token });
    expect(first.data.items.map((i) => i.id)).toContain(ids.signUp);
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(waitlistSubmissions).where(sql`handled_at is null`)) as [{ n: number }];
    expect(first.data.open.waitlist).toBe(n);
    await mutate('admin.outreach.setHandled', { kind: 'waitlist', id: ids.signUp, done: true }, { token: admin.token });
    const [row] = await db.select().from(waitlistSubmissions).where(eq(waitlistSubmissions.id, ids.signUp));
    expect(row!.handledBy).toBe(admin.id);
    const after = await query<Inbox>('admin.outreach.list', { kind: 'waitlist' }, { token: admin.token });
    expect(after.data.open.waitlist).toBe(n - 1);
    // A contact id sent as a waitlist sign-up is not found: the kinds never mix.
    const wrong = await mutate('admin.outreach.setHandled', { kind: 'waitlist', id: ids.older, done: true }, { token: admin.token });
    expect(wrong.error!.data.code).toBe('NOT_FOUND');
  });
});
