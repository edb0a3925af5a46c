import { reportedThread, reportedThreadInput, reportIdInput, reportListInput, reportPage, reportSummary } from '#shared/schemas/messages.ts';
import { router, staffProcedure } from '../../../trpc/init.ts';
import { listReports, readReportedThread, resolveReport } from './service.ts';

/** admin.messageReports: conversations a participant reported, for admins and moderators. */
export const messagesStaffRouter = router({
  /** Reports by status, newest first. */
  list: staffProcedure.input(reportListInput).output(reportPage).query(({ ctx, input }) => listReports(ctx, input)),
  /** The reported conversation, read-only; staff have no other way into a conversation. */
  thread: staffProcedure.input(reportedThreadInput).output(reportedThread).query(({ ctx, input }) => readReportedThread(ctx, input)),
  resolve: staffProcedure.input(reportIdInput).output(reportSummary).mutation(({ ctx, input }) => resolveReport(ctx, input)),
});
