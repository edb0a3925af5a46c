// The saved resume's title: the spec's rule (first name + last name + "Resume"), and for a tailored
// version the job it was made for, so the tracker's resume choice tells versions apart.
import type { ResumeContent } from '../schemas/resumes.ts';

export function resumeTitle(personal: ResumeContent['personalInfo'], tailoredLabel?: string): string {
  const base = [personal.firstName, personal.lastName, 'Resume'].filter(Boolean).join(' ');
  return (tailoredLabel ? `${base} – ${tailoredLabel}` : base).slice(0, 200);
}
