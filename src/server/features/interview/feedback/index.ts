// The interview's feedback, from the local engine: each answer scored on the rubric (rubric.ts),
// the overall score their mean, the overall words naming the best and the weakest answer, and the
// key recommendations drawn from the criteria that rated lowest across the answers. Why local and
// deterministic: see the decision record 022.
import type { InterviewFeedback, InterviewQuestion, InterviewResponse } from '#shared/schemas/interview.ts';
import { analyseAnswer, CRITERIA, type Criterion } from './rubric.ts';

export { analyseAnswer } from './rubric.ts';

export interface InterviewInput {
  questions: readonly InterviewQuestion[];
  /** responses[i] answers questions[i]. */
  responses: readonly InterviewResponse[];
  jobTerms: readonly string[];
}

const KEY_RECOMMENDATIONS = 3;
/** A criterion whose mean rating is below this is worth a key recommendation. */
const RECOMMEND_BELOW = 4;

const RECOMMENDATIONS: Record<Criterion, string> = {
  structure: 'Tell each story in STAR order: the situation, your task, the actions you took, and the result.',
  specificity: 'Back every claim with a detail: a number, a tool you used, a result someone could check.',
  relevance: 'Answer the question that was asked, and link your examples to what this job needs.',
  ownership: 'Say "I" for what you did yourself; interviewers hire you, not your team.',
  length: 'Aim for one to two minutes an answer: enough for a full story, short enough to keep attention.',
  delivery: 'Cut filler and hedging words; a plain statement of what you did sounds confident.',
};

function band(score: number): string {
  if (score >= 80) return 'Strong answers: structured, specific and on point. Keep practising to make them sound natural.';
  if (score >= 60) return 'Solid answers with clear room to grow: the recommendations below show where points were lost.';
  if (score >= 40) return 'A fair start: most answers need more structure and more specific detail.';
  return 'These answers need work: build each one as a short story with a clear result, then practise it aloud.';
}

export function analyseInterview(input: InterviewInput): InterviewFeedback {
  const analyses = input.responses.map((response, questionIndex) => ({
    questionIndex,
    ...analyseAnswer({
      question: input.questions[questionIndex]?.question ?? response.question,
      answer: response.answer,
      duration: response.duration,
      jobTerms: input.jobTerms,
    }),
  }));
  const overallScore = analyses.length === 0 ? 0 : Math.round(analyses.reduce((sum, a) => sum + a.score, 0) / analyses.length);

  const ranked = [...analyses].sort((a, b) => b.score - a.score || a.questionIndex - b.questionIndex);
  const best = ranked[0];
  const weakest = ranked.at(-1);
  const parts = [`Overall score ${overallScore}/100 across ${analyses.length} of ${input.questions.length} questions answered.`];
  if (best && weakest && best !== weakest) {
    parts.push(`Your strongest answer was question ${best.questionIndex + 1} (${best.score}); question ${weakest.questionIndex + 1} (${weakest.score}) has the most room to improve.`);
  }
  parts.push(band(overallScore));

  const mean = (c: Criterion) => analyses.reduce((sum, a) => sum + a.ratings[c], 0) / Math.max(1, analyses.length);
  const keyRecommendations = [...CRITERIA]
    .map((c, order) => ({ c, rating: mean(c), order }))
    .filter((x) => x.rating < RECOMMEND_BELOW)
    .sort((a, b) => a.rating - b.rating || a.order - b.order)
    .slice(0, KEY_RECOMMENDATIONS)
    .map((x) => RECOMMENDATIONS[x.c]);
  const skipped = input.questions.length - analyses.length;
  if (skipped > 0) keyRecommendations.push(`Answer every question: ${skipped} of ${input.questions.length} were left unanswered.`);

  return {
    overallScore,
    overallFeedback: parts.join(' '),
    keyRecommendations,
    responseAnalysis: analyses.map(({ ratings: _ratings, ...a }) => a),
    wordedBy: 'local',
  };
}
