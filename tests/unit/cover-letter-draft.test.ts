// Draft from evidence: the opening names the role and the company, every sentence carries the job's
// line and the resume's line it rests on, nothing is said that the resume does not hold (no figure,
// employer or skill of its own), a required term the resume lacks is a gap and never a claim, an
// empty resume gets the opening, the closing and a note of what is missing, and the same input
// drafts the same letter.
import { describe, expect, it } from 'vitest';
import { COVER_LETTER_TEXT, COVER_LETTER_WORDS } from '#shared/constants/cover-letters.ts';
import { letterContent, letterEvidence } from '#shared/schemas/cover-letters.ts';
import { resumeContent, type ResumeContent } from '#shared/schemas/resumes.ts';
import { countWords, namedSkills } from '../../src/server/engines/ats/index.ts';
import { draftLetter, letterBody, MISSING, type LetterJob } from '../../src/server/features/cover-letters/draft.ts';

const TODAY = '2026-11-27';

const resume: ResumeContent = resumeContent.parse({
  personalInfo: { firstName: 'Jordan', lastName: 'Rivera', email: 'jordan@example.com', phone: '312 555 0100', location: 'Chicago, IL' },
  professionalSummary: 'Data analyst who turns messy sales data into dashboards people use.',
  experience: [
    {
      id: 'e1',
      company: 'Northwind Traders',
      position: 'Data Analyst',
      startDate: '2023-02',
      current: true,
      description: [
        '• Built weekly SQL dashboards for the sales team of 40 account managers',
        '• Automated the monthly revenue report in Python, saving 6 hours a month',
        '• Led a Tableau migration for 12 regional managers, retiring 30 spreadsheets',
        '• Cleaned 2 million CRM records with SQL and documented every rule',
      ].join('\n'),
    },
    {
      id: 'e2',
      company: 'Contoso Retail',
      position: 'Reporting Assistant',
      startDate: '2021-06',
      endDate: '2023-01',
      description: [
        '- Maintained Excel trackers for 9 stores and flagged late deliveries to the district office',
        '- Responsible for the weekly stock report sent to 3 buyers',
        '- Trained 5 new store clerks on the inventory scanner and the returns process',
      ].join('\n'),
    },
  ],
  volunteer: [
    {
      id: 'v1',
      organization: 'Chicago Food Depository',
      role: 'Data Volunteer',
      startDate: '2022-03',
      current: true,
      description: 'Built a donor dashboard that the board reviews every quarter\nTaught 8 volunteers to enter pantry visits the same way, so monthly counts agree',
    },
  ],
  projects: [{ id: 'p1', name: 'Store Heatmap', description: 'Mapped 18 months of foot traffic in Python and shared the results with store leads' }],
  education: [{ id: 'ed', institution: 'DePaul University', degree: 'BS', field: 'Statistics', graduationDate: '2021-05' }],
  skills: ['SQL', 'Tableau', 'Python', 'Excel', 'Power BI'],
});

const job: LetterJob = {
  jobTitle: 'Data Analyst',
  company: 'Acme Analytics',
  description: [
    'At Acme Analytics, we help 300 grocers price their shelves.',
    '',
    'Requirements',
    '- Strong SQL and Tableau.',
    '- Python for automating reports.',
    '- Experience with Snowflake.',
    '- Power BI dashboards for finance.',
    '',
    'Nice to have',
    '- Looker.',
    '',
    'Benefits',
    '- 25 days of leave.',
  ].join('\n'),
};

/** The resume's own lines, each as written: bullets without their marks, titles, the skills line, certifications, degrees. */
function resumeLines(content: ResumeContent): Set<string> {
  const bullets = [...content.experience, ...content.projects, ...content.volunteer, ...content.leadership].flatMap((e) =>
    e.description.split('\n').map((line) => line.replace(/^\s*[•-]\s*/, '').trim()),
  );
  return new Set([
    ...bullets,
    ...content.experience.map((e) => e.position),
    content.skills.join(', '),
    ...content.certifications.map((c) => c.name),
    ...content.education.map((e) => [e.degree, e.field].filter(Boolean).join(', ')),
  ]);
}

const textOf = (content: ResumeContent) => JSON.stringify(content);
const numbers = (text: string) => text.match(/\d+/g) ?? [];

