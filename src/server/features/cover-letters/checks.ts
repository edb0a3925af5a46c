// PLACEHOLDER: replaced by the letter-engine branch.
import type { CoverLetterChecks, LetterContent, LetterEvidence } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import type { LetterJob } from './draft.ts';
export function checkLetter(_content: LetterContent, _context: { job: LetterJob | null; resume: ResumeContent | null; evidence: LetterEvidence | null }): CoverLetterChecks {
  throw new Error('not built yet');
}
