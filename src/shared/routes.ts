// The route table, shared by the client (which screen) and the server (which paths are real, so
// unknown ones answer 404 and are logged). Patterns use wouter's ":param" syntax.

export interface RouteInfo {
  /** Wrapped in the guard: nothing renders until a session exists and no second factor is owed. */
  protected: boolean;
}

const open: RouteInfo = { protected: false };
const guarded: RouteInfo = { protected: true };

export const ROUTES = {
  '/': open,
  '/login': open,
  '/signup': open,
  '/auth': open,
  '/auth/callback': open,
  '/auth/reset': open,
  '/onboarding/job-seeker': guarded,
  '/mfa-challenge': open,
  '/mfa-setup': guarded,
  '/solutions': open,
  '/features/matching': guarded,
  '/pricing': open,
  '/insights': open,
  '/community': open,
  '/community/post/:postId': guarded,
  '/help': open,
  '/help/:category': open,
  '/help/:category/:slug': open,
  '/docs': open,
  '/privacy': open,
  '/terms': open,
  '/cookies': open,
  '/contact': open,
  '/about': open,
  '/careers': open,
  '/press': open,
  '/job-seekers': open,
  '/employers': open,
  '/partners': open,
  '/providers': open,
  '/news': open,
  '/news/:articleId': open,
  '/waitlist': open,
  '/features/resume-builder': guarded,
  '/features/cover-letters': guarded,
  '/features/assessment': guarded,
  '/features/interview-prep': guarded,
  '/jobs': open,
  '/jobs/:jobId': open,
  // Where a demo job's Apply Now leads: a page saying the job is demo content.
  '/jobs/:jobId/demo-apply': open,
  '/saved-jobs': guarded,
  '/applications': guarded,
  '/analytics': guarded,
  '/messages': guarded,
  '/profile': guarded,
  '/members/:userId': guarded,
  '/messages/:conversationId': guarded,
  '/settings': guarded,
  '/account-settings': guarded,
  '/dashboard': guarded,
  '/dashboard/job-seeker': guarded,
  '/dashboard/employer': guarded,
  '/dashboard/partner': guarded,
  '/dashboard/provider': guarded,
  '/admin': guarded,
  // The local billing provider's checkout and portal (used when no Stripe key is configured).
  '/billing/checkout': guarded,
  '/billing/portal': guarded,
} as const satisfies Record<string, RouteInfo>;

export type RoutePattern = keyof typeof ROUTES;

/** The paths a pattern matches: each `:param` stands for any text. */
type PathOf<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${PathOf<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/** A path the route table serves, such as `/jobs` or `/jobs/${string}`. */
export type RoutePath = PathOf<RoutePattern>;

/** Where a link of ours may point: a route's path, with a query or a fragment if it likes. */
export type Href = RoutePath | `${RoutePath}?${string}` | `${RoutePath}#${string}`;

/**
 * Every path the app writes goes through here, so a path the route table does not serve fails to
 * compile (lint refuses a raw one in a link or a navigation). Only a type check: the path is returned as is.
 */
export const link = (path: Href): Href => path;

/** A path of the app as an absolute address, for mail, redirects and search engines. */
export const appUrl = (publicUrl: string, path: Href): string => new URL(path, publicUrl).toString();

/** A forum post's page: the post cards link to it, and so do the notifications about it. */
export const postPath = (postId: string) => link(`/community/post/${postId}`);

/**
 * The cover letter editor: on a saved letter, or on a new one for a tracked application or a job on
 * the board (the editor fills in the company and the job title). The tracker, the application and
 * the job link to it from their own screens, so the editor's code loads only on its route.
 */
export const coverLetterPath = (target: { id: string } | { applicationId: string } | { jobId: string }) =>
  'id' in target
    ? link(`/features/cover-letters?id=${target.id}`)
    : 'applicationId' in target
      ? link(`/features/cover-letters?applicationId=${target.applicationId}`)
      : link(`/features/cover-letters?jobId=${target.jobId}`);

/** Paths that replace themselves with another (the audiences still on the waitlist). */
export const REDIRECTS: Partial<Record<RoutePattern, RoutePattern>> = {
  '/employers': '/waitlist',
  '/partners': '/waitlist',
  '/providers': '/waitlist',
};

/** Screens with neither header nor footer. */
export const BARE_PATHS: readonly string[] = ['/login', '/signup', '/auth'];

export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i]!;
    if (!part.startsWith(':')) {
      if (part !== value) return null;
      continue;
    }
    try {
      params[part.slice(1)] = decodeURIComponent(value);
    } catch {
      return null; // a malformed escape is not a path we serve
    }
  }
  return params;
}

/** The route a path belongs to, ignoring query, hash and a trailing slash. */
export function findRoute(path: string): RoutePattern | null {
  const clean = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  return (Object.keys(ROUTES) as RoutePattern[]).find((p) => matchPattern(p, clean) !== null) ?? null;
}
