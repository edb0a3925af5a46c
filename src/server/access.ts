// Who may call each procedure, in one table beside the router; the raw HTTP routes' half of the
// table, ROUTE_ACCESS, and the levels themselves sit on the tiers' floor (trpc/levels.ts), where the
// features' routes read them, and are re-exported here. The tier a router picks is what enforces a
// procedure's level; tests/integration/access.test.ts proves the two agree, statically (each
// procedure's tier middlewares are its level's) and by calling every procedure and every raw route
// as every kind of caller. A procedure missing here, or a path here that no longer exists, fails the
// type-check.
import type { AnyTRPCProcedure, TRPCRouterRecord } from '@trpc/server';
import type { AppRouter } from './router.ts';
import { LEVELS, ROUTE_ACCESS, type Caller, type Level, type RouteKey } from './trpc/levels.ts';

export { CALLERS, LEVELS, ROUTE_ACCESS, type Caller, type Level, type RouteKey } from './trpc/levels.ts';

/** `'forum.list' | 'billing.local.pay' | …`: every procedure's path, from the router's type. */
type PathsOf<R extends TRPCRouterRecord, Prefix extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyTRPCProcedure
    ? `${Prefix}${K}`
    : R[K] extends TRPCRouterRecord
      ? PathsOf<R[K], `${Prefix}${K}.`>
      : never;
}[keyof R & string];
export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;

