// Job descriptions arrive as HTML from feeds (and sometimes from files); the board stores and shows
// plain text. Converting (rather than sanitising HTML to keep) means nothing a feed sends can ever
// run in a reader's browser: scripts, styles and their contents are dropped, tags become line
// breaks and bullets, entities become characters.
import { convert } from 'html-to-text';
import { JOB_FIELD_LIMITS } from '#shared/constants/jobs.ts';

const OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'iframe', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable' },
    { selector: 'ul', options: { itemPrefix: '• ' } },
  ],
};

/** True when the text has markup worth converting (a tag or an entity), so plain text passes untouched. */
export const looksLikeHtml = (text: string) => /<[a-z!/][^>]*>|&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text);

/**
 * Plain text for a description: HTML converted, runs of blank lines collapsed, and cut at the
 * description limit on a word boundary (a feed's overlong posting still shows its start).
 */
export function descriptionText(raw: string): string {
  const text = (looksLikeHtml(raw) ? convert(raw, OPTIONS) : raw)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length <= JOB_FIELD_LIMITS.descriptionMax) return text;
  const cut = text.slice(0, JOB_FIELD_LIMITS.descriptionMax - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), JOB_FIELD_LIMITS.descriptionMax - 200))}…`;
}