describe('a letter drafted from a resume and a job', () => {
  const draft = draftLetter(resume, job, { today: TODAY });
  const { sentences } = draft.evidence;

  it('fits the contract the server stores', () => {
    expect(letterContent.parse(draft.content)).toEqual(draft.content);
    expect(letterEvidence.parse(draft.evidence)).toEqual(draft.evidence);
    expect(draft.content).toMatchObject({ jobTitle: 'Data Analyst', date: TODAY, greeting: COVER_LETTER_TEXT.defaultGreeting, signOff: COVER_LETTER_TEXT.defaultSignOff });
    expect(draft.content.recipient.company).toBe('Acme Analytics');
    expect(draft.missing).toEqual([]);
  });

  it('opens by naming the role and the company, then who the writer is from the resume', () => {
    const [apply, who] = sentences;
    expect(apply!.paragraph).toBe(0);
    expect(apply!.sentence).toContain('Data Analyst');
    expect(apply!.sentence).toContain('Acme Analytics');
    expect(apply!.jobLine).toBe('Data Analyst at Acme Analytics');
    expect(who!.sentence).toBe('I currently work as a Data Analyst at Northwind Traders.');
    expect(who!.resumePlace).toBe('Experience › Data Analyst at Northwind Traders');
    expect(sentences[2]).toMatchObject({ paragraph: 0, sentence: 'I hold a BS in Statistics from DePaul University.', resumeLine: 'BS, Statistics' });
  });

  it('closes with what the writer would bring, named only by terms the body evidenced', () => {
    const last = Math.max(...sentences.map((s) => s.paragraph));
    const bring = sentences.find((s) => s.paragraph === last && s.sentence.startsWith('I would bring'))!;
    expect(bring.sentence).toBe('I would bring my experience with SQL, Tableau and Python to Acme Analytics.');
    expect(sentences.filter((s) => s.paragraph > 0 && s.paragraph < last).some((s) => s.resumeLine === bring.resumeLine)).toBe(true);
  });

  it('speaks from the position that fits the job, not merely the latest, and says "most recently" only of the latest', () => {
    const barista = { id: 'e0', company: 'Blue Bottle', position: 'Barista', startDate: '2026-03', current: true, description: 'Served 200 customers a day' };
    const past = { ...resume.experience[0]!, current: false, endDate: '2026-02' };
    const moved = resumeContent.parse({ ...resume, experience: [barista, past, resume.experience[1]] });
    const [, who] = draftLetter(moved, job, { today: TODAY }).evidence.sentences;
    expect(who!.sentence).toBe('I worked as a Data Analyst at Northwind Traders.');
    const only = resumeContent.parse({ ...resume, experience: [past] });
    expect(draftLetter(only, job, { today: TODAY }).evidence.sentences[1]!.sentence).toBe('Most recently, I worked as a Data Analyst at Northwind Traders.');
  });

  it('is the body, sentence for sentence: every sentence carries its evidence', () => {
    expect(letterBody(sentences)).toBe(draft.content.body);
    const paragraphs = draft.content.body.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(sentences.map((s) => s.paragraph)).size).toBe(paragraphs.length);
  });

  it('rests every claim on a real resume line and every term on the job line that asks for it', () => {
    const lines = resumeLines(resume);
    const last = Math.max(...sentences.map((s) => s.paragraph));
    const body = sentences.filter((s) => s.paragraph > 0 && s.paragraph < last);
    expect(body.length).toBeGreaterThanOrEqual(4);
    for (const s of sentences.filter((s) => s.resumeLine !== '')) expect(lines, s.sentence).toContain(s.resumeLine);
    for (const s of body) {
      expect(s.resumeLine, s.sentence).not.toBe('');
      if (s.term) expect(job.description).toContain(s.jobLine);
    }
  });

  it('ties the required terms, hard skills first, to the bullets that show them, in the writer\'s own facts', () => {
    expect(draft.content.body).toContain('At Northwind Traders, I built weekly SQL dashboards for the sales team of 40 account managers.');
    const lead = sentences.find((s) => s.paragraph === 1)!;
    expect(lead.term).toBe('SQL');
    expect(lead.jobLine).toBe('- Strong SQL and Tableau.');
    for (const term of ['SQL', 'Tableau', 'Python', 'Power BI']) expect(draft.content.body).toContain(term);
    // Power BI is only on the skills list: said modestly, on that line.
    const listed = sentences.find((s) => s.sentence.includes('Power BI'))!;
    expect(listed.sentence).toMatch(/^I (also )?work with /);
    expect(listed.resumePlace).toBe('Skills');
  });

  it('says no figure, skill or employer the resume does not hold', () => {
    const given = new Set(numbers(textOf(resume)));
    for (const n of numbers(draft.content.body)) expect(given, n).toContain(n);
    const skills = new Set(namedSkills(`${textOf(resume)}`));
    for (const skill of namedSkills(draft.content.body)) expect(skills, skill).toContain(skill);
    // The job's own figure (300 grocers) and its benefits are not the writer's.
    expect(draft.content.body).not.toContain('300');
    expect(draft.content.body).not.toContain('25 days');
  });

  it('lists a required term the resume lacks as a gap and claims it nowhere; names are never terms', () => {
    expect(draft.evidence.gaps).toContain('Snowflake');
    expect(draft.evidence.gaps).not.toContain('Looker');
    for (const s of sentences) expect(s.sentence).not.toMatch(/snowflake/i);
    expect(draft.evidence.gaps.join(' ')).not.toMatch(/acme|northwind|contoso|depaul/i);
  });

  it('runs to the length a recruiter reads, without padding', () => {
    const words = countWords(draft.content.body);
    expect(words).toBeGreaterThanOrEqual(COVER_LETTER_WORDS.min);
    expect(words).toBeLessThanOrEqual(COVER_LETTER_WORDS.max);
  });

  it('drafts the same letter from the same input', () => {
    expect(draftLetter(resume, job, { today: TODAY })).toEqual(draft);
  });

  it('greets the reader by name when one is given', () => {
    expect(draftLetter(resume, job, { today: TODAY, recipientName: ' Dana Whitfield ' }).content).toMatchObject({
      greeting: 'Dear Dana Whitfield,',
      recipient: { name: 'Dana Whitfield', company: 'Acme Analytics' },
    });
  });
});

