// The preview's side of a template: its arrangement (shared with the PDF, in rules/resume-layout.ts)
// with a CSS font stack standing in for the PDF's standard font, and its accent.
import { resumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { resumeArrangement, type ResumeArrangement } from '#shared/rules/resume-layout.ts';

export interface TemplateLayout extends ResumeArrangement {
  accent: string;
  fontFamily: string;
}

const FONT_STACKS = { Helvetica: 'Helvetica, Arial, sans-serif', 'Times-Roman': '"Times New Roman", Times, serif' } as const;

export function templateLayout(id: ResumeTemplateId): TemplateLayout {
  const template = resumeTemplate(id);
  return { ...resumeArrangement(id), accent: template.accent, fontFamily: FONT_STACKS[template.font] };
}
