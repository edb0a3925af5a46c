// The job board: work types, page size, search and count limits, and the search form's texts
// (the server caps free users and visitors at FREE_LIMITS.visibleJobResults); then the staff tools
// that fill it: job management, file imports and live sources.

/** A job's work type is where the work happens; "flexible" is only a seeker's preference. */
export const JOB_WORK_TYPES = ['remote', 'hybrid', 'on-site'] as const;
export type JobWorkType = (typeof JOB_WORK_TYPES)[number];

export const JOB_LIMITS = {
  /** A premium user's page of results. */
  pageSize: 20,
  /**
   * Search terms shorter than this match everything: a trigram index needs three characters to
   * narrow a substring search, and a shorter term would read the whole table.
   */
  searchTermMin: 3,
  locationMax: 100,
  /**
   * The total is counted exactly up to this many matches; past it the server says
   * `total: totalCountCap, totalIsEstimate: true` and screens show "1,000+".
   */
  totalCountCap: 1000,
  /** Premium users' saved lists are unlimited in principle; one response still stops somewhere. */
  savedListMax: 1000,
  /** "Did you mean": at most this many titles and companies are suggested when a search finds nothing. */
  suggestionsMax: 5,
  /** Open jobs the suggestion query scores at most: the trigram index finds them, this bounds the work. */
  suggestionCandidates: 200,
  /** pg_trgm word similarity a title or company needs to be suggested (the extension's default is 0.6: one typo in a short word falls below it). */
  suggestionThreshold: 0.4,
  /** Sort by match scores the newest this many matching jobs (the match score is computed in code, not SQL). */
  matchSortCandidates: 500,
} as const;

