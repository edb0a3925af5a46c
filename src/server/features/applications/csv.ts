// The tracker as CSV (RFC 4180: CRLF rows, fields with quotes, commas or line breaks quoted, quotes
// doubled). Text a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage
// return) gets a leading apostrophe first (OWASP "CSV injection").
import { APPLICATION_STATUS_LABELS } from '#shared/constants/applications.ts';
import { type ApplicationItem } from '#shared/schemas/applications.ts';

export const APPLICATIONS_CSV_HEADER = [
  'Company',
  'Job Title',
  'Location',
  'Salary Min',
  'Salary Max',
  'Status',
  'Applied Date',
  'Notes',
  'Resume',
  'Added At',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: formula-guarded, then quoted when it has to be. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function applicationsCsv(rows: readonly ApplicationItem[]): string {
  const lines = [APPLICATIONS_CSV_HEADER.map(csvField).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.companyName,
        r.jobTitle,
        r.location,
        r.salaryMin,
        r.salaryMax,
        APPLICATION_STATUS_LABELS[r.status],
        r.appliedDate,
        r.notes,
        r.resumeTitle,
        r.createdAt.toISOString(),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
