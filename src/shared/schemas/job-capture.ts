// Saving a job from another site: the link a user gives, the posting read from it (by the server,
// or by the browser extension in the page itself), and what saving it does. A posting sent by the
// extension is as untrusted as any input: save passes it through `capturedPosting` again.
import { z } from 'zod';
import { JOB_WORK_TYPES, JOB_FIELD_LIMITS, LIVE_JOB_SOURCE_KINDS } from '../constants/jobs.ts';
import { JOB_CAPTURE_LIMITS, JOB_CAPTURE_READERS, JOB_CAPTURE_TEXT } from '../constants/job-capture.ts';
import { SALARY_MAX } from '../rules/salary.ts';
import { addApplicationInput } from './applications.ts';
import { dateInput } from '../schemas.ts';

const M = JOB_CAPTURE_TEXT;

/**
 * A link as a user pastes it: http or https, no user name or password, at most urlMax characters.
 * The guarded fetcher checks where it points; this only refuses what is wrong on its face
 * (`javascript:`, `file:`, credentials), with the capture's own words.
 */
export const captureLink = z
  .string(M.invalidUrl)
  .trim()
  .min(1, M.invalidUrl)
  .max(JOB_CAPTURE_LIMITS.urlMax, M.urlTooLong)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return void ctx.addIssue({ code: 'custom', message: M.invalidUrl });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return void ctx.addIssue({ code: 'custom', message: M.scheme });
    if (url.username || url.password) return void ctx.addIssue({ code: 'custom', message: M.credentials });
    if (!url.hostname) ctx.addIssue({ code: 'custom', message: M.invalidUrl });
  });

const webAddress = z
  .string()
  .trim()
  .max(JOB_FIELD_LIMITS.applyUrlMax)
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), M.invalidUrl);

/** A date as superjson carries it, or as ISO text from the extension's plain JSON, that Postgres can store; null when absent. */
const dateOrNull = z.preprocess((v) => (typeof v === 'string' ? new Date(v) : (v ?? null)), dateInput.nullable());

const listEntry = z.string().trim().min(1).max(JOB_FIELD_LIMITS.locationMax);

/** A yearly range in the currency the posting stated (rules/salary.ts made it so). */
export const capturedSalary = z
  .object({
    min: z.number().int().min(0).max(SALARY_MAX),
    max: z.number().int().min(0).max(SALARY_MAX),
    currency: z.string().regex(/^[A-Z]{3}$/),
  })
  .refine((s) => s.min <= s.max, { path: ['max'] });

/** One job posting as read from a page or a job board's API, its description already plain text. */
export const capturedPosting = z.object({
  title: z.string().trim().min(1).max(JOB_FIELD_LIMITS.titleMax),
  companyName: z.string().trim().min(1).max(JOB_FIELD_LIMITS.companyMax),
  location: z.string().trim().max(JOB_FIELD_LIMITS.locationMax).nullable(),
  /** TELECOMMUTE (or a board's remote flag) is remote. */
  workType: z.enum(JOB_WORK_TYPES),
  /** applicantLocationRequirements: where a remote job's applicants may live. */
  applicantLocations: z.array(listEntry).max(JOB_CAPTURE_LIMITS.maxListEntries),
  salary: capturedSalary.nullable(),
  /** schema.org employmentType as stated: FULL_TIME, PART_TIME, CONTRACTOR, INTERN… */
  employmentTypes: z.array(z.string().trim().min(1).max(40)).max(JOB_CAPTURE_LIMITS.maxListEntries),
  postedDate: dateOrNull,
  validThrough: dateOrNull,
  description: z.string().max(JOB_FIELD_LIMITS.descriptionMax),
  /** The posting's own address, canonical (rules/job-posting.ts canonicalJobUrl). */
  url: webAddress,
  applyUrl: webAddress.nullable(),
  /** schema.org directApply: the posting's page is where one applies. */
  directApply: z.boolean().nullable(),
  /** A Greenhouse, Lever or Ashby posting: the board's own id for it, which dedupes against the live sources. */
  source: z.object({ kind: z.enum(LIVE_JOB_SOURCE_KINDS), postingId: z.string().trim().min(1).max(JOB_FIELD_LIMITS.externalIdMax) }).nullable(),
  readBy: z.enum(JOB_CAPTURE_READERS),
});
export type CapturedPosting = z.output<typeof capturedPosting>;
export type CapturedPostingInput = z.input<typeof capturedPosting>;

export const captureReadInput = z.object({ url: captureLink });

/** What a link read answers: the posting to review, and the board's job when it is already there. */
export const captureReadResult = z.object({
  posting: capturedPosting,
  /** The open board job this posting is (same source id, same address, or same company, title and location within 30 days). */
  boardJobId: z.uuid().nullable(),
});
export type CaptureReadResult = z.infer<typeof captureReadResult>;

/**
 * Saving a posting: as a saved job, or as a tracked application. The tracker's dialog sends the
 * application as the user reviewed it; the extension may leave it out, and the posting's own
 * title, company, location, salary and address are tracked as applied today.
 */
export const captureSaveInput = z.discriminatedUnion('target', [
  z.object({ target: z.literal('saved'), posting: capturedPosting }),
  z.object({ target: z.literal('tracked'), posting: capturedPosting, application: addApplicationInput.optional() }),
]);
export type CaptureSaveInput = z.input<typeof captureSaveInput>;

export const captureSaveResult = z.object({
  /** The job it was saved as: the board's, the user's earlier capture of it, or a new private one. */
  jobId: z.uuid(),
  /** True when an existing job was linked instead of a new one created. */
  linked: z.boolean(),
  /** True when that job is open on the board (not only the user's own capture). */
  onBoard: z.boolean(),
  /** The tracked application, for target "tracked". */
  applicationId: z.uuid().nullable(),
});
export type CaptureSaveResult = z.infer<typeof captureSaveResult>;