/** How results can be ordered; the screen keeps the choice in the URL (?sort=). */
export const JOB_SORTS = ['newest', 'salary', 'match'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Record<JobSort, string> = { newest: 'Newest', salary: 'Salary', match: 'Match' };
/** Why sort by match fell back to newest. */
export const MATCH_SORT_UNAVAILABLE = ['signedOut', 'noProfile'] as const;
export type MatchSortUnavailable = (typeof MATCH_SORT_UNAVAILABLE)[number];
export const MATCH_SORT_UNAVAILABLE_TEXT: Record<MatchSortUnavailable, string> = {
  signedOut: 'Sign in and complete your profile to sort by match.',
  noProfile: 'Complete your profile to sort by match: the score compares each job with your goals, industries, work model, location and salary.',
};

export const JOB_TEXT = {
  locationTooLong: `Location must be at most ${JOB_LIMITS.locationMax} characters`,
  /** The badge on a demo job's card and page (source 'demo'). */
  demoBadge: 'Demo job',
  demoLine: 'Demo content: an invented posting that shows how Upward works. There is no employer behind it.',
  /** /jobs/:jobId/demo-apply, where a demo job's Apply Now leads instead of an employer's page. */
  demoApplyHeading: 'This is a demo job',
  demoApplyText:
    'The company and the job are invented to show how Upward works, so there is no application page and nothing was sent. ' +
    'When you go back, Upward asks whether you applied: answer Yes to try the application tracker with this job, or No to leave it as it was.',
  demoApplyBack: 'Back to the job',
  /** Asked when the person comes back from the posting that Apply Now opened (decision 053). */
  applyPromptTitle: 'Did you apply?',
  applyPromptText: (title: string, company: string) => `${title} at ${company}`,
  applyPromptHint: 'Yes adds it to your application tracker as applied today. No changes nothing.',
  applyPromptOpen: 'Open the posting',
  applyPromptYes: 'Yes',
  applyPromptNo: 'No',
} as const;

/**
 * Where a job came from. Staff postings and file imports are made by Upward's staff; the feeds are
 * employers' public job boards, synced on a schedule; demo jobs are the invented demo content,
 * marked as such wherever a job shows and never sent to an employer's page. A captured job is one a
 * member saved from another site: never on the board, seen only by that member.
 */
export const JOB_SOURCE_KINDS = ['staff', 'import', 'greenhouse', 'lever', 'ashby', 'demo', 'captured'] as const;
export type JobSourceKind = (typeof JOB_SOURCE_KINDS)[number];
/** The kinds a job_sources row can have: a staff posting needs none. */
export const JOB_FEED_KINDS = ['import', 'greenhouse', 'lever', 'ashby'] as const;
export type JobFeedKind = (typeof JOB_FEED_KINDS)[number];
/** The live feeds, synced on a schedule. */
export const LIVE_JOB_SOURCE_KINDS = ['greenhouse', 'lever', 'ashby'] as const;
export type LiveJobSourceKind = (typeof LIVE_JOB_SOURCE_KINDS)[number];

/** What a job card says after "via": the feed's name, or the team for staff postings and imports. */
export const JOB_SOURCE_LABELS: Record<JobSourceKind, string> = {
  staff: 'Upward Team',
  import: 'Upward Team',
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  demo: 'Upward demo',
  captured: 'a link you saved',
};

/** Why a job left the board: a staff member closed it, its source dropped it, or it grew too old. */
export const JOB_CLOSE_REASONS = ['staff', 'source', 'expired'] as const;
export type JobCloseReason = (typeof JOB_CLOSE_REASONS)[number];

/** The audit trail's verbs (job_events.action). */
export const JOB_EVENT_ACTIONS = ['created', 'updated', 'closed', 'reopened'] as const;
export type JobEventAction = (typeof JOB_EVENT_ACTIONS)[number];

/** The full job's limits: the staff form, imported rows and synced feeds all pass the same schema. */
export const JOB_FIELD_LIMITS = {
  titleMax: 200,
  companyMax: 200,
  locationMax: 200,
  descriptionMax: 20_000,
  applyUrlMax: 2_000,
  /** A yearly amount: yen and won salaries run to tens of millions (rules/salary.ts SALARY_MAX). */
  salaryMax: 2_000_000_000,
  externalIdMax: 200,
} as const;

export const JOB_FIELD_TEXT = {
  titleRequired: 'Job title is required',
  titleTooLong: `Job title must be at most ${JOB_FIELD_LIMITS.titleMax} characters`,
  companyRequired: 'Company name is required',
  companyTooLong: `Company name must be at most ${JOB_FIELD_LIMITS.companyMax} characters`,
  locationTooLong: `Location must be at most ${JOB_FIELD_LIMITS.locationMax} characters`,
  workType: 'Work type must be remote, hybrid or on-site',
  experienceLevel: 'Experience level must be entry, mid, senior or expert',
  salary: `Salary must be a whole yearly amount between 0 and ${JOB_FIELD_LIMITS.salaryMax.toLocaleString('en-US')}, without currency symbols`,
  salaryRange: 'Minimum salary cannot be more than maximum salary',
  /** Also the tracker's: every salary states its currency (rules/salary.ts). */
  currency: 'Currency must be a three-letter code such as USD or EUR',
  descriptionTooLong: `Description must be at most ${JOB_FIELD_LIMITS.descriptionMax.toLocaleString('en-US')} characters`,
  applyUrl: 'Apply URL must be a web address starting with http:// or https://',
  externalIdRequired: 'External id is required',
  externalIdTooLong: `External id must be at most ${JOB_FIELD_LIMITS.externalIdMax} characters`,
} as const;

/** Expiry (decision 037): open jobs older than config.jobs.maxAgeDays close by themselves. */
export const JOB_EXPIRY = {
  /** pg-boss schedule (UTC): hourly, so a job closes within an hour of reaching the age. */
  cron: '7 * * * *',
  /** What the closing event records: the state and reason, before and after. */
  changes: { isActive: [true, false], closeReason: [null, 'expired'] },
} as const;

// ---- Staff: job management ----------------------------------------------------------------------

// The admin list's page size and filters, the audit trail's labels. Errors and toasts are in
// toasts.ts (`jobAdmin`).
export const JOB_ADMIN_LIMITS = {
  pageSize: 25,
  /** A job's history shown at once, newest first: a synced job changes at most a few times a day. */
  historyMax: 200,
} as const;

/** The list's status filter: open is what the board shows. */
export const JOB_ADMIN_STATUSES = ['open', 'closed', 'all'] as const;
export type JobAdminStatus = (typeof JOB_ADMIN_STATUSES)[number];

export const JOB_ADMIN_STATUS_LABELS: Record<JobAdminStatus, string> = { open: 'Open', closed: 'Closed', all: 'All' };

export const JOB_EVENT_LABELS: Record<JobEventAction, string> = {
  created: 'Created',
  updated: 'Edited',
  closed: 'Closed',
  reopened: 'Reopened',
};

export const JOB_CLOSE_REASON_LABELS: Record<JobCloseReason, string> = {
  staff: 'closed by staff',
  source: 'removed by its source',
  expired: 'expired',
};

/** The job form's and the history's names for each field. */
export const JOB_FIELD_LABELS = {
  title: 'Job title',
  companyName: 'Company',
  location: 'Location',
  workType: 'Work type',
  experienceLevel: 'Experience level',
  salaryMin: 'Minimum salary (a year)',
  salaryMax: 'Maximum salary (a year)',
  salaryCurrency: 'Salary currency',
  description: 'Description',
  applyUrl: 'Apply URL',
  postedDate: 'Posted date',
} as const;

// ---- Staff: job imports -------------------------------------------------------------------------

// Staff upload a CSV or a JSON file of schema.org JobPosting objects into a named import
// source, preview what it would do row by row, then apply it. The caps keep one upload one quick
// transaction; the messages name the column (CSV) or property (JSON) a row is refused for.
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
  'salary_currency',
  'description',
  'apply_url',
  'posted_date',
] as const;
export type JobImportColumn = (typeof JOB_IMPORT_COLUMNS)[number];
/**
 * The columns a file must have. `company` may be left out (a blank cell takes the import's company);
 * `experience_level` may be left out (a blank cell is read from the title's words); `salary_currency`
 * may be left out (a salary is then in US dollars, as the columns always meant).
 */
