// Job imports against a listening server, as the admin panel's upload sends them: staff only; the
// preview writes nothing; the apply writes the valid rows and their audit events in one transaction
// and skips the refused ones; the same file twice rewrites no row; each bad input the issue lists
// is refused with its message, whole files before anything is written; a row a live feed already
// has open on the board (and a feed's job an import has) is reported as a duplicate, not created.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICATIONS_EXPORT_PATH } from '#shared/constants/applications.ts';
import { JOB_FIELD_TEXT, JOB_IMPORT_PATH, JOB_IMPORT_TEXT as M } from '#shared/constants/jobs.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import type { JobImportReport } from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { startJobBoards } from '../../scripts/support/job-boards.ts';
import { selectRows } from '../../src/server/db/client.ts';
import { jobSources } from '../../src/server/db/schema/index.ts';
import { syncSource } from '../../src/server/features/jobs/staff/sources/sync.ts';
import { testConfig, testPlatform, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { callerWith, createTestUser } from '../support/users.ts';

const boards = await startJobBoards();
afterAll(() => boards.close());
const database = await useTestDatabase();
const { db } = database;
const config = testConfig({ GREENHOUSE_API_URL: boards.url });
const { app } = await useTestApp(database, { config });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const admin = await createTestUser(db, { role: 'admin' });
const moderator = await createTestUser(db, { role: 'moderator' });
const member = await createTestUser(db);

const MB = 1024 * 1024;
const HEADER = 'external_id,title,company,location,work_type,experience_level,salary_min,salary_max,description,apply_url,posted_date';
const today = new Date().toISOString().slice(0, 10);
const row = (id: string, title: string, extra: { salary?: string; work?: string; desc?: string } = {}) =>
  `${id},${title},Initech,Denver,${extra.work ?? 'hybrid'},,${extra.salary ?? '90000'},120000,${extra.desc ?? 'Ship it'},https://initech.example/${id},${today}`;
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

interface Answer {
  status: number;
  report: JobImportReport;
  error?: { message: string; code: string };
}

async function upload(params: { mode: string; source: string; company?: string }, body: string | Uint8Array, options: { token?: string | null; name?: string } = {}) {
  const form = new FormData();
  form.append('file', new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), options.name ?? 'jobs.csv');
  const token = options.token === undefined ? admin.token : options.token;
  const res = await fetch(`${base}${JOB_IMPORT_PATH}?${new URLSearchParams(params)}`, {
    method: 'POST',
    body: form,
    headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
  });
  const json = (await res.json()) as JobImportReport & { error?: Answer['error'] };
  return { status: res.status, report: json, error: json.error } satisfies Answer;
}

const sourceNamed = async (name: string) =>
  (await selectRows<{ id: string; last_counts: unknown; created_by: string }>(db, sql`select id, last_counts, created_by from job_sources where kind = 'import' and lower(board) = lower(${name})`))[0] ?? null;
const jobsOf = (sourceId: string) =>
  selectRows<{ id: string; external_id: string; title: string; xmin: string; is_active: boolean; source_kind: string; salary_min: number | null }>(
    db,
    sql`select id, external_id, title, xmin::text, is_active, source_kind, salary_min from jobs where source_id = ${sourceId} order by external_id`,
  );
const eventsOf = (sourceId: string) =>
  selectRows<{ action: string; actor_id: string | null; changes: Record<string, unknown> | null }>(
    db,
    sql`select action, actor_id, changes from job_events where source_id = ${sourceId} order by created_at, action`,
  );

describe('a title that reads as a formula', () => {
  it('is imported as text, and the tracker export neutralises it', async () => {
    const title = '=HYPERLINK("http://evil")';
    const file = csv(`f1,"${title.replaceAll('"', '""')}",Initech,Denver,hybrid,,90000,120000,Ship it,https://initech.example/f1,${today}`);
    expect((await upload({ mode: 'apply', source: 'Formula file', company: 'Initech' }, file)).report.totals.created).toBe(1);
    const [job] = await jobsOf((await sourceNamed('Formula file'))!.id);
    expect(job!.title).toBe(title);

    const seeker = await createTestUser(db);
    await (await callerWith(db, seeker.token).caller()).applications.applyToJob({ jobId: job!.id });
    const res = await fetch(`${base}${APPLICATIONS_EXPORT_PATH}`, { headers: { cookie: `${SESSION_COOKIE}=${seeker.token}` } });
    expect(res.status).toBe(200);
    expect((await res.text()).split('\r\n')[1]).toMatch(/^Initech,"'=HYPERLINK\(""http:\/\/evil""\)",Denver,90000,120000,USD,Applied,/);
  });
});

