// The resume builder: its templates, sections, limits and validation messages, the ATS score's
// grades, and the addresses of the raw routes (file import, PDF and JSON Resume export).

export const RESUME_TEMPLATE_IDS = [
  'modern-professional',
  'executive-classic',
  'sales-marketing',
  'creative-portfolio',
  'academic-research',
  'healthcare-professional',
] as const;
export type ResumeTemplateId = (typeof RESUME_TEMPLATE_IDS)[number];

export interface ResumeTemplate {
  id: ResumeTemplateId;
  name: string;
  premium: boolean;
  description: string;
  /** One column reads in order in every ATS; the premium templates may set a sidebar. */
  layout: 'single-column' | 'sidebar';
  /** The accent colour of headings and rules, as hex. */
  accent: string;
  /** The PDF's base font family, one of the standard PDF fonts (always text-selectable, nothing embedded). */
  font: 'Helvetica' | 'Times-Roman';
}

/** The spec's six: three free, three premium. Free ones are single-column and ATS-safe. */
export const RESUME_TEMPLATES: readonly ResumeTemplate[] = [
  {
    id: 'modern-professional',
    name: 'Modern Professional',
    premium: false,
    description: 'Clean single column with a coloured name line, for most roles.',
    layout: 'single-column',
    accent: '#364fc7',
    font: 'Helvetica',
  },
  {
    id: 'executive-classic',
    name: 'Executive Classic',
    premium: false,
    description: 'Traditional serif layout with ruled section headings.',
    layout: 'single-column',
    accent: '#212529',
    font: 'Times-Roman',
  },
  {
    id: 'sales-marketing',
    name: 'Sales & Marketing',
    premium: false,
    description: 'Results first: summary and achievements lead, numbers stand out.',
    layout: 'single-column',
    accent: '#087f5b',
    font: 'Helvetica',
  },
  {
    id: 'creative-portfolio',
    name: 'Creative Portfolio',
    premium: true,
    description: 'A sidebar for contact and skills beside your work, for design and media roles.',
    layout: 'sidebar',
    accent: '#c2255c',
    font: 'Helvetica',
  },
  {
    id: 'academic-research',
    name: 'Academic Research',
    premium: true,
    description: 'Education and certifications first, for research and teaching posts.',
    layout: 'single-column',
    accent: '#5f3dc4',
    font: 'Times-Roman',
  },
  {
    id: 'healthcare-professional',
    name: 'Healthcare Professional',
    premium: true,
    description: 'Licences and certifications up front, for clinical roles.',
    layout: 'sidebar',
    accent: '#1864ab',
    font: 'Helvetica',
  },
];

export const DEFAULT_RESUME_TEMPLATE: ResumeTemplateId = 'modern-professional';

export const resumeTemplate = (id: ResumeTemplateId): ResumeTemplate => RESUME_TEMPLATES.find((t) => t.id === id)!;

/**
 * The editor's section menu, in order: the spec's five with certifications and the sections students
 * lean on (projects, leadership, volunteering, awards, languages) where the free templates print them
 * (rules/resume-layout.ts takes its order from here).
 */
export const RESUME_SECTIONS = [
  'personal',
  'summary',
  'experience',
  'projects',
  'education',
  'leadership',
  'volunteer',
  'skills',
  'certifications',
  'awards',
  'languages',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];
export const RESUME_SECTION_LABELS: Record<ResumeSection, string> = {
  personal: 'Personal Info',
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  leadership: 'Leadership',
  volunteer: 'Volunteer',
  skills: 'Skills',
  certifications: 'Certifications',
  awards: 'Awards',
  languages: 'Languages',
};

export const RESUME_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 40,
  locationMax: 200,
  urlMax: 500,
  summaryMax: 2000,
  experienceMax: 30,
  companyMax: 200,
  positionMax: 200,
  /** One experience entry's description: its bullets, one per line. */
  descriptionMax: 5000,
  educationMax: 15,
  institutionMax: 200,
  degreeMax: 200,
  fieldMax: 200,
  gpaMax: 20,
  skillsMax: 100,
  skillMax: 60,
  certificationsMax: 30,
  certificationNameMax: 200,
  issuerMax: 200,
  /** Projects, Volunteer, Leadership and Awards each hold at most this many entries. */
  sectionEntriesMax: 30,
  projectNameMax: 200,
  /** A volunteer or leadership role, a project's role. */
  roleMax: 200,
  organizationMax: 200,
  awardTitleMax: 200,
  awarderMax: 200,
  languagesMax: 20,
  languageMax: 60,
  fluencyMax: 60,
  /** The optimisation panel's target. */
  targetTitleMax: 200,
  industryMax: 100,
  /** A pasted job description; a long real one is about 1,500 words (10,000 characters). */
  jobDescriptionMax: 20_000,
  /** A JSON Resume document to import, as text. */
  jsonImportMaxBytes: 200 * 1024,
  /** An uploaded file no resume took up is swept after this long (and the privacy policy says so). */
  unclaimedUploadHours: 24,
} as const;

