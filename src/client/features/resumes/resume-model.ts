// The editor's working copy of a resume: its form, a blank one, new entries with their own ids, and
// the comparison that says whether anything is left unsaved.
import { schemaResolver, useForm } from '@mantine/form';
import type { ResumeEntrySection, ResumeTemplateId } from '#shared/constants/resumes.ts';
import { resumeContent, type ResumeContent } from '#shared/schemas/resumes.ts';
import { canonicalJson } from '../../lib/drafts.ts';

const validate = schemaResolver(resumeContent, { sync: true });

/** The editor's form over the content, checked with the server's own schema. */
export const useResumeForm = (initialValues: ResumeContent) => useForm<ResumeContent>({ mode: 'controlled', initialValues, validate });
export type ResumeForm = ReturnType<typeof useResumeForm>;

export interface WorkingResume {
  template: ResumeTemplateId;
  content: ResumeContent;
}

export const blankContent = (): ResumeContent => ({
  personalInfo: { firstName: '', lastName: '', email: '', phone: '', location: '', linkedin: '', portfolio: '' },
  professionalSummary: '',
  experience: [],
  education: [],
  skills: [],
  certifications: [],
  projects: [],
  volunteer: [],
  leadership: [],
  awards: [],
  languages: [],
});

const entryId = () => crypto.randomUUID();

/** An entry of each section with its own id and every field empty. */
const BLANK_ENTRIES: { [S in ResumeEntrySection]: () => ResumeContent[S][number] } = {
  experience: () => ({ id: entryId(), company: '', position: '', location: '', startDate: '', endDate: '', current: false, description: '' }),
  projects: () => ({ id: entryId(), name: '', role: '', url: '', startDate: '', endDate: '', description: '' }),
  education: () => ({ id: entryId(), institution: '', degree: '', field: '', graduationDate: '', gpa: '' }),
  leadership: () => blankActivity(),
  volunteer: () => blankActivity(),
  certifications: () => ({ id: entryId(), name: '', issuer: '', date: '' }),
  awards: () => ({ id: entryId(), title: '', awarder: '', date: '', description: '' }),
  languages: () => ({ id: entryId(), language: '', fluency: '' }),
};

function blankActivity(): ResumeContent['volunteer'][number] {
  return { id: entryId(), organization: '', role: '', location: '', startDate: '', endDate: '', current: false, description: '' };
}

export const blankEntry = <S extends ResumeEntrySection>(section: S): ResumeContent[S][number] => BLANK_ENTRIES[section]();

/** One string per state, so "unsaved changes" is a comparison with what the server last had. */
export const fingerprint = (resume: WorkingResume) => canonicalJson([resume.template, resume.content]);

/** Adds a skill unless it is blank or already there in any case; answers the new list, or null if nothing changed. */
export function withSkill(skills: string[], skill: string): string[] | null {
  const trimmed = skill.trim();
  if (!trimmed || skills.some((s) => s.toLowerCase() === trimmed.toLowerCase())) return null;
  return [...skills, trimmed];
}
