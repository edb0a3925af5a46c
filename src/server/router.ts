import { accountRouter } from './features/account/router.ts';
import { adminRouter } from './features/admin/router.ts';
import { analyticsRouter } from './features/analytics/router.ts';
import { apiTokensRouter } from './features/api-tokens/router.ts';
import { applicationsRouter } from './features/applications/router.ts';
import { assessmentRouter } from './features/assessment/router.ts';
import { authRouter } from './features/auth/router.ts';
import { billingRouter } from './features/billing/router.ts';
import { coverLettersRouter } from './features/cover-letters/router.ts';
import { dashboardRouter } from './features/dashboard/router.ts';
import { dataExportRouter } from './features/data-export/router.ts';
import { forumRouter } from './features/forum/router.ts';
import { forumStaffRouter } from './features/forum/staff/router.ts';
import { helpRouter } from './features/help/router.ts';
import { homeRouter } from './features/home/router.ts';
import { interviewRouter } from './features/interview/router.ts';
import { inboundMailRouter } from './features/inbound-mail/router.ts';
import { jobCaptureRouter } from './features/job-capture/router.ts';
import { jobAlertsRouter } from './features/job-alerts/router.ts';
import { jobsRouter } from './features/jobs/router.ts';
import { jobImportsRouter } from './features/jobs/staff/imports/router.ts';
import { jobsStaffRouter } from './features/jobs/staff/router.ts';
import { jobSourcesRouter } from './features/jobs/staff/sources/router.ts';
import { messagesRouter } from './features/messages/router.ts';
import { messagesStaffRouter } from './features/messages/staff/router.ts';
import { mfaRouter } from './features/mfa/router.ts';
import { newsRouter } from './features/news/router.ts';
import { newsStaffRouter } from './features/news/staff/router.ts';
import { notificationsRouter } from './features/notifications/router.ts';
import { onboardingRouter } from './features/onboarding/router.ts';
import { outreachRouter } from './features/outreach/router.ts';
import { outreachStaffRouter } from './features/outreach/staff/router.ts';
import { profileRouter } from './features/profile/router.ts';
import { pushRouter } from './features/push/router.ts';
import { resumesRouter } from './features/resumes/router.ts';
import { savedJobsRouter } from './features/saved-jobs/router.ts';
import { settingsRouter } from './features/settings/router.ts';
import { systemRouter } from './features/system/router.ts';
import { createCallerFactory, mergeRouters, router } from './trpc/init.ts';

export const appRouter = router({
  auth: authRouter,
  mfa: mfaRouter,
  account: accountRouter,
  onboarding: onboardingRouter,
  settings: settingsRouter,
  dataExport: dataExportRouter,
  push: pushRouter,
  profile: profileRouter,
  apiTokens: apiTokensRouter,
  billing: billingRouter,
  dashboard: dashboardRouter,
  applications: applicationsRouter,
  analytics: analyticsRouter,
  resumes: resumesRouter,
  coverLetters: coverLettersRouter,
  assessment: assessmentRouter,
  interview: interviewRouter,
  jobs: jobsRouter,
  savedJobs: savedJobsRouter,
  jobCapture: jobCaptureRouter,
  inboundMail: inboundMailRouter,
  jobAlerts: jobAlertsRouter,
  forum: forumRouter,
  messages: messagesRouter,
  help: helpRouter,
  news: newsRouter,
  notifications: notificationsRouter,
  // admin.*: every staff tool. Each belongs to the area it manages and lives in that area's staff/ folder.
  admin: mergeRouters(
    adminRouter,
    router({
      jobs: jobsStaffRouter,
      jobImports: jobImportsRouter,
      jobSources: jobSourcesRouter,
      moderation: forumStaffRouter,
      news: newsStaffRouter,
      outreach: outreachStaffRouter,
      messageReports: messagesStaffRouter,
    }),
  ),
  outreach: outreachRouter,
  system: systemRouter,
  home: homeRouter,
});

/** The typed API: the client and scripts import this type, never the server code. */
export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
