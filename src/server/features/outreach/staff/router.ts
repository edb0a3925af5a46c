// The staff outreach inbox (admin.outreach): read waitlist and contact submissions, mark them done.
import { handledState, outreachInbox, outreachInboxInput, setHandledInput } from '#shared/schemas/outreach.ts';
import { router, staffProcedure } from '../../../trpc/init.ts';
import { listInbox, setHandled } from './service.ts';

export const outreachStaffRouter = router({
  /** One kind at a time, open first (priority contact messages before the rest), at most OUTREACH_INBOX_MAX. */
  list: staffProcedure.input(outreachInboxInput).output(outreachInbox).query(({ ctx, input }) => listInbox(ctx, input)),
  /** Set, not flip: done records who and when; open again clears both. */
  setHandled: staffProcedure.input(setHandledInput).output(handledState).mutation(({ ctx, input }) => setHandled(ctx, input)),
});
