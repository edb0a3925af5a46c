// The ATS score's behaviour: what raises and lowers it, what must not change it, and the matching
// rules (aliases, stems, phone numbers, weak openers, required versus preferred terms), and what it
// may say about the resume (held titles, names, whole skills, the role a summary speaks from).
import { describe, expect, it } from 'vitest';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { scoreResume } from '../../src/server/engines/ats/index.ts';
import { analyseKeywords, keywordFactors } from '../../src/server/engines/ats/keywords.ts';
import { phoneProblem, readabilityFactors, weakOpener } from '../../src/server/engines/ats/readability.ts';
import { splitDescription, targetTerms } from '../../src/server/engines/ats/target.ts';
import { skillTerms } from '../../src/server/engines/ats/skills.ts';
import { stem } from '../../src/server/engines/ats/text.ts';
import { lexicon } from '../../src/server/engines/ats/vocabulary.ts';
import { NOW, job, resume, school } from './fixtures/ats/build.ts';
import { dataAnalyst } from './fixtures/ats/data-analyst.ts';
import { accountant } from './fixtures/ats/accountant.ts';
import { ATS_CASES } from './fixtures/ats/index.ts';
import { softwareEngineer } from './fixtures/ats/software-engineer.ts';

const score = (content: ResumeContent, target = dataAnalyst.target) => scoreResume(content, target, NOW);
const factorOf = (content: ResumeContent, id: string, target = dataAnalyst.target) => score(content, target).breakdown.find((f) => f.id === id)!;

/** A copy with one more bullet in the latest position. */
function withBullet(content: ResumeContent, bullet: string): ResumeContent {
  const [first, ...rest] = content.experience;
  return { ...content, experience: [{ ...first!, description: `${first!.description}\n- ${bullet}` }, ...rest] };
}

/** Deterministic shuffle (a fixed permutation), so the test itself never varies. */
const reversed = <T>(list: readonly T[]) => [...list].reverse();

/** The same object with its keys in reverse order, at every level. */
function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (value && typeof value === 'object') return Object.fromEntries(reversed(Object.entries(value)).map(([k, v]) => [k, reverseKeys(v)])) as T;
  return value;
}

describe('ATS score: what moves it', () => {
  it('rises when a missing required skill appears in an experience bullet', () => {
    const before = score(dataAnalyst.content);
    expect(before.keywords.missing).toContain('Power BI');
    const after = score(withBullet(dataAnalyst.content, 'Built 8 Power BI reports for regional managers'));
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.keywords.missing).not.toContain('Power BI');
    expect(after.keywords.matched).toContain('Power BI');
  });

  it('counts a skill shown in experience more than one only listed under skills', () => {
    const listed = score({ ...dataAnalyst.content, skills: [...dataAnalyst.content.skills, 'Power BI'] });
    const shown = score(withBullet(dataAnalyst.content, 'Built 8 Power BI reports for regional managers'));
    const hard = (r: typeof listed) => r.breakdown.find((f) => f.id === 'hard-skills')!.earned;
    expect(hard(shown)).toBeGreaterThan(hard(listed));
    expect(hard(listed)).toBeGreaterThan(hard(score(dataAnalyst.content)));
  });

  it('falls when the contact block is deleted', () => {
    for (const c of ATS_CASES) {
      const blank = { firstName: '', lastName: '', email: '', phone: '', location: '', linkedin: '', portfolio: '' };
      expect(scoreResume({ ...c.content, personalInfo: blank }, c.target, NOW).score, c.name).toBeLessThan(scoreResume(c.content, c.target, NOW).score);
    }
  });

  it('falls when bullets lose their action verbs or their numbers', () => {
    const base = softwareEngineer.content;
    const dull = { ...base, experience: base.experience.map((e) => ({ ...e, description: e.description.replace(/^- (\w+)/gm, '- Responsible for') })) };
    const vague = { ...base, experience: base.experience.map((e) => ({ ...e, description: e.description.replace(/[\d$%]+/g, 'some') })) };
    const target = softwareEngineer.target;
    expect(factorOf(dull, 'action-verbs', target).status).toBe('weak');
    expect(factorOf(vague, 'quantified', target).earned).toBeLessThan(factorOf(base, 'quantified', target).earned);
    expect(score(dull, target).score).toBeLessThan(score(base, target).score);
    expect(score(vague, target).score).toBeLessThan(score(base, target).score);
  });

  it('marks reversed, missing and out-of-order months', () => {
    const content = resume({
      experience: [
        job('a', 'Analyst', 'Old Co', '2018-01', '2019-01', ['Built 3 reports']),
        job('b', 'Senior Analyst', 'New Co', '2023-05', '2021-01', ['Built 5 reports']),
      ],
    });
    const result = score(content);
    expect(result.breakdown.find((f) => f.id === 'dates')!.status).not.toBe('strong');
    const all = allSuggestions(content);
    expect(all).toContain('Experience › Senior Analyst at New Co: the start month comes after the end month');
    expect(all).toContain('Experience › Senior Analyst at New Co: move it above Analyst at Old Co, so entries run newest first');
  });

  it('treats a malformed month as missing, as content saved before the schema checked months may hold', () => {
    const content = resume({ experience: [job('a', 'Analyst', 'Acme', '2020-01', '2021-06', ['Built 3 reports'])] });
    const malformed = { ...content, experience: [{ ...content.experience[0]!, startDate: '2020-13', endDate: 'June 2021' }] };
    const all = allSuggestions(malformed);
    expect(all).toContain('Experience › Analyst at Acme: add a start month (YYYY-MM)');
    expect(all).toContain('Experience › Analyst at Acme: add an end month (YYYY-MM), or mark it current');
    expect(factorOf(malformed, 'dates').earned).toBeLessThan(factorOf(content, 'dates').earned);
  });
});

