// The content model's fields as a resume writes them and the importers read them back: months as
// printed ("Jan 2022 – Present") and stored (`YYYY-MM`), the name as one line and as two fields,
// and text cut to the model's limits. The PDF, the text importer and JSON Resume share these so that
// what one writes the others read.
import { RESUME_LIMITS } from '#shared/constants/resumes.ts';

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** What a current position's range ends with. */
const PRESENT = 'Present';

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

/** "Jane Q. Doe" → first name "Jane", last name "Q. Doe". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export const joinName = (info: { firstName: string; lastName: string }) => [info.firstName, info.lastName].filter(Boolean).join(' ');

/** Text trimmed and cut to a field's limit, so an import fits rather than fails. */
export const cut = (text: string, max: number) => text.trim().slice(0, max).trim();

/** Lines joined with "\n" (a description's bullets), cut at a line boundary to fit `max`. */
export function joinLines(list: readonly string[], max: number): string {
  let out = '';
  for (const line of list.map((l) => l.trim()).filter(Boolean)) {
    const next = out ? `${out}\n${line}` : line;
    if (next.length > max) break;
    out = next;
  }
  return out;
}

/**
 * A web address as the content model keeps it, with its scheme ("linkedin.com/in/jo" gains
 * "https://", as the PDF prints it without); empty for anything else, or one too long to keep.
 */
export function webAddress(text: string): string {
  const value = text.trim();
  const url = /^https?:\/\/\S+$/i.test(value) ? value : /^(?:[\w-]+\.)+[a-z]{2,}(?:\/\S*)?$/i.test(value) ? `https://${value}` : '';
  return url.length <= RESUME_LIMITS.urlMax ? url : '';
}
