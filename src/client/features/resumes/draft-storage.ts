// Unsaved edits kept in this browser, per user and per resume, so a closed tab or a crash loses
// nothing. Only the user's own browser holds them; a successful save removes them.
import { RESUME_TEMPLATE_IDS, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { blankContent, type WorkingResume } from './resume-model.ts';

/** The draft of a resume not saved yet is filed under this id. */
export const NEW_RESUME_KEY = 'new';

const storageKey = (userId: string, resumeId: string) => `upward:resume-draft:${userId}:${resumeId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * A draft written by an older version of the editor (or edited by hand) may miss fields; what is
 * missing is taken from a blank resume so the form never meets an undefined value.
 */
function revive(stored: unknown): WorkingResume | null {
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
  };
  return { template: template as ResumeTemplateId, content: revived };
}

export function readDraft(userId: string, resumeId: string): WorkingResume | null {
  try {
    const raw = localStorage.getItem(storageKey(userId, resumeId));
    return raw ? revive(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, resumeId: string, resume: WorkingResume) {
  try {
    localStorage.setItem(storageKey(userId, resumeId), JSON.stringify(resume));
  } catch (err) {
    // A full or disabled storage only costs the safety net; editing and saving go on.
    console.warn('Could not keep the resume draft', err);
  }
}

export function clearDraft(userId: string, resumeId: string) {
  localStorage.removeItem(storageKey(userId, resumeId));
}
