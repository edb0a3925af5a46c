// Reading an import file into jobs: a CSV with a header row, or JSON holding schema.org JobPosting
// objects (what employers already publish for search engines). Each row becomes a SourcedJob through
// the shared `jobFields` schema or is refused with messages naming its column (CSV) or property
// (JSON); a file the reader cannot trust as a whole (not UTF-8, no header it knows, too many rows)
// is refused whole, so nothing of it is applied. Pure: no database, so the dry run and the apply
// read a file identically and unit tests drive it directly; the service runs it in a worker thread
// (parse-worker.ts), so however a file is built it never holds the server's event loop.
import { parse as parseCsv } from 'csv-parse/sync';
import { EXPERIENCE_LEVELS, type ExperienceLevel } from '#shared/constants.ts';
import {
  JOB_FIELD_LIMITS,
  JOB_FIELD_TEXT,
  JOB_IMPORT_COLUMNS,
  JOB_IMPORT_LIMITS,
  JOB_IMPORT_REQUIRED_COLUMNS,
  JOB_IMPORT_TEXT as M,
  type JobImportColumn,
} from '#shared/constants/jobs.ts';
import { jobFields, type JobFieldsInput, type SourcedJob } from '#shared/schemas/jobs.ts';
import { isJobPosting, isNode, first, organisationName, postingPlace, postingSalary, textOf, type PostingNode } from '#shared/rules/job-posting.ts';
import { PERIODS_PER_YEAR, type SalaryRefusal } from '#shared/rules/salary.ts';
import { descriptionText, looksLikeHtml } from '../../../../engines/sourced-jobs/description.ts';
import { levelFromTitle } from '../../../../engines/sourced-jobs/level.ts';

export type ImportFormat = 'csv' | 'json';

/** One row of the file: the job it makes, or why it is refused (errors), and what was changed on the way (notes). */
export interface ParsedRow {
  row: number;
  externalId: string | null;
  title: string | null;
  job: SourcedJob | null;
  errors: string[];
  notes: string[];
}

export type ParsedFile = { ok: true; format: ImportFormat; rows: ParsedRow[] } | { ok: false; message: string };

export interface ParseOptions {
  /** The company of rows that name none. */
  defaultCompany: string;
  /** Older postings would be closed as expired at once (config.jobs.maxAgeDays). */
  maxAgeDays: number;
  now: Date;
}

const DAY_MS = 86_400_000;

/** A row's values before validation, each with the name the file gave it, for messages. */
interface RowDraft {
  externalId: string | null;
  /** Unchecked: the schema judges them. */
  fields: Partial<Record<keyof JobFieldsInput, unknown>>;
  postedDate: Date | null;
  errors: string[];
  notes: string[];
}

/** How a format names things: each job field's column (CSV) or property (JSON), and its id's, so a refusal names them as the file does. */
interface Naming {
  fields: Record<keyof JobFieldsInput, string>;
  idMissing: string;
  idTooLong: string;
}

const CSV_FIELDS: Record<keyof JobFieldsInput, string> = {
  title: 'title',
  companyName: 'company',
  location: 'location',
  workType: 'work_type',
  experienceLevel: 'experience_level',
  salaryMin: 'salary_min',
  salaryMax: 'salary_max',
  salaryCurrency: 'salary_currency',
  description: 'description',
  applyUrl: 'apply_url',
};
const JSON_FIELDS: Record<keyof JobFieldsInput, string> = {
  title: 'title',
  companyName: 'hiringOrganization.name',
  location: 'jobLocation',
  workType: 'jobLocationType',
  experienceLevel: 'experienceRequirements',
  salaryMin: 'baseSalary',
  salaryMax: 'baseSalary',
  salaryCurrency: 'baseSalary.currency',
  description: 'description',
  applyUrl: 'url',
};

const CSV_NAMING: Naming = {
  fields: CSV_FIELDS,
  idMissing: `external_id: ${JOB_FIELD_TEXT.externalIdRequired}`,
  idTooLong: `external_id: ${JOB_FIELD_TEXT.externalIdTooLong}`,
};
const JSON_NAMING: Naming = { fields: JSON_FIELDS, idMissing: M.idMissingJson, idTooLong: `identifier: ${JOB_FIELD_TEXT.externalIdTooLong}` };