export const JOB_IMPORT_REQUIRED_COLUMNS = ['external_id', 'title', 'work_type'] as const satisfies readonly JobImportColumn[];

export const JOB_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5_000,
  /** Characters in one CSV row: a description's 20,000 and the other cells, with room for HTML. */
  maxRowChars: 100_000,
  /** How deep JSON may nest: a JobPosting in an @graph with its address is six levels. */
  maxJsonDepth: 32,
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
  rowTooLong: (line: number) =>
    `Line ${line.toLocaleString('en-US')} starts a row longer than ${JOB_IMPORT_LIMITS.maxRowChars.toLocaleString('en-US')} characters: is a quote left open?`,
  jsonTooDeep: `The JSON nests deeper than ${JOB_IMPORT_LIMITS.maxJsonDepth} levels: JobPosting data needs far fewer`,
  tooComplex: 'The file took too long or too much memory to read; split it into smaller files',
  busy: 'Many files are being read right now. Try again in a minute',
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
  salaryCurrency: 'Salary must state its currency as a three-letter code (currency USD, EUR…): it is never assumed',
  salaryUnit: 'Salary must state its period (unitText HOUR, DAY, WEEK, MONTH or YEAR): it is never assumed',
  salaryShape: 'Salary must be a MonetaryAmount with value.minValue/maxValue or value.value, in plain numbers',
  salaryConverted: (period: string, times: number) => `Salary per ${period} converted to a yearly amount (× ${times.toLocaleString('en-US')})`,
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
  salary_min: 'A whole yearly amount, digits only (120000 or 120,000)',
  salary_max: 'A whole yearly amount, at least salary_min',
  salary_currency: 'Three-letter code (USD, EUR, GBP…); blank: US dollars',
  description: 'Plain text; HTML is converted to text',
  apply_url: 'http:// or https:// address',
  posted_date: 'YYYY-MM-DD, within the board’s age limit; blank: the import’s day',
};

