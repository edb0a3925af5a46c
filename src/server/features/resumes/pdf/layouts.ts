// The PDF's side of a template: its arrangement (shared with the preview, in rules/resume-layout.ts)
// with the font family and the accent it prints in.
import { resumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { resumeArrangement, type ResumeArrangement } from '#shared/rules/resume-layout.ts';
import type { Family } from '../../../engines/pdf/index.ts';

export interface Layout extends ResumeArrangement {
  family: Family;
  /** Headings, rules and the name, as hex. */
  accent: string;
}

export function layoutFor(id: ResumeTemplateId): Layout {
  const template = resumeTemplate(id);
  return { ...resumeArrangement(id), family: template.font, accent: template.accent };
}
