// The optional remote model's part in the interview feedback: it may reword the overall feedback,
// the key recommendations and each answer's suggestions, from the answers and the local engine's
// findings. The scores, strengths and improvements stay the engine's: they are the measured part,
// and they quote the answer as the user wrote it. Without AI_BASE_URL, or when the model fails,
// the local wording stands (platform/ai-model.ts logs why).
import { z } from 'zod';
import type { InterviewFeedback, InterviewSession } from '#shared/schemas/interview.ts';
import { askModel } from '../../platform/ai-model.ts';
import type { AuthedContext } from '../../trpc/context.ts';

const LINE_MAX = 400;
const LINES_MAX = 6;
const line = z.string().trim().min(1).max(LINE_MAX);

const wording = z.object({
  overallFeedback: z.string().trim().min(1).max(1500),
  keyRecommendations: z.array(line).min(1).max(LINES_MAX),
  answers: z.array(z.object({ questionIndex: z.number().int().min(0), suggestions: z.array(line).max(LINES_MAX) })),
});

const INSTRUCTIONS = [
  'You are an interview coach. You are given interview questions, the candidate\'s answers and a scoring engine\'s findings.',
  'Answer with one JSON object and nothing else, of this shape:',
  '{"overallFeedback": string, "keyRecommendations": string[], "answers": [{"questionIndex": number, "suggestions": string[]}]}.',
  'overallFeedback: a short paragraph that keeps the overall score given and speaks to the candidate directly.',
  `keyRecommendations: at most ${LINES_MAX} concrete recommendations. suggestions: for each answer, concrete ways to improve that answer.`,
  'Do not change any score and invent no experience the candidate did not mention.',
].join('\n');

export async function wordFeedback(ctx: AuthedContext, local: InterviewFeedback, session: InterviewSession): Promise<InterviewFeedback> {
  if (!ctx.config.ai) return local;
  const input = JSON.stringify({
    interviewType: session.type,
    job: session.target?.label ?? null,
    overallScore: local.overallScore,
    answers: local.responseAnalysis.map((a) => ({
      questionIndex: a.questionIndex,
      question: session.questions[a.questionIndex]?.question,
      answer: session.responses[a.questionIndex]?.answer,
      score: a.score,
      strengths: a.strengths,
      improvements: a.improvements,
    })),
  });
  const answer = await askModel(ctx.config.ai, ctx.log, { instructions: INSTRUCTIONS, input, answer: wording, fallback: 'the local feedback answers' });
  if (!answer) return local;
  const suggestionsFor = new Map(answer.answers.filter((a) => a.suggestions.length > 0).map((a) => [a.questionIndex, a.suggestions]));
  return {
    ...local,
    overallFeedback: answer.overallFeedback,
    keyRecommendations: answer.keyRecommendations,
    responseAnalysis: local.responseAnalysis.map((a) => ({ ...a, suggestions: suggestionsFor.get(a.questionIndex) ?? a.suggestions })),
    wordedBy: 'remote',
  };
}
