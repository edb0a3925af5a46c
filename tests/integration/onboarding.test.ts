// Job-seeker onboarding over real HTTP: the resume upload route (who may upload, size, type by
// content, cross-site refusal, rate limit) and onboarding.complete (one transaction, the resume
// made from the uploaded file, what is ignored and what is refused).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '#shared/constants.ts';
import { ONBOARDING_TEXT, RESUME_UPLOAD, RESUME_UPLOAD_TEXT, RESUME_UPLOAD_PATH } from '#shared/constants/onboarding.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import { type SessionInfo } from '#shared/schemas/auth.ts';
import { type OnboardingStatus, type ResumeUploadResult } from '#shared/schemas/onboarding.ts';
import { TOASTS } from '#shared/toasts.ts';
import { jobSeekerProfiles, resumeFiles, resumes } from '../../src/server/db/schema/index.ts';
import { RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { minimalDoc, minimalDocx, minimalPdf, pngBytes } from '../../scripts/support/documents.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser, randomIp } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app, config, logs } = await useTestApp(database);

const { mutate, query } = httpCaller(app);

const RESUME_TEXT = ['Ada Lovelace', 'Analytical Engine programmer since 1843'];
const pdf = minimalPdf(RESUME_TEXT);

/** A multipart/form-data body as a browser builds it: one part named "file". */
function multipartBody(fileName: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----UpwardBoundary${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

interface UploadOptions {
  token?: string | null;
  bearer?: string;
  origin?: string;
}

async function upload(fileName: string, bytes: Buffer, options: UploadOptions = {}) {
  const { payload, contentType } = multipartBody(fileName, bytes);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.origin) headers.origin = options.origin;
  const res = await app.inject({ method: 'POST', url: RESUME_UPLOAD_PATH, headers, payload, remoteAddress: randomIp() });
  return { status: res.statusCode, headers: res.headers, body: res.json() as ResumeUploadResult & { error?: { message: string } } };
}

const filesOf = (userId: string) => db.select().from(resumeFiles).where(eq(resumeFiles.userId, userId));
const resumesOf = (userId: string) => db.select().from(resumes).where(eq(resumes.userId, userId));
const profileOf = async (userId: string) => (await db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, userId)))[0];

const fullProfile = {
  careerGoals: 'Lead a data team at a healthcare company',
  skillLevel: 'mid',
  preferredWorkModel: 'hybrid',
  locationPreference: 'Chicago, IL',
  willingToRelocate: true,
  yearsExperience: 4,
  targetSalaryMin: 85000,
  targetSalaryMax: 110000,
  industryPreferences: ['Healthcare', 'Technology'],
} as const;

