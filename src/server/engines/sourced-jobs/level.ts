// A job's experience level when its source does not say: read from the words of its title. Feeds
// and files name levels in titles ("Senior", "Staff", "Junior", "Intern"); anything else is mid.
import type { ExperienceLevel } from '#shared/constants.ts';

/** Checked in this order: "Senior Staff Engineer" is expert, "Junior Principal" (sic) is entry. */
const TITLE_LEVELS: Array<[ExperienceLevel, RegExp]> = [
  ['entry', /\b(intern(ship)?|junior|jr\.?|entry[- ]level|graduate|new grad|apprentice|trainee)\b/i],
  ['expert', /\b(staff|principal|distinguished|fellow|director|head of|vp|vice president|chief|architect)\b/i],
  ['senior', /\b(senior|sr\.?|lead|manager|iii|iv)\b/i],
];

/** entry, expert or senior when the title's words say so; mid otherwise. */
export function levelFromTitle(title: string): ExperienceLevel {
  for (const [level, pattern] of TITLE_LEVELS) if (pattern.test(title)) return level;
  return 'mid';
}
