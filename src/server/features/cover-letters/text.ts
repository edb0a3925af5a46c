// A cover letter as plain text, for an application form's box: the name and contact line, the date,
// the recipient, then the letter, its parts separated by blank lines.
import { letterParts, type LetterDocument } from './letter-document.ts';

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
