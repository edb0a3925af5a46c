// The tracker's board, corrections, interviews, contacts, timeline and the .ics download: only the
// owner reads, changes, moves or downloads; a move keeps every column's order (0..n-1, one
// transaction); every change writes its event; the per-application limits; the validation messages.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_LIMITS,
  APPLICATION_TEXT,
  type ApplicationStatus,
  interviewIcsPath,
} from '#shared/constants/applications.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import { applicationEvents, jobApplications } from '../../src/server/db/schema/index.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { randomIp, createTestMember, type TestUserOptions } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { mutate } = httpCaller(app);

const signedIn = (options: TestUserOptions = {}) => createTestMember(db, { premium: true, ...options });
type Api = Awaited<ReturnType<typeof signedIn>>['api'];

/** The column's companies in board order, straight from the table. */
async function column(userId: string, status: ApplicationStatus) {
  const rows = await db
    .select({ company: jobApplications.companyName, position: jobApplications.boardPosition })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.status, status)))
    .orderBy(asc(jobApplications.boardPosition));
  return rows;
}
const names = async (userId: string, status: ApplicationStatus) => (await column(userId, status)).map((r) => r.company);

async function addMany(api: Api, companies: string[], status: ApplicationStatus = 'applied') {
  const added = [];
  for (const companyName of companies) added.push(await api.applications.add({ companyName, jobTitle: 'Analyst', status }));
  return Object.fromEntries(added.map((a) => [a.companyName, a.id]));
}

const eventsOf = (applicationId: string) =>
  db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId)).orderBy(asc(applicationEvents.createdAt));

