// The job board and saved jobs: what the search takes and what a card shows (the server caps free
// users and visitors at FREE_LIMITS.visibleJobResults while still telling the true total); then the
// staff tools: job management, file imports and live sources.
import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../constants.ts';
import {
  JOB_ADMIN_STATUSES,
  JOB_CLOSE_REASONS,
  JOB_EVENT_ACTIONS,
  JOB_FIELD_LIMITS,
  JOB_FIELD_TEXT,
  JOB_IMPORT_ACTIONS,
  JOB_IMPORT_LIMITS,
  JOB_IMPORT_MODES,
  JOB_IMPORT_TEXT,
  JOB_LIMITS,
  JOB_SORTS,
  JOB_SOURCE_KINDS,
  JOB_SOURCE_LIMITS,
  JOB_SOURCE_TEXT,
  JOB_TEXT,
  JOB_WORK_TYPES,
  LIVE_JOB_SOURCE_KINDS,
  MATCH_SORT_UNAVAILABLE,
} from '../constants/jobs.ts';
import { currencyField, cursorField, searchTermField } from '../schemas.ts';

export const jobSearchInput = z.object({
  q: searchTermField,
  location: z.string().trim().max(JOB_LIMITS.locationMax, JOB_TEXT.locationTooLong).default(''),
  workTypes: z.array(z.enum(JOB_WORK_TYPES)).max(JOB_WORK_TYPES.length).default([]),
  experienceLevels: z.array(z.enum(EXPERIENCE_LEVELS)).max(EXPERIENCE_LEVELS.length).default([]),
  minSalary: z.number().int().min(0).max(10_000_000).nullable().default(null),
  /** newest (posted date), salary (highest top of range first, no salary last) or match (the viewer's match score). */
  sort: z.enum(JOB_SORTS).default('newest'),
  /** Premium only. Parsed to null when absent, the type the search has always taken. */
  cursor: cursorField.default(null),
});
export type JobSearchInput = z.input<typeof jobSearchInput>;
/** A search without its page: what a job alert saves and what every search's conditions read. */
export type JobSearchFilters = Omit<z.output<typeof jobSearchInput>, 'cursor' | 'sort'>;

export const jobCard = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  location: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  /** ISO 4217: salaries are yearly, in the currency the source stated, never converted. */
  salaryCurrency: z.string(),
  workType: z.enum(JOB_WORK_TYPES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  description: z.string(),
  applyUrl: z.string().nullable(),
  postedDate: z.date(),
  /** Where the job came from: the card says "via Greenhouse" (JOB_SOURCE_LABELS). */
  source: z.enum(JOB_SOURCE_KINDS),
  /** False for a closed job, which only its savers and applicants still see. */
  isActive: z.boolean(),
  /** Always false for visitors. */
  isSaved: z.boolean(),
});
export type JobCard = z.infer<typeof jobCard>;

/** How well a job fits the viewer, and why in one line ("Matches SQL, Tableau and your remote preference; asks for 3 years"). */
export const jobMatch = z.object({ score: z.number().int().min(0).max(100), reason: z.string() });
export type JobMatch = z.infer<typeof jobMatch>;

export const jobSearchResult = z.object({
  /** Sorted by match, each card carries its match. */
  jobs: z.array(jobCard.extend({ match: jobMatch.optional() })),
  /** Every match, also when the page is capped: "Showing X of Y jobs". */
  total: z.number().int(),
  /** True when there are more than JOB_LIMITS.totalCountCap matches: total is then a lower bound ("1,000+"). */
  totalIsEstimate: z.boolean(),
  /** True when the caller is capped at the free number of results. */
  limited: z.boolean(),
  nextCursor: z.string().nullable(),
  /** The order the page is in: 'newest' when match was asked for but cannot be computed. */
  sortedBy: z.enum(JOB_SORTS),
  /** Why match was not used (signed out, or no profile to compare with); null otherwise. */
  matchUnavailable: z.enum(MATCH_SORT_UNAVAILABLE).nullable(),
  /** Only when a term found nothing: the closest open-job titles and companies ("Did you mean"). */
  suggestions: z.array(z.object({ kind: z.enum(['title', 'company']), text: z.string() })),
});
export type JobSearchResult = z.infer<typeof jobSearchResult>;

