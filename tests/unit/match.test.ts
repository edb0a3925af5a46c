// The match engine on small hand-made people and postings: titles read through their work words and
// O*NET occupations, skills weighted by where the resume shows them, the level against experience,
// the onboarding answers, and the reason line. The whole-corpus figures are `npm run eval`'s.
import { describe, expect, it } from 'vitest';
import { resumeContent, type ResumeContent } from '#shared/schemas/resumes.ts';
import { compileJob, compilePerson, jobFeatures, matchOf, personFeatures, rankOf, type Wants } from '../../src/server/engines/match/index.ts';
import { yearsAskedFor } from '../../src/server/engines/match/features.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const NO_WANTS: Wants = {
  industryPreferences: [],
  preferredWorkModel: null,
  locationPreference: null,
  willingToRelocate: false,
  targetSalaryMin: null,
  targetSalaryMax: null,
  skillLevel: null,
};

const resume = (content: Partial<ResumeContent>) => resumeContent.parse(content);
const personOf = (content: Partial<ResumeContent>, wants: Partial<Wants> = {}) =>
  compilePerson(personFeatures(resume(content), { careerGoals: '', yearsExperience: null }, NOW), { ...NO_WANTS, ...wants });

interface Posting {
  title: string;
  description?: string;
  workType?: string;
  experienceLevel?: string;
  location?: string | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string;
}
const jobOf = (p: Posting) => {
  const facts = { location: p.location ?? null, workType: p.workType ?? 'on-site', experienceLevel: p.experienceLevel ?? 'entry', salaryMin: p.salaryMin ?? null, salaryMax: p.salaryMax ?? null, salaryCurrency: p.salaryCurrency ?? 'USD' };
  return compileJob(jobFeatures({ title: p.title, companyName: 'Acme', description: p.description ?? '' }), facts);
};

const dataIntern = personOf({
  experience: [
    {
      id: 'e1',
      company: 'Northwind',
      position: 'Data Analyst Intern',
      location: '',
      startDate: '2025-06',
      endDate: '2025-08',
      current: false,
      description: 'Wrote SQL queries on claims data\nBuilt a Tableau dashboard of weekly volumes',
    },
  ],
  education: [{ id: 'ed1', institution: 'State University', degree: 'B.S.', field: 'Statistics', graduationDate: '2026-05', gpa: '' }],
  skills: ['SQL', 'Tableau', 'Python'],
});

describe('what the person can do', () => {
  it('reads "Data Analyst Intern" as close to "Junior Data Analyst" and far from "Data Entry Clerk"', () => {
    const analyst = jobOf({ title: 'Junior Data Analyst', description: 'Write SQL and build Tableau dashboards for the finance team.' });
    const clerk = jobOf({ title: 'Data Entry Clerk', description: 'Type records from paper forms into our system accurately and fast.' });
    expect(rankOf(dataIntern, analyst)).toBeGreaterThan(rankOf(dataIntern, clerk) + 0.25);
  });

  it('ties a degree to the occupations it leads to: a nursing graduate ranks Registered Nurse above Nurse Recruiter', () => {
    const nurse = personOf({
      experience: [{ id: 'e1', company: 'Mercy', position: 'Student Nurse', location: '', startDate: '2025-01', endDate: '', current: true, description: 'Gave medications and charted vital signs on a med-surg unit' }],
      education: [{ id: 'ed1', institution: 'Ohio State', degree: 'BSN', field: 'Nursing', graduationDate: '2026-05', gpa: '' }],
      skills: ['BLS', 'Epic'],
    });
    const rn = jobOf({ title: 'Registered Nurse', description: 'Care for patients on a med-surg unit. BLS required; Epic charting.' });
    const recruiter = jobOf({ title: 'Nurse Recruiter', description: 'Source and screen nursing candidates, manage the applicant tracking system and schedule interviews.' });
    expect(rankOf(nurse, rn)).toBeGreaterThan(rankOf(nurse, recruiter));
  });

  it('counts a skill shown in experience or a project above the same skill only listed', () => {
    const listed = personOf({ skills: ['Figma'] });
    const used = personOf({ projects: [{ id: 'p1', name: 'Campus app redesign', role: 'Designer', url: '', startDate: '', endDate: '', description: 'Prototyped the new flows in Figma' }] });
    const job = jobOf({ title: 'Product Designer', description: 'Figma every day.' });
    expect(rankOf(used, job)).toBeGreaterThan(rankOf(listed, job));
  });

  it('reads the years a posting asks for', () => {
    expect(yearsAskedFor('3+ years of experience with SQL')).toBe(3);
    expect(yearsAskedFor('You have 3-5 years of relevant experience')).toBe(3);
    expect(yearsAskedFor('10+ years of progressive marketing experience; 5 years managing people')).toBe(10);
    expect(yearsAskedFor('Founded 20 years ago, we value learning')).toBeNull();
  });

  it('sinks a "10+ years" role for a student, and says why', () => {
    const junior = jobOf({ title: 'Data Analyst', description: 'SQL and Tableau.' });
    const senior = jobOf({ title: 'Data Analyst', description: 'SQL and Tableau. 10+ years of experience.', experienceLevel: 'expert' });
    expect(rankOf(dataIntern, senior)).toBeLessThan(rankOf(dataIntern, junior) * 0.6);
    expect(matchOf(dataIntern, senior).reason).toMatch(/; asks for 10 years$/);
  });
});

describe('what the person wants, and the reason', () => {
  const remote = jobOf({ title: 'Data Analyst', description: 'SQL and Tableau. 3+ years of experience.', workType: 'remote' });

  it('names the strongest two factors and the biggest gap', () => {
    const person = personOf({ skills: ['SQL', 'Tableau'] }, { preferredWorkModel: 'remote' });
    expect(matchOf(person, remote).reason).toBe('Matches SQL, Tableau and your remote preference; asks for 3 years');
  });

  it('ranks a job of the wanted work model above an equal one that is not', () => {
    const person = personOf({ skills: ['SQL', 'Tableau'] }, { preferredWorkModel: 'remote' });
    const remoteOnly = jobOf({ title: 'Data Analyst', description: 'SQL and Tableau.', workType: 'remote' });
    const onSite = jobOf({ title: 'Data Analyst', description: 'SQL and Tableau.', workType: 'on-site' });
    expect(rankOf(person, remoteOnly)).toBeGreaterThan(rankOf(person, onSite));
    expect(matchOf(person, onSite).reason).toContain('on-site, not remote');
  });

  it('compares a salary with the target only when it is in dollars, never converting another currency', () => {
    const person = personOf({ skills: ['SQL'] }, { targetSalaryMin: 90_000 });
    const low = jobOf({ title: 'Data Analyst', description: 'SQL.', salaryMin: 40_000, salaryMax: 50_000 });
    const sameFiguresInYen = jobOf({ title: 'Data Analyst', description: 'SQL.', salaryMin: 40_000, salaryMax: 50_000, salaryCurrency: 'JPY' });
    const unstated = jobOf({ title: 'Data Analyst', description: 'SQL.' });
    expect(matchOf(person, low).reason).toContain('pays below your target');
    expect(matchOf(person, sameFiguresInYen).reason).not.toContain('pays below your target');
    expect(rankOf(person, sameFiguresInYen)).toBe(rankOf(person, unstated));
  });

  it('scores 0-100 and says so when nothing matches', () => {
    const nobody = personOf({});
    const { score, reason } = matchOf(nobody, jobOf({ title: 'Welder', description: 'MIG and TIG welding.' }));
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThan(30);
    expect(reason).toMatch(/^Few matches with your resume/);
  });
});
