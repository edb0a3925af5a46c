import { accountRouter } from './features/account/router.ts';
import { adminRouter } from './features/admin/router.ts';
import { jobSourcesRouter } from './features/job-sources/router.ts';
import { analyticsRouter } from './features/analytics/router.ts';
import { assessmentRouter } from './features/assessment/router.ts';
import { apiTokensRouter } from './features/api-tokens/router.ts';
import { applicationsRouter } from './features/applications/router.ts';
import { authRouter } from './features/auth/router.ts';
import { billingRouter } from './features/billing/router.ts';
import { dataExportRouter } from './features/data-export/router.ts';
import { dashboardRouter } from './features/dashboard/router.ts';
import { forumRouter } from './features/forum/router.ts';
import { interviewRouter } from './features/interview/router.ts';
import { jobAdminRouter } from './features/job-admin/router.ts';
import { jobAlertsRouter } from './features/job-alerts/router.ts';
import { jobImportsRouter } from './features/job-imports/router.ts';
import { jobsRouter } from './features/jobs/router.ts';
import { messagesRouter } from './features/messages/router.ts';
import { moderationRouter } from './features/moderation/router.ts';
import { mfaRouter } from './features/mfa/router.ts';
import { notificationsRouter } from './features/notifications/router.ts';
import { helpRouter } from './features/help/router.ts';
import { homeRouter } from './features/home/router.ts';
import { newsAdminRouter } from './features/news/admin-router.ts';
import { newsRouter } from './features/news/router.ts';
import { onboardingRouter } from './features/onboarding/router.ts';
import { outreachInboxRouter } from './features/outreach/inbox-router.ts';
import { outreachRouter } from './features/outreach/router.ts';
import { pushRouter } from './features/push/router.ts';
import { profileRouter } from './features/profile/router.ts';
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
  assessment: assessmentRouter,
  interview: interviewRouter,
  jobs: jobsRouter,
  savedJobs: savedJobsRouter,
  jobAlerts: jobAlertsRouter,
  forum: forumRouter,
  messages: messagesRouter,
  help: helpRouter,
  news: newsRouter,
  notifications: notificationsRouter,
  // The admin panel's areas each keep their feature folder; features never import each other's routers.
  admin: mergeRouters(
    adminRouter,
    router({
      jobs: jobAdminRouter,
      jobImports: jobImportsRouter,
      jobSources: jobSourcesRouter,
      moderation: moderationRouter,
      news: newsAdminRouter,
      outreach: outreachInboxRouter,
    }),
  ),
  outreach: outreachRouter,
  system: systemRouter,
  home: homeRouter,
});

/** The typed API: the client and scripts import this type, never the server code. */
export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
