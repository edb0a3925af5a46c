// The optional remote model behind Optimize: an OpenAI-compatible chat completions endpoint
// (AI_BASE_URL) asked for a rewritten summary, a few rewritten bullets and the description's
// required and preferred terms, as one JSON object. Its answer is checked against a schema and its
// rewrites must name bullets the resume has; anything else (an error, a timeout, malformed JSON)
// is one warning and the local engine's suggestions stand (the call itself: platform/ai-model.ts).
// The score is never the model's.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { RESUME_LIMITS } from '#shared/constants/resumes.ts';
import type { AtsResult, ResumeContent } from '#shared/schemas/resumes.ts';
import { askModel as ask, type AiConfig } from '../../platform/ai-model.ts';
import { employerOrSchool, type AtsTarget } from '../../engines/ats/index.ts';

/** Bullets the model may rewrite in one answer: enough to show the way, few enough to read. */
export const MAX_REWRITTEN_BULLETS = 5;
const TERMS_MAX = 30;

const line = (max: number) => z.string().trim().min(1).max(max);

const modelAnswer = z.object({
  professionalSummary: z.string().trim().max(RESUME_LIMITS.summaryMax),
  bullets: z
    .array(z.object({ original: line(RESUME_LIMITS.descriptionMax), rewritten: line(500) }))
    .max(MAX_REWRITTEN_BULLETS),
  requiredTerms: z.array(line(RESUME_LIMITS.skillMax)).max(TERMS_MAX),
  preferredTerms: z.array(line(RESUME_LIMITS.skillMax)).max(TERMS_MAX),
});
export type ModelSuggestions = z.infer<typeof modelAnswer>;

/** Every bullet of the resume's roles and projects: a student's best lines are often a project's. */
const bulletsOf = (content: ResumeContent) =>
  [...content.experience, ...content.projects, ...content.volunteer, ...content.leadership].flatMap((entry) =>
    entry.description
      .split('\n')
      .map((b) => b.replace(/^[\s•\-*]+/, '').trim())
      .filter(Boolean),
  );

const INSTRUCTIONS = [
  'You improve resumes so that applicant tracking systems and recruiters read them well.',
  'Answer with one JSON object and nothing else, of this shape:',
  '{"professionalSummary": string, "bullets": [{"original": string, "rewritten": string}], "requiredTerms": string[], "preferredTerms": string[]}.',
  `professionalSummary: the summary rewritten for the target job, at most ${RESUME_LIMITS.summaryMax} characters, true to the resume.`,
  `bullets: at most ${MAX_REWRITTEN_BULLETS} of the resume's bullets, each copied exactly as "original", rewritten to lead with an action verb and a result.`,
  'requiredTerms and preferredTerms: the skills and qualifications the job description requires, and those it prefers, as short terms.',
  'Invent no employer, title, date or figure that the resume does not give.',
].join('\n');

function prompt(content: ResumeContent, target: AtsTarget): string {
  return JSON.stringify({
    targetJobTitle: target.jobTitle,
    industry: target.industry,
    jobDescription: target.jobDescription,
    resume: { professionalSummary: content.professionalSummary, skills: content.skills, bullets: bulletsOf(content) },
  });
}

/**
 * The model's suggestions for this resume and target (asked once per resume and target); null
 * when the model could not give usable ones in time. Rewrites of bullets the resume lacks are dropped.
 */
export async function askModel(
  ai: AiConfig,
  log: Pick<FastifyBaseLogger, 'warn'>,
  content: ResumeContent,
  target: AtsTarget,
): Promise<ModelSuggestions | null> {
  const answer = await ask(ai, log, { instructions: INSTRUCTIONS, input: prompt(content, target), answer: modelAnswer, fallback: 'the local suggestions answer' });
  if (!answer) return null;
  const known = new Set(bulletsOf(content));
  return { ...answer, bullets: answer.bullets.filter((b) => known.has(b.original)) };
}

/**
 * The local result with the model's words: its summary, its bullet rewrites as high-priority
 * improvements, and the description's terms the resume lacks (names aside) among the missing
 * keywords. The score and breakdown stay the local engine's.
 */
export function applyModelSuggestions(local: AtsResult, suggestions: ModelSuggestions, content: ResumeContent, target: AtsTarget): AtsResult {
  const text = JSON.stringify(content).toLowerCase();
  const missing = [...local.keywords.missing];
  const seen = new Set(missing.map((term) => term.toLowerCase()));
  // A model may list the employer ("Northwind Health experience"): a name is never a missing keyword.
  const isName = employerOrSchool(content, target);
  for (const term of [...suggestions.requiredTerms, ...suggestions.preferredTerms]) {
    const key = term.toLowerCase();
    if (seen.has(key) || text.includes(key) || isName(term)) continue;
    seen.add(key);
    missing.push(term);
  }
  return {
    ...local,
    improvements: {
      high_priority: [
        ...local.improvements.high_priority,
        ...suggestions.bullets.map((b) => `Rewrite "${b.original}" as "${b.rewritten}"`),
      ],
    },
    keywords: { ...local.keywords, missing },
    optimized_suggestions: {
      ...local.optimized_suggestions,
      professional_summary: suggestions.professionalSummary || local.optimized_suggestions.professional_summary,
    },
    rewrittenBy: 'remote',
  };
}