/** Every suggestion of every factor, not only the high-priority few. */
function allSuggestions(content: ResumeContent, target = dataAnalyst.target): string[] {
  const lex = lexicon();
  const scored = [...readabilityFactors(content, lex, NOW), ...keywordFactors(content, target, lex, analyseKeywords(content, target, lex), NOW)];
  return scored.flatMap((s) => s.suggestions.map((x) => x.text));
}

describe('ATS score: what must not move it', () => {
  it('gives the same output for the same input', () => {
    for (const c of ATS_CASES) expect(scoreResume(c.content, c.target, NOW)).toEqual(scoreResume(structuredClone(c.content), { ...c.target }, NOW));
  });

  it('ignores the order of keys and of skills', () => {
    for (const c of ATS_CASES) {
      const base = scoreResume(c.content, c.target, NOW);
      const shuffled = reverseKeys({ ...c.content, skills: reversed(c.content.skills) });
      const again = scoreResume(shuffled, c.target, NOW);
      expect(again.score, c.name).toBe(base.score);
      expect(again, c.name).toEqual(base);
    }
  });

  it('reads only the content and the target: no clock beyond the given day', () => {
    const c = ATS_CASES[0]!;
    expect(scoreResume(c.content, c.target, new Date(NOW))).toEqual(scoreResume(c.content, c.target, NOW));
  });
});

