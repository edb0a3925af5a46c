// The import's requests and its template: the file goes to its multipart route like the resume
// uploads (the import's name, company and mode in the query string); the CSV template is built here,
// so it always lists the columns the server reads.
import { JOB_IMPORT_COLUMNS, JOB_IMPORT_LIMITS, JOB_IMPORT_TEXT, JOB_IMPORT_PATH, type JobImportMode } from '#shared/constants/jobs.ts';
import { csvFile } from '#shared/csv.ts';
import { jobImportReport, type JobImportReport } from '#shared/schemas/jobs.ts';
import { uploadFile } from '../../../lib/upload.ts';

export interface ImportRequest {
  mode: JobImportMode;
  source: string;
  company: string;
  file: File;
}

/** The refusal the server would give, found before sending. */
export function checkImportFile(file: File): string | null {
  if (file.size === 0) return JOB_IMPORT_TEXT.wrongType;
  if (file.size > JOB_IMPORT_LIMITS.maxBytes) return JOB_IMPORT_TEXT.tooLarge;
  return null;
}

export function sendImport({ mode, source, company, file }: ImportRequest): Promise<JobImportReport> {
  const query = new URLSearchParams({ mode, source, company });
  return uploadFile(`${JOB_IMPORT_PATH}?${query}`, file, (body) => jobImportReport.safeParse(body).data ?? null).done;
}

const EXAMPLE: Record<(typeof JOB_IMPORT_COLUMNS)[number], string> = {
  external_id: 'ACME-001',
  title: 'Senior Backend Engineer',
  company: 'Acme Corp',
  location: 'Denver, CO',
  work_type: 'hybrid',
  experience_level: 'senior',
  salary_min: '140000',
  salary_max: '175000',
  salary_currency: 'USD',
  description: 'Build and run the services behind our checkout.',
  apply_url: 'https://acme.example/jobs/001',
  posted_date: new Date().toISOString().slice(0, 10),
};

/** The template as a data address: the header and one example row (the panel describes the columns). */
export function templateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csvFile(JOB_IMPORT_COLUMNS, [JOB_IMPORT_COLUMNS.map((c) => EXAMPLE[c])]))}`;
}
