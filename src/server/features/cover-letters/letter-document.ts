// PLACEHOLDER: replaced by the letter-pdf branch.
import type { ResumeTemplateId } from '#shared/constants/resumes.ts';
import type { LetterContent } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';

export interface LetterDocument {
  content: LetterContent;
  header: ResumeContent['personalInfo'];
  template: ResumeTemplateId;
  date: string;
}