describe('ATS matching', () => {
  const skillsTarget = { jobTitle: 'Engineer', industry: 'Software', jobDescription: 'Requirements: React, JavaScript, TypeScript, Node.js, PostgreSQL, Kubernetes, machine learning and AWS.' };
  const aliases = resume({
    experience: [job('a', 'Engineer', 'Acme', '2020-01', '', ['Built ReactJS and JS apps in TS on Node with Postgres on K8s, ML models on Amazon Web Services'])],
  });

  it('matches aliases: ReactJS, JS, TS, Node, Postgres, K8s, ML, Amazon Web Services', () => {
    const result = score(aliases, skillsTarget);
    expect(result.keywords.missing).toEqual([]);
    expect(result.keywords.matched).toEqual(expect.arrayContaining(['React', 'JavaScript', 'TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes', 'machine learning', 'AWS']));
  });

  it('does not read a lower-case unit as an acronym', () => {
    const saline = resume({ experience: [job('a', 'Nurse', 'Clinic', '2020-01', '', ['Gave 500 ml of saline to 12 patients'])] });
    expect(score(saline, skillsTarget).keywords.matched).not.toContain('machine learning');
  });

  it('reads a lower-case acronym in the skills list, where it can only be a skill', () => {
    const listed = resume({ skills: ['sql', 'aws'] });
    const result = score(listed, skillsTarget);
    expect(result.keywords.matched).toContain('AWS');
    expect(score(resume({ professionalSummary: 'I like to rest and read aws.' }), skillsTarget).keywords.matched).not.toContain('AWS');
  });

  it('matches stems and multi-word terms', () => {
    expect(stem('managing')).toBe(stem('managed'));
    expect(stem('management')).toBe(stem('manage'));
    expect(stem('dashboards')).toBe(stem('dashboard'));
    expect(stem('planning')).toBe(stem('planned'));
    const target = { jobTitle: 'Coordinator', industry: 'Construction', jobDescription: 'Requirements: project management, financial modeling, data visualization.' };
    const content = resume({ experience: [job('a', 'Coordinator', 'Acme', '2020-01', '', ['Managed projects and built financial models; visualised data'])] });
    // "financial models" meets "financial modeling" by stems and "managed projects" is a listed alias,
    // but the words of a phrase must come in its order: "visualised data" is not "data visualization".
    const result = score(content, target);
    expect(result.keywords.matched).toEqual(expect.arrayContaining(['project management', 'financial modeling']));
    expect(result.keywords.missing).toEqual(['data visualization']);
    const phrased = resume({ experience: [job('a', 'Coordinator', 'Acme', '2020-01', '', ['Led data visualisation for 3 sites'])] });
    expect(score(phrased, target).keywords.matched).toContain('data visualization');
  });

  it('matches whole words only', () => {
    const target = { jobTitle: 'Analyst', industry: 'Finance', jobDescription: 'Requirements: SQL and R.' };
    const content = resume({ experience: [job('a', 'Analyst', 'Acme', '2020-01', '', ['Wrote MySQL triggers for our reporting'])] });
    const result = score(content, target);
    expect(result.keywords.missing).toEqual(expect.arrayContaining(['SQL', 'R']));
  });

  it('splits required from preferred terms, and leaves benefits out', () => {
    const description = 'About the role\nYou will build reports.\nRequirements:\n- SQL and Excel\nNice to have:\n- Tableau\n- Python is a plus\nBenefits:\n- Salesforce discounts';
    const sentences = splitDescription(description);
    expect(sentences.filter((s) => s.required).map((s) => s.text)).toEqual(['You will build reports.', '- SQL and Excel']);
    const terms = targetTerms({ jobTitle: 'Analyst', industry: '', jobDescription: description }, lexicon());
    const byName = Object.fromEntries(terms.map((t) => [t.display, t.required]));
    expect(byName).toMatchObject({ SQL: true, Excel: true, Tableau: false, Python: false });
    expect(byName).not.toHaveProperty('Salesforce');
    expect(splitDescription('Must know SQL. Python is a plus.').map((s) => s.required)).toEqual([true, false]);
    // A heading and its content on one line: the whole line, every sentence of it, takes the heading's mode.
    expect(splitDescription('Requirements: Python; Git.\nPreferred: React; unit testing.\nPerks: free lunch.')).toEqual([
      { text: 'Python;', required: true },
      { text: 'Git.', required: true },
      { text: 'React;', required: false },
      { text: 'unit testing.', required: false },
    ]);
  });

  it('orders missing terms: required hard skills, preferred hard skills, then soft skills', () => {
    const target = { jobTitle: 'Analyst', industry: '', jobDescription: 'Requirements: strong communication, SQL.\nPreferred: Tableau.\nMust have: Excel.' };
    const result = score(resume({}), target);
    expect(result.keywords.missing).toEqual(['SQL', 'Excel', 'Tableau', 'communication']);
  });

  it('keeps filler out of the missing terms', () => {
    const description = 'The ideal candidate has the ability to work in a team. Experience of 3 years. Team work matters; the team works hard. Candidate must have experience.';
    const result = score(resume({}), { jobTitle: 'Clerk', industry: '', jobDescription: description });
    expect(result.keywords.missing).toEqual([]);
  });

  it('offers words the description repeats when no vocabulary knows them', () => {
    const description = 'Requirements:\n- Prepare escrow documents.\n- Track escrow deadlines weekly.\n- Balance escrow accounts.';
    const result = score(resume({}), { jobTitle: 'Closing Officer', industry: '', jobDescription: description });
    expect(result.keywords.missing).toContain('escrow');
    expect(result.keywords.missing).not.toContain('weekly');
    // The title's own words are the title factor's, not a keyword twice over.
    const titled = score(resume({}), { jobTitle: 'Escrow Officer', industry: '', jobDescription: description });
    expect(titled.keywords.missing).not.toContain('escrow');
  });
});

