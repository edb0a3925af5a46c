// The pure parts of live job sources: the level read from a title, Greenhouse's one-pass unescaping,
// the work type and salary rules, Retry-After, and the jittered interval.
import { describe, expect, it } from 'vitest';
import { levelFromTitle } from '../../src/server/engines/sourced-jobs/level.ts';
import { feedSalary, workTypeFrom } from '../../src/server/features/jobs/staff/sources/feed.ts';
import { retryAfterSeconds } from '../../src/server/features/jobs/staff/sources/fetch.ts';
import { unescapeOnce } from '../../src/server/features/jobs/staff/sources/greenhouse.ts';
import { backoffSeconds, nextDelaySeconds } from '../../src/server/features/jobs/staff/sources/sync.ts';

describe('levelFromTitle', () => {
  it.each([
    ['Software Engineering Intern', 'entry'],
    ['Junior Data Analyst', 'entry'],
    ['Jr. Developer', 'entry'],
    ['New Grad Software Engineer', 'entry'],
    ['Senior Backend Engineer', 'senior'],
    ['Sr. Product Designer', 'senior'],
    ['Engineering Manager', 'senior'],
    ['Staff Engineer', 'expert'],
    ['Senior Staff Engineer', 'expert'],
    ['Principal Scientist', 'expert'],
    ['Head of Growth', 'expert'],
    ['Software Engineer', 'mid'],
    ['Seniority Analyst', 'mid'],
    ['Internal Tools Engineer', 'mid'],
  ])('%s → %s', (title, level) => expect(levelFromTitle(title)).toBe(level));
});

describe("Greenhouse's escaped content", () => {
  it('is unescaped exactly once', () => {
    expect(unescapeOnce('&lt;p&gt;R&amp;amp;D &amp;nbsp;&quot;x&quot; &#39;y&#x27;&lt;/p&gt;')).toBe(`<p>R&amp;D &nbsp;"x" 'y'</p>`);
    expect(unescapeOnce('&#0; &#x110000; &copy;')).toBe('&#0; &#x110000; &copy;');
  });
});

describe('work type and salary', () => {
  it('prefers the workplace type, then the remote flag, then "Remote" in the location', () => {
    expect(workTypeFrom({ workplaceType: 'OnSite', location: 'Remote' })).toBe('on-site');
    expect(workTypeFrom({ workplaceType: 'hybrid' })).toBe('hybrid');
    expect(workTypeFrom({ workplaceType: 'unspecified', isRemote: true })).toBe('remote');
    expect(workTypeFrom({ location: 'Remote - US' })).toBe('remote');
    expect(workTypeFrom({ location: 'Remoteville' })).toBe('on-site');
    expect(workTypeFrom({})).toBe('on-site');
  });

  it('makes a salary yearly in its own currency, whole, a one-sided range filled in; leaves out what it cannot read', () => {
    expect(feedSalary({ currency: 'usd', period: 'per-year-salary', min: 100_000.6, max: 150_000 })).toEqual({ min: 100_001, max: 150_000, currency: 'USD' });
    expect(feedSalary({ currency: 'USD', period: '1 YEAR', min: null, max: 90_000 })).toEqual({ min: 90_000, max: 90_000, currency: 'USD' });
    expect(feedSalary({ currency: 'USD', period: 'per-hour-wage', min: 40, max: 60 })).toEqual({ min: 83_200, max: 124_800, currency: 'USD' });
    expect(feedSalary({ currency: 'EUR', period: '1 MONTH', min: 4_000, max: 5_000 })).toEqual({ min: 48_000, max: 60_000, currency: 'EUR' });
    expect(feedSalary({ currency: null, period: '1 YEAR', min: 1, max: 2 })).toBeNull();
    expect(feedSalary({ currency: 'USD', period: 'one-time', min: 1, max: 2 })).toBeNull();
    expect(feedSalary({ currency: 'USD', period: '1 YEAR', min: null, max: null })).toBeNull();
  });
});

describe('pacing', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 13:00:00 GMT', now)).toBe(3600);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it('jitters the interval by ±10% and backs off exponentially up to a day, never below Retry-After', () => {
    expect(nextDelaySeconds(60, 0)).toBe(3240);
    expect(nextDelaySeconds(60, 1)).toBe(3960);
    expect(nextDelaySeconds(60, 0.5)).toBe(3600);
    expect(backoffSeconds(60, 1, null)).toBe(7200);
    expect(backoffSeconds(60, 3, null)).toBe(28_800);
    expect(backoffSeconds(60, 10, null)).toBe(86_400);
    expect(backoffSeconds(15, 1, 5)).toBe(1800);
    expect(backoffSeconds(15, 1, 200_000)).toBe(200_000);
  });
});
