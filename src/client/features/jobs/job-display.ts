// How a job's enumerations read on cards and in the filters.
import { EXPERIENCE_LEVEL_LABELS, type ExperienceLevel, WORK_MODEL_LABELS } from '#shared/constants.ts';
import type { JobWorkType } from '#shared/constants/jobs.ts';
import { link } from '#shared/routes.ts';
import type { JobCard } from '#shared/schemas/jobs.ts';

export const workTypeLabel = (type: JobWorkType) => WORK_MODEL_LABELS[type];

/** "Entry Level (0-2 years)" on the filter, "Entry Level" on a badge. */
export const experienceLabel = (level: ExperienceLevel) => EXPERIENCE_LEVEL_LABELS[level];
export const experienceBadgeLabel = (level: ExperienceLevel) => EXPERIENCE_LEVEL_LABELS[level].replace(/\s*\(.*\)$/, '');

/** Only web addresses open from Apply Now: a stored `javascript:` link must never run. */
export function safeApplyUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Where Apply Now leads: a demo job's to our page saying it is demo content (it has no employer),
 * any other job's to its posting when that is a web address, or nowhere.
 */
export const applyLink = (job: Pick<JobCard, 'id' | 'source' | 'applyUrl'>): string | null =>
  job.source === 'demo' ? link(`/jobs/${job.id}/demo-apply`) : safeApplyUrl(job.applyUrl);
