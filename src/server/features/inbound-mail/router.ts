import { z } from 'zod';
import { okResult } from '#shared/schemas.ts';
import { acceptResult, autoApplyInput, inboundOverview, proposalIdInput, rotateResult, undoInput } from '#shared/schemas/inbound-mail.ts';
import { authedProcedure, done, router } from '../../trpc/init.ts';
import { acceptProposal, dismissProposal, overview, rotateAddress, setAutoApply, undoUpdate } from './service.ts';

export const inboundMailRouter = router({
  /** The member's forwarding address (made on first read), whether the server receives mail, and the pending proposals. */
  overview: authedProcedure.input(z.void()).output(inboundOverview).query(({ ctx }) => overview(ctx)),
  /** Applies the proposal (status, interview, answer date; or a new application) with an "Updated from your e-mail" event, and deletes the message. */
  accept: authedProcedure.input(proposalIdInput).output(acceptResult).mutation(({ ctx, input }) => acceptProposal(ctx, input)),
  /** Deletes the message; nothing else changes. */
  dismiss: authedProcedure.input(proposalIdInput).output(okResult).mutation(({ ctx, input }) => done(dismissProposal(ctx, input))),
  /** Retires the current address and makes another. */
  rotate: authedProcedure.input(z.void()).output(rotateResult).mutation(({ ctx }) => rotateAddress(ctx)),
  /** Whether sure proposals are applied without asking. */
  setAutoApply: authedProcedure.input(autoApplyInput).output(okResult).mutation(({ ctx, input }) => done(setAutoApply(ctx, input))),
  /** Reverses an "Updated from your e-mail" event while the application is still as it left it. */
  undo: authedProcedure.input(undoInput).output(okResult).mutation(({ ctx, input }) => done(undoUpdate(ctx, input))),
});
