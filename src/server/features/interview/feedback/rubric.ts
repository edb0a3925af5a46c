// One answer against the rubric: six criteria, each rated 1 to 5, weighted into the answer's score,
// of which an answer that tells another kind of story than the question asks for keeps a share
// (intent.ts). Every finding names or quotes the part of the answer it is about, so the user sees
// what to keep and what to change. Pure and deterministic: the same answer always earns the same score.
import { INTERVIEW_LIMITS } from '#shared/constants/interview.ts';
import { formatTimer } from '#shared/format.ts';
import { mentions, namedSkills } from '../../../engines/ats/index.ts';
import { evidenceIn, intentFit } from './intent.ts';

export const CRITERIA = ['structure', 'specificity', 'relevance', 'ownership', 'length', 'delivery'] as const;
export type Criterion = (typeof CRITERIA)[number];

/** Structure and specificity carry a story; how it is told matters less than what it says. */
export const WEIGHTS: Record<Criterion, number> = { structure: 0.3, specificity: 0.2, relevance: 0.2, ownership: 0.1, length: 0.1, delivery: 0.1 };

/**
 * What an answer that tells another kind of story than the question asks for keeps of its score. A
 * well-told answer to another question is still no answer: without this, structure and detail
 * outweigh relevance, and the same rehearsed story scores alike on every question. Between on and
 * off topic the share rises with the evidence (intent.ts).
 */
export const OFF_TOPIC_SHARE = 0.5;

/** Below this many words there is too little to judge: every criterion is rated at most 2. */
const SUBSTANCE_WORDS = 15;
const QUOTE_MAX = 90;

export interface AnswerInput {
  question: string;
  answer: string;
  /** Seconds the timer ran; 0 when it was never started. */
  duration: number;
  /** What the job asks for (empty without a job). */
  jobTerms: readonly string[];
}

export interface AnswerAnalysis {
  score: number;
  ratings: Record<Criterion, number>;
  strengths: string[];
  improvements: string[];
  suggestions: string[];
}

const STAR = {
  situation:
    /\b(when I was|when we were|at my (last|previous|first|summer|internship|placement|job|part-time job)|in my (role|job|internship|class|course|team|first|last|previous|final)|last (year|summer|semester|spring|fall|autumn|winter|month)|during (my|our|a|an|the)|while (working|I was|we were|studying)|one time|at (the|my) (company|university|college|school|startup|restaurant|store))\b/i,
  task: /\b(my (goal|task|job|role|responsibility|challenge) was|I was (asked|responsible|tasked|assigned|in charge)|I needed to|I had to|we needed to|we had to|the (goal|task|challenge|problem|deadline) was|needed someone to)\b/i,
  action:
    /\bI (\w+ed|built|wrote|led|made|set up|ran|took|chose|broke|drew|spoke|met|began|found|gave|taught|sent|brought|thought through|went|did|split|kept|put|sat down)\b/i,
  result:
    /\b(as a result|resulted in|the result|in the end|ended up|outcome|which (led|meant|cut|saved|raised|increased|reduced|helped)|this (cut|saved|increased|reduced|improved|helped|meant)|we (shipped|launched|won|delivered|finished|hit|met)|(increased|reduced|improved|saved|cut|grew|raised|doubled|halved) (\w+ )?(by|to|from)|on time|learned that|I learned)\b/i,
} as const;
type StarPart = keyof typeof STAR;
const STAR_NAMES: Record<StarPart, string> = { situation: 'situation', task: 'task', action: 'action', result: 'result' };
const STAR_ADVICE: Record<StarPart, string> = {
  situation: 'Open with one or two sentences of context: where you were, when, and who was involved.',
  task: 'Say what you were responsible for or what had to be achieved, in one sentence.',
  action: 'Walk through the steps you took yourself, starting each with "I".',
  result: 'Finish with the outcome, measured if you can, and what you learned.',
};

const NUMBER = /\b\d[\d,.]*\s*(%|percent|k\b|hours?|days?|weeks?|months?|years?|people|users|customers|students)?|\b(two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred|thousand|dozen|half|double|twice)\b/gi;
const OUTCOME = /\b(increased|reduced|improved|saved|cut|grew|raised|doubled|halved|won|launched|shipped|delivered|finished|passed|promoted|praised|adopted)\b/i;
const FILLER = /\b(um+|uh+|er+m?|you know|basically|actually|literally|sort of|kind of|I guess|I think|I suppose|maybe|probably|just|like,)/gi;
const FIRST_SINGULAR = /\b(I|my|me|myself)\b/g;
const FIRST_PLURAL = /\b(we|our|us|ourselves)\b/gi;

/** Words of a question that say nothing of its topic. */
const QUESTION_NOISE = new Set(
  ('a an and are as at be about by can could describe did do does for from give had has have how i if in is it me of on or ' +
    'our tell that the their them then there they this time to us walk was we were what when where which who why will with would ' +
    'you your yours through example share situation one something someone explain talk discuss most more some any each after before ' +
    'asks role want work')
    .split(' '),
);

