// PLACEHOLDER: replaced by the letter-engine branch.
import type { FastifyBaseLogger } from 'fastify';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import type { AiConfig } from '../../platform/ai-model.ts';
import type { DraftedLetter, LetterJob } from './draft.ts';
export async function rewordDraft(_ai: AiConfig, _log: Pick<FastifyBaseLogger, 'warn'>, draft: DraftedLetter, _resume: ResumeContent | null, _job: LetterJob): Promise<{ draft: DraftedLetter; rewrittenBy: 'local' | 'remote' }> {
  return { draft, rewrittenBy: 'local' };
}
