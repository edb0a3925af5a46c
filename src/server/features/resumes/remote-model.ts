// The optional remote model behind Optimize: an OpenAI-compatible chat completions endpoint
// (AI_BASE_URL) asked for a rewritten summary, a few rewritten bullets and the description's
// required and preferred terms, as one JSON object. Its answer is checked against a schema and its
// rewrites must name bullets the resume has; anything else (an error, a timeout, malformed JSON)
// is one warning and the local engine's suggestions stand. The score is never the model's.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { RESUME_LIMITS } from '#shared/constants/resumes.ts';
import type { AtsResult, ResumeContent } from '#shared/schemas/resumes.ts';
import type { Config } from '../../config.ts';
import type { AtsTarget } from './ats/index.ts';

/** Bullets the model may rewrite in one answer: enough to show the way, few enough to read. */
export const MAX_REWRITTEN_BULLETS = 5;
/** Answers kept, newest used last; a repeated Optimize of the same resume and target costs nothing. */
const CACHE_ENTRIES = 200;
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

const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

const cache = new Map<string, ModelSuggestions>();

function remember(key: string, value: ModelSuggestions) {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
}

function recall(key: string): ModelSuggestions | undefined {
  const value = cache.get(key);
  if (value) remember(key, value);
  return value;
}

const bulletsOf = (content: ResumeContent) =>
  content.experience.flatMap((entry) => entry.description.split('\n').map((b) => b.replace(/^[\s•\-*]+/, '').trim()).filter(Boolean));

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
 * The model's suggestions for this resume and target, from the cache when asked before; null
 * when the model could not give usable ones in time (logged as a warning, never with the resume).
 */
export async function askModel(
  ai: NonNullable<Config['ai']>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  content: ResumeContent,
  target: AtsTarget,
): Promise<ModelSuggestions | null> {
  const input = prompt(content, target);
  const key = createHash('sha256').update(`${ai.baseUrl}\n${ai.model}\n${input}`).digest('hex');
  const cached = recall(key);
  if (cached) return cached;
  try {
    const res = await fetch(`${ai.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({
        model: ai.model,
        response_format: { type: 'json_object' },
        temperature: 0.2,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: input },
        ],
      }),
      signal: AbortSignal.timeout(ai.timeoutMs),
    });
    if (!res.ok) throw new Error(`the model answered ${res.status}`);
    const message = completion.parse(await res.json()).choices[0]!.message.content;
    const answer = modelAnswer.parse(JSON.parse(message));
    const known = new Set(bulletsOf(content));
    const suggestions = { ...answer, bullets: answer.bullets.filter((b) => known.has(b.original)) };
    remember(key, suggestions);
    return suggestions;
  } catch (err) {
    log.warn({ reason: reasonOf(err), model: ai.model }, 'remote model unavailable; the local suggestions answer');
    return null;
  }
}

/** One short line: a schema failure's first issue, a timeout, or the first line of anything else. */
function reasonOf(err: unknown): string {
  if (err instanceof z.ZodError) return `malformed answer: ${err.issues[0]?.path.join('.') ?? ''} ${err.issues[0]?.message ?? ''}`.trim();
  if (err instanceof Error && err.name === 'TimeoutError') return 'timed out';
  return err instanceof Error ? `${err.name}: ${err.message.split('\n')[0]!.slice(0, 200)}` : 'unknown error';
}

/**
 * The local result with the model's words: its summary, its bullet rewrites as high-priority
 * improvements, and the description's terms the resume lacks among the missing keywords. The
 * score and breakdown stay the local engine's.
 */
export function applyModelSuggestions(local: AtsResult, suggestions: ModelSuggestions, content: ResumeContent): AtsResult {
  const text = JSON.stringify(content).toLowerCase();
  const missing = [...local.keywords.missing];
  const seen = new Set(missing.map((term) => term.toLowerCase()));
  for (const term of [...suggestions.requiredTerms, ...suggestions.preferredTerms]) {
    const key = term.toLowerCase();
    if (seen.has(key) || text.includes(key)) continue;
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
