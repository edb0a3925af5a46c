// Which procedures, raw routes and SMTP commands enforce which rate limits. The services call `enforceRateLimit`
// with a rule from RATE_LIMITS; nothing in the router says so, so the developer docs read it from
// these tables, kept by hand beside them. tests/unit/docs.test.ts fails when a RATE_LIMITS entry is
// in neither table, and a route key here that the access table does not know fails the type-check.
import type { ProcedurePath, RouteKey } from '../access.ts';
import type { RATE_LIMITS } from '../platform/rate-limit.ts';

export type RateLimitName = keyof typeof RATE_LIMITS;

/** What each rule counts per: the subject the service passes to `enforceRateLimit`. */
export const RATE_LIMIT_SUBJECTS: Record<RateLimitName, string> = {
  signInPerIp: 'address',
  signInPerAccount: 'e-mail address signed in to',
  signInPerKnownDevice: 'account on a device it signed in from before',
  signUpPerIp: 'address',
  emailsPerAddress: 'e-mail address written to',
  emailRequestsPerIp: 'address',
  secondFactorPerUser: 'user',
  passwordCheckPerUser: 'user',
  oauthPerIp: 'address',
  notFoundReportsPerIp: 'address',
  resumeUploadsPerUser: 'user',
  resumePdfsPerUser: 'user',
  photoUploadsPerUser: 'user',
  outreachPerIp: 'address',
  forumPostsPerUser: 'user',
  forumRepliesPerUser: 'user',
  forumReportsPerUser: 'user',
  dataExportsPerUser: 'user',
  directMessagesPerUser: 'user',
  conversationsPerUser: 'user',
  jobImportsPerUser: 'user',
  jobSourceSyncsPerUser: 'user',
  jobCaptureReadsPerUser: 'user',
  inboundPerAddress: 'member (their forwarding address)',
  inboundPerSender: 'sending e-mail address',
};

/** The limits each procedure's service enforces (sign-in checks the device rule instead of the other two on a known device). */
export const PROCEDURE_RATE_LIMITS: Partial<Record<ProcedurePath, readonly RateLimitName[]>> = {
  'auth.signUp': ['signUpPerIp', 'emailRequestsPerIp', 'emailsPerAddress'],
  'auth.signIn': ['signInPerKnownDevice', 'signInPerIp', 'signInPerAccount'],
  'auth.resendVerification': ['emailRequestsPerIp', 'emailsPerAddress'],
  'auth.requestPasswordReset': ['emailRequestsPerIp', 'emailsPerAddress'],
  'mfa.confirmEnrollment': ['secondFactorPerUser'],
  'mfa.verify': ['secondFactorPerUser'],
  'mfa.verifyRecoveryCode': ['secondFactorPerUser'],
  'mfa.disable': ['secondFactorPerUser'],
  'account.changePassword': ['passwordCheckPerUser'],
  'account.changeEmail': ['passwordCheckPerUser', 'emailsPerAddress'],
  'account.delete': ['passwordCheckPerUser', 'secondFactorPerUser'],
  'dataExport.request': ['dataExportsPerUser'],
  'forum.create': ['forumPostsPerUser'],
  'forum.reply': ['forumRepliesPerUser'],
  'forum.report': ['forumReportsPerUser'],
  'admin.jobSources.syncNow': ['jobSourceSyncsPerUser'],
  'jobCapture.read': ['jobCaptureReadsPerUser'],
  'messages.start': ['directMessagesPerUser', 'conversationsPerUser'],
  'messages.send': ['directMessagesPerUser'],
  'outreach.joinWaitlist': ['outreachPerIp'],
  'outreach.sendContactMessage': ['outreachPerIp'],
  'system.reportNotFound': ['notFoundReportsPerIp'],
};

/** The commands of the forwarded-mail receiver that count a limit (features/inbound-mail/smtp.ts). */
type SmtpCommand = 'SMTP MAIL FROM' | 'SMTP RCPT TO';

/**
 * Limits kept outside tRPC: by HTTP routes (their `rateLimit` option, or their handler), named by
 * their keys in the access table, and by the SMTP receiver, named by its command.
 */
export const ROUTE_RATE_LIMITS: Partial<Record<RateLimitName, readonly (RouteKey | SmtpCommand)[]>> = {
  oauthPerIp: ['GET /api/auth/oauth/:provider'],
  resumeUploadsPerUser: ['POST /api/onboarding/resume', 'POST /api/resumes/import'],
  resumePdfsPerUser: ['GET /api/resumes/:id/pdf'],
  photoUploadsPerUser: ['POST /api/profile/photo'],
  jobImportsPerUser: ['POST /api/admin/job-imports'],
  inboundPerAddress: ['POST /api/inbound-mail/import', 'SMTP RCPT TO'],
  inboundPerSender: ['SMTP MAIL FROM'],
};
