// The PDF's side of a template: its arrangement (shared with the preview, in rules/resume-layout.ts)
// with the standard PDF font family and the accent it prints in.
import { resumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { resumeArrangement, type ResumeArrangement } from '#shared/rules/resume-layout.ts';

interface FontFamily {
  regular: string;
  bold: string;
  italic: string;
}

export interface Layout extends ResumeArrangement {
  fonts: FontFamily;
  /** Headings, rules and the name, as hex. */
  accent: string;
}

const FAMILIES: Record<'Helvetica' | 'Times-Roman', FontFamily> = {
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  'Times-Roman': { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
};

export function layoutFor(id: ResumeTemplateId): Layout {
  const template = resumeTemplate(id);
  return { ...resumeArrangement(id), fonts: FAMILIES[template.font], accent: template.accent };
}