/** Reads the file's bytes as the format its name (else its first character) says. */
export function parseJobFile(bytes: Uint8Array, fileName: string, options: ParseOptions): ParsedFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, message: M.notUtf8 };
  }
  // Text files carry no NUL; a binary file that happens to decode does.
  if (text.includes('\u0000')) return { ok: false, message: M.notUtf8 };
  if (text.trim() === '') return { ok: false, message: M.empty };
  const name = fileName.toLowerCase();
  const json = name.endsWith('.json') || name.endsWith('.jsonld') || (!name.endsWith('.csv') && /^\s*[[{]/.test(text));
  const parsed = json ? parseJsonRows(text, options) : parseCsvRows(text, options);
  if (!parsed.ok) return parsed;
  refuseDuplicateIds(parsed.rows);
  return { ok: true, format: json ? 'json' : 'csv', rows: parsed.rows };
}

/** `Work Type`, `work-type` and `WORK_TYPE` are one column. */
const columnKey = (header: string) => header.trim().toLowerCase().replace(/[\s-]+/g, '_');

function parseCsvRows(text: string, options: ParseOptions): { ok: true; rows: ParsedRow[] } | { ok: false; message: string } {
  let records: string[][];
  try {
    // Stops reading one past the cap: a file of 50,000 rows is refused after 5,001 of them.
    records = parseCsv(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: JOB_IMPORT_LIMITS.maxRows + 2,
      max_record_size: JOB_IMPORT_LIMITS.maxRowChars,
    });
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'CSV_MAX_RECORD_SIZE') {
      return { ok: false, message: M.rowTooLong('lines' in err && typeof err.lines === 'number' ? err.lines : 1) };
    }
    return { ok: false, message: M.csvUnreadable(err instanceof Error ? err.message : String(err)) };
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) return { ok: false, message: M.empty };
  if (data.length > JOB_IMPORT_LIMITS.maxRows) return { ok: false, message: M.tooManyRows };

  const keys = header.map(columnKey);
  const known = new Set<string>(JOB_IMPORT_COLUMNS);
  const unknown = keys.filter((k) => !known.has(k));
  if (unknown.length > 0) return { ok: false, message: M.unknownColumns(unknown.map((k) => k || '(blank)')) };
  const twice = [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))];
  if (twice.length > 0) return { ok: false, message: M.duplicateColumns(twice) };
  const missing = JOB_IMPORT_REQUIRED_COLUMNS.filter((c) => !keys.includes(c));
  if (missing.length > 0) return { ok: false, message: M.missingColumns(missing) };

  const rows = data.map((cells, index) => {
    const row = index + 2;
    if (cells.length !== keys.length) {
      return { row, externalId: null, title: null, job: null, errors: [M.cellCount(cells.length, keys.length)], notes: [] };
    }
    const cell = (column: JobImportColumn) => {
      const at = keys.indexOf(column);
      return at < 0 ? '' : cells[at]!.trim();
    };
    return finishRow(row, csvDraft(cell, options), CSV_NAMING, options);
  });
  return { ok: true, rows };
}

function csvDraft(cell: (column: JobImportColumn) => string, options: ParseOptions): RowDraft {
  const errors: string[] = [];
  const notes: string[] = [];
  const title = cell('title');
  const salary = (column: 'salary_min' | 'salary_max') => {
    const value = cell(column);
    if (value === '') return null;
    // Plain digits, or digits grouped by commas ("120,000"): unambiguous. Anything else (a currency
    // sign, "120k", decimals, "USD") is refused rather than guessed at.
    if (/^\d+$/.test(value) || /^\d{1,3}(,\d{3})+$/.test(value)) return Number(value.replaceAll(',', ''));
    errors.push(`${column}: ${JOB_FIELD_TEXT.salary}`);
    return null;
  };
  const level = cell('experience_level').toLowerCase();
  return {
    externalId: cell('external_id') || null,
    fields: {
      title,
      companyName: cell('company') || options.defaultCompany,
      location: cell('location') || null,
      workType: workTypeOf(cell('work_type')),
      experienceLevel: level === '' ? levelNoted(title, notes) : level,
      salaryMin: salary('salary_min'),
      salaryMax: salary('salary_max'),
      salaryCurrency: cell('salary_currency') || null,
      description: descriptionNoted(cell('description'), notes),
      applyUrl: cell('apply_url') || null,
    },
    postedDate: dateOf(cell('posted_date'), 'posted_date', errors, options),
    errors,
    notes,
  };
}

/** "Remote", "on site", "Onsite" and "ON_SITE" are the work types they say; anything else is left for the schema to refuse. */
function workTypeOf(value: string): string {
  const key = value.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return key === 'onsite' ? 'on-site' : key;
}