describe('resume upload', () => {
  it('stores a PDF sent with the session cookie, with the text found in it', async () => {
    const user = await createTestUser(db);
    const res = await upload('Ada Resume.pdf', pdf, { token: user.token, origin: config.publicUrl });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ fileId: expect.any(String), fileName: 'Ada Resume.pdf', sizeBytes: pdf.length, mimeType: 'application/pdf', hasText: true });

    const [stored] = await filesOf(user.id);
    expect(stored!.id).toBe(res.body.fileId);
    expect(Buffer.compare(stored!.content, pdf)).toBe(0);
    expect(stored!.extractedText).toContain(RESUME_TEXT[1]);
  });

  it('stores a DOCX with its text and a DOC without; a bearer session token works like the cookie', async () => {
    const user = await createTestUser(db);
    const docx = await upload('resume.docx', minimalDocx(['Grace Hopper', 'Compilers']), { bearer: user.token });
    expect(docx.status).toBe(201);
    expect(docx.body).toMatchObject({ mimeType: RESUME_UPLOAD.mimeTypes['.docx'], hasText: true });
    const doc = await upload('resume.doc', minimalDoc(), { token: user.token });
    expect(doc.status).toBe(201);
    expect(doc.body).toMatchObject({ mimeType: RESUME_UPLOAD.mimeTypes['.doc'], hasText: false });
    const texts = (await filesOf(user.id)).map((f) => f.extractedText);
    expect(texts).toContain('Grace Hopper\n\nCompilers');
    expect(texts).toContain(null);
  });

  it('refuses a file over 5 MB with 413 and a clear message, whether or not the length was declared up front', async () => {
    const user = await createTestUser(db);
    const justOver = Buffer.concat([pdf, Buffer.alloc(RESUME_UPLOAD.maxBytes + 1 - pdf.length, 0x20)]);
    const res = await upload('big.pdf', justOver, { token: user.token });
    expect(res.status).toBe(413);
    expect(res.body.error!.message).toBe(RESUME_UPLOAD_TEXT.tooLarge);

    const wayOver = Buffer.concat([pdf, Buffer.alloc(2 * RESUME_UPLOAD.maxBytes, 0x20)]);
    const early = await upload('huge.pdf', wayOver, { token: user.token });
    expect(early.status).toBe(413);
    expect(early.body.error!.message).toBe(RESUME_UPLOAD_TEXT.tooLarge);

    const exactly = Buffer.concat([pdf, Buffer.alloc(RESUME_UPLOAD.maxBytes - pdf.length, 0x20)]);
    expect((await upload('limit.pdf', exactly, { token: user.token })).status).toBe(201);
    expect(await filesOf(user.id)).toHaveLength(1);
  });

  it('judges the type by content: a PNG named .pdf, a PDF named .docx and an empty file get 415', async () => {
    const user = await createTestUser(db);
    for (const [name, bytes] of [
      ['photo.pdf', pngBytes()],
      ['resume.docx', pdf],
      ['resume.txt', pdf],
      ['empty.pdf', Buffer.alloc(0)],
    ] as const) {
      const res = await upload(name, bytes, { token: user.token });
      expect(res.status, name).toBe(415);
      expect(res.body.error!.message).toBe('Please upload a PDF, DOC or DOCX file.');
    }
    expect(await filesOf(user.id)).toHaveLength(0);
  });

  it('takes multipart only', async () => {
    const user = await createTestUser(db);
    const res = await app.inject({
      method: 'POST',
      url: RESUME_UPLOAD_PATH,
      headers: { cookie: `${SESSION_COOKIE}=${user.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ file: pdf.toString('base64') }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(RESUME_UPLOAD_TEXT.notMultipart);
  });

  it('refuses a foreign Origin before reading anything', async () => {
    const user = await createTestUser(db);
    const res = await upload('resume.pdf', pdf, { token: user.token, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await filesOf(user.id)).toHaveLength(0);
  });

  it('answers 401 without a session, and 401 for a session that ended', async () => {
    expect((await upload('resume.pdf', pdf)).status).toBe(401);
    const res = await upload('resume.pdf', pdf, { token: 'abcdefghijklmnopqrstuvwxyz234567' });
    expect(res.status).toBe(401);
    expect(res.body.error!.message).toBe(TOASTS.auth.sessionMissing.title);
  });

  it('refuses a session that still owes its second factor, and users who are not job seekers', async () => {
    const owing = await createTestUser(db, { mfa: true, aal: 'aal1' });
    expect((await upload('resume.pdf', pdf, { token: owing.token })).status).toBe(403);
    const passed = await createTestUser(db, { mfa: true, aal: 'aal2' });
    expect((await upload('resume.pdf', pdf, { token: passed.token })).status).toBe(201);

    const employer = await createTestUser(db, { userType: 'employer' });
    const res = await upload('resume.pdf', pdf, { token: employer.token });
    expect(res.status).toBe(403);
    expect(res.body.error!.message).toBe(RESUME_UPLOAD_TEXT.jobSeekersOnly);
  });

  it(`allows ${RATE_LIMITS.resumeUploadsPerUser.limit} uploads an hour per user, then 429 with Retry-After`, async () => {
    const user = await createTestUser(db);
    for (let i = 0; i < RATE_LIMITS.resumeUploadsPerUser.limit; i++) {
      expect((await upload('photo.pdf', pngBytes(), { token: user.token })).status).toBe(415);
    }
    const limited = await upload('resume.pdf', pdf, { token: user.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await filesOf(user.id)).toHaveLength(0);
    // Another user is not affected.
    const other = await createTestUser(db);
    expect((await upload('resume.pdf', pdf, { token: other.token })).status).toBe(201);
  });
});

describe('the mutation guard beyond /trpc', () => {
  it('refuses a foreign Origin on any non-GET request, and lets requests without an Origin through', async () => {
    const foreign = await app.inject({ method: 'DELETE', url: '/api/anything', headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    const { payload, contentType } = multipartBody('resume.pdf', pdf);
    const scripted = await app.inject({ method: 'POST', url: RESUME_UPLOAD_PATH, headers: { 'content-type': contentType }, payload });
    expect(scripted.statusCode).toBe(401);
    const read = await app.inject({ method: 'GET', url: '/api/healthz', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });
});

describe('onboarding.complete', () => {
  it('saves the profile and the uploaded resume; status and the session then say completed', async () => {
    const user = await createTestUser(db);
    const before = await query<OnboardingStatus>('onboarding.status', undefined, { token: user.token });
    expect(before.data).toEqual({ completed: false, profile: null });

    const uploaded = await upload('Ada.pdf', pdf, { token: user.token });
    const res = await mutate<{ resumeId: string }>('onboarding.complete', { ...fullProfile, resumeFileId: uploaded.body.fileId }, { token: user.token });
    expect(res.status).toBe(200);

    const profile = await profileOf(user.id);
    expect(profile).toMatchObject({ ...fullProfile, industryPreferences: ['Healthcare', 'Technology'], onboardingCompleted: true });
    // The file becomes a resume of the builder: its text read as a draft, titled by the spec's rule.
    const [resume] = await resumesOf(user.id);
    expect(resume).toMatchObject({ id: res.data.resumeId, title: 'Ada Lovelace Resume', isActive: true, sourceFileId: uploaded.body.fileId });
    expect(resume!.content).toMatchObject({ personalInfo: { firstName: 'Ada', lastName: 'Lovelace' } });

    const after = await query<OnboardingStatus>('onboarding.status', undefined, { token: user.token });
    expect(after.data.completed).toBe(true);
    expect(after.data.profile).toMatchObject({ careerGoals: fullProfile.careerGoals, targetSalaryMax: 110000 });
    const session = await query<SessionInfo>('auth.session', undefined, { token: user.token });
    expect(session.data.user!.onboardingCompleted).toBe(true);
  });

  it('needs nothing: an empty wizard completes, and completing again updates the same row without a second resume', async () => {
    const user = await createTestUser(db);
    expect((await mutate('onboarding.complete', {}, { token: user.token })).status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ careerGoals: null, skillLevel: null, yearsExperience: null, industryPreferences: [], onboardingCompleted: true });

    const { body } = await upload('cv.pdf', pdf, { token: user.token });
    await mutate('onboarding.complete', { ...fullProfile, resumeFileId: body.fileId }, { token: user.token });
    const again = await mutate<{ resumeId: string }>('onboarding.complete', { careerGoals: 'Changed my mind', resumeFileId: body.fileId }, { token: user.token });
    expect(again.status).toBe(200);
    const rows = await db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ careerGoals: 'Changed my mind', yearsExperience: null });
    const list = await resumesOf(user.id);
    expect(list).toHaveLength(1);
    expect(again.data.resumeId).toBe(list[0]!.id);
  });

  it("ignores another user's file and an unknown id, with a log line, and still completes", async () => {
    const owner = await createTestUser(db);
    const { body } = await upload('theirs.pdf', pdf, { token: owner.token });
    const user = await createTestUser(db);
    for (const fileId of [body.fileId, randomUUID()]) {
      const res = await mutate<{ resumeId: string | null }>('onboarding.complete', { resumeFileId: fileId }, { token: user.token });
      expect(res.status).toBe(200);
      expect(res.data.resumeId).toBeNull();
      expect(logs.lines.some((l) => l.msg === 'onboarding resume not saved: no such file of this user' && l.fileId === fileId)).toBe(true);
    }
    expect(await resumesOf(user.id)).toHaveLength(0);
    expect(await resumesOf(owner.id)).toHaveLength(0);
    expect((await profileOf(user.id))!.onboardingCompleted).toBe(true);
  });

  it("completes without a new resume when the plan's resume limit is reached, and says so in the log", async () => {
    const user = await createTestUser(db);
    await db.insert(resumes).values(Array.from({ length: FREE_LIMITS.resumes }, (_, i) => ({ userId: user.id, title: `Resume ${i}`, isActive: i === 0 })));
    const { body } = await upload('cv.pdf', pdf, { token: user.token });
    const res = await mutate<{ resumeId: string | null }>('onboarding.complete', { resumeFileId: body.fileId }, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.data.resumeId).toBeNull();
    expect(await resumesOf(user.id)).toHaveLength(FREE_LIMITS.resumes);
    const line = logs.lines.find((l) => l.msg === 'onboarding resume not saved; onboarding completes without it' && l.fileId === body.fileId);
    expect(line).toMatchObject({ level: 30, reason: TOASTS.resume.limitReached.title });
  });

  it('refuses users who are not job seekers, and callers without a session', async () => {
    const employer = await createTestUser(db, { userType: 'employer' });
    const res = await mutate('onboarding.complete', fullProfile, { token: employer.token });
    expect(res.status).toBe(403);
    expect(res.error!.data.code).toBe('FORBIDDEN');
    expect(await profileOf(employer.id)).toBeUndefined();
    expect((await query<OnboardingStatus>('onboarding.status', undefined, { token: employer.token })).data.completed).toBe(true);

    expect((await mutate('onboarding.complete', fullProfile)).status).toBe(401);
  });

  it('writes nothing for an invalid input: a minimum above the target names the field', async () => {
    const user = await createTestUser(db);
    const { body } = await upload('cv.pdf', pdf, { token: user.token });
    const res = await mutate('onboarding.complete', { ...fullProfile, targetSalaryMin: 120000, targetSalaryMax: 90000, resumeFileId: body.fileId }, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.error!.data.fieldErrors!.targetSalaryMax).toEqual([ONBOARDING_TEXT.salaryRange]);
    const years = await mutate('onboarding.complete', { yearsExperience: 3.5 }, { token: user.token });
    expect(years.status).toBe(400);
    expect(await profileOf(user.id)).toBeUndefined();
    expect(await resumesOf(user.id)).toHaveLength(0);
  });

  describe('one transaction', () => {
    // Triggers stand in for a database that fails mid-way; each fires only for its marker value,
    // so the other tests of this file are untouched. The database is this file's own clone. One
    // statement per call: PGlite prepares each statement.
    const PROFILE_FAILS = 'fail the profile write';
    const RESUME_FAILS = 'resume-insert-fails.pdf';

    it('leaves no resume behind when the profile write fails after it', async () => {
      await db.execute(sql.raw(`
        create or replace function test_fail_profile() returns trigger language plpgsql as $$
        begin
          if new.career_goals = '${PROFILE_FAILS}' then raise exception 'profile write failed on purpose'; end if;
          return new;
        end $$`));
      await db.execute(sql.raw(`create trigger test_fail_profile before insert or update on job_seeker_profiles for each row execute function test_fail_profile()`));
      const user = await createTestUser(db);
      const { body } = await upload('cv.pdf', pdf, { token: user.token });
      const res = await mutate('onboarding.complete', { careerGoals: PROFILE_FAILS, resumeFileId: body.fileId }, { token: user.token });
      expect(res.status).toBe(500);
      expect(await resumesOf(user.id)).toHaveLength(0);
      expect(await profileOf(user.id)).toBeUndefined();
      // The uploaded file itself stays: it was stored by its own request.
      expect(await filesOf(user.id)).toHaveLength(1);
    });

    it('completes when only the resume fails: the failure is logged, the profile saved', async () => {
      await db.execute(sql.raw(`
        create or replace function test_fail_resume() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from resume_files f where f.id = new.source_file_id and f.file_name = '${RESUME_FAILS}') then
            raise exception 'resume insert failed on purpose';
          end if;
          return new;
        end $$`));
      await db.execute(sql.raw(`create trigger test_fail_resume before insert on resumes for each row execute function test_fail_resume()`));
      const user = await createTestUser(db);
      const { body } = await upload(RESUME_FAILS, pdf, { token: user.token });
      const res = await mutate<{ resumeId: string | null }>('onboarding.complete', { ...fullProfile, resumeFileId: body.fileId }, { token: user.token });
      expect(res.status).toBe(200);
      expect(res.data.resumeId).toBeNull();
      expect((await profileOf(user.id))!.onboardingCompleted).toBe(true);
      expect(await resumesOf(user.id)).toHaveLength(0);
      const line = logs.lines.find((l) => l.msg === 'onboarding resume not saved; onboarding completes without it' && l.fileId === body.fileId);
      expect(String(line?.reason)).toContain('resume insert failed on purpose');
    });
  });
});
