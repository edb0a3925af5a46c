// The spec's error catalogue: every toast title and description, word for word. Services throw
// these through AppError; screens show them as toasts. Validation messages live in each area's
// module under constants/; figures here come from the limits, so the words follow the rules.
import { FREE_LIMITS, PREMIUM_LIMITS } from './constants.ts';

export interface Message {
  title: string;
  description?: string;
}

const m = (title: string, description?: string): Message => (description ? { title, description } : { title });
/** "1 job alert", "3 job alerts". */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const MESSAGES = {
  common: {
    notFound: m('Not found', 'The page or item you asked for does not exist.'),
    internal: m('Error', 'Something went wrong. Please try again.'),
    rateLimited: m('Too many requests', 'Please wait a moment and try again.'),
    unavailable: m('Service unavailable', 'Upward is briefly unavailable. Please try again in a few seconds.'),
    premiumRequired: m('Premium Feature', 'This feature is available to Premium members only.'),
    forbidden: m('Access Restricted', "You don't have permission to do that."),
  },
  auth: {
    sessionMissing: m('Auth session missing!'),
    mfaRequired: m('Multi-Factor Authentication', 'Enter the code from your authenticator app to continue.'),
    signInFailed: m('Sign in failed'),
    signUpFailed: m('Sign up failed'),
    socialFailed: m('Social login failed'),
    resetFailed: m('Reset failed'),
    callbackFailed: m('Authentication Error'),
    welcomeBack: m('Welcome back!', 'You have successfully signed in.'),
    accountCreated: m('Account created!', 'Please check your email to verify your account.'),
    resetSent: m('Reset email sent', 'Check your email for password reset instructions.'),
    notAuthenticated: m('Not authenticated'),
    sessionRequired: m('Access Restricted', 'API tokens cannot change sign-in details. Sign in to your account to do this.'),
    invalidCredentials: m('Sign in failed', 'Invalid email or password.'),
    emailNotVerified: m('Email not confirmed', 'Please verify your email address before signing in. We can send you a new link.'),
    verificationSent: m('Verification email sent', 'Check your inbox for a new verification link.'),
    emailVerified: m('Email verified', 'Your email address is confirmed. You can sign in now.'),
    emailChanged: m('Email updated', 'Your new email address is confirmed.'),
    invalidLink: m('Link expired', 'This link is invalid or has expired. Please request a new one.'),
    passwordUpdated: m('Password updated', 'You can now sign in with your new password.'),
    wrongPassword: m('Incorrect password', 'The current password you entered is incorrect.'),
    emailInUse: m('Email unavailable', 'This email address cannot be used. Please choose another one.'),
    oauthNotConfigured: m('Social login failed', 'This sign-in option is not available right now.'),
    oauthUnverifiedEmail: m(
      'Authentication Error',
      'An account with this email already exists. Sign in with your password first to link this provider.',
    ),
  },
  mfa: {
    setupInitiated: m('MFA Setup Initiated', 'Please scan the QR code with your authenticator app.'),
    setupFailed: m('Setup Failed', 'Setup failed'),
    configured: m('MFA Successfully Configured', 'Your account is now protected with two-factor authentication.'),
    verificationFailed: m('Verification Failed', 'Verification failed'),
    noFactors: m('No MFA factors found'),
    alreadyEnabled: m('Setup Failed', 'Two-factor authentication is already enabled.'),
    invalidCode: m('Verification Failed', 'Invalid verification code'),
    disabled: m('Two-factor authentication disabled'),
  },
  account: {
    passwordChanged: m('Password changed', 'Your other sessions have been signed out.'),
    emailChangeSent: m('Check your new inbox', 'We sent a confirmation link to your new email address.'),
    sessionRevoked: m('Session revoked'),
    deleted: m('Account deleted', 'Your account and all its data have been deleted.'),
    confirmationRequired: m('Confirmation required', 'Enter your password or a verification code to confirm.'),
    tokenCreated: m('Token created', "Copy it now: you won't be able to see it again."),
    tokenRevoked: m('Token revoked'),
    tokenLimit: m('Token limit reached', 'Revoke a token you no longer use before creating another.'),
  },
  onboarding: {
    error: m('Error'),
    completed: m('Welcome aboard!', 'Your profile has been set up successfully.'),
  },
  billing: {
    checkoutFailed: m('Error', 'Failed to start checkout process. Please try again.'),
    paymentSuccessful: m('Payment Successful!', 'Welcome to Premium! Your subscription is now active.'),
    paymentCanceled: m('Payment Canceled', 'Your payment was canceled. You can try again anytime.'),
    alreadySubscribed: m('Already Subscribed', 'You already have an active premium subscription!'),
    portalFailed: m('Error', 'Failed to open subscription management. Please try again.'),
    refreshed: m('Subscription Refreshed', 'Your subscription status has been updated.'),
    checkoutClosed: m('Checkout closed', 'This checkout was already completed or canceled.'),
    cancelFailed: m('Error', 'We could not cancel your subscription, so your account was not deleted. Please try again.'),
  },
  forum: {
    loadPostsFailed: m('Error loading posts', 'Failed to load community posts. Please try again.'),
    loadPostFailed: m('Error loading post', 'Failed to load post details. Please try again.'),
    replyPosted: m('Reply posted!', 'Your reply has been added to the discussion.'),
    replyFailed: m('Failed to post reply', 'Please try again later.'),
    postNotFound: m('Post not found'),
    loginRequired: m('Login required', 'Please log in to like posts.'),
  },
  jobs: {
    loginRequired: m('Login required', 'Please log in to save jobs.'),
    saved: m('Job saved'),
    removed: m('Job removed', 'Job removed from your saved list.'),
    error: m('Error'),
    savedLimit: m('Upgrade Required', `Free users can save up to ${FREE_LIMITS.savedJobs} jobs. Upgrade to premium for unlimited saved jobs.`),
    notFound: m('Job not found', 'This job is no longer available.'),
    staleCursor: m('Error', 'These results are out of date. Please search again.'),
  },
  jobAlerts: {
    loginRequired: m('Login required', 'Please log in to create job alerts.'),
    created: m('Job alert created', "We'll e-mail you a daily digest of new jobs that match this search."),
    alreadyExists: m('Job alert exists', 'You already have an alert for this search.'),
    deleted: m('Job alert deleted'),
    emptySearch: m('Nothing to watch', 'Enter a search term, a location or a filter before creating a job alert.'),
    freeLimit: m(
      'Upgrade Required',
      `Free users can keep ${count(FREE_LIMITS.jobAlerts, 'job alert')}. Upgrade to premium for up to ${PREMIUM_LIMITS.jobAlerts} alerts.`,
    ),
    premiumLimit: m('Limit reached', `You can keep up to ${PREMIUM_LIMITS.jobAlerts} job alerts. Delete one to create another.`),
    notFound: m('Job alert not found', 'This job alert no longer exists.'),
    error: m('Error'),
  },
  applications: {
    loadFailed: m('Error', 'Failed to load your applications'),
    upgradeRequired: m(
      'Upgrade Required',
      `Free users can track up to ${FREE_LIMITS.trackedApplications} applications. Upgrade to premium for unlimited tracking.`,
    ),
    added: m('Success', 'Application added successfully!'),
    updated: m('Success', 'Application updated successfully!'),
    deleted: m('Success', 'Application deleted successfully!'),
    addFailed: m('Error', 'Failed to add application'),
    updateFailed: m('Error', 'Failed to update application'),
    deleteFailed: m('Error', 'Failed to delete application'),
  },
  news: {
    loadFailed: m('Error loading news', 'Failed to load news articles. Please try again.'),
    loadArticleFailed: m('Error loading article', 'Failed to load article details. Please try again.'),
    unauthorized: m('Unauthorized', "You don't have permission to create news articles"),
    publishFailed: m('Failed to publish article', 'Please check your permissions and try again.'),
    published: m('Article published successfully!', 'Your news article has been published and is now live.'),
    linkCopied: m('Link copied!'),
    bookmarked: m('Article bookmarked'),
    bookmarkRemoved: m('Bookmark removed'),
    liked: m('Article liked'),
    likeRemoved: m('Like removed'),
    articleNotFound: m('Article not found'),
  },
  roles: {
    loadFailed: m('Error loading roles', 'Failed to load user roles. Please try again.'),
    emailRequired: m('Email required', 'Please enter an email address.'),
    userNotFound: m('User not found', 'No user found with that email address.'),
    assignFailed: m('Failed to assign role', 'Please try again later.'),
    assigned: m('Role assigned successfully'),
    removed: m('Role removed'),
    removeFailed: m('Failed to remove role', 'Please try again later.'),
    lastAdmin: m('Last administrator', 'At least one administrator must remain. Make someone else an administrator first.'),
  },
  outreach: {
    failed: m('Error', 'Something went wrong. Please try again.'),
    waitlistJoined: m('Success!', "You've been added to our waitlist. We'll be in touch soon!"),
    messageSent: m('Message Sent!', "Thank you for reaching out. We'll be in touch soon!"),
  },
} as const;
