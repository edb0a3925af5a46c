// The letter checks: each can read strong and weak, says why in one sentence, and the points add up
// to 100. A formula opener, clichés (named), a letter pasted from the resume's bullets, a short
// letter, a generic greeting to a known reader, a missing company or role, and a required term the
// resume shows but the letter leaves out each cost their check's points.
import { describe, expect, it } from 'vitest';
import { COVER_LETTER_CHECK_IDS, COVER_LETTER_TEXT, type CoverLetterCheckId } from '#shared/constants/cover-letters.ts';
import { coverLetterChecks, letterContent, type LetterContent } from '#shared/schemas/cover-letters.ts';
import { resumeContent } from '#shared/schemas/resumes.ts';
import { checkLetter, copiedShare } from '../../src/server/features/cover-letters/checks.ts';
import type { LetterJob } from '../../src/server/features/cover-letters/draft.ts';

const BULLETS = [
  'Built weekly SQL dashboards for the sales team of 40 account managers across four regions',
  'Automated the monthly revenue report in Python, saving six hours of manual work every month',
  'Led a Tableau migration for 12 regional managers, retiring 30 spreadsheets and two legacy tools',
];
const resume = resumeContent.parse({
  experience: [{ id: 'e', company: 'Northwind Traders', position: 'Data Analyst', startDate: '2023-02', current: true, description: BULLETS.join('\n') }],
  skills: ['SQL', 'Tableau', 'Python'],
});
const job: LetterJob = { jobTitle: 'Data Analyst', company: 'Acme Analytics', description: 'Requirements\n- SQL and Tableau.\n- Python.\n- Snowflake.' };

/** About `n` words of the writer's own prose, none of them a cliché or a resume run. */
const prose = (n: number) => {
  const words = 'my weekly reports helped store leads decide earlier which shelves to restock and which promotions to end'.split(' ');
  return Array.from({ length: n }, (_, i) => words[i % words.length]).join(' ');
};

const GOOD_BODY = [
  'I would like to be considered for the Data Analyst role at Acme Analytics, where pricing depends on numbers people trust.',
  `At Northwind Traders I write the SQL behind the sales dashboards, I moved our managers onto Tableau, and I automate reports in Python. ${prose(200)}.`,
  'Thank you for your time; I would welcome a conversation about the role.',
].join('\n\n');

const letter = (overrides: Partial<LetterContent> = {}): LetterContent =>
  letterContent.parse({ recipient: { company: 'Acme Analytics' }, jobTitle: 'Data Analyst', greeting: COVER_LETTER_TEXT.defaultGreeting, body: GOOD_BODY, signOff: COVER_LETTER_TEXT.defaultSignOff, ...overrides });

const run = (content: LetterContent, context: Partial<Parameters<typeof checkLetter>[1]> = {}) => checkLetter(content, { job, resume, evidence: null, ...context });
const byId = (content: LetterContent, id: CoverLetterCheckId, context: Partial<Parameters<typeof checkLetter>[1]> = {}) => run(content, context).checks.find((c) => c.id === id)!;

