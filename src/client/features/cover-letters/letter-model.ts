// The editor's working copy of a letter: its form over the content, what else a save sends (template,
// links, the pasted job, the draft's evidence), the comparison that says whether anything is left
// unsaved, and what a letter's draft is to the shared draft rule (lib/drafts.ts).
import { schemaResolver, useForm } from '@mantine/form';
import { COVER_LETTER_TEXT } from '#shared/constants/cover-letters.ts';
import { RESUME_TEMPLATE_IDS, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { type CoverLetterDetail, letterContent, letterEvidence, type LetterContent, type LetterEvidence } from '#shared/schemas/cover-letters.ts';
import { canonicalJson, holdsText, type DraftKind } from '../../lib/drafts.ts';

const validate = schemaResolver(letterContent, { sync: true });

/** The editor's form over the letter's content, checked with the server's own schema. */
export const useLetterForm = (initialValues: LetterContent) => useForm<LetterContent>({ mode: 'controlled', initialValues, validate });
export type LetterForm = ReturnType<typeof useLetterForm>;

export interface WorkingLetter {
  template: ResumeTemplateId;
  /** The resume whose header the letter prints under. */
  resumeId: string | null;
  applicationId: string | null;
  jobId: string | null;
  /** A pasted job posting the letter answers, when it is for no application or board job. */
  jobDescription: string;
  content: LetterContent;
  /** A draft's evidence, kept with the letter. */
  evidence: LetterEvidence | null;
}

export const blankContent = (start: { company?: string; jobTitle?: string } = {}): LetterContent => ({
  recipient: { name: '', title: '', company: start.company ?? '', address: '' },
  jobTitle: start.jobTitle ?? '',
  date: '',
  greeting: COVER_LETTER_TEXT.defaultGreeting,
  body: '',
  signOff: COVER_LETTER_TEXT.defaultSignOff,
});

/** A saved letter as the editor works on it. */
export const workingOf = (saved: CoverLetterDetail): WorkingLetter => ({
  template: saved.template,
  resumeId: saved.resumeId,
  applicationId: saved.applicationId,
  jobId: saved.jobId,
  jobDescription: saved.jobDescription,
  content: saved.content,
  evidence: saved.evidence,
});

/** One string per state, so "unsaved changes" is a comparison with what the server last had. */
export const fingerprint = (letter: WorkingLetter) => canonicalJson(letter);

/** The day an undated letter prints: the server's, a UTC calendar day. */
export const today = () => new Date().toISOString().slice(0, 10);

/** A draft's sentence still stands in the body only while its words are there as drafted. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
export const sentenceStands = (body: string, sentence: string) => squash(body).includes(squash(sentence));

/** A new letter's draft is filed under what it was started from, so one begun for another job never opens here. */
export const letterDraftKey = (userId: string, letter: string) => `upward:cover-letter-draft:${userId}:${letter}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

export const LETTER_DRAFT: DraftKind<WorkingLetter> = {
  /** A draft from an older editor (or edited by hand) is read through the schema; missing parts take the defaults. */
  revive(stored) {
    if (!isRecord(stored)) return null;
    const template = RESUME_TEMPLATE_IDS.find((id) => id === stored.template);
    const content = letterContent.safeParse(stored.content);
    if (!template || !content.success) return null;
    const evidence = stored.evidence === null ? null : letterEvidence.safeParse(stored.evidence);
    return {
      template,
      resumeId: idOrNull(stored.resumeId),
      applicationId: idOrNull(stored.applicationId),
      jobId: idOrNull(stored.jobId),
      jobDescription: typeof stored.jobDescription === 'string' ? stored.jobDescription : '',
      content: content.data,
      evidence: evidence?.success ? evidence.data : null,
    };
  },
  // The greeting and the sign-off start filled in: a letter holds something once the rest does.
  isEmpty: (letter) => !holdsText([letter.content.recipient, letter.content.jobTitle, letter.content.body, letter.jobDescription]),
};
