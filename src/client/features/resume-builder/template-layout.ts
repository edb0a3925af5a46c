// How each template arranges a resume, as the server's PDF renderer draws it: the name's
// alignment and colour, the headings' case and rule, the main column's order and, for the sidebar
// templates, what sits beside it. The preview reads this, so it shows what the PDF will. The client
// may not import the renderer's own table, so a unit test (resume-builder-client) holds this copy to it.
import { RESUME_SECTION_LABELS, resumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';

export type BodySection = 'summary' | 'experience' | 'education' | 'skills' | 'certifications';

export interface TemplateLayout {
  accent: string;
  /** A CSS font stack standing in for the PDF's standard font. */
  fontFamily: string;
  nameAlign: 'left' | 'center';
  accentName: boolean;
  headingCase: 'upper' | 'as-is';
  headingRule: boolean;
  main: readonly BodySection[];
  /** Under the contact details in the sidebar; null for one column, with contact under the name. */
  sidebar: readonly BodySection[] | null;
  headings: Record<BodySection, string>;
}

const FONT_STACKS = { Helvetica: 'Helvetica, Arial, sans-serif', 'Times-Roman': '"Times New Roman", Times, serif' } as const;

const STANDARD_HEADINGS: Record<BodySection, string> = {
  summary: RESUME_SECTION_LABELS.summary,
  experience: RESUME_SECTION_LABELS.experience,
  education: RESUME_SECTION_LABELS.education,
  skills: RESUME_SECTION_LABELS.skills,
  certifications: RESUME_SECTION_LABELS.certifications,
};

const ATS_ORDER: readonly BodySection[] = ['summary', 'experience', 'education', 'skills', 'certifications'];

const VARIATIONS: Record<ResumeTemplateId, Partial<Omit<TemplateLayout, 'accent' | 'fontFamily'>>> = {
  'modern-professional': { accentName: true, headingCase: 'upper' },
  'executive-classic': { nameAlign: 'center', headingRule: true },
  'sales-marketing': { accentName: true, headingCase: 'upper', main: ['summary', 'skills', 'experience', 'education', 'certifications'] },
  'creative-portfolio': { accentName: true, main: ['summary', 'experience', 'education', 'certifications'], sidebar: ['skills'] },
  'academic-research': { nameAlign: 'center', headingRule: true, main: ['education', 'certifications', 'summary', 'experience', 'skills'] },
  'healthcare-professional': {
    headingCase: 'upper',
    main: ['summary', 'experience', 'education'],
    sidebar: ['certifications', 'skills'],
    headings: { ...STANDARD_HEADINGS, certifications: 'Licenses & Certifications' },
  },
};

export function templateLayout(id: ResumeTemplateId): TemplateLayout {
  const template = resumeTemplate(id);
  return {
    accent: template.accent,
    fontFamily: FONT_STACKS[template.font],
    nameAlign: 'left',
    accentName: false,
    headingCase: 'as-is',
    headingRule: false,
    main: ATS_ORDER,
    sidebar: null,
    headings: STANDARD_HEADINGS,
    ...VARIATIONS[id],
  };
}