describe('the letter checks', () => {
  it('are one per check id, worth 100 together, and score their rounded sum', () => {
    const result = run(letter());
    expect(coverLetterChecks.parse(result)).toEqual(result);
    expect(result.checks.map((c) => c.id)).toEqual([...COVER_LETTER_CHECK_IDS]);
    expect(result.checks.reduce((sum, c) => sum + c.possible, 0)).toBe(100);
    expect(result.score).toBe(Math.round(result.checks.reduce((sum, c) => sum + c.earned, 0)));
    for (const c of result.checks) expect(c.status, `${c.id}: ${c.detail}`).toBe('strong');
    expect(result.score).toBe(100);
  });

  it('length: about 250–400 words is strong, 120 weak', () => {
    expect(byId(letter(), 'length').status).toBe('strong');
    const short = byId(letter({ body: `I would like the Data Analyst role at Acme Analytics. ${prose(110)}` }), 'length');
    expect(short.status).toBe('weak');
    expect(short.detail).toContain('has 120 words');
  });

  it('company and role: named is strong, left out is weak', () => {
    const vague = letter({ body: prose(300) });
    expect(byId(vague, 'company-named')).toMatchObject({ status: 'weak', earned: 0 });
    expect(byId(vague, 'company-named').detail).toContain('never names Acme Analytics');
    expect(byId(vague, 'role-named')).toMatchObject({ status: 'weak', earned: 0 });
    // The short form people use counts as naming it.
    expect(byId(letter({ body: `Acme needs a Data Analyst. ${prose(260)}` }), 'company-named').status).toBe('strong');
  });

  it('greeting: a known reader greeted generically is not strong; by name it is', () => {
    const known = { recipient: { name: 'Dana Whitfield', title: '', company: 'Acme Analytics', address: '' } };
    const generic = byId(letter(known), 'greeting');
    expect(generic.status).toBe('partial');
    expect(generic.detail).toContain('Dear Dana Whitfield,');
    expect(byId(letter({ ...known, greeting: 'Dear Ms. Whitfield,' }), 'greeting').status).toBe('strong');
    expect(byId(letter({ greeting: '' }), 'greeting').status).toBe('weak');
  });

  it('opener: "To whom it may concern" or "I am writing to" is weak, and named', () => {
    const formula = byId(letter({ greeting: 'To whom it may concern,' }), 'opener');
    expect(formula).toMatchObject({ status: 'weak', earned: 0 });
    expect(formula.detail).toContain('"to whom it may concern"');
    expect(byId(letter({ greeting: 'Dear Sir or Madam,' }), 'opener').detail).toContain('"dear sir or madam"');
    expect(byId(letter({ body: `I am writing to express my interest in the Data Analyst role. ${prose(260)}` }), 'opener').status).toBe('weak');
  });

  it('clichés: each one found is named; two make it weak', () => {
    const cliched = byId(letter({ body: `${GOOD_BODY} I am a team player and passionate about data.` }), 'cliches');
    expect(cliched.status).toBe('weak');
    expect(cliched.detail).toContain('"team player" and "passionate about"');
    const one = byId(letter({ body: `${GOOD_BODY} I am a self starter.` }), 'cliches');
    expect(one.status).toBe('partial');
    expect(one.detail).toContain('"self-starter"');
  });

  it('copied: a letter of pasted bullets shows a high share and is weak; one in new words is strong', () => {
    const pasted = letter({ body: `I would like the Data Analyst role at Acme Analytics.\n\n${BULLETS.join('. ')}.\n\nThank you.` });
    expect(copiedShare(pasted.body, resume)).toBeGreaterThan(0.7);
    const check = byId(pasted, 'copied');
    expect(check).toMatchObject({ status: 'weak', earned: 0 });
    expect(check.detail).toMatch(/^\d+% of the letter repeats your resume word for word/);
    expect(copiedShare(GOOD_BODY, resume)).toBe(0);
    expect(byId(letter(), 'copied').status).toBe('strong');
  });

  it('required terms: one the resume shows but the letter leaves out costs points; a gap does not', () => {
    const noSql = letter({ body: GOOD_BODY.replace('the SQL behind ', '') });
    const check = byId(noSql, 'required-terms');
    expect(check.status).not.toBe('strong');
    expect(check.detail).toContain('requires SQL, which your resume shows');
    // Snowflake is a gap (the resume lacks it): listed, so the full letter still earns every point.
    expect(byId(letter(), 'required-terms').detail).toContain('Snowflake');
    // The draft's evidence decides what is a gap when given.
    const gapsSaid = byId(noSql, 'required-terms', { evidence: { sentences: [], gaps: ['SQL', 'Snowflake'] } });
    expect(gapsSaid.status).toBe('strong');
    expect(byId(letter({ body: prose(300) }), 'required-terms').status).toBe('weak');
  });
});
