// How a resume reads on the page, for the server's PDF and the builder's preview alike: each
// template's arrangement (name, headings, section order, sidebar) and the lines each entry prints.
// One source, so the preview shows what the PDF will, and the importer reads back what both write.
import { RESUME_SECTION_LABELS, type ResumeTemplateId } from '../constants/resumes.ts';
import type { CertificationEntry, EducationEntry, ExperienceEntry, ResumeContent } from '../schemas/resumes.ts';

export type BodySection = 'summary' | 'experience' | 'education' | 'skills' | 'certifications';

export interface ResumeArrangement {
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

const STANDARD_HEADINGS: Record<BodySection, string> = {
  summary: RESUME_SECTION_LABELS.summary,
  experience: RESUME_SECTION_LABELS.experience,
  education: RESUME_SECTION_LABELS.education,
  skills: RESUME_SECTION_LABELS.skills,
  certifications: RESUME_SECTION_LABELS.certifications,
};

/** The order an ATS expects; the free templates keep it. */
const ATS_ORDER: readonly BodySection[] = ['summary', 'experience', 'education', 'skills', 'certifications'];

const VARIATIONS: Record<ResumeTemplateId, Partial<ResumeArrangement>> = {
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

export function resumeArrangement(id: ResumeTemplateId): ResumeArrangement {
  return {
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

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** `2022-01` → "Jan 2022"; empty for an empty or malformed month. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name.slice(0, 3)} ${match[1]}` : '';
}

/** "Jan 2022 – Present", "Mar 2020 – Dec 2021", or the one date known; empty when none is. */
export function formatRange(start: string, end: string, current: boolean): string {
  const from = formatMonth(start);
  const to = current ? 'Present' : formatMonth(end);
  return from && to ? `${from} – ${to}` : from || to;
}

const joined = (parts: readonly string[], separator: string) => parts.filter(Boolean).join(separator);

/** Whether a section has anything to show: empty sections are left out, heading and all. */
export function sectionHasContent(content: ResumeContent, section: BodySection): boolean {
  return section === 'summary' ? content.professionalSummary.trim() !== '' : content[section].length > 0;
}

/** The summary's paragraphs, split at blank lines. */
export const summaryParagraphs = (summary: string) =>
  summary
    .split(/\n\s*\n?/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Description lines as bullets, without the marker a user may have typed. */
export const bulletLines = (description: string) =>
  description
    .split('\n')
    .map((line) => line.replace(/^\s*[•▪●◦‣∙*·-]\s*/u, '').trim())
    .filter(Boolean);

/** The contact details in reading order, web addresses without their scheme (the importer puts it back). */
export function contactItems(info: ResumeContent['personalInfo']): string[] {
  const bare = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
  return [info.email, info.phone, info.location, bare(info.linkedin), bare(info.portfolio)].filter(Boolean);
}

/** An experience entry's title line (with its dates) and the line under it. */
export const experienceLines = (entry: ExperienceEntry) => ({
  title: entry.position || entry.company,
  dates: formatRange(entry.startDate, entry.endDate, entry.current),
  where: joined([entry.position ? entry.company : '', entry.location], ' | '),
});

/** An education entry's title line (with its date) and the line under it. */
export function educationLines(entry: EducationEntry) {
  const degree = joined([entry.degree, entry.field], ' in ');
  return {
    title: degree || entry.institution,
    date: formatMonth(entry.graduationDate),
    detail: joined([degree ? entry.institution : '', entry.gpa ? `GPA: ${entry.gpa}` : ''], ' | '),
  };
}

export const certificationLine = (entry: CertificationEntry) =>
  joined([joined([entry.name, entry.issuer], ' — '), formatMonth(entry.date)], ', ');
