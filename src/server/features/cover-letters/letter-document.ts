// A cover letter as its three exports print it (pdf.ts, docx.ts, text.ts): one order of parts, so the
// PDF, the Word file and the pasted text never disagree. The header is the resume's personal info.
import { COVER_LETTER_TEXT } from '#shared/constants/cover-letters.ts';
import type { ResumeTemplateId } from '#shared/constants/resumes.ts';
import { formatLetterDate } from '#shared/format.ts';
import { contactItems, joinName } from '#shared/rules/resume-layout.ts';
import type { LetterContent } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';

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
