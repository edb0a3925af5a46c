// A resume keeps every section through the builder's ways in and out, over real HTTP: fifteen JSON
// Resume documents of students and early-career people (tests/fixtures/json-resume, each valid
// against the official schema) imported with `resumes.importJson`, saved, and exported by
// `GET /api/resumes/:id/json` come out valid against the schema with every project, volunteer
// entry, award and language they went in with; and a student's resume with every section, saved,
// downloaded as a PDF in each template and imported back from that file, comes back whole.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RESUME_IMPORT_PATH, RESUME_TEMPLATE_IDS, resumeJsonPath, resumePdfPath } from '#shared/constants/resumes.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import type { ResumeContent, ResumeDetail, ResumeDraft } from '#shared/schemas/resumes.ts';
import { sampleStudentResume } from '../../scripts/support/sample-resume.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { multipartFile } from '../support/multipart.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser, randomIp } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { mutate } = httpCaller(app);

/** The official validator (jsonresume.org's package): the errors it finds, none for a valid document. */
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (document: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void) => void;
};
function schemaErrors(document: unknown): string[] {
  let found: string[] = [];
  validate(document, (errors) => (found = (errors ?? []).map((error) => error.stack)));
  return found;
}

const FIXTURES = new URL('../fixtures/json-resume/', import.meta.url);
const fixtures = await Promise.all(
  (await readdir(FIXTURES))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map(async (name) => ({ name, text: await readFile(new URL(name, FIXTURES), 'utf8') })),
);

const SECTIONS = ['projects', 'volunteer', 'awards', 'languages'] as const;
type Section = (typeof SECTIONS)[number];
type JsonEntries = Partial<Record<Section, Record<string, unknown>[]>>;
/** What names an entry of each section, to compare in and out one by one. */
const NAMED_BY: Record<Section, string> = { projects: 'name', volunteer: 'organization', awards: 'title', languages: 'language' };
const namesIn = (document: JsonEntries, section: Section) => (document[section] ?? []).map((entry) => entry[NAMED_BY[section]]);

const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
const withoutIds = (content: ResumeContent) => JSON.parse(JSON.stringify(content, (key, value: unknown) => (key === 'id' ? undefined : value))) as unknown;

async function saved(token: string, content: ResumeContent): Promise<ResumeDetail> {
  const save = await mutate<ResumeDetail>('resumes.save', { template: 'modern-professional', content }, { token });
  if (!save.data) throw new Error(JSON.stringify(save.error));
  return save.data;
}

describe('JSON Resume in and out', () => {
  it('holds at least fourteen student and early-career documents, each valid against the official schema', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(14);
    for (const { name, text } of fixtures) expect(schemaErrors(JSON.parse(text)), name).toEqual([]);
  });

  it('keeps every project, volunteer entry, award and language from import to export, and the export is valid', { timeout: 60_000 }, async () => {
    const totals: Record<Section, { in: number; out: number }> = {
      projects: { in: 0, out: 0 },
      volunteer: { in: 0, out: 0 },
      awards: { in: 0, out: 0 },
      languages: { in: 0, out: 0 },
    };
    for (const { name, text } of fixtures) {
      const user = await createTestUser(db);
      const draft = await mutate<ResumeDraft>('resumes.importJson', { json: text }, { token: user.token });
      expect(draft.error, name).toBeNull();
      const resume = await saved(user.token, draft.data.content);

      const res = await app.inject({ method: 'GET', url: resumeJsonPath(resume.id), headers: cookie(user.token), remoteAddress: randomIp() });
      expect(res.statusCode, name).toBe(200);
      const exported = res.json() as JsonEntries;
      expect(schemaErrors(exported), name).toEqual([]);

      const source = JSON.parse(text) as JsonEntries;
      for (const section of SECTIONS) {
        expect(namesIn(exported, section), `${name}: ${section}`).toEqual(namesIn(source, section));
        totals[section].in += (source[section] ?? []).length;
        totals[section].out += (exported[section] ?? []).length;
      }
      // The sections the builder has no place for are handed back to the user, not dropped silently.
      for (const section of ['interests', 'references', 'publications'] as const) {
        if (section in source) expect(draft.data.unplaced.some((line) => line.toLowerCase().startsWith(section)), `${name}: ${section}`).toBe(true);
      }
    }
    for (const section of SECTIONS) {
      expect(totals[section].in, section).toBeGreaterThan(0);
      expect(totals[section].out, section).toBe(totals[section].in);
    }
  });

  it('exports leadership among the volunteer entries, marked, and reads it back as leadership', async () => {
    const user = await createTestUser(db);
    const resume = await saved(user.token, sampleStudentResume);
    const res = await app.inject({ method: 'GET', url: resumeJsonPath(resume.id), headers: cookie(user.token), remoteAddress: randomIp() });
    const exported = res.json() as JsonEntries;
    expect(schemaErrors(exported)).toEqual([]);
    expect(exported.volunteer?.map((entry) => [entry.organization, entry.type ?? null])).toEqual([
      ['Columbus Literacy Council', null],
      ['Women in Computing', 'leadership'],
    ]);
    const again = await mutate<ResumeDraft>('resumes.importJson', { json: res.body }, { token: user.token });
    expect(withoutIds(again.data.content)).toEqual(withoutIds(sampleStudentResume));
    expect(again.data.unplaced).toEqual([]);
  });
});

describe('our own PDF imported back', () => {
  async function importPdf(token: string, pdf: Buffer) {
    const body = multipartFile('resume.pdf', pdf, 'application/pdf');
    const res = await app.inject({
      method: 'POST',
      url: RESUME_IMPORT_PATH,
      headers: { ...cookie(token), 'content-type': body.contentType },
      payload: body.payload,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ResumeDraft;
  }

  it('keeps every section of a student’s resume, in every template', { timeout: 60_000 }, async () => {
    const user = await createTestUser(db, { premium: true });
    const resume = await saved(user.token, sampleStudentResume);
    for (const template of RESUME_TEMPLATE_IDS) {
      const pdf = await app.inject({ method: 'GET', url: resumePdfPath(resume.id, template), headers: cookie(user.token), remoteAddress: randomIp() });
      expect(pdf.statusCode, template).toBe(200);
      const draft = await importPdf(user.token, pdf.rawPayload);
      expect(withoutIds(draft.content), template).toEqual(withoutIds(sampleStudentResume));
      expect(draft.unplaced, template).toEqual([]);
    }
  });
});