export const ACCESS: Record<ProcedurePath, Level> = {
  'auth.session': 'public',
  'auth.providers': 'public',
  'auth.signUp': 'public',
  'auth.signIn': 'public',
  'auth.signOut': 'public',
  'auth.resendVerification': 'public',
  'auth.requestPasswordReset': 'public',
  'auth.resetPassword': 'public',
  'auth.verifyEmail': 'public',

  // The challenge screen runs before the second factor is passed; everything else about 2FA is
  // the account's credentials.
  'mfa.factors': 'signedIn',
  'mfa.verify': 'signedIn',
  'mfa.verifyRecoveryCode': 'signedIn',
  'mfa.enroll': 'account',
  'mfa.confirmEnrollment': 'account',
  'mfa.disable': 'account',

  'account.overview': 'account',
  'account.changePassword': 'account',
  'account.changeEmail': 'account',
  'account.sessions': 'account',
  'account.revokeSession': 'account',
  'account.delete': 'account',

  // Only the caller's own settings; a token may read and change them like its user.
  'settings.get': 'authed',
  'settings.updateProfile': 'authed',
  'settings.updateNotifications': 'authed',
  'settings.updatePrivacy': 'authed',
  // Everything about the account at once: a browser session only, never an API token.
  'dataExport.request': 'account',
  'dataExport.status': 'account',

  // The client asks before signing in whether to offer push; subscriptions are the caller's own.
  'push.config': 'public',
  'push.subscribe': 'authed',
  'push.unsubscribe': 'authed',

  // The page and the photo are the caller's own; the card is any member's whose profile is visible
  // (a hidden one is NOT_FOUND inside the service, the owner excepted).
  'profile.get': 'authed',
  'profile.card': 'authed',
  'profile.removePhoto': 'authed',
  // Only the caller's own inbox.
  'notifications.list': 'authed',
  'notifications.unreadCount': 'authed',
  'notifications.markRead': 'authed',
  'notifications.markAllRead': 'authed',

  // A leaked token cannot mint, list or revoke tokens.
  'apiTokens.list': 'account',
  'apiTokens.create': 'account',
  'apiTokens.revoke': 'account',

  'onboarding.status': 'authed',
  'onboarding.complete': 'authed',

  'billing.createCheckout': 'authed',
  'billing.checkSubscription': 'authed',
  'billing.customerPortal': 'authed',
  'billing.overview': 'authed',
  'billing.local.checkout': 'authed',
  'billing.local.pay': 'authed',
  'billing.local.cancel': 'authed',
  'billing.local.update': 'authed',

  'dashboard.jobSeeker': 'authed',
  'dashboard.matches': 'authed',

  'applications.list': 'authed',
  'applications.add': 'authed',
  'applications.update': 'authed',
  'applications.delete': 'authed',
  'applications.applyToJob': 'authed',
  'applications.resumes': 'authed',
  'applications.move': 'authed',
  'applications.detail': 'authed',
  'applications.addInterview': 'authed',
  'applications.updateInterview': 'authed',
  'applications.removeInterview': 'authed',
  'applications.addContact': 'authed',
  'applications.updateContact': 'authed',
  'applications.removeContact': 'authed',

  'analytics.summary': 'authed',
  'resumes.list': 'authed',
  'resumes.get': 'authed',
  'resumes.active': 'authed',
  'resumes.save': 'authed',
  'resumes.setActive': 'authed',
  'resumes.delete': 'authed',
  'resumes.tailor': 'authed',
  'resumes.score': 'authed',
  'resumes.optimize': 'premium',
  'resumes.importJson': 'authed',

  // A member's own letters; drafting from evidence (and the model's rewording) is Premium.
  'coverLetters.list': 'authed',
  'coverLetters.get': 'authed',
  'coverLetters.save': 'authed',
  'coverLetters.delete': 'authed',
  'coverLetters.draft': 'premium',
  'coverLetters.check': 'authed',

  // The interview coach is Premium; the tracker's practice line is every signed-in user's own record.
  'interview.start': 'premium',
  'interview.saveResponse': 'premium',
  'interview.feedback': 'premium',
  'interview.get': 'premium',
  'interview.history': 'premium',
  'interview.targets': 'premium',
  'interview.practice': 'authed',

  // Visitors browse the board; free users see the first page, premium users page on (in the service).
  'jobs.search': 'public',
  'jobs.byId': 'public',

  'savedJobs.list': 'authed',
  'savedJobs.save': 'authed',
  'savedJobs.remove': 'authed',
  // Saving a job from another site: the extension's capture token may call save, and nothing else.
  'jobCapture.read': 'authed',
  'jobCapture.save': 'authed',
  'inboundMail.overview': 'authed',
  'inboundMail.accept': 'authed',
  'inboundMail.dismiss': 'authed',
  'inboundMail.rotate': 'authed',
  'inboundMail.setAutoApply': 'authed',
  'inboundMail.undo': 'authed',

  'assessment.submit': 'authed',
  'assessment.history': 'authed',
  'assessment.profiler': 'premium',
  'assessment.saveDraft': 'premium',
  'assessment.complete': 'premium',
  'assessment.report': 'premium',
  'jobAlerts.list': 'authed',
  'jobAlerts.create': 'authed',
  'jobAlerts.delete': 'authed',

  // The list is public; opening a post and everything that writes needs an account. Premium-only
  // posts are cut to their preview inside the service, not by a tier.
  'forum.list': 'public',
  'forum.stats': 'public',
  'forum.post': 'authed',
  'forum.replies': 'authed',
  'forum.create': 'authed',
  'forum.reply': 'authed',
  'forum.like': 'authed',
  // The author's own posts and replies (the service refuses anyone else); any member may report.
  'forum.update': 'authed',
  'forum.delete': 'authed',
  'forum.updateReply': 'authed',
  'forum.deleteReply': 'authed',
  'forum.report': 'authed',

  // Each member reaches only conversations they are in (NOT_FOUND otherwise); staff reach a
  // conversation only through a report on it.
  'messages.start': 'authed',
  'messages.send': 'authed',
  'messages.list': 'authed',
  'messages.thread': 'authed',
  'messages.markRead': 'authed',
  'messages.unreadCount': 'authed',
  'messages.block': 'authed',
  'messages.unblock': 'authed',
  'messages.blocked': 'authed',
  'messages.report': 'authed',

  // Premium-only articles are withheld inside the service, not by a tier.
  'help.categories': 'public',
  'help.search': 'public',
  'help.popular': 'public',
  'help.category': 'public',
  'help.article': 'public',
  'help.feedback': 'authed',
  'help.support': 'public',
  'news.list': 'public',
  'news.get': 'public',
  'news.setLike': 'authed',
  'news.setBookmark': 'authed',
  'news.setFeedback': 'authed',
  'news.publish': 'staff',
  'admin.news.list': 'staff',
  'admin.news.get': 'staff',
  'admin.news.update': 'staff',
  'admin.news.setStatus': 'staff',
  'admin.news.delete': 'staff',

  'admin.roles.list': 'admin',
  'admin.roles.assign': 'admin',
  'admin.roles.remove': 'admin',
  'admin.jobs.list': 'staff',
  'admin.jobs.get': 'staff',
  'admin.jobs.create': 'staff',
  'admin.jobs.update': 'staff',
  'admin.jobs.close': 'staff',
  'admin.jobs.reopen': 'staff',
  'admin.moderation.queue': 'staff',
  'admin.moderation.act': 'staff',
  'admin.moderation.dismiss': 'staff',
  'admin.moderation.log': 'staff',
  'admin.messageReports.list': 'staff',
  'admin.messageReports.thread': 'staff',
  'admin.messageReports.resolve': 'staff',
  'admin.jobImports.sources': 'staff',
  'admin.jobSources.list': 'staff',
  'admin.jobSources.create': 'staff',
  'admin.jobSources.update': 'staff',
  'admin.jobSources.remove': 'staff',
  'admin.jobSources.syncNow': 'staff',

  'outreach.joinWaitlist': 'public',
  'outreach.sendContactMessage': 'public',
  'admin.outreach.list': 'staff',
  'admin.outreach.setHandled': 'staff',

  'system.info': 'public',
  'system.health': 'public',
  'system.reportNotFound': 'public',

  'home.figures': 'public',
};

const LEVEL_OF: Record<ProcedurePath | RouteKey, Level> = { ...ACCESS, ...ROUTE_ACCESS };

/** Whether the table lets this kind of caller through this procedure's or raw route's tier. */
export const admits = (path: ProcedurePath | RouteKey, caller: Caller): boolean => (LEVELS[LEVEL_OF[path]] as readonly Caller[]).includes(caller);