export const jobIdInput = z.object({ jobId: z.uuid() });

export const savedJob = z.object({ id: z.uuid(), savedAt: z.date(), job: jobCard });
export type SavedJob = z.infer<typeof savedJob>;

/** What save and remove answer: the job's saved state after the call. */
export const savedJobState = z.object({ jobId: z.uuid(), isSaved: z.boolean() });
export type SavedJobState = z.infer<typeof savedJobState>;

const salaryField = z
  .number(JOB_FIELD_TEXT.salary)
  .int(JOB_FIELD_TEXT.salary)
  .min(0, JOB_FIELD_TEXT.salary)
  .max(JOB_FIELD_LIMITS.salaryMax, JOB_FIELD_TEXT.salary)
  .nullable();

/** Empty text is no value: a form's blank field and a file's empty cell both mean null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * A whole job as staff type it, a file row imports it and a feed syncs it. The server passes every
 * writer's input through this schema, so the board holds one shape whatever its source.
 */
export const jobFields = z
  .object({
    title: z.string().trim().min(1, JOB_FIELD_TEXT.titleRequired).max(JOB_FIELD_LIMITS.titleMax, JOB_FIELD_TEXT.titleTooLong),
    companyName: z
      .string()
      .trim()
      .min(1, JOB_FIELD_TEXT.companyRequired)
      .max(JOB_FIELD_LIMITS.companyMax, JOB_FIELD_TEXT.companyTooLong),
    location: optionalText(JOB_FIELD_LIMITS.locationMax, JOB_FIELD_TEXT.locationTooLong),
    workType: z.enum(JOB_WORK_TYPES, JOB_FIELD_TEXT.workType),
    experienceLevel: z.enum(EXPERIENCE_LEVELS, JOB_FIELD_TEXT.experienceLevel),
    salaryMin: salaryField,
    salaryMax: salaryField,
    /** ISO 4217: the staff form and a file's columns mean US dollars unless they say otherwise. */
    salaryCurrency: currencyField,
    description: z.string().trim().max(JOB_FIELD_LIMITS.descriptionMax, JOB_FIELD_TEXT.descriptionTooLong),
    applyUrl: z
      .string()
      .trim()
      .max(JOB_FIELD_LIMITS.applyUrlMax, JOB_FIELD_TEXT.applyUrl)
      .refine((v) => v === '' || isWebAddress(v), JOB_FIELD_TEXT.applyUrl)
      .nullable()
      .transform((v) => (v ? v : null)),
  })
  .refine((j) => j.salaryMin === null || j.salaryMax === null || j.salaryMin <= j.salaryMax, {
    message: JOB_FIELD_TEXT.salaryRange,
    path: ['salaryMax'],
  });
export type JobFieldsInput = z.input<typeof jobFields>;
export type JobFields = z.output<typeof jobFields>;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A job from a file or a feed: its fields, the source's own id for it, and when the source says it was posted. */
export const sourcedJob = z.object({
  externalId: z
    .string()
    .trim()
    .min(1, JOB_FIELD_TEXT.externalIdRequired)
    .max(JOB_FIELD_LIMITS.externalIdMax, JOB_FIELD_TEXT.externalIdTooLong),
  fields: jobFields,
  postedDate: z.date().nullable(),
});
export type SourcedJob = z.output<typeof sourcedJob>;

// ---- Staff: job management ----------------------------------------------------------------------

// The list's filters and rows, one job with its history, and the writes.
// Every write's fields pass `jobFields`, the schema imports and feeds pass too.
export const jobAdminListInput = z.object({
  /** Matches the title or the company, any length. */
  q: searchTermField,
  status: z.enum(JOB_ADMIN_STATUSES).default('open'),
  source: z.enum(JOB_SOURCE_KINDS).nullable().default(null),
  cursor: cursorField,
});
export type JobAdminListInput = z.input<typeof jobAdminListInput>;