describe('ATS readability rules', () => {
  it('does not take a year range for a phone number', () => {
    expect(phoneProblem('2019-2023')).toMatch(/year range/);
    expect(phoneProblem('2019 – present')).toMatch(/year range/);
    expect(phoneProblem('+1 (512) 555-0147')).toBeNull();
    expect(phoneProblem('555-0134')).toBeNull();
    expect(phoneProblem('12345')).toMatch(/5 digits/);
    expect(phoneProblem('')).toBe('add a phone number');
    const result = score(dataAnalyst.content);
    expect(result.breakdown.find((f) => f.id === 'contact')!.detail).toContain('phone');
  });

  it('names the weak openers it finds, as written', () => {
    expect(weakOpener('Responsible for weekly reports')).toBe('Responsible for');
    expect(weakOpener('worked on the ledger')).toBe('worked on');
    expect(weakOpener('Helped with audits')).toBe('Helped with');
    expect(weakOpener('Handled 40 calls a day')).toBe('Handled');
    expect(weakOpener('Wasabi sales up 20%')).toBeNull();
    expect(weakOpener('Led 5 people')).toBeNull();
    const detail = factorOf(dataAnalyst.content, 'action-verbs').detail;
    for (const opener of ['Responsible for', 'Worked on', 'Helped with']) expect(detail).toContain(`"${opener}"`);
    expect(allSuggestions(dataAnalyst.content)).toContain(
      'Experience › Business Analyst at Northwind Retail, bullet 1: start with an action verb (Led, Built, Reduced…) instead of "Responsible for"',
    );
  });

  it('lists the biggest fixes first, at most three from one factor', () => {
    const result = scoreResume(accountant.content, accountant.target, NOW);
    const list = result.improvements.high_priority;
    expect(list.filter((text) => text.startsWith('Skills: add'))).toHaveLength(3);
    expect(list).toContain('Contact: add a phone number');
    // The industry (5 points) outranks the phone number (3).
    expect(list.indexOf('Summary: mention the Manufacturing industry where your work touched it')).toBeLessThan(list.indexOf('Contact: add a phone number'));
  });

  it('names the place of every suggestion, in every factor', () => {
    for (const c of ATS_CASES) {
      for (const text of allSuggestions(c.content, c.target)) expect(text, c.name).toMatch(/^(Contact|Summary|Experience|Education|Skills|Projects|Volunteer|Leadership)( › [^:]+)?: \S/);
    }
  });

  it('strips bullet marks before reading the opener', () => {
    const content = resume({ experience: [job('a', 'Analyst', 'Acme', '2020-01', '', [])] });
    const marked = { ...content, experience: [{ ...content.experience[0]!, description: '• Built 3 dashboards\n* Led 2 audits\n- Cut costs 10%' }] };
    expect(factorOf(marked, 'action-verbs').status).toBe('strong');
  });

  it('expects one page under two years of experience', () => {
    const long = resume({
      experience: [job('a', 'Analyst', 'Acme', '2026-01', '', Array.from({ length: 70 }, (_, i) => `Built report number ${i + 1} for the sales and finance teams`))],
    });
    const detail = factorOf(long, 'length').detail;
    expect(detail).toContain('one page');
    expect(detail).toContain('200-600 words');
  });

  it('asks for the empty standard sections', () => {
    const empty = score(resume({}));
    expect(empty.breakdown.find((f) => f.id === 'sections')!.earned).toBe(0);
    expect(empty.score).toBeLessThan(25);
  });
});

describe('ATS target edge cases', () => {
  it('earns no title or industry points without a title or an industry, and asks for them', () => {
    const result = scoreResume(dataAnalyst.content, { jobTitle: '', industry: '', jobDescription: '' }, NOW);
    for (const id of ['title', 'industry']) {
      const f = result.breakdown.find((x) => x.id === id)!;
      expect(f.earned).toBe(0);
      expect(f.detail).toMatch(/^There is no target/);
    }
  });

  it('scores a maximal description and a full resume without error', () => {
    const jd = `Requirements:\n${'- SQL, Python and stakeholder management across teams.\n'.repeat(400)}`.slice(0, 20_000);
    const result = scoreResume(dataAnalyst.content, { ...dataAnalyst.target, jobDescription: jd }, NOW);
    expect(result.keywords.missing.slice(0, 2)).toEqual(['Python', 'stakeholder management']);
    expect(result.keywords.matched).toContain('SQL');
  });
});

