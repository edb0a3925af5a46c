// The tracker as CSV, written by the shared writer (formulas neutralised, #shared/csv.ts).
import { csvFile } from '#shared/csv.ts';
import { APPLICATION_STATUS_LABELS } from '#shared/constants/applications.ts';
import { type ApplicationItem } from '#shared/schemas/applications.ts';

export const APPLICATIONS_CSV_HEADER = [
  'Company',
  'Job Title',
  'Location',
  'Salary Min',
  'Salary Max',
  'Salary Currency',
  'Status',
  'Applied Date',
  'Notes',
  'Resume',
  'Added At',
] as const;

export function applicationsCsv(rows: readonly ApplicationItem[]): string {
  return csvFile(
    APPLICATIONS_CSV_HEADER,
    rows.map((r) => [
      r.companyName,
      r.jobTitle,
      r.location,
      r.salaryMin,
      r.salaryMax,
      r.salaryCurrency,
      APPLICATION_STATUS_LABELS[r.status],
      r.appliedDate,
      r.notes,
      r.resumeTitle,
      r.createdAt.toISOString(),
    ]),
  );
}
