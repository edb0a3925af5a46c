// Where each template prints each section: the order of the main column and, for the sidebar
// layouts, what sits in the sidebar. The preview follows it, so it shows what the PDF shows.
import type { ResumeTemplate, ResumeTemplateId } from '#shared/constants/resumes.ts';

export type PrintedSection = 'contact' | 'summary' | 'experience' | 'education' | 'skills' | 'certifications';

interface Placement {
  main: readonly PrintedSection[];
  /** Empty for a single-column template, whose contact line sits under the name. */
  sidebar: readonly PrintedSection[];
}

const STANDARD: PrintedSection[] = ['summary', 'experience', 'education', 'skills', 'certifications'];

const PLACEMENTS: Record<ResumeTemplateId, Placement> = {
  'modern-professional': { main: STANDARD, sidebar: [] },
  'executive-classic': { main: STANDARD, sidebar: [] },
  'sales-marketing': { main: ['summary', 'experience', 'skills', 'education', 'certifications'], sidebar: [] },
  'creative-portfolio': { main: ['summary', 'experience', 'education'], sidebar: ['contact', 'skills', 'certifications'] },
  'academic-research': { main: ['summary', 'education', 'certifications', 'experience', 'skills'], sidebar: [] },
  'healthcare-professional': { main: ['summary', 'experience', 'education'], sidebar: ['contact', 'certifications', 'skills'] },
};

export const templateSections = (template: ResumeTemplate): Placement => PLACEMENTS[template.id];