describe('who may import', () => {
  it('refuses visitors and members; lets moderators and admins preview', async () => {
    const file = csv(row('r1', 'Analyst'));
    expect((await upload({ mode: 'preview', source: 'Roles' }, file, { token: null })).status).toBe(401);
    const refused = await upload({ mode: 'preview', source: 'Roles' }, file, { token: member.token });
    expect(refused.status).toBe(403);
    expect(refused.error!.message).toBe(TOASTS.common.forbidden.description);
    expect((await upload({ mode: 'preview', source: 'Roles' }, file, { token: moderator.token })).status).toBe(200);
    expect((await upload({ mode: 'preview', source: 'Roles' }, file)).status).toBe(200);
  });

  it('limits each staff member to 60 uploads an hour, answering 429 with Retry-After', async () => {
    const busy = await createTestUser(db, { role: 'moderator' });
    const file = csv(row('r1', 'Analyst'));
    // The limit counts before the file is read, refused or not: a bad mode spares each a parse's worker.
    for (let i = 0; i < 60; i++) expect((await upload({ mode: 'write', source: 'Busy' }, file, { token: busy.token })).status).toBe(400);
    const form = new FormData();
    form.append('file', new Blob([file]), 'jobs.csv');
    const res = await fetch(`${base}${JOB_IMPORT_PATH}?mode=preview&source=Busy`, { method: 'POST', body: form, headers: { cookie: `${SESSION_COOKIE}=${busy.token}` } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a missing source name or an unknown mode before reading the file', async () => {
    expect((await upload({ mode: 'preview', source: '  ' }, csv(row('r1', 'A')))).error!.message).toBe(M.sourceRequired);
    expect((await upload({ mode: 'write', source: 'X' }, csv(row('r1', 'A')))).error!.message).toBe(M.mode);
  });
});

describe('preview, apply, apply again', () => {
  const bad = row('b1', 'Bad Salary', { salary: '"$120,000"' });
  const file = csv(row('a1', 'Junior Analyst'), bad, row('a2', 'Senior Engineer', { desc: '"<p>Hi</p><script>x()</script>"' }));

  it('previews row by row and writes nothing', async () => {
    const { status, report } = await upload({ mode: 'preview', source: 'Initech file', company: 'Initech' }, file);
    expect(status).toBe(200);
    expect(report.source).toEqual({ name: 'Initech file', companyName: 'Initech', isNew: true });
    expect(report.rows.map((r) => [r.row, r.externalId, r.action])).toEqual([
      [2, 'a1', 'create'],
      [3, 'b1', 'refused'],
      [4, 'a2', 'create'],
    ]);
    expect(report.rows[1]!.errors).toEqual([`salary_min: ${JOB_FIELD_TEXT.salary}`]);
    expect(report.rows[2]!.notes).toEqual(['Experience level senior, read from the title', M.htmlConverted, M.scriptsRemoved]);
    expect(report.totals).toEqual({ created: 2, updated: 0, reopened: 0, unchanged: 0, duplicate: 0, refused: 1 });
    expect(await sourceNamed('Initech file')).toBeNull();
  });

  it('applies the valid rows with their events, then the same file again rewrites nothing', async () => {
    const applied = await upload({ mode: 'apply', source: 'Initech file', company: 'Initech' }, file);
    expect(applied.status).toBe(200);
    expect(applied.report.totals).toEqual({ created: 2, updated: 0, reopened: 0, unchanged: 0, duplicate: 0, refused: 1 });
    expect(applied.report.source.isNew).toBe(true);
    const source = (await sourceNamed('initech FILE'))!;
    expect(source.created_by).toBe(admin.id);
    expect(source.last_counts).toMatchObject({ created: 2, refused: 1 });
    const jobs = await jobsOf(source.id);
    expect(jobs.map((j) => [j.external_id, j.title, j.source_kind, j.is_active])).toEqual([
      ['a1', 'Junior Analyst', 'import', true],
      ['a2', 'Senior Engineer', 'import', true],
    ]);
    expect(await eventsOf(source.id)).toEqual([
      { action: 'created', actor_id: admin.id, changes: null },
      { action: 'created', actor_id: admin.id, changes: null },
    ]);
    // On the board: the search finds them.
    const found = await (await callerWith(db, member.token).caller()).jobs.search({ q: 'Junior Analyst' });
    expect(found.jobs.map((j) => j.title)).toContain('Junior Analyst');

    const again = await upload({ mode: 'apply', source: 'Initech file' }, file);
    expect(again.report.totals).toEqual({ created: 0, updated: 0, reopened: 0, unchanged: 2, duplicate: 0, refused: 1 });
    expect(again.report.rows.map((r) => r.action)).toEqual(['unchanged', 'refused', 'unchanged']);
    expect(again.report.source.isNew).toBe(false);
    // No job row rewritten (a rewrite gives a row a new xmin), no event added.
    expect(await jobsOf(source.id)).toEqual(jobs);
    expect((await eventsOf(source.id)).length).toBe(2);

    const preview = await upload({ mode: 'preview', source: 'Initech file' }, file);
    expect(preview.report.rows.map((r) => r.action)).toEqual(['unchanged', 'refused', 'unchanged']);
  });

  it('updates only the changed row, recording what changed, and adds new ones beside the old', async () => {
    const source = (await sourceNamed('Initech file'))!;
    const before = await jobsOf(source.id);
    const changed = csv(row('a1', 'Junior Analyst', { salary: '95000' }), row('a2', 'Senior Engineer', { desc: '"<p>Hi</p><script>x()</script>"' }), row('a3', 'Designer'));
    const { report } = await upload({ mode: 'apply', source: 'Initech file' }, changed);
    expect(report.rows.map((r) => r.action)).toEqual(['update', 'unchanged', 'create']);
    expect(report.totals).toEqual({ created: 1, updated: 1, reopened: 0, unchanged: 1, duplicate: 0, refused: 0 });
    const after = await jobsOf(source.id);
    expect(after.find((j) => j.external_id === 'a1')!.salary_min).toBe(95000);
    expect(after.find((j) => j.external_id === 'a2')!.xmin).toBe(before.find((j) => j.external_id === 'a2')!.xmin);
    const events = await eventsOf(source.id);
    expect(events.filter((e) => e.action === 'updated')).toEqual([{ action: 'updated', actor_id: admin.id, changes: { salaryMin: [90000, 95000] } }]);
  });

  it('is one transaction: a failure after the jobs are written leaves nothing behind', async () => {
    await db.execute(sql`create function refuse_import() returns trigger language plpgsql as $$ begin raise exception 'no'; end $$`);
    await db.execute(sql`create trigger refuse_import before update of last_counts on job_sources for each row execute function refuse_import()`);
    try {
      const { status } = await upload({ mode: 'apply', source: 'Atomic' }, csv(row('t1', 'Tester'), row('t2', 'Tester Two')));
      expect(status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_import on job_sources`);
      await db.execute(sql`drop function refuse_import()`);
    }
    expect(await sourceNamed('Atomic')).toBeNull();
    expect(await selectRows(db, sql`select 1 from jobs where external_id in ('t1', 't2')`)).toEqual([]);
  });
});

describe('bad input', () => {
  const refusedWhole = async (body: string | Uint8Array, message: string | RegExp, name = 'jobs.csv', status = 422) => {
    const answer = await upload({ mode: 'apply', source: 'Bad input' }, body, { name });
    expect(answer.status).toBe(status);
    if (typeof message === 'string') expect(answer.error!.message).toBe(message);
    else expect(answer.error!.message).toMatch(message);
    expect(await sourceNamed('Bad input')).toBeNull();
  };

  it('refuses missing columns, naming them', () => refusedWhole('title,company\nA,B', M.missingColumns(['external_id', 'work_type'])));
  it('refuses an empty file and a header alone', async () => {
    await refusedWhole('', M.wrongType, 'jobs.csv', 415);
    await refusedWhole('\n\n', M.empty);
    await refusedWhole(HEADER, M.empty);
  });
  it('refuses bad UTF-8 and binary files', async () => {
    await refusedWhole(new Uint8Array([0x61, 0x2c, 0xc3, 0x28]), M.notUtf8);
    await refusedWhole(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), M.notUtf8, 'jobs.xlsx');
  });
  it('refuses JSON that is not JobPosting data', () => refusedWhole(JSON.stringify({ jobs: [{ title: 'x' }] }), M.notJobPostings, 'jobs.json'));

  it('refuses 50,000 rows quickly, naming the cap', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => `${i},Job ${i},,,remote,,,,,,`);
    const started = performance.now();
    await refusedWhole(csv(...rows), M.tooManyRows);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('refuses a row past the length cap, and JSON nested past the depth cap, quickly and by name', async () => {
    let started = performance.now();
    await refusedWhole(`external_id,title,work_type\n"${'x'.repeat(4 * MB)}",Engineer,remote\n`, M.rowTooLong(2));
    expect(performance.now() - started).toBeLessThan(3_000);
    started = performance.now();
    await refusedWhole(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`, M.jsonTooDeep, 'jobs.json');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('refuses a 20 MB file with 413, from its declared length', async () => {
    const started = performance.now();
    await refusedWhole(new Uint8Array(20 * MB).fill(0x41), M.tooLarge, 'jobs.csv', 413);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('refuses a file one byte over the cap, never reading it as if whole', async () => {
    const over = `${csv(row('o1', 'Over'))}\n`.padEnd(5 * MB + 1, ' ');
    await refusedWhole(over, M.tooLarge, 'jobs.csv', 413);
  });

  it('refuses unknown work types, currency salaries and duplicate ids on their rows and applies the rest', async () => {
    const file = csv(row('d1', 'One'), row('w1', 'Two', { work: 'anywhere' }), row('d1', 'Three'), row('s1', 'Four', { salary: '"$120,000"' }), row('ok', 'Five'));
    const { status, report } = await upload({ mode: 'apply', source: 'Mixed' }, file);
    expect(status).toBe(200);
    expect(report.rows.map((r) => [r.row, r.action, r.errors])).toEqual([
      [2, 'refused', [M.duplicateId('d1', [4])]],
      [3, 'refused', [`work_type: ${JOB_FIELD_TEXT.workType}`]],
      [4, 'refused', [M.duplicateId('d1', [2])]],
      [5, 'refused', [`salary_min: ${JOB_FIELD_TEXT.salary}`]],
      [6, 'create', []],
    ]);
    const source = (await sourceNamed('Mixed'))!;
    expect((await jobsOf(source.id)).map((j) => j.external_id)).toEqual(['ok']);
  });
});

describe('JobPosting JSON and the source list', () => {
  it('imports postings, their salaries made yearly in their own currency, and lists the import sources for the form', async () => {
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      identifier: { '@type': 'PropertyValue', value: 'hooli-7' },
      title: 'Staff Engineer',
      description: '<ul><li>Scale things</li></ul>',
      hiringOrganization: { '@type': 'Organization', name: 'Hooli' },
      jobLocationType: 'TELECOMMUTE',
      datePosted: today,
      url: 'https://hooli.example/jobs/7',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 40, maxValue: 50, unitText: 'HOUR' } },
    };
    // The same posting without its salary's currency: refused, not assumed to be dollars.
    const unstated = { ...posting, identifier: 'hooli-8', baseSalary: { '@type': 'MonetaryAmount', value: { value: 90000, unitText: 'YEAR' } } };
    const { status, report } = await upload({ mode: 'apply', source: 'Hooli feed' }, JSON.stringify({ '@graph': [posting, unstated] }), { name: 'hooli.jsonld' });
    expect(status).toBe(200);
    expect(report.format).toBe('json');
    expect(report.totals.created).toBe(1);
    expect(report.rows[0]!.notes).toContain(M.salaryConverted('hour', 2080));
    expect(report.rows[1]!.errors).toEqual([`baseSalary: ${M.salaryCurrency}`]);
    const [stored] = await selectRows<{ salary_min: number; salary_max: number; salary_currency: string }>(
      db,
      sql`select salary_min, salary_max, salary_currency from jobs where external_id = 'hooli-7'`,
    );
    expect(stored).toEqual({ salary_min: 83_200, salary_max: 104_000, salary_currency: 'EUR' });
    const sources = await (await callerWith(db, moderator.token).caller()).admin.jobImports.sources();
    expect(sources.find((s) => s.name === 'Hooli feed')).toMatchObject({ companyName: 'Hooli feed', jobCount: 1 });
    await expect((await callerWith(db, member.token).caller()).admin.jobImports.sources()).rejects.toThrow();
  });
});

describe('a job already on the board from another source', () => {
  it('is reported as a duplicate and not created, by address or by company, title and location; a feed skips an imported job alike', async () => {
    const ctx = { db, config, log: app.log, platform: testPlatform(config, app.log) };
    const [greenhouse] = await db
      .insert(jobSources)
      .values({ kind: 'greenhouse', board: 'globex', companyName: 'Globex', nextSyncAt: new Date(Date.now() + 365 * 86_400_000) })
      .returning();
    const postedAt = new Date(Date.now() - 86_400_000);
    boards.setJobs('greenhouse', 'globex', [
      { id: '5001', title: 'Data Engineer', location: 'Denver', description: '<p>Pipelines</p>', postedAt },
      { id: '5002', title: 'Site Reliability Engineer', location: 'Denver', postedAt },
    ]);
    expect((await syncSource(ctx, greenhouse!.id))!.counts).toMatchObject({ created: 2, duplicate: 0 });

    const line = (id: string, title: string, company: string, url: string) => `${id},${title},${company},Denver,hybrid,,,,Ship it,${url},${today}`;
    const file = csv(
      // "Globex, Inc." is Globex: the same company, title and location.
      line('d1', 'Data Engineer', '"Globex, Inc."', 'https://globex.example/careers/d1'),
      // Another title, but the Greenhouse posting's own address.
      line('d2', 'SRE (Denver)', 'Globex', 'https://boards.greenhouse.io/globex/jobs/5002'),
      line('d3', 'Platform Engineer', 'Globex', 'https://globex.example/careers/d3'),
    );
    const preview = await upload({ mode: 'preview', source: 'Globex careers' }, file);
    expect(preview.report.rows.map((r) => r.action)).toEqual(['duplicate', 'duplicate', 'create']);
    const applied = await upload({ mode: 'apply', source: 'Globex careers' }, file);
    expect(applied.report.rows.map((r) => r.action)).toEqual(['duplicate', 'duplicate', 'create']);
    expect(applied.report.totals).toEqual({ created: 1, updated: 0, reopened: 0, unchanged: 0, duplicate: 2, refused: 0 });
    const imported = (await sourceNamed('Globex careers'))!;
    expect((await jobsOf(imported.id)).map((j) => j.external_id)).toEqual(['d3']);
    expect(imported.last_counts).toMatchObject({ created: 1, duplicate: 2 });
    const open = await selectRows<{ id: string }>(db, sql`select id from jobs where title = 'Data Engineer' and is_active`);
    expect(open).toHaveLength(1);

    // The feed now lists the imported job too: it stays the import's, and the feed counts it.
    boards.setJobs('greenhouse', 'globex', [
      { id: '5001', title: 'Data Engineer', location: 'Denver', description: '<p>Pipelines</p>', postedAt },
      { id: '5002', title: 'Site Reliability Engineer', location: 'Denver', postedAt },
      { id: '5003', title: 'Platform Engineer', location: 'Denver', postedAt },
    ]);
    expect((await syncSource(ctx, greenhouse!.id))!.counts).toMatchObject({ created: 0, unchanged: 2, duplicate: 1 });
    const [state] = await selectRows<{ last_counts: { duplicate: number } }>(db, sql`select last_counts from job_sources where id = ${greenhouse!.id}`);
    expect(state!.last_counts.duplicate).toBe(1);
  });
});
