// PLACEHOLDER: replaced by the letter-pdf branch.
import type { LetterDocument } from './letter-document.ts';
export async function renderLetterPdf(_doc: LetterDocument): Promise<Buffer> {
  throw new Error('not built yet');
}