describe('the board', () => {
  it('puts a new card on top of its column, and a move renumbers both columns 0..n-1', async () => {
    const { id: userId, api } = await signedIn();
    const ids = await addMany(api, ['A', 'B', 'C', 'D']);
    expect(await names(userId, 'applied')).toEqual(['D', 'C', 'B', 'A']);

    // Within the column: D to the bottom.
    await api.applications.move({ id: ids.D!, status: 'applied', position: 3 });
    expect(await column(userId, 'applied')).toEqual([
      { company: 'C', position: 0 },
      { company: 'B', position: 1 },
      { company: 'A', position: 2 },
      { company: 'D', position: 3 },
    ]);
    // Across columns: B into the empty Interviewing column, then A above it.
    await api.applications.move({ id: ids.B!, status: 'interviewing', position: 0 });
    await api.applications.move({ id: ids.A!, status: 'interviewing', position: 0 });
    expect(await column(userId, 'applied')).toEqual([
      { company: 'C', position: 0 },
      { company: 'D', position: 1 },
    ]);
    expect(await column(userId, 'interviewing')).toEqual([
      { company: 'A', position: 0 },
      { company: 'B', position: 1 },
    ]);
    // A position past the end lands at the end.
    await api.applications.move({ id: ids.C!, status: 'interviewing', position: 99 });
    expect(await names(userId, 'interviewing')).toEqual(['A', 'B', 'C']);
    const list = await api.applications.list();
    expect(list.counts).toMatchObject({ applied: 1, interviewing: 3 });
    expect(list.applications.find((a) => a.id === ids.C)).toMatchObject({ status: 'interviewing', boardPosition: 2 });
  });

  it('keeps every order under parallel moves of one user', async () => {
    const { id: userId, api } = await signedIn();
    const ids = await addMany(api, ['A', 'B', 'C', 'D', 'E', 'F']);
    await Promise.all([
      api.applications.move({ id: ids.A!, status: 'offer', position: 0 }),
      api.applications.move({ id: ids.B!, status: 'offer', position: 0 }),
      api.applications.move({ id: ids.C!, status: 'applied', position: 0 }),
      api.applications.move({ id: ids.D!, status: 'rejected', position: 0 }),
    ]);
    for (const status of ['applied', 'offer', 'rejected'] as const) {
      const positions = (await column(userId, status)).map((r) => r.position);
      expect(positions).toEqual(positions.map((_, n) => n));
    }
    expect((await names(userId, 'offer')).sort()).toEqual(['A', 'B']);
  });

  it("writes a 'moved' event with the status and position, and none for a drop where it was", async () => {
    const { api } = await signedIn();
    const ids = await addMany(api, ['A', 'B']);
    await api.applications.move({ id: ids.B!, status: 'applied', position: 0 });
    expect((await eventsOf(ids.B!)).map((e) => e.action)).toEqual(['created']);
    await api.applications.move({ id: ids.B!, status: 'offer', position: 0 });
    await api.applications.move({ id: ids.A!, status: 'applied', position: 5 });
    const moved = (await eventsOf(ids.B!)).at(-1)!;
    expect(moved).toMatchObject({ action: 'moved', changes: { status: ['applied', 'offer'], boardPosition: [0, 0] } });
  });

  it("cannot move another user's card, nor push it around by moving one's own", async () => {
    const owner = await signedIn();
    const theirs = await addMany(owner.api, ['Theirs 1', 'Theirs 2']);
    const { api, id } = await signedIn();
    const mine = await addMany(api, ['Mine']);
    await expect(api.applications.move({ id: theirs['Theirs 1']!, status: 'offer', position: 0 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await api.applications.move({ id: mine.Mine!, status: 'applied', position: 0 });
    expect(await column(owner.id, 'applied')).toEqual([
      { company: 'Theirs 2', position: -1 },
      { company: 'Theirs 1', position: 0 },
    ]);
    expect(await names(id, 'applied')).toEqual(['Mine']);
    expect(await names(owner.id, 'offer')).toEqual([]);
  });

  it('refuses an unknown status or a negative position', async () => {
    const { api, token } = await signedIn();
    const ids = await addMany(api, ['A']);
    const res = await mutate('applications.move', { id: ids.A, status: 'ghosted', position: 0 }, { token });
    expect(res.status).toBe(400);
    await expect(api.applications.move({ id: ids.A!, status: 'offer', position: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('correcting an application', () => {
  it('changes every field, records [before, after] for each, and clears optional ones', async () => {
    const { id: userId, api } = await signedIn();
    const added = await api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst', location: 'Paris', salaryMin: 40_000, appliedDate: '2026-03-05' });
    const updated = await api.applications.update({
      id: added.id,
      companyName: 'Acme Corp',
      jobTitle: 'Senior Analyst',
      location: '',
      salaryMin: '50000',
      salaryMax: 60_000,
      status: 'interviewing',
      appliedDate: '2026-03-01',
      notes: 'Referred by Sam',
      jobUrl: 'https://acme.example/jobs/42',
    });
    expect(updated).toMatchObject({
      companyName: 'Acme Corp',
      jobTitle: 'Senior Analyst',
      location: null,
      salaryMin: 50_000,
      salaryMax: 60_000,
      status: 'interviewing',
      appliedDate: '2026-03-01',
      notes: 'Referred by Sam',
      jobUrl: 'https://acme.example/jobs/42',
    });
    const events = await eventsOf(added.id);
    expect(events.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(events[1]!.changes).toEqual({
      companyName: ['Acme', 'Acme Corp'],
      jobTitle: ['Analyst', 'Senior Analyst'],
      location: ['Paris', null],
      salaryMin: [40_000, 50_000],
      salaryMax: [null, 60_000],
      status: ['applied', 'interviewing'],
      appliedDate: ['2026-03-05', '2026-03-01'],
      notes: [null, 'Referred by Sam'],
      jobUrl: [null, 'https://acme.example/jobs/42'],
    });
    // Only what is sent changes; nothing changed writes no event.
    await api.applications.update({ id: added.id, notes: 'Call back Friday' });
    await api.applications.update({ id: added.id, notes: 'Call back Friday' });
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, added.id));
    expect(row).toMatchObject({ companyName: 'Acme Corp', notes: 'Call back Friday', userId });
    expect((await eventsOf(added.id)).map((e) => e.action)).toEqual(['created', 'updated', 'updated']);
  });

  it('moves a card whose status changed to the top of the new column', async () => {
    const { id: userId, api } = await signedIn();
    const ids = await addMany(api, ['A', 'B'], 'offer');
    const c = await addMany(api, ['C']);
    await api.applications.update({ id: c.C!, status: 'offer' });
    expect(await names(userId, 'offer')).toEqual(['C', 'B', 'A']);
    void ids;
  });

  it('names the field of each refusal', async () => {
    const { api, token } = await signedIn();
    const added = await api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst', salaryMin: 50_000 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyName: ' ' }, 'companyName', APPLICATION_TEXT.companyRequired],
      [{ jobTitle: 'x'.repeat(APPLICATION_LIMITS.titleMax + 1) }, 'jobTitle', APPLICATION_TEXT.titleTooLong],
      [{ jobUrl: 'javascript:alert(1)' }, 'jobUrl', APPLICATION_TEXT.jobUrlInvalid],
      [{ jobUrl: `https://a.example/${'x'.repeat(APPLICATION_LIMITS.jobUrlMax)}` }, 'jobUrl', APPLICATION_TEXT.jobUrlTooLong],
      [{ appliedDate: '05/03/2026' }, 'appliedDate', APPLICATION_TEXT.dateInvalid],
      // Against the stored minimum of 50,000.
      [{ salaryMax: 40_000 }, 'salaryMax', APPLICATION_TEXT.salaryRange],
    ];
    for (const [fields, field, message] of cases) {
      const res = await mutate<unknown>('applications.update', { id: added.id, ...fields }, { token });
      expect(res.status, field).toBe(400);
      expect(res.error?.data.fieldErrors?.[field]?.[0], field).toBe(message);
    }
    expect((await eventsOf(added.id)).map((e) => e.action)).toEqual(['created']);
  });

  it("cannot correct another user's application", async () => {
    const owner = await signedIn();
    const added = await owner.api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst' });
    const { api } = await signedIn();
    await expect(api.applications.update({ id: added.id, companyName: 'Hacked' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.applications.detail({ id: added.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await owner.api.applications.detail({ id: added.id })).application.companyName).toBe('Acme');
  });
});

describe('interviews, contacts and the timeline', () => {
  const startsAt = new Date('2026-12-01T14:30:00Z');

  it('adds, changes and removes interviews and contacts, each with its event, shown in the detail view', async () => {
    const { api } = await signedIn();
    const app1 = await api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst' });
    const later = await api.applications.addInterview({ applicationId: app1.id, title: 'Onsite', startsAt: new Date('2026-12-08T09:00:00Z'), durationMinutes: 180 });
    const first = await api.applications.addInterview({ applicationId: app1.id, title: 'Phone screen', startsAt, location: 'Zoom', notes: 'Ask about the team' });
    expect(first).toMatchObject({ durationMinutes: 60, location: 'Zoom' });
    await api.applications.updateInterview({ id: first.id, title: 'Phone screen', startsAt, durationMinutes: 45, location: '', notes: 'Ask about the team' });
    await api.applications.removeInterview({ id: later.id });
    const contact = await api.applications.addContact({ applicationId: app1.id, name: 'Sam Lee', role: 'Recruiter', email: 'sam@acme.example', notes: '' });
    await api.applications.updateContact({ id: contact.id, name: 'Sam Lee', role: 'Hiring manager', email: 'sam@acme.example' });
    const other = await api.applications.addContact({ applicationId: app1.id, name: 'Kim' });
    await api.applications.removeContact({ id: other.id });

    const detail = await api.applications.detail({ id: app1.id });
    expect(detail.interviews).toEqual([{ id: first.id, applicationId: app1.id, title: 'Phone screen', startsAt, durationMinutes: 45, location: null, notes: 'Ask about the team' }]);
    expect(detail.contacts).toEqual([{ id: contact.id, applicationId: app1.id, name: 'Sam Lee', role: 'Hiring manager', email: 'sam@acme.example', notes: null }]);
    expect(detail.events.map((e) => e.action)).toEqual([
      'contact_removed',
      'contact_added',
      'contact_updated',
      'contact_added',
      'interview_removed',
      'interview_updated',
      'interview_added',
      'interview_added',
      'created',
    ]);
    expect(detail.events.find((e) => e.action === 'interview_updated')!.changes).toEqual({
      title: ['Phone screen', 'Phone screen'],
      durationMinutes: [60, 45],
      location: ['Zoom', null],
    });
    expect(detail.events.find((e) => e.action === 'contact_updated')!.changes).toEqual({ name: ['Sam Lee', 'Sam Lee'], role: ['Recruiter', 'Hiring manager'] });
  });

  it(`stops at ${APPLICATION_LIMITS.interviewsMax} interviews and ${APPLICATION_LIMITS.contactsMax} contacts per application, also in parallel`, async () => {
    const { api } = await signedIn();
    const app1 = await api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst' });
    const tries = APPLICATION_LIMITS.interviewsMax + 5;
    const results = await Promise.allSettled(
      Array.from({ length: tries }, (_, n) => api.applications.addInterview({ applicationId: app1.id, title: `Round ${n}`, startsAt })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(APPLICATION_LIMITS.interviewsMax);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'BAD_REQUEST', message: APPLICATION_TEXT.interviewsFull });

    for (let n = 0; n < APPLICATION_LIMITS.contactsMax; n++) await api.applications.addContact({ applicationId: app1.id, name: `Person ${n}` });
    await expect(api.applications.addContact({ applicationId: app1.id, name: 'One more' })).rejects.toMatchObject({ message: APPLICATION_TEXT.contactsFull });
    const detail = await api.applications.detail({ id: app1.id });
    expect(detail.interviews).toHaveLength(APPLICATION_LIMITS.interviewsMax);
    expect(detail.contacts).toHaveLength(APPLICATION_LIMITS.contactsMax);
  });

  it('names the field of each refusal', async () => {
    const { api } = await signedIn();
    const app1 = await api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst' });
    await expect(api.applications.addInterview({ applicationId: app1.id, title: ' ', startsAt })).rejects.toThrow(APPLICATION_TEXT.interviewTitleRequired);
    await expect(api.applications.addInterview({ applicationId: app1.id, title: 'Screen', startsAt, durationMinutes: 4 })).rejects.toThrow(APPLICATION_TEXT.interviewDuration);
    await expect(api.applications.addInterview({ applicationId: app1.id, title: 'Screen', startsAt, durationMinutes: 721 })).rejects.toThrow(APPLICATION_TEXT.interviewDuration);
    await expect(api.applications.addInterview({ applicationId: app1.id, title: 'Screen', startsAt: 'soon' as never })).rejects.toThrow(APPLICATION_TEXT.interviewStartRequired);
    await expect(
      api.applications.addInterview({ applicationId: app1.id, title: 'Screen', startsAt, location: 'x'.repeat(APPLICATION_LIMITS.interviewLocationMax + 1) }),
    ).rejects.toThrow(APPLICATION_TEXT.interviewLocationTooLong);
    await expect(api.applications.addContact({ applicationId: app1.id, name: '' })).rejects.toThrow(APPLICATION_TEXT.contactNameRequired);
    await expect(api.applications.addContact({ applicationId: app1.id, name: 'Sam', email: 'not-an-email' })).rejects.toThrow(APPLICATION_TEXT.contactEmailInvalid);
    expect((await api.applications.detail({ id: app1.id })).events.map((e) => e.action)).toEqual(['created']);
  });

  it("cannot read, add to, change or remove another user's interviews and contacts", async () => {
    const owner = await signedIn();
    const app1 = await owner.api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst' });
    const interview = await owner.api.applications.addInterview({ applicationId: app1.id, title: 'Screen', startsAt });
    const contact = await owner.api.applications.addContact({ applicationId: app1.id, name: 'Sam' });
    const { api } = await signedIn();
    const attempts = [
      () => api.applications.addInterview({ applicationId: app1.id, title: 'Mine now', startsAt }),
      () => api.applications.updateInterview({ id: interview.id, title: 'Changed', startsAt }),
      () => api.applications.removeInterview({ id: interview.id }),
      () => api.applications.addContact({ applicationId: app1.id, name: 'Intruder' }),
      () => api.applications.updateContact({ id: contact.id, name: 'Changed' }),
      () => api.applications.removeContact({ id: contact.id }),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const detail = await owner.api.applications.detail({ id: app1.id });
    expect(detail.interviews.map((i) => i.title)).toEqual(['Screen']);
    expect(detail.contacts.map((c) => c.name)).toEqual(['Sam']);
    expect(detail.events.map((e) => e.action)).toEqual(['contact_added', 'interview_added', 'created']);
  });

  it('deleting the application takes its interviews, contacts and events with it', async () => {
    const { api } = await signedIn();
    const app1 = await api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst' });
    await api.applications.addInterview({ applicationId: app1.id, title: 'Screen', startsAt });
    await api.applications.delete({ id: app1.id });
    expect(await eventsOf(app1.id)).toEqual([]);
  });
});

describe('the .ics download', () => {
  const download = (id: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: interviewIcsPath(id), headers, remoteAddress: randomIp() });

  it('answers the owner, by session or API token, with one RFC 5545 event in UTC', async () => {
    const { api, token } = await signedIn();
    const app1 = await api.applications.add({ companyName: 'Acme, Inc.', jobTitle: 'Analyst; Data', jobUrl: 'https://acme.example/jobs/42' });
    const interview = await api.applications.addInterview({
      applicationId: app1.id,
      title: 'Phone screen',
      startsAt: new Date('2026-12-01T14:30:00Z'),
      durationMinutes: 45,
      location: 'Zoom',
      notes: 'Ask about the team\nBring questions',
    });
    const res = await download(interview.id, { cookie: `${SESSION_COOKIE}=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="interview.ics"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(lines.find((l) => l.startsWith('UID:'))).toMatch(new RegExp(`^UID:interview-${interview.id}@[a-z0-9.-]+$`));
    expect(lines).toContain('DTSTART:20261201T143000Z');
    expect(lines).toContain('DTEND:20261201T151500Z');
    expect(lines).toContain('SUMMARY:Phone screen: Analyst\\; Data at Acme\\, Inc.');
    expect(lines).toContain('LOCATION:Zoom');
    expect(lines).toContain('DESCRIPTION:Ask about the team\\nBring questions');
    expect(lines).toContain('URL:https://acme.example/jobs/42');
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);

    const created = await mutate<{ token: string }>('apiTokens.create', { name: 'Calendar', expiresInDays: 7 }, { token });
    const byToken = await download(interview.id, { authorization: `Bearer ${created.data.token}` });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.body).toContain('DTSTART:20261201T143000Z');
  });

  it("answers 404 for another user's interview or no interview, and 401 without a session", async () => {
    const owner = await signedIn();
    const app1 = await owner.api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst' });
    const interview = await owner.api.applications.addInterview({ applicationId: app1.id, title: 'Screen', startsAt: new Date() });
    const other = await signedIn();
    const res = await download(interview.id, { cookie: `${SESSION_COOKIE}=${other.token}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('BEGIN:VCALENDAR');
    expect((await download('not-a-uuid', { cookie: `${SESSION_COOKIE}=${other.token}` })).statusCode).toBe(404);
    const anonymous = await download(interview.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-disposition']).toBeUndefined();
  });
});
