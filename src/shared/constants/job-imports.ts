// Job imports: staff upload a CSV or a JSON file of schema.org JobPosting objects into a named import
// source, preview what it would do row by row, then apply it. The caps keep one upload one quick
// transaction; the messages name the column (CSV) or property (JSON) a row is refused for.
import { JOB_FIELD_LIMITS } from './jobs.ts';

/** Where the file goes (multipart); `mode`, `source` and `company` ride in the query string. */
export const JOB_IMPORT_PATH = '/api/admin/job-imports';

export const JOB_IMPORT_MODES = ['preview', 'apply'] as const;
export type JobImportMode = (typeof JOB_IMPORT_MODES)[number];

/** A CSV file's columns, in the template's order. Header names match ignoring case, spaces and hyphens. */
export const JOB_IMPORT_COLUMNS = [
  'external_id',
  'title',
  'company',
  'location',
  'work_type',
  'experience_level',
  'salary_min',
  'salary_max',
  'description',
  'apply_url',
  'posted_date',
] as const;
export type JobImportColumn = (typeof JOB_IMPORT_COLUMNS)[number];
/**
 * The columns a file must have. `company` may be left out (a blank cell takes the import's company);
 * `experience_level` may be left out (a blank cell is read from the title's words).
 */
export const JOB_IMPORT_REQUIRED_COLUMNS = ['external_id', 'title', 'work_type'] as const satisfies readonly JobImportColumn[];

export const JOB_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5_000,
  sourceNameMax: 200,
  companyMax: JOB_FIELD_LIMITS.companyMax,
  /** How many other rows a duplicate id's message lists before "and N more". */
  duplicateRowsListed: 5,
} as const;

const MB = JOB_IMPORT_LIMITS.maxBytes / (1024 * 1024);

export const JOB_IMPORT_TEXT = {
  // The upload's own refusals (the shape every multipart route words).
  wrongType: 'Choose a CSV or JSON file of jobs; this one is empty or not a file',
  tooLarge: `The file is too large: at most ${MB} MB`,
  noFile: 'Choose a CSV or JSON file of jobs',
  oneFile: 'Send one file at a time',
  notMultipart: 'Send the file as multipart/form-data',
  failed: 'The upload did not complete. Try again',
  // The form's fields.
  sourceRequired: 'Import name is required',
  sourceTooLong: `Import name must be at most ${JOB_IMPORT_LIMITS.sourceNameMax} characters`,
  companyTooLong: `Company must be at most ${JOB_IMPORT_LIMITS.companyMax} characters`,
  mode: 'Mode must be preview or apply',
  // The whole file.
  empty: 'The file is empty: it has no jobs',
  notUtf8: 'The file is not UTF-8 text (is it a spreadsheet or another binary file? Save it as CSV UTF-8)',
  tooManyRows: `The file has more than ${JOB_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} jobs; split it into files of at most ${JOB_IMPORT_LIMITS.maxRows.toLocaleString('en-US')}`,
  csvUnreadable: (detail: string) => `The CSV could not be read: ${detail}`,
  missingColumns: (names: string[]) => `Missing columns: ${names.join(', ')}`,
  unknownColumns: (names: string[]) => `Unknown columns: ${names.join(', ')} (expected ${JOB_IMPORT_COLUMNS.join(', ')})`,
  duplicateColumns: (names: string[]) => `Columns appear twice: ${names.join(', ')}`,
  jsonUnreadable: (detail: string) => `The JSON could not be read: ${detail}`,
  notJobPostings: 'The JSON is not schema.org JobPosting data: expected a JobPosting, an array of them, or an object with an @graph holding them',
  // One row.
  cellCount: (found: number, expected: number) => `The row has ${found} cells; the header has ${expected}`,
  notJobPosting: 'Not a JobPosting object (its @type must be JobPosting)',
  duplicateId: (id: string, rows: number[]) => {
    const listed = rows.slice(0, JOB_IMPORT_LIMITS.duplicateRowsListed).join(', ');
    const more = rows.length > JOB_IMPORT_LIMITS.duplicateRowsListed ? ` and ${rows.length - JOB_IMPORT_LIMITS.duplicateRowsListed} more` : '';
    return `External id "${id}" is also used on row${rows.length > 1 ? 's' : ''} ${listed}${more}: each job needs its own id`;
  },
  idMissingJson: 'A JobPosting needs an identifier or a url to tell it apart on the next import',
  salaryCurrency: 'Salary must be in US dollars (currency USD)',
  salaryUnit: 'Salary must be a yearly amount (unitText YEAR)',
  salaryShape: 'Salary must be a MonetaryAmount with value.minValue/maxValue or value.value',
  date: 'Date must be a date such as 2026-11-24',
  dateFuture: 'Posted date cannot be in the future',
  dateTooOld: (days: number) => `Posted date is more than ${days} days ago: the job would close as expired at once`,
  expired: 'validThrough has passed: the job is no longer open',
  htmlConverted: 'Description HTML converted to plain text',
  scriptsRemoved: 'Scripts and styles removed from the description',
  descriptionCut: 'Description cut to the length limit',
} as const;

/** What each column holds: the template's notes and the form's help. */
export const JOB_IMPORT_COLUMN_HINTS: Record<JobImportColumn, string> = {
  external_id: 'Required. Your id for the job, unique in the file: the same id in a later file updates the job',
  title: 'Required',
  company: 'Blank: the import’s company',
  location: 'City, region or country',
  work_type: 'Required. remote, hybrid or on-site',
  experience_level: 'entry, mid, senior or expert; blank: read from the title',
  salary_min: 'Whole US dollars a year, digits only (120000 or 120,000)',
  salary_max: 'Whole US dollars a year, at least salary_min',
  description: 'Plain text; HTML is converted to text',
  apply_url: 'http:// or https:// address',
  posted_date: 'YYYY-MM-DD, within the board’s age limit; blank: the import’s day',
};

/** What a row's report says it would do (preview) or did (apply). */
export const JOB_IMPORT_ACTIONS = ['create', 'update', 'reopen', 'unchanged', 'refused'] as const;
export type JobImportAction = (typeof JOB_IMPORT_ACTIONS)[number];

export const JOB_IMPORT_ACTION_LABELS: Record<JobImportAction, string> = {
  create: 'Create',
  update: 'Update',
  reopen: 'Reopen',
  unchanged: 'Unchanged',
  refused: 'Refused',
};