/** The sections made of entries, each a list the editor adds to, edits and removes from. */
export type ResumeEntrySection = Exclude<ResumeSection, 'personal' | 'summary' | 'skills'>;

/** A field of an entry in the editor: its key in the entry (the content model's), its label and input. */
export interface ResumeEntryField {
  key: string;
  label: string;
  kind?: 'text' | 'month';
  max?: number;
  placeholder?: string;
}

/** How the editor shows one entry section: its words and its fields, in the order they are filled. */
export interface ResumeEntryForm {
  /** "Experience", "Project": the add button's and each entry's name. */
  noun: string;
  /** What the section is for, while it has no entry. */
  empty: string;
  columns: 2 | 3;
  fields: readonly ResumeEntryField[];
  /** The checkbox that marks an entry as ongoing (and clears its end month), for a section that has one. */
  current?: string;
  /** The description box's hint, for a section whose entries have one. */
  description?: string;
}

const START: ResumeEntryField = { key: 'startDate', label: 'Start month', kind: 'month' };
const END: ResumeEntryField = { key: 'endDate', label: 'End month', kind: 'month' };
const ROLE_FIELDS: readonly ResumeEntryField[] = [
  { key: 'role', label: 'Role', max: RESUME_LIMITS.roleMax, placeholder: 'e.g. Treasurer, Tutor, Team captain' },
  { key: 'organization', label: 'Organization', max: RESUME_LIMITS.organizationMax },
  START,
  END,
  { key: 'location', label: 'Location', max: RESUME_LIMITS.locationMax },
];
const BULLETS_HINT = 'One point per line; start each with a verb and a number where you can.';

export const RESUME_ENTRY_FORMS: Record<ResumeEntrySection, ResumeEntryForm> = {
  experience: {
    noun: 'Experience',
    empty: 'Add your jobs and internships, most recent first.',
    columns: 2,
    fields: [
      { key: 'position', label: 'Job title', max: RESUME_LIMITS.positionMax },
      { key: 'company', label: 'Company', max: RESUME_LIMITS.companyMax },
      START,
      END,
      { key: 'location', label: 'Location', max: RESUME_LIMITS.locationMax },
    ],
    current: 'I currently work here',
    description: 'One achievement per line; start each with a verb and a number where you can.',
  },
  projects: {
    noun: 'Project',
    empty: 'Add course, capstone, research and personal projects: employers read them as experience.',
    columns: 2,
    fields: [
      { key: 'name', label: 'Project name', max: RESUME_LIMITS.projectNameMax },
      { key: 'role', label: 'Your role', max: RESUME_LIMITS.roleMax, placeholder: 'e.g. Team lead, Solo developer' },
      START,
      END,
      { key: 'url', label: 'Link', max: RESUME_LIMITS.urlMax, placeholder: 'https://github.com/you/project' },
    ],
    description: 'What you built, with what tools, and what came of it: one point per line.',
  },
  education: {
    noun: 'Education',
    empty: 'Add your degrees, diplomas and courses.',
    columns: 2,
    fields: [
      { key: 'institution', label: 'Institution', max: RESUME_LIMITS.institutionMax },
      { key: 'degree', label: 'Degree', max: RESUME_LIMITS.degreeMax },
      { key: 'field', label: 'Field of study', max: RESUME_LIMITS.fieldMax },
      { key: 'graduationDate', label: 'Graduation month', kind: 'month' },
      { key: 'gpa', label: 'GPA', max: RESUME_LIMITS.gpaMax },
    ],
  },
  leadership: {
    noun: 'Leadership Role',
    empty: 'Add clubs, societies, teams and student government where you led or organised something.',
    columns: 2,
    fields: ROLE_FIELDS,
    current: 'I still hold this role',
    description: BULLETS_HINT,
  },
  volunteer: {
    noun: 'Volunteer Role',
    empty: 'Add volunteering and community service: the role, the organization and what you did.',
    columns: 2,
    fields: ROLE_FIELDS,
    current: 'I still volunteer here',
    description: BULLETS_HINT,
  },
  certifications: {
    noun: 'Certification',
    empty: 'Add licences and certificates, with who issued them.',
    columns: 3,
    fields: [
      { key: 'name', label: 'Certification name', max: RESUME_LIMITS.certificationNameMax },
      { key: 'issuer', label: 'Issuer', max: RESUME_LIMITS.issuerMax },
      { key: 'date', label: 'Date earned', kind: 'month' },
    ],
  },
  awards: {
    noun: 'Award',
    empty: "Add honours, scholarships, prizes and the dean's list.",
    columns: 3,
    fields: [
      { key: 'title', label: 'Award', max: RESUME_LIMITS.awardTitleMax },
      { key: 'awarder', label: 'Awarded by', max: RESUME_LIMITS.awarderMax },
      { key: 'date', label: 'Date received', kind: 'month' },
    ],
    description: 'What it was for, in a line or two (optional).',
  },
  languages: {
    noun: 'Language',
    empty: 'Add the languages you speak and how well.',
    columns: 2,
    fields: [
      { key: 'language', label: 'Language', max: RESUME_LIMITS.languageMax },
      { key: 'fluency', label: 'Fluency', max: RESUME_LIMITS.fluencyMax, placeholder: 'e.g. Native, Fluent, Conversational, B2' },
    ],
  },
};