/** What a row's report says it would do (preview) or did (apply). */
/** duplicate: a new job another source already has open on the board (decision 058), not created. */
export const JOB_IMPORT_ACTIONS = ['create', 'update', 'reopen', 'unchanged', 'duplicate', 'refused'] as const;
export type JobImportAction = (typeof JOB_IMPORT_ACTIONS)[number];

export const JOB_IMPORT_ACTION_LABELS: Record<JobImportAction, string> = {
  create: 'Create',
  update: 'Update',
  reopen: 'Reopen',
  unchanged: 'Unchanged',
  duplicate: 'Already on the board',
  refused: 'Refused',
};

// ---- Staff: live job sources --------------------------------------------------------------------

// Greenhouse, Lever and Ashby job boards: what staff may enter, how a sync is
// bounded and paced, and the messages a source shows when it fails.
export const JOB_SOURCE_LIMITS = {
  boardMax: 100,
  /** Board tokens, Lever sites and Ashby board names are URL slugs: letters, digits, dots, dashes, underscores. */
  boardPattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
  companyMax: 200,
  intervalMinMinutes: 15,
  intervalMaxMinutes: 10_080,
  intervalDefaultMinutes: 60,
  /** A feed bigger than this is refused before it is read whole (a real board is a few MB at most). */
  maxBodyBytes: 20 * 1024 * 1024,
  /** More jobs than this in one feed fails the sync rather than filling the board. */
  maxJobs: 10_000,
  /** Lever's page size (its maximum). */
  leverPageSize: 100,
  /** How many refused entries' reasons a source keeps for staff to read. */
  refusedReasonsKept: 5,
  /** A successful sync's next run is the interval ± this share, so sources added together drift apart. */
  jitter: 0.1,
  /** Failures back off as interval × 2^failures, never further than this. */
  maxBackoffMinutes: 24 * 60,
  /** The scheduler's tick: it syncs whatever is due. */
  scheduleCron: '* * * * *',
  /** Sources one tick claims; the rest wait for the next tick. */
  claimBatch: 20,
  /** How long a claimed source is held before another tick may claim it again (a crashed run). */
  claimLeaseMinutes: 10,
  lastErrorMax: 2000,
  listMax: 500,
} as const;

/** Where staff find the board name in the employer's job-board address. */
export const JOB_SOURCE_BOARD_HINTS: Record<LiveJobSourceKind, string> = {
  greenhouse: 'The board token: boards.greenhouse.io/<token>',
  lever: 'The site name: jobs.lever.co/<site>',
  ashby: 'The job board name: jobs.ashbyhq.com/<name>',
};

export const JOB_SOURCE_TEXT = {
  boardRequired: 'Board name is required',
  boardTooLong: `Board name must be at most ${JOB_SOURCE_LIMITS.boardMax} characters`,
  boardFormat: 'Board name may only contain letters, digits, dots, dashes and underscores (the last part of the board address)',
  companyRequired: 'Company name is required',
  companyTooLong: `Company name must be at most ${JOB_SOURCE_LIMITS.companyMax} characters`,
  interval: `Sync interval must be between ${JOB_SOURCE_LIMITS.intervalMinMinutes} minutes and ${JOB_SOURCE_LIMITS.intervalMaxMinutes / 1440} days`,
  timeout: (seconds: number) => `The job board did not answer within ${seconds} seconds`,
  tooLarge: `The job board's answer is larger than ${JOB_SOURCE_LIMITS.maxBodyBytes / 1024 / 1024} MB`,
  tooManyJobs: `The job board lists more than ${JOB_SOURCE_LIMITS.maxJobs.toLocaleString('en-US')} jobs`,
  notFound: 'The job board was not found: check the board name',
  rateLimited: 'The job board asked us to slow down (HTTP 429); the next sync waits as long as it asked',
  httpError: (status: number) => `The job board answered HTTP ${status}`,
  network: (reason: string) => `The job board could not be reached: ${reason}`,
  notJson: 'The job board answered with a web page, not JSON: check the board name',
  badJson: 'The job board answered with invalid JSON',
  wrongShape: "The job board's answer has no list of jobs: its API may have changed",
} as const;
