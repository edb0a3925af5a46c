// Cover letters' API: a letter's content (recipient, date, greeting, body, sign-off; the header is
// the resume's personal info), the evidence a draft cites for each sentence and the gaps it lists,
// a letter as the list and the editor see it, drafting, and the letter checks.
import { z } from 'zod';
import {
  COVER_LETTER_CHECK_IDS,
  COVER_LETTER_LIMITS as L,
  COVER_LETTER_TEXT as M,
} from '../constants/cover-letters.ts';
import { ATS_STATUSES } from '../constants/resumes.ts';
import { isoDateInput } from '../schemas.ts';
import { templateId } from './resumes.ts';

const text = (label: string, max: number) => z.string().trim().max(max, M.tooLong(label, max)).default('');

export const letterRecipient = z.object({
  /** The person the letter is addressed to, when known. */
  name: text('Recipient name', L.recipientNameMax),
  title: text('Recipient title', L.recipientTitleMax),
  company: text('Company', L.companyMax),
  /** Street, city: as many lines as the user writes. */
  address: text('Address', L.addressMax),
});

/** A calendar day `YYYY-MM-DD`, or empty for "the day it is printed". */
const letterDate = z.union([z.literal(''), isoDateInput(M.dateInvalid)]).default('');

export const letterContent = z.object({
  recipient: letterRecipient.default({ name: '', title: '', company: '', address: '' }),
  /** The role applied for; the opening and the checks name it. */
  jobTitle: text('Job title', L.jobTitleMax),
  date: letterDate,
  greeting: text('Greeting', L.greetingMax),
  /** Paragraphs separated by a blank line. */
  body: z.string().max(L.bodyMax, M.tooLong('Letter', L.bodyMax)).default(''),
  signOff: text('Sign-off', L.signOffMax),
});
export type LetterContent = z.output<typeof letterContent>;

const evidenceLine = z.string().max(L.evidenceLineMax);

/** One sentence of a draft and what it rests on: the job's line and the resume's line (with its place). */
export const sentenceEvidence = z.object({
  /** The body's paragraph the sentence sits in, from 0. */
  paragraph: z.number().int().min(0).max(20),
  sentence: evidenceLine,
  /** The job's term the sentence answers, or null for the opening and the closing. */
  term: z.string().max(200).nullable(),
  jobLine: evidenceLine,
  resumeLine: evidenceLine,
  /** Where in the resume ("Experience › Analyst, Acme"), empty for a sentence resting on the job only. */
  resumePlace: z.string().max(400),
});
export type SentenceEvidence = z.output<typeof sentenceEvidence>;

/** A draft's evidence, kept with the letter: each sentence's sources and the required terms the resume lacks. */
export const letterEvidence = z.object({
  sentences: z.array(sentenceEvidence).max(L.evidenceMax),
  /** Required terms the resume does not show, for the writer to address (never claimed). */
  gaps: z.array(z.string().max(200)).max(L.gapsMax),
});
export type LetterEvidence = z.output<typeof letterEvidence>;

/** The job a letter is for: a job on the board, one of the user's tracked applications, or a pasted description. */
export const letterSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job'), id: z.uuid() }),
  z.object({ kind: z.literal('application'), id: z.uuid() }),
  z.object({
    kind: z.literal('description'),
    jobTitle: z.string().trim().min(1, M.jobTitleRequired).max(L.jobTitleMax, M.tooLong('Job title', L.jobTitleMax)),
    company: z.string().trim().min(1, M.companyRequired).max(L.companyMax, M.tooLong('Company', L.companyMax)),
    description: z.string().max(L.jobDescriptionMax, M.jobDescriptionTooLong),
  }),
]);
export type LetterSource = z.output<typeof letterSource>;

export const coverLetterIdInput = z.object({ id: z.uuid() });

/**
 * Save: a new letter without an id (under the plan's limit), else the user's own. The resume and the
 * application must be the user's own; the job comes from the application when one is linked.
 */
export const saveCoverLetterInput = z.object({
  id: z.uuid().optional(),
  template: templateId,
  resumeId: z.uuid().nullable().default(null),
  applicationId: z.uuid().nullable().default(null),
  jobId: z.uuid().nullable().default(null),
  /** A pasted description the letter was written for (kept so its checks can be read again). */
  jobDescription: z.string().max(L.jobDescriptionMax, M.jobDescriptionTooLong).default(''),
  content: letterContent,
  evidence: letterEvidence.nullable().default(null),
});

/** Draft from evidence (Premium): the job and the resume (default: the tailored version for the job, else the active one). */
export const draftCoverLetterInput = z.object({
  source: letterSource,
  resumeId: z.uuid().optional(),
  /** The person to greet, when the user knows who reads the letter. */
  recipientName: z.string().trim().max(L.recipientNameMax, M.tooLong('Recipient name', L.recipientNameMax)).optional(),
});

export const coverLetterDraft = z.object({
  content: letterContent,
  evidence: letterEvidence,
  /** The resume the draft rests on. */
  resumeId: z.uuid().nullable(),
  applicationId: z.uuid().nullable(),
  jobId: z.uuid().nullable(),
  /** What the resume lacks for any sentence to be written (an empty resume): said, never invented. */
  missing: z.array(z.string()),
  /** Whether the remote model reworded sentences (each one checked against the facts first). */
  rewrittenBy: z.enum(['local', 'remote']),
});
export type CoverLetterDraft = z.output<typeof coverLetterDraft>;

/** The letter checks, read from the letter, its job and its resume: free for every member. */
export const checkCoverLetterInput = z.object({
  content: letterContent,
  resumeId: z.uuid().nullable().default(null),
  applicationId: z.uuid().nullable().default(null),
  jobId: z.uuid().nullable().default(null),
  jobDescription: z.string().max(L.jobDescriptionMax, M.jobDescriptionTooLong).default(''),
  evidence: letterEvidence.nullable().default(null),
});

export const coverLetterCheck = z.object({
  id: z.enum(COVER_LETTER_CHECK_IDS),
  label: z.string(),
  earned: z.number(),
  possible: z.number(),
  status: z.enum(ATS_STATUSES),
  /** One sentence: why these points, and what to change. */
  detail: z.string(),
});
export type CoverLetterCheck = z.output<typeof coverLetterCheck>;

export const coverLetterChecks = z.object({
  score: z.number().int().min(0).max(100),
  checks: z.array(coverLetterCheck),
});
export type CoverLetterChecks = z.output<typeof coverLetterChecks>;

export const coverLetterSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  template: templateId,
  resumeId: z.uuid().nullable(),
  applicationId: z.uuid().nullable(),
  jobId: z.uuid().nullable(),
  /** "Data Analyst at Acme": the application's or the letter's own job, for the list. */
  jobLabel: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type CoverLetterSummary = z.output<typeof coverLetterSummary>;

export const coverLetterDetail = coverLetterSummary.extend({
  content: letterContent,
  evidence: letterEvidence.nullable(),
  jobDescription: z.string(),
});
export type CoverLetterDetail = z.output<typeof coverLetterDetail>;

export const coverLetterList = z.object({ letters: z.array(coverLetterSummary), limit: z.number().int() });
export type CoverLetterList = z.output<typeof coverLetterList>;
