// The content model's fields as the importers read them back: the name as two fields, web addresses, and text cut to the model's limits. How months print is in
// rules/resume-layout.ts, with the rest of what the PDF and the preview write.
import { RESUME_LIMITS } from '#shared/constants/resumes.ts';

/** "Jane Q. Doe" → first name "Jane", last name "Q. Doe". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

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