/** How many entries each section holds at most. */
export const RESUME_ENTRY_MAX: Record<ResumeEntrySection, number> = {
  experience: RESUME_LIMITS.experienceMax,
  projects: RESUME_LIMITS.sectionEntriesMax,
  education: RESUME_LIMITS.educationMax,
  leadership: RESUME_LIMITS.sectionEntriesMax,
  volunteer: RESUME_LIMITS.sectionEntriesMax,
  certifications: RESUME_LIMITS.certificationsMax,
  awards: RESUME_LIMITS.sectionEntriesMax,
  languages: RESUME_LIMITS.languagesMax,
};

/** A month as the editor's month field gives it: `YYYY-MM`. */
export const RESUME_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const RESUME_TEXT = {
  emailInvalid: 'Enter a valid email address',
  urlInvalid: 'Enter a web address starting with http:// or https://',
  monthInvalid: 'Enter the month as YYYY-MM',
  currentHasEndDate: 'A current position has no end date',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooMany: (label: string, max: number) => `At most ${max} ${label}`,
  targetTitleRequired: 'Enter the target job title',
  industryRequired: 'Enter the target industry',
  jobDescriptionTooLong: `Job description must be at most ${RESUME_LIMITS.jobDescriptionMax.toLocaleString('en-US')} characters`,
  jsonTooLarge: `JSON Resume files must be at most ${RESUME_LIMITS.jsonImportMaxBytes / 1024} KB`,
  jsonInvalid: 'This is not a valid JSON Resume document',
  oneTailorTarget: 'Choose a job or a tracked application to tailor for',
  leaveWarning: 'You have unsaved changes to your resume. Leave without saving?',
} as const;

/** The ATS score's factor grades: strong at 80% of its points, partial at 40%. */
export const ATS_STATUSES = ['strong', 'partial', 'weak'] as const;
export type AtsStatus = (typeof ATS_STATUSES)[number];

/** A resume file to import into the builder (multipart, like onboarding's upload): answers draft content. */
export const RESUME_IMPORT_PATH = '/api/resumes/import';
/** `GET /api/resumes/:id/pdf?template=<id>`: the resume as a PDF in a template. */
export const resumePdfPath = (resumeId: string, template: ResumeTemplateId) => `/api/resumes/${resumeId}/pdf?template=${template}`;
/** `GET /api/resumes/:id/json`: the resume as a JSON Resume (v1.0.0) document. */
export const resumeJsonPath = (resumeId: string) => `/api/resumes/${resumeId}/json`;

/** The words O*NET's licence (CC BY 4.0) asks for wherever skills from its vocabulary are shown. */
export const ONET_ATTRIBUTION =
  'This page includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. Upward has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.';
