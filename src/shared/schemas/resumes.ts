// The resume builder's API: the spec's resume content model (camelCase as stored), a resume as the
// list and the editor see it, saving, tailoring, and the ATS result (the spec's shape plus the
// breakdown that explains each point).
import { z } from 'zod';
import {
  ATS_STATUSES,
  RESUME_LIMITS as L,
  RESUME_TEXT as M,
  RESUME_MONTH_PATTERN,
  RESUME_TEMPLATE_IDS,
} from '../constants/resumes.ts';

const text = (label: string, max: number) => z.string().trim().max(max, M.tooLong(label, max)).default('');

/** A month `YYYY-MM`, or empty while the user has not chosen one. */
const month = z.union([z.literal(''), z.string().regex(RESUME_MONTH_PATTERN, M.monthInvalid)]).default('');

const url = (label: string) =>
  text(label, L.urlMax).refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), M.urlInvalid);

/** Entry ids are the client's (stable keys for add / edit / remove); any short string. */
const entryId = z.string().trim().min(1).max(64);

export const personalInfo = z.object({
  firstName: text('First name', L.nameMax),
  lastName: text('Last name', L.nameMax),
  email: text('Email', L.emailMax).refine((value) => value === '' || z.email().safeParse(value).success, M.emailInvalid),
  phone: text('Phone', L.phoneMax),
  location: text('Location', L.locationMax),
  linkedin: url('LinkedIn'),
  portfolio: url('Portfolio'),
});

export const experienceEntry = z
  .object({
    id: entryId,
    company: text('Company', L.companyMax),
    position: text('Position', L.positionMax),
    location: text('Location', L.locationMax),
    startDate: month,
    endDate: month,
    current: z.boolean().default(false),
    /** Bullets, one per line. */
    description: text('Description', L.descriptionMax),
  })
  .refine((entry) => !entry.current || entry.endDate === '', { message: M.currentHasEndDate, path: ['endDate'] });

export const educationEntry = z.object({
  id: entryId,
  institution: text('Institution', L.institutionMax),
  degree: text('Degree', L.degreeMax),
  field: text('Field of study', L.fieldMax),
  graduationDate: month,
  gpa: text('GPA', L.gpaMax),
});

export const certificationEntry = z.object({
  id: entryId,
  name: text('Certification', L.certificationNameMax),
  issuer: text('Issuer', L.issuerMax),
  date: month,
});

/** A project: coursework, a capstone, a side project; `role` is what the person did on it. */
export const projectEntry = z.object({
  id: entryId,
  name: text('Project', L.projectNameMax),
  role: text('Role', L.roleMax),
  url: url('Project link'),
  startDate: month,
  endDate: month,
  /** Bullets, one per line. */
  description: text('Description', L.descriptionMax),
});

/** A volunteer or leadership role (a club officer, a team captain): the same shape in two sections. */
export const activityEntry = z
  .object({
    id: entryId,
    organization: text('Organization', L.organizationMax),
    role: text('Role', L.roleMax),
    location: text('Location', L.locationMax),
    startDate: month,
    endDate: month,
    current: z.boolean().default(false),
    /** Bullets, one per line. */
    description: text('Description', L.descriptionMax),
  })
  .refine((entry) => !entry.current || entry.endDate === '', { message: M.currentHasEndDate, path: ['endDate'] });

export const awardEntry = z.object({
  id: entryId,
  title: text('Award', L.awardTitleMax),
  awarder: text('Awarded by', L.awarderMax),
  date: month,
  description: text('Description', L.descriptionMax),
});

export const languageEntry = z.object({
  id: entryId,
  language: text('Language', L.languageMax),
  /** Free text as people write it: "Native", "Fluent", "Conversational", "B2". */
  fluency: text('Fluency', L.fluencyMax),
});

const section = <T extends z.ZodType>(entry: T, label: string, max: number = L.sectionEntriesMax) =>
  z.array(entry).max(max, M.tooMany(label, max)).default([]);

