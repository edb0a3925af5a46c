import { z } from 'zod';
import {
  addApplicationInput,
  addContactInput,
  addInterviewInput,
  applicationDetail,
  applicationIdInput,
  applicationItem,
  applicationList,
  appliedToJob,
  applyToJobInput,
  contactItem,
  interviewItem,
  moveApplicationInput,
  resumeOption,
  updateApplicationInput,
  updateContactInput,
  updateInterviewInput,
} from '#shared/schemas/applications.ts';
import { okResult } from '#shared/schemas.ts';
import { authedProcedure, done, router } from '../../trpc/init.ts';
import { moveApplication } from './board.ts';
import { addContact, addInterview, getApplicationDetail, removeContact, removeInterview, updateContact, updateInterview } from './details.ts';
import { addApplication, applyToJob, deleteApplication, listApplications, listResumeOptions, updateApplication } from './service.ts';

export const applicationsRouter = router({
  list: authedProcedure.input(z.void()).output(applicationList).query(({ ctx }) => listApplications(ctx)),
  add: authedProcedure.input(addApplicationInput).output(applicationItem).mutation(({ ctx, input }) => addApplication(ctx, input)),
  update: authedProcedure.input(updateApplicationInput).output(applicationItem).mutation(({ ctx, input }) => updateApplication(ctx, input)),
  delete: authedProcedure.input(applicationIdInput).output(okResult).mutation(({ ctx, input }) => done(deleteApplication(ctx, input))),
  /** The board: a card dropped in a column at an index. */
  move: authedProcedure.input(moveApplicationInput).output(okResult).mutation(({ ctx, input }) => done(moveApplication(ctx, input))),
  /** The detail view: the application with its interviews, contacts and timeline. */
  detail: authedProcedure.input(applicationIdInput).output(applicationDetail).query(({ ctx, input }) => getApplicationDetail(ctx, input)),
  addInterview: authedProcedure.input(addInterviewInput).output(interviewItem).mutation(({ ctx, input }) => addInterview(ctx, input)),
  updateInterview: authedProcedure.input(updateInterviewInput).output(interviewItem).mutation(({ ctx, input }) => updateInterview(ctx, input)),
  removeInterview: authedProcedure.input(applicationIdInput).output(okResult).mutation(({ ctx, input }) => done(removeInterview(ctx, input))),
  addContact: authedProcedure.input(addContactInput).output(contactItem).mutation(({ ctx, input }) => addContact(ctx, input)),
  updateContact: authedProcedure.input(updateContactInput).output(contactItem).mutation(({ ctx, input }) => updateContact(ctx, input)),
  removeContact: authedProcedure.input(applicationIdInput).output(okResult).mutation(({ ctx, input }) => done(removeContact(ctx, input))),
  /** The job board's "Did you apply?" answered Yes (Apply Now only opens the posting). */
  applyToJob: authedProcedure.input(applyToJobInput).output(appliedToJob).mutation(({ ctx, input }) => applyToJob(ctx, input)),
  /** The dialogs' resume choices. */
  resumes: authedProcedure.input(z.void()).output(z.array(resumeOption)).query(({ ctx }) => listResumeOptions(ctx)),
});
