// Each route's title and description, for the browser tab, search engines and link previews. The
// server renders them into index.html (src/server/seo); the client sets them on each navigation,
// importing this table only then, so the home page's first load does not carry it. A page that
// loads its subject (an article, a post, a member) titles itself from the data (usePageTitle).
import { APP_NAME } from './constants.ts';
import { ROUTES, type RoutePattern } from './routes.ts';

export interface PageMeta {
  /** The page's name; documentTitle adds the product's. */
  title: string;
  /** One or two sentences, at most about 160 characters, shown under the link by search engines. */
  description: string;
}

/** Every pattern of the route table: TypeScript refuses a missing one. */
export const ROUTE_META: Record<RoutePattern, PageMeta> = {
  '/': {
    title: 'Your career, moving up',
    description: 'Upward: job board, application tracker, resume builder and career coaching for students and early-career professionals.',
  },
  '/login': { title: 'Sign In', description: `Sign in to ${APP_NAME} to search jobs, track your applications and build your resume.` },
  '/signup': { title: 'Sign Up', description: `Create a free ${APP_NAME} account: search jobs, save five of them, track five applications and build your resume.` },
  '/auth': { title: 'Sign In or Sign Up', description: `Sign in to ${APP_NAME} or create a free account, with e-mail and password, Google or LinkedIn.` },
  '/auth/callback': { title: 'Completing sign in', description: `Completing your sign-in to ${APP_NAME}.` },
  '/auth/reset': { title: 'Reset Password', description: `Choose a new password for your ${APP_NAME} account.` },
  '/onboarding/job-seeker': { title: 'Get Started', description: 'Tell us your career goals, work preferences and salary expectations so matches fit you.' },
  '/mfa-challenge': { title: 'Multi-Factor Authentication', description: 'Enter the 6-digit code from your authenticator app to finish signing in.' },
  '/mfa-setup': { title: 'Set Up Two-Factor Authentication', description: 'Protect your account with a 6-digit code from an authenticator app.' },
  '/solutions': {
    title: 'Solutions',
    description: 'Resume builder, career assessment, job matching and interview practice: the tools Upward gives job seekers.',
  },
  '/features/matching': { title: 'Job Matching', description: 'Jobs matched to your skills, goals and preferences.' },
  '/pricing': {
    title: 'Pricing',
    description: 'Basic is free. Premium is $14.99 a month or $119 a year: every job match, unlimited saved jobs and applications, and premium content.',
  },
  '/insights': { title: 'Insights', description: 'Career questions, advice and experiences shared by the Upward community.' },
  '/community': { title: 'Community', description: 'Ask questions, share advice and discuss careers with other members of the Upward community.' },
  '/community/post/:postId': { title: 'Community Post', description: 'A discussion in the Upward community.' },
  '/help': { title: 'Help Center', description: 'How to use Upward: answers on getting started, the resume builder, job search, your account, interviews and troubleshooting.' },
  '/help/:category': { title: 'Help articles', description: `${APP_NAME} help articles on one topic, with step-by-step answers.` },
  '/help/:category/:slug': { title: 'Help article', description: `A step-by-step answer from the ${APP_NAME} help centre.` },
  '/docs': { title: 'Documentation', description: `The ${APP_NAME} API: every procedure, who may call it, its input and output, examples and rate limits.` },
  '/privacy': { title: 'Privacy Policy', description: `What ${APP_NAME} stores about you, why, for how long, who processes it, and how to export or delete it.` },
  '/terms': { title: 'Terms of Service', description: `The terms of using ${APP_NAME}: accounts, subscriptions, content you post and acceptable use.` },
  '/cookies': { title: 'Cookie Policy', description: `The cookies ${APP_NAME} sets, what each is for and how long it lasts.` },
  '/contact': { title: 'Contact', description: `Write to the ${APP_NAME} team: questions, feedback, partnerships or support.` },
  '/about': { title: `About ${APP_NAME}`, description: `Who builds ${APP_NAME}, why, and how the product works.` },
  '/careers': { title: `Careers at ${APP_NAME}`, description: `Working on ${APP_NAME}: how the team works and how to get in touch.` },
  '/press': { title: 'Press', description: `About ${APP_NAME} for journalists: what the product does, facts and a press contact.` },
  '/job-seekers': {
    title: 'For Job Seekers',
    description: 'Search jobs, track applications, build an ATS-friendly resume, assess your career and practise interviews, free or with Premium.',
  },
  '/employers': { title: 'For Employers', description: `${APP_NAME} for employers is on its way: join the waitlist.` },
  '/partners': { title: 'For Partners', description: `${APP_NAME} for partners is on its way: join the waitlist.` },
  '/providers': { title: 'For Providers', description: `${APP_NAME} for providers is on its way: join the waitlist.` },
  '/news': { title: 'Career News', description: 'Career news and advice: job market, industry trends, career tips and more, by the Upward team.' },
  '/news/:articleId': { title: 'Career News', description: 'An article from Upward career news.' },
  '/waitlist': { title: 'Join the Waitlist', description: `Employers, partners and providers: join the ${APP_NAME} waitlist and hear first when your tools open.` },
  '/features/cover-letters': { title: 'Cover Letters', description: 'Write cover letters in your resume template as PDF, Word or text; Premium drafts each from your resume, every sentence with its evidence.' },
  '/features/resume-builder': { title: 'Resume Builder', description: 'Build a resume from templates, download it as a PDF and see its live ATS score, free; Premium adds AI optimisation for the job.' },
  '/features/assessment': { title: 'Career Assessment', description: 'Answer questions about your interests, strengths and values and see the career paths that fit.' },
  '/features/interview-prep': { title: 'Interview Prep', description: 'Practise interview questions and get each answer scored on structure, specifics and relevance.' },
  '/jobs': { title: 'Jobs', description: 'Search jobs by title, location, type, work model and salary; save them and track your applications.' },
  '/jobs/:jobId': { title: 'Job', description: 'A job on the Upward job board: what it pays, where it is, what it asks and how to apply.' },
  '/jobs/:jobId/demo-apply': { title: 'Demo job', description: 'This job is demo content: the company and the job are invented to show how Upward works.' },
  '/saved-jobs': { title: 'Saved Jobs', description: 'The jobs you saved to apply to later.' },
  '/applications': { title: 'Applications', description: 'Track your job applications from applied to offer.' },
  '/analytics': { title: 'Analytics', description: 'Your job-search funnel over time: applications, interviews, practice and assessment scores.' },
  '/messages': { title: 'Messages', description: 'Your conversations and notifications.' },
  '/profile': { title: 'Profile', description: 'Your profile: experience, education, skills and resume.' },
  '/members/:userId': { title: 'Member', description: 'A member of the Upward community.' },
  '/messages/:conversationId': { title: 'Conversation', description: 'A conversation in your inbox.' },
  '/settings': { title: 'Settings', description: 'Your account, security, notifications, privacy and subscription.' },
  '/account-settings': { title: 'Settings', description: 'Your account, security, notifications, privacy and subscription.' },
  '/dashboard': { title: 'Dashboard', description: 'Your job search at a glance: matches, applications and next steps.' },
  '/dashboard/job-seeker': { title: 'Dashboard', description: 'Your job search at a glance: matches, applications and next steps.' },
  '/dashboard/employer': { title: 'Employer Dashboard', description: 'The employer dashboard.' },
  '/dashboard/partner': { title: 'Partner Dashboard', description: 'The partner dashboard.' },
  '/dashboard/provider': { title: 'Provider Dashboard', description: 'The provider dashboard.' },
  '/admin': { title: 'Admin', description: 'Moderation and administration.' },
  '/billing/checkout': { title: 'Checkout', description: 'Complete your Premium subscription.' },
  '/billing/portal': { title: 'Billing', description: 'Manage your subscription.' },
};

/** Any path outside the route table. */
export const NOT_FOUND_META: PageMeta = { title: 'Page not found', description: ROUTE_META['/'].description };

/** What the browser tab and the shared link show: the page's name, then the product's. */
export function documentTitle(title: string): string {
  return title === ROUTE_META['/'].title ? `${APP_NAME} · ${title}` : `${title} · ${APP_NAME}`;
}

/**
 * Whether search engines may list the page: not the protected ones (a visitor sees only the sign-in),
 * nor the sign-in steps, the paths that redirect elsewhere and the demo jobs' stand-in apply page.
 */
export function isIndexable(pattern: RoutePattern): boolean {
  return !ROUTES[pattern].protected && !NOT_INDEXED.has(pattern);
}

const NOT_INDEXED = new Set<RoutePattern>([
  '/login',
  '/signup',
  '/auth/callback',
  '/auth/reset',
  '/mfa-challenge',
  '/employers',
  '/partners',
  '/providers',
  '/jobs/:jobId/demo-apply',
]);
