// Job imports: the upload's query fields, the report it answers (preview and apply alike) and the
// import sources the form suggests.
import { z } from 'zod';
import { JOB_IMPORT_ACTIONS, JOB_IMPORT_LIMITS, JOB_IMPORT_TEXT, JOB_IMPORT_MODES } from '../constants/job-imports.ts';

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
