// What a resume draft is to the shared draft rule (lib/drafts.ts): filed per user and per resume,
// read back leniently, and empty when no field holds text (the template alone is not a draft).
import { RESUME_TEMPLATE_IDS, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { holdsText, type DraftKind } from '../../lib/drafts.ts';
import { blankContent, type WorkingResume } from './resume-model.ts';

/** The draft of a resume not saved yet is filed under this id. */
export const NEW_RESUME_KEY = 'new';

export const resumeDraftKey = (userId: string, resumeId: string) => `upward:resume-draft:${userId}:${resumeId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Entry ids are generated, not typed: an added entry left blank is still nothing. */
const GENERATED = new Set(['id']);

export const RESUME_DRAFT: DraftKind<WorkingResume> = {
  /**
   * A draft written by an older version of the editor (or edited by hand) may miss fields; what is
   * missing is taken from a blank resume so the form never meets an undefined value.
   */
  revive(stored) {
    if (!isRecord(stored) || !isRecord(stored.content)) return null;
    const blank = blankContent();
    const content = stored.content;
    const template = RESUME_TEMPLATE_IDS.find((id) => id === stored.template) ?? null;
    if (!template) return null;
    const revived: ResumeContent = {
      personalInfo: { ...blank.personalInfo, ...(isRecord(content.personalInfo) ? content.personalInfo : {}) },
      professionalSummary: typeof content.professionalSummary === 'string' ? content.professionalSummary : '',
      experience: listOf(content.experience),
      education: listOf(content.education),
      skills: listOf<unknown>(content.skills).filter((s): s is string => typeof s === 'string'),
      certifications: listOf(content.certifications),
      projects: listOf(content.projects),
      volunteer: listOf(content.volunteer),
      leadership: listOf(content.leadership),
      awards: listOf(content.awards),
      languages: listOf(content.languages),
    };
    return { template: template as ResumeTemplateId, content: revived };
  },
  isEmpty: (resume) => !holdsText(resume.content, GENERATED),
};
