// PLACEHOLDER: replaced by the letter-pdf branch.
import type { LetterDocument } from './letter-document.ts';
export function letterText(_doc: LetterDocument): string {
  throw new Error('not built yet');
}