export const jobAdminRow = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  location: z.string().nullable(),
  sourceKind: z.enum(JOB_SOURCE_KINDS),
  /** The import's or feed's name (board); null for a staff posting or a source since removed. */
  sourceName: z.string().nullable(),
  postedDate: z.date(),
  updatedAt: z.date(),
  isActive: z.boolean(),
  closeReason: z.enum(JOB_CLOSE_REASONS).nullable(),
  closedAt: z.date().nullable(),
  /** False for live feeds' jobs: they change at their source. */
  editable: z.boolean(),
});
export type JobAdminRow = z.infer<typeof jobAdminRow>;

export const jobAdminPage = z.object({
  jobs: z.array(jobAdminRow),
  nextCursor: z.string().nullable(),
  /** Open and closed jobs matching the search and source filter, whatever the status filter. */
  counts: z.object({ open: z.number().int(), closed: z.number().int() }),
});
export type JobAdminPage = z.infer<typeof jobAdminPage>;

export const jobEvent = z.object({
  id: z.uuid(),
  action: z.enum(JOB_EVENT_ACTIONS),
  /** The staff member's name; null for a sync or the expiry job (or a deleted account). */
  actorName: z.string().nullable(),
  /** The import or feed the change came through, if any. */
  sourceName: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  createdAt: z.date(),
});
export type JobEvent = z.infer<typeof jobEvent>;

export const jobAdminDetail = jobAdminRow.extend({
  workType: z.enum(JOB_WORK_TYPES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string(),
  description: z.string(),
  applyUrl: z.string().nullable(),
  externalId: z.string().nullable(),
  postedByName: z.string().nullable(),
  /** Newest first. */
  events: z.array(jobEvent),
});
export type JobAdminDetail = z.infer<typeof jobAdminDetail>;

export const jobAdminIdInput = z.object({ jobId: z.uuid() });
export const jobAdminUpdateInput = z.object({ jobId: z.uuid(), fields: jobFields });

// ---- Staff: job imports -------------------------------------------------------------------------

// The upload's query fields, the report it answers (preview and apply alike) and the
// import sources the form suggests.
/** The upload route's query string: which import it goes into and whether to write. */
export const jobImportQuery = z.object({
  mode: z.enum(JOB_IMPORT_MODES, JOB_IMPORT_TEXT.mode),
  source: z
    .string(JOB_IMPORT_TEXT.sourceRequired)
    .trim()
    .min(1, JOB_IMPORT_TEXT.sourceRequired)
    .max(JOB_IMPORT_LIMITS.sourceNameMax, JOB_IMPORT_TEXT.sourceTooLong),
  /** The company of rows that name none, and of the import when it is new; blank: the import's own, else its name. */
  company: z.string().trim().max(JOB_IMPORT_LIMITS.companyMax, JOB_IMPORT_TEXT.companyTooLong).default(''),
});
export type JobImportQuery = z.output<typeof jobImportQuery>;

export const jobImportRow = z.object({
  /** CSV: the spreadsheet's row number (the header is row 1). JSON: the posting's position, from 1. */
  row: z.number().int(),
  externalId: z.string().nullable(),
  title: z.string().nullable(),
  action: z.enum(JOB_IMPORT_ACTIONS),
  /** Why the row is refused, each naming its column or property. */
  errors: z.array(z.string()),
  /** What was changed on the way in (HTML converted, a level read from the title). */
  notes: z.array(z.string()),
});
export type JobImportRow = z.infer<typeof jobImportRow>;

export const jobImportCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  reopened: z.number().int(),
  unchanged: z.number().int(),
  /** New rows another source already has open on the board: not created. */
  duplicate: z.number().int(),
  refused: z.number().int(),
});
export type JobImportCounts = z.infer<typeof jobImportCounts>;