/** Converts HTML to text, noting that it did (and that scripts went) so the report shows it. */
function descriptionNoted(raw: string, notes: string[]): string {
  if (raw === '') return '';
  if (looksLikeHtml(raw)) {
    notes.push(M.htmlConverted);
    if (/<(script|style)\b/i.test(raw)) notes.push(M.scriptsRemoved);
  }
  const text = descriptionText(raw);
  // descriptionText cuts on a word boundary up to 200 characters short of the limit, and ends the cut with an ellipsis.
  if (text.endsWith('…') && !raw.trimEnd().endsWith('…') && text.length > JOB_FIELD_LIMITS.descriptionMax - 201) notes.push(M.descriptionCut);
  return text;
}

function levelNoted(title: string, notes: string[]): ExperienceLevel {
  const level = levelFromTitle(title);
  notes.push(`Experience level ${level}, read from the title`);
  return level;
}

/** Months of experience to a level, on the bands the board shows: 0-2 years, 3-5, 6-10, over 10. */
function levelFromMonths(months: number): ExperienceLevel {
  if (months < 36) return 'entry';
  if (months < 72) return 'mid';
  if (months <= 120) return 'senior';
  return 'expert';
}

/** A date cell or property: blank is none (the board uses the import's day); in the future or past the board's age, refused. */
function dateOf(value: unknown, name: string, errors: string[], options: ParseOptions): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.trim()) ? new Date(value.trim()) : null;
  if (!date || Number.isNaN(date.getTime())) {
    errors.push(`${name}: ${M.date}`);
    return null;
  }
  // A day's grace: a date without a time zone is read as UTC midnight, ahead of some readers' today.
  if (date.getTime() > options.now.getTime() + DAY_MS) errors.push(`${name}: ${M.dateFuture}`);
  else if (date.getTime() < options.now.getTime() - options.maxAgeDays * DAY_MS) errors.push(`${name}: ${M.dateTooOld(options.maxAgeDays)}`);
  return date;
}

/** The draft through the shared schema: the row's job, or every reason it is refused, named as the file names them. */
function finishRow(row: number, draft: RowDraft, naming: Naming, options: ParseOptions): ParsedRow {
  const errors = [...draft.errors];
  const externalId = draft.externalId?.trim() || null;
  if (!externalId) errors.push(naming.idMissing);
  else if (externalId.length > JOB_FIELD_LIMITS.externalIdMax) errors.push(naming.idTooLong);
  const checked = jobFields.safeParse({
    title: '',
    companyName: options.defaultCompany,
    location: null,
    workType: '',
    experienceLevel: '',
    salaryMin: null,
    salaryMax: null,
    description: '',
    applyUrl: null,
    ...draft.fields,
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as keyof JobFieldsInput;
      const message = `${naming.fields[field] ?? String(field)}: ${issue.message}`;
      if (!errors.includes(message)) errors.push(message);
    }
  }
  const title = typeof draft.fields.title === 'string' && draft.fields.title.trim() ? draft.fields.title.trim() : null;
  const job = errors.length === 0 && checked.success ? { externalId: externalId!, fields: checked.data, postedDate: draft.postedDate } : null;
  return { row, externalId, title, job, errors, notes: errors.length === 0 ? draft.notes : [] };
}

/** Every row sharing an external id is refused, naming the others: which of them is meant cannot be guessed. */
function refuseDuplicateIds(rows: ParsedRow[]) {
  const byId = new Map<string, ParsedRow[]>();
  for (const row of rows) {
    if (row.externalId) byId.set(row.externalId, [...(byId.get(row.externalId) ?? []), row]);
  }
  for (const [id, sharing] of byId) {
    if (sharing.length < 2) continue;
    for (const row of sharing) {
      row.errors.push(M.duplicateId(id, sharing.filter((other) => other !== row).map((other) => other.row)));
      row.job = null;
      row.notes = [];
    }
  }
}

// ---- JSON: schema.org JobPosting, read by the shared node readers (rules/job-posting.ts) ----

