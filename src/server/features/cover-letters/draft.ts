// PLACEHOLDER: replaced by the letter-engine branch.
import type { LetterContent, LetterEvidence } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
export interface LetterJob { jobTitle: string; company: string; description: string }
export interface DraftedLetter { content: LetterContent; evidence: LetterEvidence; missing: string[] }
export function draftLetter(_resume: ResumeContent | null, _job: LetterJob, _options: { recipientName?: string | undefined; today: string }): DraftedLetter {
  throw new Error('not built yet');
}
