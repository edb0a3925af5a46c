import { describe, expect, it } from 'vitest';
import {
  compatibleWorkTypes,
  inferIndustries,
  MATCH_WEIGHTS,
  matchScore,
  nearbyLevels,
  type MatchJob,
  type MatchProfile,
} from '#shared/rules/match-score.ts';

const profile: MatchProfile = {
  industryPreferences: ['Technology'],
  preferredWorkModel: 'remote',
  locationPreference: 'Austin',
  willingToRelocate: false,
  targetSalaryMin: 90_000,
  targetSalaryMax: 120_000,
  skillLevel: 'mid',
};

const job: MatchJob = {
  title: 'Software Engineer',
  companyName: 'Lumenfield Software',
  description: 'Build web apps in TypeScript.',
  location: 'Remote',
  workType: 'remote',
  experienceLevel: 'mid',
  salaryMin: 100_000,
  salaryMax: 130_000,
};

const empty: MatchProfile = {
  industryPreferences: [],
  preferredWorkModel: null,
  locationPreference: null,
  willingToRelocate: false,
  targetSalaryMin: null,
  targetSalaryMax: null,
  skillLevel: null,
};

describe('matchScore', () => {
  it('weights sum to 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('scores a job that fits every answer 100, with the reasons', () => {
    const match = matchScore(profile, job);
    expect(match.score).toBe(100);
    expect(match.reason).toBe('Matches your Technology interest, remote preference, salary range, location (remote) and experience level');
  });

  it('gives half credit for every factor the profile leaves empty', () => {
    // Remote jobs always fit the location, so 50 + half of the other 85.
    expect(matchScore(empty, { ...job, workType: 'hybrid', location: 'Austin, TX' }).score).toBe(50);
    expect(matchScore(empty, job).score).toBe(Math.round(85 / 2 + 15));
  });

  it('infers industries from keywords in the title, company and description', () => {
    expect(inferIndustries({ title: 'Registered Nurse', companyName: 'Mercy', description: 'Hospital ward.' })).toEqual(['Healthcare']);
    expect(inferIndustries({ title: 'UX Designer', companyName: 'Acme', description: '' })).toEqual(['Design']);
    expect(inferIndustries({ title: 'Clerk', companyName: 'Acme', description: 'It is a role.' })).toEqual([]);
    // One stray keyword in a description is not enough; two different ones are.
    expect(inferIndustries({ title: 'Brand Manager', companyName: 'Sunhollow Foods', description: 'Use data to grow.' })).toEqual(['Marketing']);
    expect(inferIndustries({ title: 'Analyst', companyName: 'Acme', description: 'Data pipelines for our web apps.' })).toEqual(['Technology']);
    const nurse = { ...job, title: 'Registered Nurse', companyName: 'Mercy', description: 'Hospital ward.' };
    expect(matchScore(profile, nurse).score).toBe(100 - MATCH_WEIGHTS.industry);
    expect(matchScore(profile, nurse).reason).toContain('outside your industries');
  });

  it('treats flexible as matching any work model, and hybrid as half-way', () => {
    const onSite = { ...job, workType: 'on-site', location: 'Austin, TX' };
    expect(matchScore({ ...profile, preferredWorkModel: 'flexible' }, onSite).score).toBe(100);
    expect(matchScore(profile, onSite).score).toBe(100 - MATCH_WEIGHTS.workModel);
    expect(matchScore(profile, { ...onSite, workType: 'hybrid' }).score).toBe(100 - MATCH_WEIGHTS.workModel / 2);
  });

  it('matches the location preference as a substring, half for a seeker willing to relocate', () => {
    const elsewhere = { ...job, workType: 'on-site', location: 'Boston, MA' };
    const onSiteSeeker = { ...profile, preferredWorkModel: 'on-site' };
    expect(matchScore(onSiteSeeker, { ...elsewhere, location: 'Austin, TX' }).score).toBe(100);
    expect(matchScore(onSiteSeeker, elsewhere).score).toBe(100 - MATCH_WEIGHTS.location);
    expect(matchScore({ ...onSiteSeeker, willingToRelocate: true }, elsewhere).score).toBe(Math.round(100 - MATCH_WEIGHTS.location / 2));
  });

  it('credits overlapping salary ranges and loses credit with the shortfall', () => {
    expect(matchScore(profile, { ...job, salaryMin: 200_000, salaryMax: 250_000 }).score).toBe(100);
    // 10% below a 90k minimum: 60% of the salary weight.
    expect(matchScore(profile, { ...job, salaryMin: 70_000, salaryMax: 81_000 }).score).toBe(100 - 8);
    const low = matchScore(profile, { ...job, salaryMin: 40_000, salaryMax: 50_000 });
    expect(low.score).toBe(100 - MATCH_WEIGHTS.salary);
    expect(low.reason).toContain('pays below your target');
    expect(matchScore(profile, { ...job, salaryMin: null, salaryMax: null }).score).toBe(100 - MATCH_WEIGHTS.salary / 2);
  });

  it('loses experience credit with the distance between levels', () => {
    expect(matchScore(profile, { ...job, experienceLevel: 'senior' }).score).toBe(Math.round(100 - MATCH_WEIGHTS.experience / 2));
    expect(matchScore(profile, { ...job, experienceLevel: 'expert' }).score).toBe(100 - MATCH_WEIGHTS.experience);
  });

  it('says so when little matches', () => {
    const bad = matchScore(
      { ...profile, preferredWorkModel: 'on-site', locationPreference: 'Boston' },
      { ...job, title: 'Nurse', companyName: 'Mercy', description: 'Hospital', workType: 'on-site', location: 'Denver', salaryMax: 40_000, salaryMin: 30_000, experienceLevel: 'expert' },
    );
    expect(bad.reason).toMatch(/^Matches your on-site preference; outside your industries$/);
    expect(matchScore({ ...empty, industryPreferences: ['Finance'] }, { ...job, workType: 'hybrid', location: null }).reason).toBe(
      'Few matches with your profile; outside your industries',
    );
  });
});

describe('candidate filters', () => {
  it('fetch only work types and levels that earn credit', () => {
    expect(compatibleWorkTypes('remote')).toEqual(['remote', 'hybrid']);
    expect(compatibleWorkTypes('flexible')).toEqual(['remote', 'hybrid', 'on-site']);
    expect(compatibleWorkTypes(null)).toHaveLength(3);
    expect(nearbyLevels('entry')).toEqual(['entry', 'mid']);
    expect(nearbyLevels('senior')).toEqual(['mid', 'senior', 'expert']);
    expect(nearbyLevels(null)).toHaveLength(4);
  });
});
