// CONTRACT STUB: the server helper replaces every body. Signatures are the contract.
import type { z } from 'zod';
import type {
  AtsResult,
  importJsonResumeInput,
  ResumeDetail,
  ResumeDraft,
  resumeIdInput,
  ResumeList,
  ResumeSummary,
  saveResumeInput,
  scoreResumeInput,
  tailorResumeInput,
} from '#shared/schemas/resumes.ts';
import type { AuthedContext } from '../../trpc/context.ts';

const todo = (): never => {
  throw new Error('not implemented yet');
};

export async function listResumes(_ctx: AuthedContext): Promise<ResumeList> {
  return todo();
}
export async function getResume(_ctx: AuthedContext, _input: z.output<typeof resumeIdInput>): Promise<ResumeDetail> {
  return todo();
}
export async function activeResume(_ctx: AuthedContext): Promise<ResumeDetail | null> {
  return todo();
}
export async function saveResume(_ctx: AuthedContext, _input: z.output<typeof saveResumeInput>): Promise<ResumeDetail> {
  return todo();
}
export async function setActiveResume(_ctx: AuthedContext, _input: z.output<typeof resumeIdInput>): Promise<void> {
  return todo();
}
export async function deleteResume(_ctx: AuthedContext, _input: z.output<typeof resumeIdInput>): Promise<void> {
  return todo();
}
export async function tailorResume(_ctx: AuthedContext, _input: z.output<typeof tailorResumeInput>): Promise<ResumeSummary> {
  return todo();
}
export async function scoreResume(_ctx: AuthedContext, _input: z.output<typeof scoreResumeInput>): Promise<AtsResult> {
  return todo();
}
export async function optimizeResume(_ctx: AuthedContext, _input: z.output<typeof scoreResumeInput>): Promise<AtsResult> {
  return todo();
}
export async function importJsonResume(_ctx: AuthedContext, _input: z.output<typeof importJsonResumeInput>): Promise<ResumeDraft> {
  return todo();
}
