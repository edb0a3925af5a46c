// The job search lives in the address (?q=&location=&type=&level=&minSalary=&sort=) so a search can be
// shared and survives reload and Back. Anything unrecognised in the address is ignored.
import { EXPERIENCE_LEVELS, type ExperienceLevel } from '#shared/constants.ts';
import { JOB_SORTS, JOB_WORK_TYPES, type JobSort, type JobWorkType } from '#shared/constants/jobs.ts';

export interface JobSearchParams {
  q: string;
  location: string;
  workTypes: JobWorkType[];
  experienceLevels: ExperienceLevel[];
  minSalary: number | null;
  /** Newest unless the address says otherwise; the server orders the results. */
  sort: JobSort;
}

export const EMPTY_SEARCH: JobSearchParams = { q: '', location: '', workTypes: [], experienceLevels: [], minSalary: null, sort: 'newest' };

/** Values from a comma-separated parameter that belong to `allowed`, in `allowed`'s order. */
function listOf<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  const given = new Set((raw ?? '').split(','));
  return allowed.filter((value) => given.has(value));
}

export function parseJobSearch(search: string): JobSearchParams {
  const params = new URLSearchParams(search);
  const salary = Number(params.get('minSalary'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    location: (params.get('location') ?? '').slice(0, 100),
    workTypes: listOf(params.get('type'), JOB_WORK_TYPES),
    experienceLevels: listOf(params.get('level'), EXPERIENCE_LEVELS),
    minSalary: Number.isInteger(salary) && salary > 0 && salary <= 10_000_000 ? salary : null,
    sort: JOB_SORTS.find((sort) => sort === params.get('sort')) ?? 'newest',
  };
}

/** The query string for `search`, keeping parameters this screen does not own (say ?job=). */
export function withJobSearch(current: string, search: JobSearchParams): string {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('q', search.q.trim());
  set('location', search.location.trim());
  set('type', search.workTypes.join(','));
  set('level', search.experienceLevels.join(','));
  set('minSalary', search.minSalary ? String(search.minSalary) : '');
  set('sort', search.sort === 'newest' ? '' : search.sort);
  return params.toString();
}

/** How many filters (not the two text boxes) are set: the Filters button shows it. */
export const activeFilterCount = (search: JobSearchParams) =>
  search.workTypes.length + search.experienceLevels.length + (search.minSalary ? 1 : 0);