/** Words with the inner dots, pluses and hashes of tech names ("node.js", "c++"), never a sentence's full stop. */
const words = (text: string) => text.match(/[A-Za-z0-9][A-Za-z0-9'’+#-]*(?:\.[A-Za-z0-9]+)*/g) ?? [];
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function quote(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return `"${clean.length > QUOTE_MAX ? `${clean.slice(0, QUOTE_MAX - 1).trimEnd()}…` : clean}"`;
}

const sentenceWith = (sentences: string[], pattern: RegExp) => sentences.find((s) => new RegExp(pattern.source, 'i').test(s));
const list = (items: readonly string[]) => items.map((i) => `"${i}"`).join(', ');

/** The topic words of a question ("conflict", "teammate"), lower case, each once. */
export const topicWords = (question: string): string[] => [
  ...new Set(
    words(question)
      .map((w) => w.toLowerCase().replace(/[’']s$/, ''))
      .filter((w) => w.length >= 3 && !QUESTION_NOISE.has(w)),
  ),
];

export function analyseAnswer(input: AnswerInput): AnswerAnalysis {
  const text = input.answer.trim();
  const sentences = sentencesOf(text);
  const wordCount = words(text).length;
  const strengths: string[] = [];
  const improvements: string[] = [];
  const suggestions: string[] = [];
  const ratings = {} as Record<Criterion, number>;
  const opening = sentences[0] ?? text;
  const closing = sentences.at(-1) ?? text;

  // Structure: each STAR part found, with the sentence that shows it.
  const found = (Object.keys(STAR) as StarPart[]).map((part) => ({ part, sentence: sentenceWith(sentences, STAR[part]) }));
  const present = found.filter((f) => f.sentence);
  ratings.structure = 1 + present.length;
  if (present.length >= 2) {
    strengths.push(`STAR structure: ${present.map((f) => `${STAR_NAMES[f.part]} (${quote(f.sentence!)})`).join('; ')}`);
  }
  for (const { part, sentence } of found) {
    if (sentence) continue;
    const where = part === 'situation' ? `it opens with ${quote(opening)}` : part === 'result' ? `it ends with ${quote(closing)}` : 'no sentence says it';
    improvements.push(`No ${STAR_NAMES[part]}: ${where}`);
    suggestions.push(STAR_ADVICE[part]);
  }

  // Ownership: "I" over "we".
  const singular = text.match(FIRST_SINGULAR)?.length ?? 0;
  const plural = text.match(FIRST_PLURAL)?.length ?? 0;
  ratings.ownership = singular === 0 && plural === 0 ? 2 : plural > singular ? 2 : singular >= 3 ? 5 : 4;
  if (plural > singular) {
    const weSentence = sentenceWith(sentences, FIRST_PLURAL);
    improvements.push(`"We" carries the story (${plural} × "we/our", ${singular} × "I/my"), as in ${quote(weSentence ?? text)}`);
    suggestions.push('Say what you did yourself: "I proposed…", "I wrote…", then credit the team.');
  } else if (singular >= 3) {
    const iSentence = sentenceWith(sentences, STAR.action) ?? sentenceWith(sentences, /\bI\b/);
    strengths.push(`You own your part (${singular} × "I/my"), as in ${quote(iSentence ?? text)}`);
  } else if (singular === 0 && plural === 0) {
    improvements.push('Nobody acts in this answer: it never says "I" or "we"');
    suggestions.push('Put yourself in the answer: what did you do, decide or say?');
  }

  // Specificity: figures, named tools, outcomes.
  const figures = [...new Set((text.match(NUMBER) ?? []).map((n) => n.trim()))];
  const tools = namedSkills(text);
  const outcome = sentenceWith(sentences, OUTCOME);
  ratings.specificity = Math.max(1, Math.min(2, figures.length) + Math.min(2, tools.length) + (outcome ? 1 : 0));
  const details = [...figures.slice(0, 3), ...tools.slice(0, 3)];
  if (details.length > 0) strengths.push(`Specific details: ${list(details)}`);
  if (figures.length === 0) {
    improvements.push(`No figures: ${quote(outcome ?? closing)} could say how much, how many or how fast`);
    suggestions.push('Add one number: the size of the team, the time saved, the grade, the percentage.');
  }
  if (tools.length === 0 && input.jobTerms.length > 0) suggestions.push('Name the tools or methods you used.');

  // Relevance: to the question (the kind of story it asks for, or its topic words when it names no
  // kind) and to the job's terms.
  const fit = intentFit(input.question, text);
  let questionShare: number;
  if (fit) {
    questionShare = fit.coverage;
    const { asksAbout, advice } = fit.intent;
    if (fit.coverage === 1) {
      const shown = sentences.map((sentence) => ({ sentence, cues: evidenceIn(fit.intent, sentence).length }));
      const best = shown.reduce((a, b) => (b.cues > a.cues ? b : a), { sentence: opening, cues: 0 }).sentence;
      strengths.push(`On topic: it answers what the question asks about (${asksAbout}), as in ${quote(best)}`);
    } else if (fit.coverage > 0) {
      improvements.push(`Only partly on topic: the question asks about ${asksAbout}, and the answer touches on it only in passing (${list(fit.evidence)})`);
      suggestions.push(advice);
    } else {
      improvements.push(`Off topic: this answer does not answer the question asked, which is about ${asksAbout}; it opens with ${quote(opening)}`);
      suggestions.push(advice);
    }
  } else {
    const topics = topicWords(input.question);
    const hit = topics.filter((w) => mentions(text, w));
    questionShare = topics.length === 0 ? 1 : Math.min(1, hit.length / Math.min(2, topics.length));
    if (hit.length > 0) strengths.push(`On topic: the answer speaks to the question's ${list(hit.slice(0, 4))}`);
    else if (topics.length > 0) {
      improvements.push(`Off topic: the question asks about ${list(topics.slice(0, 4))} and the answer mentions none of it`);
      suggestions.push(`Answer the question asked: use its own words (${topics.slice(0, 3).join(', ')}) in your first sentence.`);
    }
  }
  const terms = input.jobTerms.filter((term) => mentions(text, term));
  const termShare = input.jobTerms.length === 0 ? null : Math.min(1, terms.length / 2);
  const share = termShare === null ? questionShare : 0.7 * questionShare + 0.3 * termShare;
  ratings.relevance = 1 + Math.round(4 * share);
  if (terms.length > 0) strengths.push(`Tied to the job: you mention ${list(terms.slice(0, 4))}`);
  else if (input.jobTerms.length > 0) {
    improvements.push(`The job asks for ${list(input.jobTerms.slice(0, 4))}; the answer names none of them`);
    suggestions.push(`Connect the story to what this job needs, such as ${input.jobTerms.slice(0, 2).join(' or ')}.`);
  }

  // Length against the time: a spoken answer of one to two minutes.
  const spoken = Math.round((wordCount / INTERVIEW_LIMITS.wordsPerMinute) * 60);
  const { min, max } = INTERVIEW_LIMITS.targetSeconds;
  ratings.length =
    spoken >= min && spoken <= max ? 5 : spoken >= min * 0.66 && spoken <= max * 1.25 ? 4 : spoken >= min / 3 && spoken <= max * 1.66 ? 3 : spoken >= 8 && spoken <= max * 2.5 ? 2 : 1;
  const said = `${wordCount} words, about ${formatTimer(spoken)} spoken`;
  if (ratings.length >= 4) strengths.push(`Good length: ${said}`);
  else if (spoken < min) {
    improvements.push(`Too short: ${said}`);
    suggestions.push(`Aim for one to two minutes (about ${(min / 60) * INTERVIEW_LIMITS.wordsPerMinute}–${(max / 60) * INTERVIEW_LIMITS.wordsPerMinute} words).`);
  } else {
    improvements.push(`Too long: ${said}`);
    suggestions.push('Keep to one story and cut the background to two sentences: land it within two minutes.');
  }
  if (input.duration > max * 1.5) {
    ratings.length = Math.min(ratings.length, 3);
    improvements.push(`You took ${formatTimer(input.duration)} on this answer; the target is under ${formatTimer(max)}`);
  }

  // Delivery: filler and hedging words.
  const fillers = (text.match(FILLER) ?? []).map((f) => f.toLowerCase().replace(/,$/, ''));
  ratings.delivery = fillers.length === 0 ? 5 : fillers.length === 1 ? 4 : fillers.length === 2 ? 3 : fillers.length <= 4 ? 2 : 1;
  if (fillers.length > 0) {
    improvements.push(`Filler and hedging: ${list([...new Set(fillers)].slice(0, 5))} (${fillers.length} in all)`);
    suggestions.push('Drop the hedges ("I think", "maybe", "just"): state what you did and what happened.');
  } else if (wordCount >= SUBSTANCE_WORDS) strengths.push('Confident wording: no filler or hedging words');

  if (wordCount < SUBSTANCE_WORDS) for (const c of CRITERIA) ratings[c] = Math.min(ratings[c], 2);
  const rubric = CRITERIA.reduce((sum, c) => sum + WEIGHTS[c] * ratings[c], 0);
  const answersTheQuestion = fit ? OFF_TOPIC_SHARE + (1 - OFF_TOPIC_SHARE) * fit.coverage : 1;
  return {
    score: Math.round(((rubric - 1) / 4) * 100 * answersTheQuestion),
    ratings,
    strengths: wordCount < SUBSTANCE_WORDS ? [] : strengths,
    improvements,
    suggestions: [...new Set(suggestions)],
  };
}
