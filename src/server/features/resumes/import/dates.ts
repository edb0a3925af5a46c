// Dates in a resume's text: the forms resumes write them in ("Jan 2022", "03/2021", "2019-04",
// "Fall 2023", "2018 – Present"), found in a line and taken out of it, as the content model's
// `YYYY-MM`. Every pattern is a flat alternation, and a line is looked at a bounded number of times.
import { MONTH_NAMES } from '#shared/rules/resume-layout.ts';

// Month names come from the same list the PDF prints with; seasons count as their first month.
const MONTHS = MONTH_NAMES.flatMap((name) => [name.toLowerCase(), name.slice(0, 3).toLowerCase()]).concat('sept');
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };
const MONTH_WORD = `(?:${[...new Set([...MONTHS, ...Object.keys(SEASONS)])].sort((a, b) => b.length - a.length).join('|')})`;
const YEAR = '(?:19|20)\\d{2}';
const DATE = `(?:${MONTH_WORD}\\.?,?\\s+${YEAR}|(?:0?[1-9]|1[0-2])\\/${YEAR}|${YEAR}[-/.](?:0[1-9]|1[0-2])(?!\\d)|${YEAR})`;
const NOW = '(?:present|current|now|today|ongoing)';
const RANGE_PATTERN = new RegExp(`(?<![\\w/])(${DATE})\\s*(?:–|—|-|to|until|through|till)\\s*(${DATE}|${NOW})(?![\\w/])`, 'i');
const DATE_PATTERN = new RegExp(`(?<![\\w/])${DATE}(?![\\w/])`, 'gi');
const MONTH_YEAR = new RegExp(`^${MONTH_WORD}`, 'i');
const NOW_PATTERN = new RegExp(`^${NOW}$`, 'i');
/** Words that may stand before a lone date that ends a line ("Expected May 2025", "Issued 2021"). */
const DATE_LEAD = /(?:^|[|,;:(–—-]|\b(?:expected|graduated|graduation|issued|earned|completed|obtained|received|awarded|since|from|class of|exp\.|expires))\s*$/i;

/** A date as the content model stores it, `YYYY-MM`; a bare year is its January. */
export function toMonth(date: string): string {
  const text = date.toLowerCase().replace(/[.,]/g, ' ').trim();
  const year = /(?:19|20)\d{2}/.exec(text)?.[0] ?? '';
  let month = 1;
  const word = /^[a-z]+/.exec(text)?.[0];
  if (word) month = SEASONS[word] ?? MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(word.slice(0, 3))) + 1;
  else if (/^\d{1,2}\//.test(text)) month = Number(text.split('/')[0]);
  else if (/^\d{4}[-/ ]\d{2}/.test(text)) month = Number(text.slice(5, 7));
  if (!year || !Number.isInteger(month) || month < 1 || month > 12) return '';
  return `${year}-${String(month).padStart(2, '0')}`;
}

export interface FoundDates {
  start: string;
  end: string;
  current: boolean;
  /** The line without the dates. */
  rest: string;
}

/**
 * The date range in a line, or the lone date that marks an entry: a month and year anywhere, or a
 * bare year that ends the line after a separator (so "grew sales 20% in 2021" is not a date line).
 */
export function findDates(line: string): FoundDates | null {
  const range = RANGE_PATTERN.exec(line);
  if (range) {
    const now = NOW_PATTERN.test(range[2]!);
    return { start: toMonth(range[1]!), end: now ? '' : toMonth(range[2]!), current: now, rest: cutOut(line, range.index, range[0].length) };
  }
  for (const match of line.matchAll(DATE_PATTERN)) {
    const atEnd = () => trimChars(line.slice(match.index + match[0].length), ')]., ') === '';
    // The words before a date are looked at within a short window, so a line of many years stays linear.
    const led = () => DATE_LEAD.test(line.slice(Math.max(0, match.index - 24), match.index));
    if (MONTH_YEAR.test(match[0]) || /^\d/.test(match[0].slice(4)) || (atEnd() && led())) {
      return { start: toMonth(match[0]), end: '', current: false, rest: cutOut(line, match.index, match[0].length) };
    }
  }
  return null;
}

/** A line with a part removed (with the brackets around it), and the separators and date words left dangling. */
export function cutOut(line: string, at: number, length: number): string {
  let before = line.slice(0, at).trimEnd();
  let after = line.slice(at + length).trimStart();
  if (before.endsWith('(') && after.startsWith(')')) {
    before = before.slice(0, -1);
    after = after.slice(1);
  }
  return tidy(`${before} | ${after}`.replace(/\b(?:expected|graduated|issued|earned|from|since|exp\.|expires) ?\|/gi, '|'));
}

/**
 * The text without the given characters at either end. A loop, not `/[…]+$/`: a pattern anchored
 * only at its end retries from every position of a long run and turns quadratic.
 */
function trimChars(text: string, chars: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && chars.includes(text[start]!)) start++;
  while (end > start && chars.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** Separators and brackets trimmed from both ends; runs of separators folded to one " | ". */
export const tidy = (text: string) => trimChars(text.replace(/ ?\|(?: ?[|,;:–—-])* ?/g, ' | '), ' |,;:–—-');
