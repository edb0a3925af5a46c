// How each of the six templates arranges a resume, as data: one renderer draws them all. The free
// templates are one column in the order an ATS expects; the premium ones may move contact details,
// skills and certifications into a sidebar or lead with another section. Every heading is one an
// ATS (and the importer, import/parse-text.ts) knows.
import { RESUME_SECTION_LABELS, resumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';

export type BodySection = 'summary' | 'experience' | 'education' | 'skills' | 'certifications';

interface FontFamily {
  regular: string;
  bold: string;
  italic: string;
}

export interface Layout {
  fonts: FontFamily;
  /** Headings, rules and the name, as hex. */
  accent: string;
  nameAlign: 'left' | 'center';
  /** The name in the accent colour rather than black. */
  accentName: boolean;
  headingCase: 'upper' | 'as-is';
  /** A thin rule under each heading. */
  headingRule: boolean;
  /** The main column's sections, top to bottom. */
  main: readonly BodySection[];
  /** The sidebar's sections under the contact details; null for one column (contact under the name). */
  sidebar: readonly BodySection[] | null;
  headings: Record<BodySection, string>;
}

const FAMILIES: Record<'Helvetica' | 'Times-Roman', FontFamily> = {
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  'Times-Roman': { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
};

const STANDARD_HEADINGS: Record<BodySection, string> = {
  summary: RESUME_SECTION_LABELS.summary,
  experience: RESUME_SECTION_LABELS.experience,
  education: RESUME_SECTION_LABELS.education,
  skills: RESUME_SECTION_LABELS.skills,
  certifications: RESUME_SECTION_LABELS.certifications,
};

const ATS_ORDER: readonly BodySection[] = ['summary', 'experience', 'education', 'skills', 'certifications'];

type Variation = Partial<Omit<Layout, 'fonts' | 'accent'>>;

const VARIATIONS: Record<ResumeTemplateId, Variation> = {
  'modern-professional': { accentName: true, headingCase: 'upper' },
  'executive-classic': { nameAlign: 'center', headingRule: true },
  // Results first: the summary and the skills that back it before the history.
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

export function layoutFor(id: ResumeTemplateId): Layout {
  const template = resumeTemplate(id);
  return {
    fonts: FAMILIES[template.font],
    accent: template.accent,
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