/**
 * How deep the arrays and objects of a JSON text nest, by a scan that skips strings: a million
 * nested arrays are two megabytes that JSON.parse would spend a second building.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (inString) {
      if (c === 0x5c) at++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

function parseJsonRows(text: string, options: ParseOptions): { ok: true; rows: ParsedRow[] } | { ok: false; message: string } {
  if (jsonDepth(text) > JOB_IMPORT_LIMITS.maxJsonDepth) return { ok: false, message: M.jsonTooDeep };
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    return { ok: false, message: M.jsonUnreadable(err instanceof Error ? err.message : String(err)) };
  }
  // An @graph holds other nodes too (the organisation, the page): only its postings are rows.
  let items: { row: number; node: unknown }[];
  if (Array.isArray(data)) items = data.map((node, i) => ({ row: i + 1, node }));
  else if (isNode(data) && Array.isArray(data['@graph'])) {
    items = data['@graph'].map((node, i) => ({ row: i + 1, node })).filter((item) => isJobPosting(item.node));
  } else items = [{ row: 1, node: data }];
  if (items.length === 0) return { ok: false, message: Array.isArray(data) ? M.empty : M.notJobPostings };
  if (items.length > JOB_IMPORT_LIMITS.maxRows) return { ok: false, message: M.tooManyRows };
  if (!items.some((item) => isJobPosting(item.node))) return { ok: false, message: M.notJobPostings };

  const rows = items.map(({ row, node }) => {
    if (!isJobPosting(node)) return { row, externalId: null, title: null, job: null, errors: [M.notJobPosting], notes: [] };
    return finishRow(row, postingDraft(node, options), JSON_NAMING, options);
  });
  return { ok: true, rows };
}

function postingDraft(node: PostingNode, options: ParseOptions): RowDraft {
  const errors: string[] = [];
  const notes: string[] = [];
  const title = textOf(node['title']) ?? '';
  const url = textOf(node['url']);
  const validThrough = node['validThrough'];
  if (typeof validThrough === 'string' && validThrough.trim()) {
    const until = new Date(validThrough);
    if (Number.isNaN(until.getTime())) errors.push(`validThrough: ${M.date}`);
    else if (until.getTime() < options.now.getTime()) errors.push(`validThrough: ${M.expired}`);
  }
  const description = typeof node['description'] === 'string' ? node['description'] : '';
  const salary = salaryNoted(node, errors, notes);
  const { location, workType, places } = postingPlace(node);
  if (places > 1) notes.push(`Only the first of ${places} locations kept`);
  return {
    externalId: textOf(node['identifier']) ?? url,
    fields: {
      title,
      companyName: organisationName(node['hiringOrganization']) ?? options.defaultCompany,
      location,
      workType,
      experienceLevel: levelOfPosting(node['experienceRequirements'], title, notes),
      salaryMin: salary.min,
      salaryMax: salary.max,
      salaryCurrency: salary.currency,
      description: descriptionNoted(description, notes),
      applyUrl: url,
    },
    postedDate: dateOf(node['datePosted'], 'datePosted', errors, options),
    errors,
    notes,
  };
}

/** What each way a salary cannot be read says, naming what the file must state. */
const SALARY_REFUSALS: Record<SalaryRefusal, string> = { currency: M.salaryCurrency, period: M.salaryUnit, amount: M.salaryShape };

/**
 * baseSalary through the one salary rule: a rate per hour, day, week or month becomes yearly (noted),
 * the currency is kept; a salary whose currency or period is not stated refuses the row.
 */
function salaryNoted(node: PostingNode, errors: string[], notes: string[]): { min: number | null; max: number | null; currency: string | null } {
  const reading = postingSalary(node);
  if (!reading.ok) {
    errors.push(`baseSalary: ${SALARY_REFUSALS[reading.refusal]}`);
    return { min: null, max: null, currency: null };
  }
  if (!reading.salary) return { min: null, max: null, currency: null };
  if (reading.period !== 'YEAR') notes.push(M.salaryConverted(reading.period.toLowerCase(), PERIODS_PER_YEAR[reading.period]));
  return reading.salary;
}

/** A number as stated: a number, or digits as text. */
const numberOf = (value: unknown) => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
};

/** experienceRequirements as months (OccupationalExperienceRequirements) or text ("5+ years"); else the title's words. */
function levelOfPosting(value: unknown, title: string, notes: string[]): ExperienceLevel {
  const one = first(value);
  const months = isNode(one) ? numberOf(one['monthsOfExperience']) : null;
  if (months !== null) return levelFromMonths(months);
  const text = typeof one === 'string' ? one.toLowerCase() : '';
  const named = EXPERIENCE_LEVELS.find((level) => new RegExp(`\\b${level}\\b`).test(text));
  if (named) return named;
  const years = /(\d+)\s*\+?\s*(years|yrs)/.exec(text);
  if (years) return levelFromMonths(Number(years[1]) * 12);
  return levelNoted(title, notes);
}
