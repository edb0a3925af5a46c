import { contactInput, submissionReceived, waitlistInput } from '#shared/schemas/outreach.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { joinWaitlist, sendContactMessage } from './service.ts';

export const outreachRouter = router({
  /** Rate-limited per IP; a repeat of the same address within a minute answers alike but stores nothing. */
  joinWaitlist: publicProcedure.input(waitlistInput).output(submissionReceived).mutation(({ ctx, input }) => joinWaitlist(ctx, input)),
  /** The contact form of /waitlist and /contact, with the same rules. */
  sendContactMessage: publicProcedure
    .input(contactInput)
    .output(submissionReceived)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
});