describe('a thin resume', () => {
  const empty = resumeContent.parse({});

  for (const [name, content] of [['an empty resume', empty], ['no resume', null]] as const) {
    it(`${name}: says what is missing and writes only the opening and the closing`, () => {
      const draft = draftLetter(content, job, { today: TODAY });
      expect(draft.missing).toEqual([content ? MISSING.evidence : MISSING.resume]);
      expect(draft.content.body.split('\n\n')).toHaveLength(2);
      for (const s of draft.evidence.sentences) expect(s.resumeLine).toBe('');
      expect(numbers(draft.content.body)).toEqual([]);
      expect(namedSkills(draft.content.body)).toEqual([]);
      expect(draft.evidence.gaps).toEqual(expect.arrayContaining(['SQL', 'Tableau', 'Python', 'Snowflake']));
    });
  }

  it('a student with only a degree: the degree, as written, and nothing more', () => {
    const student = resumeContent.parse({ education: [{ id: 'x', institution: 'Ohio State University', degree: 'MBA', graduationDate: '2027-05' }] });
    const draft = draftLetter(student, job, { today: TODAY });
    expect(draft.evidence.sentences[1]!.sentence).toBe('I am completing an MBA at Ohio State University.');
    expect(draft.missing).toEqual([MISSING.evidence]);
  });
});

describe('a bullet is text, whatever it holds', () => {
  it('keeps markup in a bullet literally, neither dropped nor read', () => {
    const markup = resumeContent.parse({
      experience: [{ id: 'e', company: 'Globex', position: 'Analyst', startDate: '2022-01', endDate: '2024-01', description: "Wrote SQL for the <script>alert('x')</script> & <b>ops</b> team" }],
    });
    const draft = draftLetter(markup, job, { today: TODAY });
    expect(draft.content.body).toContain("At Globex, I wrote SQL for the <script>alert('x')</script> & <b>ops</b> team.");
    expect(draft.evidence.sentences.some((s) => s.resumeLine === "Wrote SQL for the <script>alert('x')</script> & <b>ops</b> team")).toBe(true);
  });
});
