// The optional remote model may reword a drafted letter's sentences, and nothing else: each reworded
// sentence is checked against the facts first, and one that brings a figure, a name, a title, a
// skill, a date or a degree the resume and the job never gave is refused, the drafted sentence kept.
// A term the resume lacks stays unclaimed whatever the job says. Any failure of the model (an error,
// a timeout, a malformed answer: askModel answers null) leaves the local draft.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { COVER_LETTER_LIMITS as L } from '#shared/constants/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { askModel, type AiConfig } from '../../platform/ai-model.ts';
import { hardSkillsIn, mentions, termReader } from '../../engines/ats/index.ts';
import { letterBody, letterJobTerms, shownInResume, type DraftedLetter, type LetterJob } from './draft.ts';

/** A reworded sentence may grow, not balloon: past twice the original it is saying more than the facts. */
const MAX_GROWTH = 2;

const MONTHS = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/g;
const DEGREES = /\b(?:bachelor'?s?|master'?s?|doctorate|doctoral|ph\.?\s?d|mba|bsc|msc|b\.?s\.?|m\.?s\.?|b\.?a\.?|m\.?a\.?|meng|beng|associate'?s degree|diploma)(?![a-z])/gi;
/** Words that make a title of whoever they are said of. */
const TITLE_WORDS =
  /\b(?:manager|director|engineer|analyst|lead|head|chief|officer|president|vice|vp|cto|ceo|cfo|coo|founder|co-founder|principal|senior|staff|junior|intern|consultant|specialist|architect|scientist|designer|developer|coordinator|supervisor|administrator|executive|partner|associate|assistant|nurse|teacher|professor|accountant|owner)s?\b/gi;
const NUMBER_WORDS =
  /\b(?:zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|dozens?|double[ds]?|tripled?|twice|thrice|half|percent)\b/gi;

const digitsOf = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, ''));
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** A capitalised word inside a sentence (not its first word, not "I"): a name, as prose writes one. */
function capitalisedWords(sentence: string): string[] {
  const out: string[] = [];
  for (const match of sentence.matchAll(/[A-Z][\w'’&.-]*/g)) {
    const before = sentence.slice(0, match.index).trimEnd();
    if (before === '' || /[.!?:]$/.test(before) || match[0] === 'I') continue;
    out.push(match[0].replace(/['’]s$/, '').replace(/[.'’-]+$/, ''));
  }
  return out;
}

/** What the sources (the resume's text and the job's) give a rewording to draw on. */
export interface Facts {
  words: Set<string>;
  digits: Set<string>;
  skills: Set<string>;
  text: string;
}

/** The sources read once, for all the sentences of one letter. */
export const factsOf = (sources: string): Facts => ({
  words: wordsOf(sources),
  digits: new Set(digitsOf(sources)),
  skills: new Set(hardSkillsIn(sources).map((s) => s.key)),
  text: ` ${normal(sources)} `,
});

/** Whether every match of `pattern` in the rewording is in the original sentence or the sources. */
function allGiven(pattern: RegExp, reworded: string, original: string, facts: Facts): boolean {
  const said = ` ${normal(original)} `;
  return [...reworded.matchAll(pattern)].every((m) => {
    const key = ` ${normal(m[0])} `;
    return said.includes(key) || facts.text.includes(key);
  });
}

/**
 * Whether a reworded sentence may replace the original: it adds no figure, name, title, skill, date
 * or degree that neither the original sentence nor the facts of the sources hold, is not empty, and
 * is at most twice as long.
 */
export function acceptRewording(original: string, reworded: string, facts: Facts): boolean {
  const text = reworded.trim();
  if (text === '' || text.length > MAX_GROWTH * original.trim().length || /\n/.test(text)) return false;
  const said = new Set(digitsOf(original));
  if (digitsOf(text).some((n) => !said.has(n) && !facts.digits.has(n))) return false;
  if (/[%$€£¥]/.test(text) && !/[%$€£¥]/.test(original)) return false;
  const originalWords = wordsOf(original);
  if (capitalisedWords(text).some((w) => !originalWords.has(w.toLowerCase()) && !facts.words.has(w.toLowerCase()))) return false;
  const originalSkills = new Set(hardSkillsIn(original).map((s) => s.key));
  if (hardSkillsIn(text).some((s) => !originalSkills.has(s.key) && !facts.skills.has(s.key))) return false;
  return [MONTHS, DEGREES, TITLE_WORDS, NUMBER_WORDS].every((pattern) => allGiven(pattern, text, original, facts));
}

const modelAnswer = z.object({
  sentences: z.array(z.object({ index: z.number().int().min(0), text: z.string().max(L.evidenceLineMax) })).max(L.evidenceMax),
});

const INSTRUCTIONS = [
  'You polish the sentences of a cover letter so they read naturally and warmly, one sentence at a time.',
  'Answer with one JSON object and nothing else, of this shape: {"sentences": [{"index": number, "text": string}]}.',
  'Give back only the sentences you change, each under its index; keep every fact exactly as given.',
  'Add no number, percentage, amount, employer, organisation, job title, skill, tool, date or degree that the sentence does not already say.',
  'Keep each sentence one sentence, no longer than twice the original.',
].join('\n');

/** Every text a value holds, one per line: the resume's words without its field names. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value !== null && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

/** The resume's and the job's words, the sources a rewording may draw on. */
const sourcesOf = (resume: ResumeContent | null, job: LetterJob) => [...textsOf(resume), job.jobTitle, job.company, job.description].join('\n');

/**
 * The draft with the model's accepted rewordings; rewrittenBy 'remote' when at least one was taken.
 * A rewording that names a job term the resume does not show is refused too: the job's text is a
 * source for words about the job, never for a claim about the writer.
 */
export async function rewordDraft(
  ai: AiConfig,
  log: Pick<FastifyBaseLogger, 'warn'>,
  draft: DraftedLetter,
  resume: ResumeContent | null,
  job: LetterJob,
): Promise<{ draft: DraftedLetter; rewrittenBy: 'local' | 'remote' }> {
  const local = { draft, rewrittenBy: 'local' as const };
  const sentences = draft.evidence.sentences;
  if (sentences.length === 0) return local;
  const answer = await askModel(ai, log, {
    instructions: INSTRUCTIONS,
    input: JSON.stringify({ jobTitle: job.jobTitle, company: job.company, sentences: sentences.map((s, index) => ({ index, text: s.sentence })) }),
    answer: modelAnswer,
    fallback: 'the local draft stands',
  });
  if (!answer) return local;
  const facts = factsOf(sourcesOf(resume, job));
  const terms = letterJobTerms(job, resume);
  const read = termReader(terms);
  const shown = resume ? shownInResume(resume, read) : new Set<string>();
  const unshown = terms.filter((t) => !shown.has(t.key));
  const claimsUnshown = (original: string, reworded: string) => unshown.some((t) => mentions(reworded, t.display) && !mentions(original, t.display));
  const next = [...sentences];
  let accepted = 0;
  for (const { index, text } of answer.sentences) {
    const original = sentences[index];
    const reworded = text.trim().replace(/\s+/g, ' ');
    if (!original || reworded === original.sentence || next[index] !== original) continue;
    if (!acceptRewording(original.sentence, reworded, facts) || claimsUnshown(original.sentence, reworded)) continue;
    next[index] = { ...original, sentence: reworded };
    accepted++;
  }
  if (accepted === 0) return local;
  return {
    draft: { ...draft, content: { ...draft.content, body: letterBody(next) }, evidence: { ...draft.evidence, sentences: next } },
    rewrittenBy: 'remote',
  };
}