/** Skills without blanks or case-insensitive duplicates, the first spelling kept. */
const skills = z
  .array(z.string().trim().max(L.skillMax, M.tooLong('A skill', L.skillMax)))
  .max(L.skillsMax * 2, M.tooMany('skills', L.skillsMax))
  .default([])
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((skill) => {
      const key = skill.toLowerCase();
      if (!skill || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((list) => list.length <= L.skillsMax, M.tooMany('skills', L.skillsMax));

export const resumeContent = z.object({
  personalInfo: personalInfo.default({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    location: '',
    linkedin: '',
    portfolio: '',
  }),
  professionalSummary: text('Summary', L.summaryMax),
  experience: z.array(experienceEntry).max(L.experienceMax, M.tooMany('experience entries', L.experienceMax)).default([]),
  education: z.array(educationEntry).max(L.educationMax, M.tooMany('education entries', L.educationMax)).default([]),
  skills,
  certifications: z.array(certificationEntry).max(L.certificationsMax, M.tooMany('certifications', L.certificationsMax)).default([]),
  projects: section(projectEntry, 'projects'),
  volunteer: section(activityEntry, 'volunteer entries'),
  leadership: section(activityEntry, 'leadership entries'),
  awards: section(awardEntry, 'awards'),
  languages: section(languageEntry, 'languages', L.languagesMax),
});
export type ResumeContent = z.output<typeof resumeContent>;
export type ExperienceEntry = ResumeContent['experience'][number];
export type EducationEntry = ResumeContent['education'][number];
export type CertificationEntry = ResumeContent['certifications'][number];
export type ProjectEntry = ResumeContent['projects'][number];
export type ActivityEntry = ResumeContent['volunteer'][number];
export type AwardEntry = ResumeContent['awards'][number];
export type LanguageEntry = ResumeContent['languages'][number];

export const templateId = z.enum(RESUME_TEMPLATE_IDS);

/** What a resume was tailored for: a job on the board or a tracked application. */
export const tailoredFor = z.object({
  kind: z.enum(['job', 'application']),
  id: z.uuid(),
  /** "Junior Data Analyst at Acme". */
  label: z.string(),
});

export const resumeSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  template: templateId,
  isActive: z.boolean(),
  tailoredFor: tailoredFor.nullable(),
  /** The resume this one was copied from, when it is a tailored version. */
  sourceResumeId: z.uuid().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ResumeSummary = z.infer<typeof resumeSummary>;

export const resumeDetail = resumeSummary.extend({ content: resumeContent });
export type ResumeDetail = z.infer<typeof resumeDetail>;

export const resumeList = z.object({
  resumes: z.array(resumeSummary),
  /** How many the plan allows, null for no limit below the hard cap. */
  limit: z.number().int().nullable(),
});
export type ResumeList = z.infer<typeof resumeList>;

export const resumeIdInput = z.object({ id: z.uuid() });

/** Save Resume: a new resume when `id` is absent. The title follows the spec's rule (server-side). */
export const saveResumeInput = z.object({
  id: z.uuid().optional(),
  template: templateId,
  content: resumeContent,
});

/** A copy of a resume for one job on the board or one tracked application, linked to it. */
export const tailorResumeInput = z
  .object({
    resumeId: z.uuid(),
    jobId: z.uuid().optional(),
    applicationId: z.uuid().optional(),
  })
  .refine((v) => (v.jobId ? 1 : 0) + (v.applicationId ? 1 : 0) === 1, M.oneTailorTarget);

/** What the resume is scored against. The description may come pasted, or from a job or an application. */
export const atsTargetInput = z.object({
  jobTitle: z.string().trim().max(L.targetTitleMax, M.tooLong('Target job title', L.targetTitleMax)),
  industry: z.string().trim().max(L.industryMax, M.tooLong('Industry', L.industryMax)),
  jobDescription: z.string().max(L.jobDescriptionMax, M.jobDescriptionTooLong).default(''),
  jobId: z.uuid().optional(),
  applicationId: z.uuid().optional(),
});

export const scoreResumeInput = z.object({ content: resumeContent, target: atsTargetInput });

export const atsFactor = z.object({
  id: z.string(),
  label: z.string(),
  category: z.enum(['readability', 'keywords']),
  earned: z.number(),
  possible: z.number(),
  status: z.enum(ATS_STATUSES),
  /** One sentence: why these points, and what to change. */
  detail: z.string(),
});
export type AtsFactor = z.infer<typeof atsFactor>;

/** The spec's optimisation result, plus the breakdown and the matched terms. */
export const atsResult = z.object({
  score: z.number().int().min(0).max(100),
  improvements: z.object({ high_priority: z.array(z.string()) }),
  keywords: z.object({ missing: z.array(z.string()), matched: z.array(z.string()) }),
  optimized_suggestions: z.object({
    professional_summary: z.string(),
    skills_section: z.array(z.string()),
  }),
  breakdown: z.array(atsFactor),
  /** Whether a remote model rewrote the suggestions; the score is always the local engine's. */
  rewrittenBy: z.enum(['local', 'remote']),
});
export type AtsResult = z.infer<typeof atsResult>;

/**
 * The live score as the member's plan shows it: the score and its breakdown for every member; the
 * optimisation (high-priority suggestions, the keywords, the rewritten summary and skills) for
 * Premium only, null for a free member: the server leaves it out, so no client can show it.
 */
export const atsLiveScore = atsResult.extend({
  improvements: atsResult.shape.improvements.nullable(),
  keywords: atsResult.shape.keywords.nullable(),
  optimized_suggestions: atsResult.shape.optimized_suggestions.nullable(),
});
export type AtsLiveScore = z.infer<typeof atsLiveScore>;

/** A JSON Resume (v1.0.0) document to import, as the text of the file. */
export const importJsonResumeInput = z.object({
  json: z.string().max(L.jsonImportMaxBytes, M.jsonTooLarge),
});

/** A draft for the user to review before saving: imported content and what could not be read. */
export const resumeDraft = z.object({
  content: resumeContent,
  /** Parts of the source the importer could not place, for the user to copy in by hand. */
  unplaced: z.array(z.string()),
});
export type ResumeDraft = z.infer<typeof resumeDraft>;
