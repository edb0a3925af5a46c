// Writing CSV (RFC 4180: CRLF rows; fields with quotes, commas or line breaks quoted, quotes doubled).
// Every CSV the app writes goes through here, server export and client template alike: text a
// spreadsheet would run as a formula (a leading =, +, -, @, tab or carriage return) gets a leading
// apostrophe first (OWASP "CSV injection"), whoever typed it.

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null;

/** One field: text formula-guarded, then quoted when it has to be. */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  // Numbers are ours (amounts, counts), never someone's text: -5 stays a number a spreadsheet sums.
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the header row, then the rows, each ending in CRLF. */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
