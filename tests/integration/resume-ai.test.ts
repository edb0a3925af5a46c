// Optimize with a remote model: an OpenAI-compatible server on loopback (tests/support/ai-server.ts)
// rewrites the suggestions while the score stays the local engine's; a malformed answer, an error
// or a timeout leaves the local suggestions with one warning; the same question twice is asked once.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { AtsResult, ResumeContent } from '#shared/schemas/resumes.ts';
import { MAX_REWRITTEN_BULLETS } from '../../src/server/features/resumes/remote-model.ts';
import { startFakeModel } from '../support/ai-server.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const TIMEOUT_MS = 400;
const model = await startFakeModel();
afterAll(() => model.close());

const database = await useTestDatabase();
const { app, logs } = await useTestApp(database, {
  config: testConfig({ AI_BASE_URL: model.url, AI_API_KEY: 'sk-test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: String(TIMEOUT_MS) }),
});
const { query, mutate } = httpCaller(app);
const premium = await createTestUser(database.db, { premium: true });
const who = { token: premium.token };

const BULLET = 'Built dashboards for managers';
/** A different summary each call, so no answer comes from the cache unless a test means it to. */
let calls = 0;
function input(summary = `Analyst number ${++calls} who likes clean data.`) {
  const content: ResumeContent = {
    personalInfo: { firstName: 'Ada', lastName: 'Lovelace', email: '', phone: '', location: '', linkedin: '', portfolio: '' },
    professionalSummary: summary,
    experience: [{ id: 'e1', company: 'Globex', position: 'Analyst', location: '', startDate: '2022-01', endDate: '', current: true, description: `${BULLET}\nCleaned data` }],
    education: [],
    skills: ['SQL', 'Excel'],
    certifications: [],
    projects: [], volunteer: [], leadership: [], awards: [], languages: [],
  };
  return { content, target: { jobTitle: 'Data Analyst', industry: 'Technology', jobDescription: 'Required: SQL and Looker. Preferred: dbt.' } };
}

const goodAnswer = {
  professionalSummary: 'Data analyst who builds SQL dashboards that managers use every week.',
  bullets: [
    { original: BULLET, rewritten: 'Built 12 dashboards used weekly by 40 managers' },
    { original: 'A bullet this resume does not have', rewritten: 'Invented' },
  ],
  requiredTerms: ['SQL', 'Looker'],
  preferredTerms: ['dbt'],
};

const warnings = () => logs.lines.filter((l) => l.msg === 'remote model unavailable; the local suggestions answer');

async function optimize(body = input()) {
  const res = await mutate<AtsResult>('resumes.optimize', body, who);
  if (res.error) throw new Error(JSON.stringify(res.error));
  return res.data;
}
const localScore = async (body: ReturnType<typeof input>) => (await query<AtsResult>('resumes.score', body, who)).data;

beforeEach(() => {
  model.reply = JSON.stringify(goodAnswer);
  model.delayMs = 0;
  model.failWith = null;
});

describe('Optimize with a remote model', () => {
  it("takes the model's rewrites and keeps the local score", async () => {
    const body = input();
    const before = model.requests.length;
    const result = await optimize(body);
    const local = await localScore(body);

    expect(result.rewrittenBy).toBe('remote');
    expect(result.score).toBe(local.score);
    expect(result.breakdown).toEqual(local.breakdown);
    expect(result.optimized_suggestions.professional_summary).toBe(goodAnswer.professionalSummary);
    expect(result.improvements.high_priority).toContain(`Rewrite "${BULLET}" as "${goodAnswer.bullets[0]!.rewritten}"`);
    expect(result.improvements.high_priority.join('\n')).not.toContain('Invented');
    const missing = result.keywords.missing.map((term) => term.toLowerCase());
    expect(missing).toEqual(expect.arrayContaining(['looker', 'dbt']));
    expect(missing).not.toContain('sql');

    expect(model.requests.length).toBe(before + 1);
    const request = model.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test-key');
    expect(request.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    expect(request.body.messages.at(-1)!.content).toContain(body.content.professionalSummary);
  });

  it("never takes the employer's name from the model as a missing keyword", async () => {
    const body = input();
    body.target.jobDescription = `At Initech, we turn data into decisions. ${body.target.jobDescription}`;
    model.reply = JSON.stringify({ ...goodAnswer, requiredTerms: ['SQL', 'Looker', 'Initech'] });
    const missing = (await optimize(body)).keywords.missing.map((term) => term.toLowerCase());
    expect(missing).toContain('looker');
    expect(missing).not.toContain('initech');
  });

  it('asks once for the same resume and target: the second answer comes from the cache', async () => {
    const body = input();
    const first = await optimize(body);
    const before = model.requests.length;
    expect(await optimize(body)).toEqual(first);
    expect(model.requests.length).toBe(before);
  });

  it.each([
    ['an answer that is not JSON', () => void (model.reply = 'Sure! Here is your resume:')],
    ['JSON of the wrong shape', () => void (model.reply = JSON.stringify({ professionalSummary: 42 }))],
    ['too many rewritten bullets', () => void (model.reply = JSON.stringify({ ...goodAnswer, bullets: Array(MAX_REWRITTEN_BULLETS + 1).fill(goodAnswer.bullets[0]) }))],
    ['an HTTP error', () => void (model.failWith = 500)],
  ])('falls back to the local suggestions on %s, with a warning', async (_name, arrange) => {
    arrange();
    const body = input();
    const warned = warnings().length;
    const result = await optimize(body);
    expect(result).toEqual(await localScore(body));
    expect(warnings().length).toBe(warned + 1);
  });

  it('falls back to the local suggestions when the model is too slow', async () => {
    model.delayMs = TIMEOUT_MS * 5;
    const body = input();
    const started = performance.now();
    const result = await optimize(body);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    expect(result).toEqual(await localScore(body));
    expect(warnings().at(-1)).toMatchObject({ level: 40, reason: 'timed out' });
  });

  it('never logs the resume', () => {
    expect(logs.text).not.toContain('Analyst number');
  });
});
