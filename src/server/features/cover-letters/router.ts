import { z } from 'zod';
import { okResult } from '#shared/schemas.ts';
import {
  checkCoverLetterInput,
  coverLetterChecks,
  coverLetterDetail,
  coverLetterDraft,
  coverLetterIdInput,
  coverLetterList,
  draftCoverLetterInput,
  saveCoverLetterInput,
} from '#shared/schemas/cover-letters.ts';
import { TOASTS } from '#shared/toasts.ts';
import { authedProcedure, done, premiumProcedure, router } from '../../trpc/init.ts';
import { checkCoverLetter, deleteCoverLetter, draftCoverLetter, getCoverLetter, listCoverLetters, saveCoverLetter } from './service.ts';

/** Drafting from evidence refuses a free member in the words of its lock. */
const draftProcedure = premiumProcedure.meta({ refusal: { tier: TOASTS.coverLetter.premiumDraft } });

export const coverLettersRouter = router({
  /** The user's letters, newest edited first, with the plan's limit. */
  list: authedProcedure.input(z.void()).output(coverLetterList).query(({ ctx }) => listCoverLetters(ctx)),
  /** One of the user's own letters; anyone else's reads as not found. */
  get: authedProcedure.input(coverLetterIdInput).output(coverLetterDetail).query(({ ctx, input }) => getCoverLetter(ctx, input)),
  /** Creates (under the plan's limit) or updates; linking an application records it on the application's timeline. */
  save: authedProcedure.input(saveCoverLetterInput).output(coverLetterDetail).mutation(({ ctx, input }) => saveCoverLetter(ctx, input)),
  delete: authedProcedure.input(coverLetterIdInput).output(okResult).mutation(({ ctx, input }) => done(deleteCoverLetter(ctx, input))),
  /** Draft from evidence (Premium): every sentence with the resume line and the job line it rests on; nothing is saved. */
  draft: draftProcedure.input(draftCoverLetterInput).output(coverLetterDraft).mutation(({ ctx, input }) => draftCoverLetter(ctx, input)),
  /** The letter checks, every member's: points, status and one sentence each. */
  check: authedProcedure.input(checkCoverLetterInput).output(coverLetterChecks).query(({ ctx, input }) => checkCoverLetter(ctx, input)),
});
