// A cover letter as every form of it prints it — the PDF, the Word file, the text download, the
// editor's preview and its Copy text — in one order of parts, so none of them disagrees: the
// resume's name and contact line, the date, the recipient, the greeting, the paragraphs, the sign-off.
import { COVER_LETTER_TEXT } from '../constants/cover-letters.ts';
import type { ResumeTemplateId } from '../constants/resumes.ts';
import { formatLetterDate } from '../format.ts';
import { contactItems, joinName } from './resume-layout.ts';
import type { LetterContent } from '../schemas/cover-letters.ts';
import type { ResumeContent } from '../schemas/resumes.ts';

export interface LetterDocument {
  content: LetterContent;
  /** The resume's personal info (name, email, phone, location, linkedin, portfolio); may be all empty. */
  header: ResumeContent['personalInfo'];
  template: ResumeTemplateId;
  /** The date printed: content.date, or today when empty, already resolved by the caller as YYYY-MM-DD. */
  date: string;
}

/** The letter's parts top to bottom; an empty part is left out by every export. */
export interface LetterParts {
  name: string;
  contact: string[];
  /** "27 November 2026". */
  date: string;
  /** Name, title, company, then the address's lines, each only when given. */
  recipient: string[];
  greeting: string;
  paragraphs: string[];
  signOff: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function letterParts(doc: LetterDocument): LetterParts {
  const { recipient, greeting, body, signOff } = doc.content;
  return {
    name: joinName(doc.header),
    contact: contactItems(doc.header),
    date: formatLetterDate(doc.date),
    recipient: [recipient.name, recipient.title, recipient.company, ...lines(recipient.address)].filter(Boolean),
    greeting: greeting || COVER_LETTER_TEXT.defaultGreeting,
    // Paragraphs are separated by a blank line; a single line break inside one is a space.
    paragraphs: body
      .split(/\n\s*\n/)
      .map((paragraph) => lines(paragraph).join(' '))
      .filter(Boolean),
    signOff: signOff || COVER_LETTER_TEXT.defaultSignOff,
  };
}

/** The letter as plain text, for an application form's box: its parts separated by blank lines. */
export function letterText(doc: LetterDocument): string {
  const parts = letterParts(doc);
  const blocks = [
    [parts.name, parts.contact.join(' | ')].filter(Boolean).join('\n'),
    parts.date,
    parts.recipient.join('\n'),
    parts.greeting,
    ...parts.paragraphs,
    [parts.signOff, parts.name].filter(Boolean).join('\n'),
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}