describe('ATS: true to the resume', () => {
  const lex = lexicon();

  it('reads a skills entry as the whole terms it holds, however an importer cut it', () => {
    expect(skillTerms('AWS (EC2, Lambda), S3', lex)).toEqual(['AWS', 'EC2', 'Lambda', 'S3']);
    expect(skillTerms('AWS (EC2', lex)).toEqual(['AWS', 'EC2']);
    expect(skillTerms('Lambda), S3', lex)).toEqual(['Lambda', 'S3']);
    expect(skillTerms('Languages: Python, C. Frameworks: React', lex)).toEqual(['Python', 'C', 'React']);
    expect(skillTerms('C. Frameworks: React', lex)).toEqual(['C', 'React']);
    expect(skillTerms('HTML/CSS; R / Excel', lex)).toEqual(['HTML', 'CSS', 'R', 'Excel']);
    // Known names and letter pairs keep their slash, a level is no skill, a skill that labels a group stays one.
    expect(skillTerms('CI/CD, A/B testing, I/O, C++ (advanced), C#, .NET, Node.js', lex)).toEqual(['CI/CD', 'A/B testing', 'I/O', 'C++', 'C#', '.NET', 'Node.js']);
    expect(skillTerms('Excel: pivot tables, VLOOKUP', lex)).toEqual(['Excel', 'pivot tables', 'VLOOKUP']);
  });

  it('suggests and matches the whole terms of a cut skills list, never the pieces', () => {
    const content = resume({ skills: ['Languages: Python', 'SQL (PostgreSQL', 'MySQL)', 'C. Frameworks: React'] });
    const result = score(content, { jobTitle: 'Engineer', industry: '', jobDescription: 'Requirements: Python, PostgreSQL, MySQL and React.' });
    expect(result.optimized_suggestions.skills_section).toEqual(['Python', 'PostgreSQL', 'MySQL', 'React', 'C', 'SQL']);
    expect(result.keywords.missing).toEqual([]);
  });

  it('says a held title names the target only when it holds the target title word for word', () => {
    const intern = resume({ experience: [job('a', 'Data Analyst Intern', 'Northwind Health', '2025-06', '2025-08', ['Wrote SQL queries'])] });
    const junior = factorOf(intern, 'title', { jobTitle: 'Junior Data Analyst', industry: '', jobDescription: '' }).detail;
    expect(junior).not.toMatch(/^A position you held names/);
    expect(junior).toBe('Your "Data Analyst Intern" role is close to the target "Junior Data Analyst", with every word an ATS searches that title for.');
    expect(factorOf(intern, 'title', { jobTitle: 'Data Analyst', industry: '', jobDescription: '' }).detail).toMatch(/^A position you held names "Data Analyst"/);
    expect(factorOf(intern, 'title', { jobTitle: 'Data Engineer', industry: '', jobDescription: '' }).detail).toMatch(/^Your "Data Analyst Intern" role shares 1 of 2 key words with "Data Engineer"/);
  });

  it("never offers an employer's or a school's name as a keyword: the ad's company, read or given, and the resume's", () => {
    const description =
      'Northwind Health runs 40 clinics. Our team turns claims data into reports Northwind Health leaders act on.\nRequirements: SQL, Tableau and Excel for Northwind reporting.';
    const content = resume({ experience: [job('a', 'Analyst', 'Lakeshore Analytics', '2023-01', '', ['Built Tableau dashboards'])], education: [school('e', 'University of Illinois Chicago', 'BS', 'Statistics', '2022-05')] });
    const target = { jobTitle: 'Data Analyst', industry: '', jobDescription: description };
    const read = score(content, target);
    for (const name of ['northwind', 'northwind health', 'health', 'Act!']) expect([...read.keywords.missing, ...read.keywords.matched]).not.toContain(name);
    expect(read.keywords.missing).toEqual(['SQL', 'Excel', 'reports']);
    // Given by the job, the company's name is left out even when the ad's wording does not show it.
    const ad = 'Requirements: SQL and Excel. Acme Bio reporting, Acme Bio dashboards, Acme Bio teams.';
    expect(score(content, { ...target, jobDescription: ad }).keywords.missing).toContain('acme bio');
    expect(score(content, { ...target, jobDescription: ad, company: 'Acme Bio Inc.' }).keywords.missing).toEqual(['SQL', 'Excel']);
    // The resume's own employer and school, and their initials, are no keyword of anyone's ad.
    const theirs = 'Requirements: SQL. Lakeshore Analytics partners with UIC; Lakeshore Analytics and UIC data.';
    expect(score(content, { ...target, jobDescription: theirs }).keywords.missing).toEqual(['SQL']);
    // A skill longer than a name beside it stays a skill: an employer called Google is not Google Analytics.
    const google = resume({ experience: [job('a', 'Analyst', 'Google', '2023-01', '', ['Built reports'])] });
    expect(score(google, { ...target, jobDescription: 'Requirements: Google Analytics.' }).keywords.missing).toEqual(['Google Analytics']);
  });

  it('opens the suggested summary with the role that fits the target, in its own words', () => {
    const content = resume({
      experience: [
        job('ta', 'Teaching Assistant, Introduction to Statistics', 'University of Illinois Chicago', '2024-09', '', ['Lead two weekly lab sections of 30 students']),
        job('di', 'Data Analyst Intern', 'Northwind Health', '2025-06', '2025-08', ['Wrote SQL queries for 40 clinics', 'Built a Tableau dashboard']),
      ],
      education: [school('e', 'University of Illinois Chicago', 'B.S.', 'Statistics', '2025-05')],
      skills: ['SQL', 'Tableau'],
    });
    const target = { jobTitle: 'Junior Data Analyst', industry: 'Healthcare', jobDescription: 'Requirements: SQL, Tableau and Excel.' };
    expect(scoreResume(content, target, new Date('2025-11-15T12:00:00Z')).optimized_suggestions.professional_summary).toMatch(
      /^Data Analyst Intern with hands-on experience at Northwind Health, skilled in SQL and Tableau\./,
    );
    // A student names the fitting role after the degree under way.
    const student = { ...content, education: [{ ...content.education[0]!, graduationDate: '2026-05' }] };
    expect(scoreResume(student, target, new Date('2025-11-15T12:00:00Z')).optimized_suggestions.professional_summary).toMatch(
      /^B\.S\. in Statistics student at University of Illinois Chicago who has worked as a Data Analyst Intern at Northwind Health, /,
    );
  });

  it('reads projects, volunteering, leadership, awards and languages as evidence', () => {
    const base = resume({ experience: [job('a', 'Cashier', 'Publix', '2024-06', '', ['Opened the store on weekends'])], skills: ['Tableau'] });
    const target = { jobTitle: 'Data Analyst', industry: '', jobDescription: 'Requirements: Tableau, SQL and Spanish; Spanish reports for clinics.' };
    const withSections = resume({
      ...base,
      projects: [{ id: 'p', name: 'Bike demand forecast', role: 'Lead', description: '- Built a Tableau dashboard of 600 stations' }],
      volunteer: [{ id: 'v', organization: 'Pilsen Food Pantry', role: 'Volunteer Data Analyst', startDate: '2024-01', current: true, description: '- Wrote SQL for weekly visits' }],
      languages: [{ id: 'l', language: 'Spanish', fluency: 'Native' }],
    });
    const before = score(base, target);
    const after = score(withSections, target);
    expect(before.keywords.missing).toEqual(['SQL', 'spanish']);
    expect(after.keywords.missing).toEqual([]);
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.breakdown.find((f) => f.id === 'title')!.detail).toMatch(/^A position you held names "Data Analyst"/);
    expect(after.optimized_suggestions.professional_summary).toMatch(/^Volunteer Data Analyst with /);
    expect(after.improvements.high_priority.join('\n')).not.toContain('only listed');
  });

  it('reads a product named after a word only when written as a name', () => {
    const target = { jobTitle: 'Analyst', industry: '', jobDescription: 'Managers act on our reports. Leaders act on them weekly.' };
    expect(score(resume({}), target).keywords.missing).not.toContain('Act!');
  });
});
