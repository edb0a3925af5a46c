// The evaluation corpus (eval/corpus/, issue 28) read through the app's own schemas, so a corpus
// file that drifts from the content model fails here, once, for `npm run eval` and for the
// engines' corpus-wide tests alike.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { jobFields } from '#shared/schemas/jobs.ts';
import { onboardingProfileInput } from '#shared/schemas/onboarding.ts';
import { resumeContent } from '#shared/schemas/resumes.ts';

const read = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../eval/corpus/${file}`, import.meta.url), 'utf8'));

export function corpusError(message: string): never {
  throw new Error(`eval/corpus: ${message}`);
}

export const resumes = z.array(z.object({ id: z.string(), profile: onboardingProfileInput, content: resumeContent })).parse(read('resumes.json'));
export type CorpusResume = (typeof resumes)[number];

export const postings = z.array(z.object({ id: z.string(), postedDate: z.string() }).and(jobFields)).parse(read('postings.json'));
export type CorpusPosting = (typeof postings)[number];

export const grades = z.record(z.string(), z.record(z.string(), z.number().int().min(0).max(3))).parse(read('grades.json'));

/**
 * Per resume: the titles it holds, its employers' and schools' names with their short forms, the
 * postings it is scored against, and for each of those the held titles a recruiter would lead with.
 */
export const atsExpectations = z
  .record(
    z.string(),
    z.object({ heldTitles: z.array(z.string()), names: z.array(z.string()), targets: z.array(z.string()), relevant: z.record(z.string(), z.array(z.string())) }),
  )
  .parse(read('ats.json'));
export type AtsExpectation = (typeof atsExpectations)[string];

const answer = z.object({ duration: z.number().int(), answer: z.string() });
export type CorpusAnswer = z.output<typeof answer>;
export const answers = z
  .object({
    target: z.string(),
    questions: z.array(z.object({ id: z.string(), question: z.string(), onTopic: answer, weak: answer })),
    offTopicOnly: z.array(answer.extend({ id: z.string() })),
  })
  .parse(read('answers.json'));

const postingById = new Map(postings.map((p) => [p.id, p]));
export const posting = (id: string): CorpusPosting => postingById.get(id) ?? corpusError(`unknown posting ${id}`);

/** The pairs the ATS is measured on: each resume against each of its target postings, with what is expected of it. */
export const atsPairs = resumes.flatMap((resume) => {
  const expected = atsExpectations[resume.id] ?? corpusError(`no ATS expectations for ${resume.id}`);
  return expected.targets.map((id) => {
    const relevant = expected.relevant[id] ?? corpusError(`no relevant titles for ${resume.id} × ${id}`);
    return { resume, posting: posting(id), expected, relevant };
  });
});

/** The target the ATS is scored against for a pair: the posting's title and description, the person's first industry. */
export const atsTarget = (resume: CorpusResume, job: CorpusPosting) => ({
  jobTitle: job.title,
  industry: resume.profile.industryPreferences[0] ?? '',
  jobDescription: job.description,
});