export const jobImportReport = z.object({
  mode: z.enum(JOB_IMPORT_MODES),
  format: z.enum(['csv', 'json']),
  source: z.object({ name: z.string(), companyName: z.string(), isNew: z.boolean() }),
  rows: z.array(jobImportRow),
  /** Preview: what applying would do; apply: what it did. */
  totals: jobImportCounts,
});
export type JobImportReport = z.infer<typeof jobImportReport>;

export const jobImportSource = z.object({
  id: z.uuid(),
  name: z.string(),
  companyName: z.string(),
  jobCount: z.number().int(),
  lastSyncedAt: z.date().nullable(),
});
export type JobImportSource = z.infer<typeof jobImportSource>;

// ---- Staff: live job sources --------------------------------------------------------------------

// Adding, changing and removing a source, and what the list
// and a sync answer.
const companyName = z
  .string()
  .trim()
  .min(1, JOB_SOURCE_TEXT.companyRequired)
  .max(JOB_SOURCE_LIMITS.companyMax, JOB_SOURCE_TEXT.companyTooLong);
const interval = z
  .number(JOB_SOURCE_TEXT.interval)
  .int(JOB_SOURCE_TEXT.interval)
  .min(JOB_SOURCE_LIMITS.intervalMinMinutes, JOB_SOURCE_TEXT.interval)
  .max(JOB_SOURCE_LIMITS.intervalMaxMinutes, JOB_SOURCE_TEXT.interval);

export const createJobSourceInput = z.object({
  kind: z.enum(LIVE_JOB_SOURCE_KINDS),
  board: z
    .string()
    .trim()
    .min(1, JOB_SOURCE_TEXT.boardRequired)
    .max(JOB_SOURCE_LIMITS.boardMax, JOB_SOURCE_TEXT.boardTooLong)
    .regex(JOB_SOURCE_LIMITS.boardPattern, JOB_SOURCE_TEXT.boardFormat),
  companyName,
  syncIntervalMinutes: interval.default(JOB_SOURCE_LIMITS.intervalDefaultMinutes),
});
export type CreateJobSourceInput = z.input<typeof createJobSourceInput>;

export const jobSourceIdInput = z.object({ id: z.uuid() });

/** Only what is given changes. */
export const updateJobSourceInput = z.object({
  id: z.uuid(),
  isEnabled: z.boolean().optional(),
  syncIntervalMinutes: interval.optional(),
  companyName: companyName.optional(),
});

/** What one sync did: the board's changes, and the feed's entries it refused or skipped. */
export const jobSyncCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  reopened: z.number().int(),
  closed: z.number().int(),
  unchanged: z.number().int(),
  /** New jobs another source already has open on the board: not created. Absent from counts kept before it was counted. */
  duplicate: z.number().int().default(0),
  /** Entries that did not make a valid job (the first reasons are kept in refusedReasons). */
  refused: z.number().int(),
  /** Jobs whose posted date is older than the board's maximum age: not created. */
  tooOld: z.number().int(),
  refusedReasons: z.array(z.string()),
});
export type JobSyncCounts = z.infer<typeof jobSyncCounts>;

export const jobSource = z.object({
  id: z.uuid(),
  kind: z.enum(LIVE_JOB_SOURCE_KINDS),
  board: z.string(),
  companyName: z.string(),
  isEnabled: z.boolean(),
  syncIntervalMinutes: z.number().int(),
  nextSyncAt: z.date(),
  lastSyncedAt: z.date().nullable(),
  lastSuccessAt: z.date().nullable(),
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastCounts: jobSyncCounts.nullable(),
  /** The source's jobs on the board now. */
  openJobs: z.number().int(),
  createdAt: z.date(),
});
export type JobSource = z.infer<typeof jobSource>;

/** A sync now: ok with its counts, failed with the error the source now shows, or busy (another sync of it was writing). */
export const jobSyncResult = z.object({
  status: z.enum(['ok', 'failed', 'busy']),
  counts: jobSyncCounts.nullable(),
  error: z.string().nullable(),
});
export type JobSyncResult = z.infer<typeof jobSyncResult>;
