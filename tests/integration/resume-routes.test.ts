// The resume builder's raw HTTP routes: a file imported as a draft (read like onboarding's upload,
// refused alike, "No text found" for a file without text), and the user's own resume downloaded as
// a PDF (premium templates for premium users only) or a JSON Resume document; other users' ids are
// 404; API tokens work as they do for tRPC; imports and PDFs are counted per user.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RESUME_UPLOAD_TEXT } from '#shared/constants/onboarding.ts';
import { RESUME_IMPORT_PATH, resumeJsonPath, resumePdfPath, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import type { ResumeContent, ResumeDetail, ResumeDraft } from '#shared/schemas/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { rateLimits } from '../../src/server/db/schema/index.ts';
import { attachment } from '../../src/server/trpc/http-routes.ts';
import { sha256Hex } from '../../src/server/platform/crypto.ts';
import { extractPdfText } from '../../src/server/platform/documents.ts';
import { RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';
import { useTestApp } from '../support/app.ts';
import { tokenCaller } from '../support/callers.ts';
import { useTestDatabase } from '../support/database.ts';
import { minimalDocx, minimalPdf } from '../../scripts/support/documents.ts';
import { multipartFile } from '../support/multipart.ts';
import { httpCaller, type CallOptions } from '../support/trpc-http.ts';
import { createTestUser, randomIp } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { mutate } = httpCaller(app);

const headersFor = (who: CallOptions): Record<string, string> => ({
  ...(who.token ? { cookie: `${SESSION_COOKIE}=${who.token}` } : {}),
  ...(who.bearer ? { authorization: `Bearer ${who.bearer}` } : {}),
});

async function importFile(who: CallOptions, fileName: string, bytes: Buffer) {
  const body = multipartFile(fileName, bytes);
  const res = await app.inject({
    method: 'POST',
    url: RESUME_IMPORT_PATH,
    headers: { ...headersFor(who), 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: randomIp(),
  });
  return { status: res.statusCode, body: res.json() as ResumeDraft & { error?: { message: string; title?: string } } };
}

const download = (who: CallOptions, url: string) => app.inject({ method: 'GET', url, headers: headersFor(who), remoteAddress: randomIp() });

const content = (firstName: string, lastName: string): ResumeContent => ({
  personalInfo: { firstName, lastName, email: 'ada@example.com', phone: '', location: 'London', linkedin: '', portfolio: '' },
  professionalSummary: 'Analyst of engines and numbers.',
  experience: [
    { id: 'e1', company: 'Engines Ltd', position: 'Analyst', location: '', startDate: '2020-01', endDate: '', current: true, description: 'Wrote the first program' },
  ],
  education: [],
  skills: ['Mathematics'],
  certifications: [],
  projects: [], volunteer: [], leadership: [], awards: [], languages: [],
});

async function userWithResume(options: Parameters<typeof createTestUser>[1] = {}, name: [string, string] = ['Ada', 'Lovelace']) {
  const user = await createTestUser(db, options);
  const saved = await mutate<ResumeDetail>('resumes.save', { template: 'modern-professional', content: content(...name) }, { token: user.token });
  if (!saved.data) throw new Error(JSON.stringify(saved.error));
  return { userId: user.id, who: { token: user.token }, resume: saved.data };
}

describe('importing a file', () => {
  it('answers a draft from a PDF or a DOCX, for a session or an API token', async () => {
    const user = await createTestUser(db);
    const pdf = await importFile({ token: user.token }, 'cv.pdf', minimalPdf(['Ada Lovelace', 'ada@example.com', 'Experience']));
    expect(pdf.status).toBe(200);
    expect(pdf.body.content.personalInfo.email).toBe('ada@example.com');
    expect(Array.isArray(pdf.body.unplaced)).toBe(true);

    const token = await tokenCaller(db, app);
    const docx = await importFile(token.http, 'cv.docx', minimalDocx(['Grace Hopper', 'grace@example.com']));
    expect(docx.status).toBe(200);
    expect(docx.body.content.personalInfo.email).toBe('grace@example.com');
  });

  it('refuses HTML named .pdf as onboarding does, and a file without text with "No text found"', async () => {
    const user = await createTestUser(db);
    const html = await importFile({ token: user.token }, 'cv.pdf', Buffer.from('<html><body>Ada Lovelace</body></html>'));
    expect(html.status).toBe(415);
    expect(html.body.error!.message).toBe(RESUME_UPLOAD_TEXT.wrongType);

    const empty = await importFile({ token: user.token }, 'scan.pdf', minimalPdf([]));
    expect(empty.status).toBe(422);
    expect(empty.body.error).toMatchObject({ title: TOASTS.resume.noTextFound.title, message: TOASTS.resume.noTextFound.description });
  });

  it('refuses a visitor and a request that is not multipart', async () => {
    expect((await importFile({}, 'cv.pdf', minimalPdf(['Ada']))).status).toBe(401);
    const user = await createTestUser(db);
    const res = await app.inject({ method: 'POST', url: RESUME_IMPORT_PATH, headers: { ...headersFor({ token: user.token }), 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(415);
  });
});

describe('downloading a PDF', () => {
  it("is the user's resume as a text PDF, named after its title, never cached", async () => {
    const { who, resume } = await userWithResume();
    const res = await download(who, resumePdfPath(resume.id, 'modern-professional'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(attachment('Ada Lovelace Resume', 'pdf'));
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await extractPdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain('Ada');
    expect(text).toContain('Lovelace');

    // Without a template, the resume's own.
    expect((await download(who, `/api/resumes/${resume.id}/pdf`)).statusCode).toBe(200);
    expect((await download(who, `/api/resumes/${resume.id}/pdf?template=poster`)).statusCode).toBe(400);
  });

  it('encodes a title no header can carry as it is', async () => {
    const { who, resume } = await userWithResume({}, ['Zoë', 'Ångström"; x=1']);
    const res = await download(who, resumePdfPath(resume.id, 'executive-classic'));
    expect(res.statusCode).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toBe(attachment(resume.title, 'pdf'));
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[\w%.!~-]+$/);
    expect(disposition).not.toContain('"; x=1');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(`${resume.title}.pdf`);
  });

  it.each<[string, boolean, ResumeTemplateId, number]>([
    ['refuses a premium template to a free user', false, 'creative-portfolio', 403],
    ['allows a premium template to a premium user', true, 'creative-portfolio', 200],
    ['allows a free template to a free user', false, 'sales-marketing', 200],
  ])('%s', async (_name, premium, template, status) => {
    const { who, resume } = await userWithResume({ premium });
    const res = await download(who, resumePdfPath(resume.id, template));
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN', message: TOASTS.resume.premiumTemplate.description } });
  });

  it("answers 404 for another user's resume or an unknown id, 401 for a visitor", async () => {
    const { resume } = await userWithResume();
    const other = await createTestUser(db);
    for (const url of [resumePdfPath(resume.id, 'modern-professional'), resumeJsonPath(resume.id), resumeJsonPath(randomUUID()), '/api/resumes/not-an-id/pdf']) {
      const res = await download({ token: other.token }, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await download({}, resumeJsonPath(resume.id))).statusCode).toBe(401);
  });
});

describe('limits', () => {
  it(`allows ${RATE_LIMITS.resumePdfsPerUser.limit} PDFs an hour per user, then 429 with Retry-After`, async () => {
    const { userId, who, resume } = await userWithResume();
    const rule = RATE_LIMITS.resumePdfsPerUser;
    // The window as the last allowed download leaves it, without rendering a hundred PDFs.
    await db.insert(rateLimits).values({ key: `${rule.name}:${sha256Hex(userId).slice(0, 32)}`, windowStartedAt: new Date(), hits: rule.limit - 1 });
    expect((await download(who, resumePdfPath(resume.id, 'modern-professional'))).statusCode).toBe(200);
    const limited = await download(who, resumePdfPath(resume.id, 'modern-professional'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await download(who, resumeJsonPath(resume.id))).statusCode).toBe(200);
  });

  it('counts imports with the hourly upload rule onboarding uses', async () => {
    const user = await createTestUser(db);
    const rule = RATE_LIMITS.resumeUploadsPerUser;
    await db.insert(rateLimits).values({ key: `${rule.name}:${sha256Hex(user.id).slice(0, 32)}`, windowStartedAt: new Date(), hits: rule.limit });
    expect((await importFile({ token: user.token }, 'cv.pdf', minimalPdf(['Ada Lovelace']))).status).toBe(429);
  });
});

describe('downloading JSON Resume', () => {
  it("is the user's resume as a JSON Resume attachment, for an API token too", async () => {
    const token = await tokenCaller(db, app);
    const saved = await mutate<ResumeDetail>('resumes.save', { template: 'modern-professional', content: content('Ada', 'Lovelace') }, token.http);
    const res = await download(token.http, resumeJsonPath(saved.data.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(attachment('Ada Lovelace Resume', 'json'));
    expect(JSON.parse(res.body)).toMatchObject({ basics: { name: 'Ada Lovelace' } });
  });
});
