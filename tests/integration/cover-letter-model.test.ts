// A drafted letter reworded by a remote model on loopback (tests/support/ai-server.ts): a rewording
// that adds a figure, an employer, a skill, a year or a degree is refused and the drafted sentence
// kept; an honest one replaces its sentence in the body and the evidence; a malformed answer, an
// HTTP error or a timeout leaves the local draft. No database: the model is the only peer.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { resumeContent } from '#shared/schemas/resumes.ts';
import type { AiConfig } from '../../src/server/platform/ai-model.ts';
import { draftLetter, letterBody, type LetterJob } from '../../src/server/features/cover-letters/draft.ts';
import { acceptRewording, factsOf, rewordDraft } from '../../src/server/features/cover-letters/rewording.ts';
import { startFakeModel } from '../support/ai-server.ts';

const model = await startFakeModel();
afterAll(() => model.close());
const ai: AiConfig = { baseUrl: model.url, apiKey: null, model: 'test-model', timeoutMs: 300 };

const warnings: string[] = [];
const log = { warn: (_details: object, message: string) => void warnings.push(message) } as unknown as Pick<FastifyBaseLogger, 'warn'>;

const resume = resumeContent.parse({
  experience: [
    {
      id: 'e',
      company: 'Northwind Traders',
      position: 'Data Analyst',
      startDate: '2023-02',
      current: true,
      description: 'Built weekly SQL dashboards for the sales team\nAutomated the monthly revenue report in Python',
    },
  ],
  education: [{ id: 'd', institution: 'DePaul University', degree: 'BS', field: 'Statistics', graduationDate: '2021-05' }],
  skills: ['SQL', 'Python'],
});
/** A new company per test, so no answer comes from the model cache of another. */
let calls = 0;
const job = (): LetterJob => ({ jobTitle: 'Data Analyst', company: `Acme ${++calls}`, description: 'Requirements\n- SQL and Python.\n- Kubernetes for the pipelines.' });
const sources = (j: LetterJob) => [JSON.stringify(resume), j.jobTitle, j.company, j.description].join('\n');

const answer = (sentences: { index: number; text: string }[]) => JSON.stringify({ sentences });
const plus = (sentence: string, tail: string) => `${sentence.replace(/\.$/, '')}${tail}.`;

beforeEach(() => {
  model.reply = '{"sentences":[]}';
  model.delayMs = 0;
  model.failWith = null;
  warnings.length = 0;
});

describe('rewording a drafted letter with a remote model', () => {
  it('refuses each lying sentence and keeps the drafted one; takes the honest one', async () => {
    const j = job();
    const draft = draftLetter(resume, j, { today: '2026-11-27' });
    const s = draft.evidence.sentences.map((e) => e.sentence);
    expect(s.length).toBeGreaterThanOrEqual(6);
    const lies = [
      { index: 0, text: plus(s[0]!, ', having increased revenue by 45%') },
      { index: 1, text: plus(s[1]!, ', after three years at Google') },
      { index: 2, text: plus(s[2]!, ' with Kubernetes') },
      { index: 3, text: plus(s[3]!, ' in 2019') },
      { index: 4, text: plus(s[4]!, ', helped by my MBA') },
    ];
    const last = s.length - 1;
    const honest = { index: last, text: 'I would be glad to talk about the Data Analyst role whenever it suits you.' };
    model.reply = answer([...lies, honest]);

    const result = await rewordDraft(ai, log, draft, resume, j);

    expect(result.rewrittenBy).toBe('remote');
    const after = result.draft.evidence.sentences;
    for (const lie of lies) expect(after[lie.index]!.sentence).toBe(s[lie.index]);
    expect(after[last]).toEqual({ ...draft.evidence.sentences[last], sentence: honest.text });
    expect(result.draft.content.body).toBe(letterBody(after));
    expect(result.draft.content.body).toContain(honest.text);
    expect(result.draft.content.body).not.toMatch(/45%|Google|Kubernetes|2019|MBA/);
    expect(result.draft.evidence.gaps).toEqual(draft.evidence.gaps);
    // The model was given the sentences by index, nothing of the resume beyond them.
    const input = JSON.parse(model.requests.at(-1)!.body.messages[1]!.content) as { sentences: { index: number; text: string }[] };
    expect(input.sentences).toEqual(s.map((text, index) => ({ index, text })));
  });

  it('keeps the local draft when every rewording is refused', async () => {
    const j = job();
    const draft = draftLetter(resume, j, { today: '2026-11-27' });
    model.reply = answer([{ index: 0, text: plus(draft.evidence.sentences[0]!.sentence, ' since March') }]);
    expect(await rewordDraft(ai, log, draft, resume, j)).toEqual({ draft, rewrittenBy: 'local' });
  });

  for (const [name, arrange] of [
    ['a malformed answer', () => void (model.reply = 'Sure! Here are your sentences.')],
    ['an HTTP 500', () => void (model.failWith = 500)],
    ['a timeout', () => void (model.delayMs = 1_000)],
  ] as const) {
    it(`${name} leaves the local draft, with one warning`, async () => {
      arrange();
      const j = job();
      const draft = draftLetter(resume, j, { today: '2026-11-27' });
      expect(await rewordDraft(ai, log, draft, resume, j)).toEqual({ draft, rewrittenBy: 'local' });
      expect(warnings).toEqual(['remote model unavailable; the local draft stands']);
    });
  }
});

describe('what a rewording may say', () => {
  const j = { jobTitle: 'Data Analyst', company: 'Acme', description: 'Requirements: SQL.' };
  const original = 'At Northwind Traders, I built weekly SQL dashboards for the sales team.';
  const accept = (reworded: string) => acceptRewording(original, reworded, factsOf(sources(j)));

  it('accepts the same facts in other words', () => {
    expect(accept('At Northwind Traders, I created SQL dashboards that the sales team read every week.')).toBe(true);
  });

  it.each([
    ['a figure', 'At Northwind Traders, I built 14 weekly SQL dashboards for the sales team.'],
    ['a percentage', 'At Northwind Traders, my SQL dashboards lifted sales by forty percent.'],
    ['money', 'At Northwind Traders, I built weekly SQL dashboards worth $2M for the sales team.'],
    ['an employer', 'At Northwind Traders and Initech, I built weekly SQL dashboards for the sales team.'],
    ['a job title', 'As senior manager at Northwind Traders, I built weekly SQL dashboards for the sales team.'],
    ['a skill', 'At Northwind Traders, I built weekly SQL and dbt dashboards for the sales team.'],
    ['a month', 'Since March, at Northwind Traders, I have built weekly SQL dashboards for the sales team.'],
    ['a degree', 'At Northwind Traders, I used my master’s training to build weekly SQL dashboards for the sales team.'],
    ['nothing', '  '],
    ['far more words', `${original} ${original} ${original}`],
  ])('refuses %s', (_what, reworded) => {
    expect(accept(reworded)).toBe(false);
  });

  it('accepts a fact the resume gives (its degree, its employer) as the brief allows', () => {
    expect(accept('With my BS in Statistics, I built weekly SQL dashboards for the sales team at Northwind Traders.')).toBe(true);
  });
});
