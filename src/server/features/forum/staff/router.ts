import { okResult } from '#shared/schemas.ts';
import { moderationActInput, moderationDismissInput, moderationLog, moderationPageInput, moderationQueue } from '#shared/schemas/forum.ts';
import { done, router, staffProcedure } from '../../../trpc/init.ts';
import { dismissReport, listLog, listQueue, moderate } from './service.ts';

/** admin.moderation: the community's report queue and moderation log, for admins and moderators. */
export const forumStaffRouter = router({
  /** Open reports on posts and replies, oldest first, with the reported text (hidden text included). */
  queue: staffProcedure.input(moderationPageInput).output(moderationQueue).query(({ ctx, input }) => listQueue(ctx, input)),
  /** Hide, restore or delete a post or reply with a reason; hide and delete resolve its open reports. Logged. */
  act: staffProcedure.input(moderationActInput).output(okResult).mutation(({ ctx, input }) => done(moderate(ctx, input))),
  /** Dismisses a report (and the other open reports on the same post or reply) with a reason. Logged. */
  dismiss: staffProcedure.input(moderationDismissInput).output(okResult).mutation(({ ctx, input }) => done(dismissReport(ctx, input))),
  /** Who did what, newest first. */
  log: staffProcedure.input(moderationPageInput).output(moderationLog).query(({ ctx, input }) => listLog(ctx, input)),
});
