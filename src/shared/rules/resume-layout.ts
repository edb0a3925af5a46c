// How a resume reads on the page, for the server's PDF and the builder's preview alike: each
// template's arrangement (name, headings, section order, sidebar) and the lines each entry prints.
// One source, so the preview shows what the PDF will, and the importer reads back what both write.
import { RESUME_SECTION_LABELS, RESUME_SECTIONS, type ResumeSection, type ResumeTemplateId } from '../constants/resumes.ts';
import type {
  ActivityEntry,
  AwardEntry,
  CertificationEntry,
  EducationEntry,
  ExperienceEntry,
  LanguageEntry,
  ProjectEntry,
  ResumeContent,
} from '../schemas/resumes.ts';

/** A section the page prints: every one but the personal details, which head the page. */
export type BodySection = Exclude<ResumeSection, 'personal'>;

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

const { personal: _personal, ...LABELS } = RESUME_SECTION_LABELS;
/** The menu's labels, but for the volunteer section, which a resume heads with its full name. */
const STANDARD_HEADINGS: Record<BodySection, string> = { ...LABELS, volunteer: 'Volunteer Experience' };

/**
 * The order an ATS expects, and the free templates keep: the editor's menu order (what the person
 * did, jobs then the projects a student's resume leans on; their schooling; what they did beside
 * it; then the lists).
 */
const ATS_ORDER: readonly BodySection[] = RESUME_SECTIONS.filter((section) => section !== 'personal');

const VARIATIONS: Record<ResumeTemplateId, Partial<ResumeArrangement>> = {
  'modern-professional': { accentName: true, headingCase: 'upper' },
  'executive-classic': { nameAlign: 'center', headingRule: true },
  // Results first: the summary and the skills that back it before the history.
  'sales-marketing': {
    accentName: true,
    headingCase: 'upper',
    main: ['summary', 'skills', 'experience', 'projects', 'education', 'leadership', 'volunteer', 'certifications', 'awards', 'languages'],
  },
  'creative-portfolio': {
    accentName: true,
    main: ['summary', 'experience', 'projects', 'education', 'leadership', 'volunteer', 'certifications', 'awards'],
    sidebar: ['skills', 'languages'],
  },
  // Schooling and its honours first, for research and teaching posts.
  'academic-research': {
    nameAlign: 'center',
    headingRule: true,
    main: ['education', 'certifications', 'awards', 'summary', 'experience', 'projects', 'leadership', 'volunteer', 'skills', 'languages'],
  },
  // Clinical volunteering counts with the experience; the licences and short lists go in the sidebar.
  'healthcare-professional': {
    headingCase: 'upper',
    main: ['summary', 'experience', 'volunteer', 'education', 'projects', 'leadership', 'awards'],
    sidebar: ['certifications', 'skills', 'languages'],
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
const summaryParagraphs = (summary: string) =>
  summary
    .split(/\n\s*\n?/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Description lines as bullets, without the marker a user may have typed. */
const bulletLines = (description: string) =>
  description
    .split('\n')
    .map((line) => line.replace(/^\s*[•▪●◦‣∙*·-]\s*/u, '').trim())
    .filter(Boolean);

/** A web address as printed: without its scheme or a closing slash (the importer puts the scheme back). */
const bareUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** The name as it heads a resume or a letter: "Jane Doe", or the one part given. */
export const joinName = (info: { firstName: string; lastName: string }) => [info.firstName, info.lastName].filter(Boolean).join(' ');

/** The contact details in reading order, web addresses without their scheme. */
export function contactItems(info: ResumeContent['personalInfo']): string[] {
  return [info.email, info.phone, info.location, bareUrl(info.linkedin), bareUrl(info.portfolio)].filter(Boolean);
}

/** An entry as printed: a title line with its dates at the right, the line under it, and its bullets. */
export interface EntryLines {
  title: string;
  dates: string;
  where: string;
}

/** An experience entry's title line (with its dates) and the line under it. */
const experienceLines = (entry: ExperienceEntry): EntryLines => ({
  title: entry.position || entry.company,
  dates: formatRange(entry.startDate, entry.endDate, entry.current),
  where: joined([entry.position ? entry.company : '', entry.location], ' | '),
});

/** A volunteer or leadership role prints as a job does: the role, then the organization and place. */
const activityLines = (entry: ActivityEntry): EntryLines =>
  experienceLines({ ...entry, position: entry.role, company: entry.organization });

/** A project: its name, then what the person did on it and where it can be seen. */
const projectLines = (entry: ProjectEntry): EntryLines => ({
  title: entry.name || entry.role,
  dates: formatRange(entry.startDate, entry.endDate, false),
  where: joined([entry.name ? entry.role : '', bareUrl(entry.url)], ' | '),
});

/** An education entry's title line (with its date) and the line under it. */
function educationLines(entry: EducationEntry): EntryLines {
  const degree = joined([entry.degree, entry.field], ' in ');
  return {
    title: degree || entry.institution,
    dates: formatMonth(entry.graduationDate),
    where: joined([degree ? entry.institution : '', entry.gpa ? `GPA: ${entry.gpa}` : ''], ' | '),
  };
}

/** An award on one line with its date, "Dean's List — University of Iowa": a list of them stays a list. */
const awardLines = (entry: AwardEntry): EntryLines => ({ title: joined([entry.title, entry.awarder], ' — '), dates: formatMonth(entry.date), where: '' });

const certificationLine = (entry: CertificationEntry) =>
  joined([joined([entry.name, entry.issuer], ' — '), formatMonth(entry.date)], ', ');

/** "Spanish (Native)", or the language alone. */
const languageLine = (entry: LanguageEntry) => (entry.fluency ? `${entry.language} (${entry.fluency})` : entry.language);

/** A printed entry: its lines and its description's bullets. */
export interface EntryView extends EntryLines {
  id: string;
  bullets: string[];
}

const view = <T extends { id: string }>(entries: readonly T[], lines: (entry: T) => EntryLines, description?: (entry: T) => string): EntryView[] =>
  entries.map((entry) => ({ id: entry.id, ...lines(entry), bullets: description ? bulletLines(description(entry)) : [] }));

/**
 * What a section prints, in one of four shapes the PDF and the preview each draw one way:
 * paragraphs (the summary), items run together on a line (skills, languages), one bullet a line
 * (certifications), or entries.
 */
export type SectionView =
  | { kind: 'paragraphs'; paragraphs: string[] }
  | { kind: 'items'; items: string[] }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'entries'; entries: EntryView[] };

export function sectionView(content: ResumeContent, section: BodySection): SectionView {
  switch (section) {
    case 'summary':
      return { kind: 'paragraphs', paragraphs: summaryParagraphs(content.professionalSummary) };
    case 'skills':
      return { kind: 'items', items: content.skills };
    case 'languages':
      return { kind: 'items', items: content.languages.map(languageLine) };
    case 'certifications':
      return { kind: 'lines', lines: content.certifications.map(certificationLine) };
    case 'experience':
      return { kind: 'entries', entries: view(content.experience, experienceLines, (e) => e.description) };
    case 'projects':
      return { kind: 'entries', entries: view(content.projects, projectLines, (e) => e.description) };
    case 'education':
      return { kind: 'entries', entries: view(content.education, educationLines) };
    case 'leadership':
    case 'volunteer':
      return { kind: 'entries', entries: view(content[section], activityLines, (e) => e.description) };
    case 'awards':
      return { kind: 'entries', entries: view(content.awards, awardLines, (e) => e.description) };
  }
}
