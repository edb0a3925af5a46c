// CONTRACT STUB: filled in by the server work on issue 31.
import type { AcceptResult, InboundOverview } from '#shared/schemas/inbound-mail.ts';
import type { AuthedContext } from '../../trpc/context.ts';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

export const overview = (_ctx: AuthedContext): Promise<InboundOverview> => notBuilt();
export const acceptProposal = (_ctx: AuthedContext, _input: { id: string }): Promise<AcceptResult> => notBuilt();
export const dismissProposal = (_ctx: AuthedContext, _input: { id: string }): Promise<void> => notBuilt();
export const rotateAddress = (_ctx: AuthedContext): Promise<{ address: string }> => notBuilt();
export const setAutoApply = (_ctx: AuthedContext, _input: { enabled: boolean }): Promise<void> => notBuilt();
export const undoUpdate = (_ctx: AuthedContext, _input: { eventId: string }): Promise<void> => notBuilt();
