// Months as a resume prints them ("Jan 2022 – Present") and as the content model stores them
// (`YYYY-MM`): the PDF writes this form and the text importer reads it back, so both take it from here.

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** What a current position's range ends with. */
export const PRESENT = 'Present';

/** `2022-01` → "Jan 2022"; empty for an empty or malformed month. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name.slice(0, 3)} ${match[1]}` : '';
}

/** "Jan 2022 – Present", "Mar 2020 – Dec 2021", or the one date known; empty when none is. */
export function formatRange(start: string, end: string, current: boolean): string {
  const from = formatMonth(start);
  const to = current ? PRESENT : formatMonth(end);
  return from && to ? `${from} – ${to}` : from || to;
}
