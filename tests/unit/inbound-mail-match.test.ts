// Matching a classified message to one of the member's applications, and how sure the proposal is:
// posting id first (the board's id or a part of the job link), then the company by name (legal
// forms, case and punctuation aside) or the sender's own domain, the role choosing among several
// (then the newest); nothing proposes a new application. High confidence needs a decisive rule and
// a match by posting or by company and role.
import { describe, expect, it } from 'vitest';
import { companyKey, confidenceOf, matchApplication, roleSimilarity, type Candidate } from '../../src/server/features/inbound-mail/match.ts';
import type { Classification } from '../../src/server/features/inbound-mail/message.ts';

let next = 0;
const app = (overrides: Partial<Candidate>): Candidate => ({
  id: `app-${++next}`,
  companyName: 'Acme Robotics',
  jobTitle: 'Backend Engineer',
  status: 'applied',
  jobUrl: null,
  externalId: null,
  ...overrides,
});
const said = (overrides: Partial<Pick<Classification, 'postingId' | 'company' | 'companyDomain' | 'role'>>) => ({
  postingId: null,
  company: null,
  companyDomain: null,
  role: null,
  ...overrides,
});

describe('matchApplication', () => {
  it('takes the posting id first: the board job’s id, or a part of the job link', () => {
    const byBoard = app({ companyName: 'Somewhere Else', externalId: '4012345' });
    const byLink = app({ companyName: 'Other', jobUrl: 'https://jobs.lever.co/acme/0A1B2C3D-1111-2222-3333-444455556666/apply' });
    const sameCompany = app({});
    const candidates = [sameCompany, byBoard, byLink];
    expect(matchApplication(said({ postingId: '4012345', company: 'Acme Robotics', role: 'Backend Engineer' }), candidates)).toEqual({ application: byBoard, by: 'posting' });
    expect(matchApplication(said({ postingId: '0a1b2c3d-1111-2222-3333-444455556666' }), candidates)).toEqual({ application: byLink, by: 'posting' });
    // An id in no link, nor only inside a longer part of one: on to the company.
    expect(matchApplication(said({ postingId: '40123', company: 'Acme Robotics', role: 'Backend Engineer' }), candidates)).toEqual({ application: sameCompany, by: 'company-role' });
  });

  it('reads a company name without its legal form, case, spaces or punctuation', () => {
    expect(companyKey('Acme Robotics, Inc.')).toBe(companyKey('acme robotics'));
    expect(companyKey('Globex GmbH')).toBe('globex');
    expect(companyKey('Costco Wholesale Corp')).toBe('costcowholesale');
    const globex = app({ companyName: 'Globex GmbH', jobTitle: 'Data Analyst' });
    expect(matchApplication(said({ company: 'GLOBEX', role: 'Data Analyst' }), [app({}), globex])).toEqual({ application: globex, by: 'company-role' });
  });

  it('knows the company by the sender’s own domain: the job link’s host, or a label holding its name', () => {
    const initech = app({ companyName: 'Initrode', jobUrl: 'https://careers.initech.com/jobs/77' });
    const acme = app({ companyName: 'Acme Robotics' });
    expect(matchApplication(said({ companyDomain: 'initech.com' }), [acme, initech])).toEqual({ application: initech, by: 'company' });
    expect(matchApplication(said({ companyDomain: 'mail.acme-robotics.com' }), [acme, initech])).toEqual({ application: acme, by: 'company' });
    expect(matchApplication(said({ companyDomain: 'robotics.com' }), [acme, initech])).toBeNull();
  });

  it('lets the role choose among several at the company, else the newest (listed first)', () => {
    const newest = app({ jobTitle: 'Office Manager' });
    const backend = app({ jobTitle: 'Senior Backend Engineer' });
    const data = app({ jobTitle: 'Data Engineer' });
    const candidates = [newest, backend, data];
    expect(matchApplication(said({ company: 'Acme Robotics', role: 'Backend Engineer' }), candidates)).toEqual({ application: backend, by: 'company-role' });
    expect(matchApplication(said({ company: 'Acme Robotics', role: 'Head of Sales' }), candidates)).toEqual({ application: newest, by: 'company' });
    expect(matchApplication(said({ company: 'Acme Robotics' }), candidates)).toEqual({ application: newest, by: 'company' });
  });

  it('proposes a new application when nothing names one', () => {
    expect(matchApplication(said({ company: 'Hooli', role: 'Backend Engineer' }), [app({})])).toBeNull();
    expect(matchApplication(said({}), [app({})])).toBeNull();
    expect(matchApplication(said({ company: 'Acme Robotics' }), [])).toBeNull();
  });

  it('measures roles by shared words', () => {
    expect(roleSimilarity('Senior Backend Engineer', 'Backend Engineer')).toBeCloseTo(2 / 3);
    expect(roleSimilarity('Head of Sales', 'Sales')).toBe(1 / 2);
    expect(roleSimilarity('', 'Backend Engineer')).toBe(0);
  });
});

describe('confidenceOf', () => {
  const classified = (decisive: boolean, outcome: Classification['outcome'] = 'rejection') => ({ decisive, outcome });
  const match = (by: 'posting' | 'company-role' | 'company') => ({ application: app({}), by });

  it('is high only for a decisive rule and a match by posting or by company and role', () => {
    expect(confidenceOf(classified(true), match('posting'))).toBe('high');
    expect(confidenceOf(classified(true), match('company-role'))).toBe('high');
    expect(confidenceOf(classified(true), match('company'))).toBe('low');
    expect(confidenceOf(classified(true), null)).toBe('low');
    expect(confidenceOf(classified(false), match('posting'))).toBe('low');
    expect(confidenceOf(classified(true, 'unknown'), match('posting'))).toBe('low');
  });
});
