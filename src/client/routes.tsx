// The complete route table: every pattern of src/shared/routes.ts gets a screen (TypeScript
// refuses a missing one), screens are code-split, and the layout follows from the path.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { findRoute, REDIRECTS, ROUTES, type RoutePattern } from '#shared/routes.ts';
import { PageLoader } from './components/PageLoader.tsx';
import { ProtectedRoute } from './components/ProtectedRoute.tsx';
import { LayoutFor } from './layouts/LayoutFor.tsx';
import { useRouteMeta } from './lib/usePageMeta.ts';
import type { QueryUtils } from './trpc.ts';

// Every screen is its own chunk, declared once here; a screen that serves several patterns (the
// forum, the dashboards, the information pages) is the same component under each. `screen` keeps
// the loader, so the first page's chunk can be fetched before React first renders (preloadScreen).
// A screen may also name the data it asks for first (prefetch), which preloadScreen then requests
// alongside its chunk instead of after the screen's first render.
type Prefetch = (utils: QueryUtils, search: string) => Promise<unknown>;
type Screen = ComponentType & { preload?: () => Promise<unknown>; prefetch?: Prefetch };
const screen = (load: () => Promise<{ default: ComponentType }>, prefetch?: Prefetch): Screen =>
  Object.assign(lazy(load), { preload: load, prefetch });

const HomePage = screen(() => import('./features/home/HomePage.tsx'));
const AuthPage = screen(() => import('./features/auth/AuthPage.tsx'));
const AuthCallbackPage = screen(() => import('./features/auth/AuthCallbackPage.tsx'));
const ResetPasswordPage = screen(() => import('./features/auth/ResetPasswordPage.tsx'));
const MfaChallengePage = screen(() => import('./features/mfa/MfaChallengePage.tsx'));
const MfaSetupPage = screen(() => import('./features/mfa/MfaSetupPage.tsx'));
const OnboardingPage = screen(() => import('./features/onboarding/OnboardingPage.tsx'));
const SettingsPage = screen(() => import('./features/settings/SettingsPage.tsx'));
const PricingPage = screen(() => import('./features/billing/PricingPage.tsx'));
const LocalCheckoutPage = screen(() => import('./features/billing/LocalCheckoutPage.tsx'));
const LocalPortalPage = screen(() => import('./features/billing/LocalPortalPage.tsx'));
const DocsPage = screen(() => import('./pages/docs/DocsPage.tsx'));
const PrivacyPage = screen(() => import('./pages/PrivacyPage.tsx'));
const TermsPage = screen(() => import('./pages/TermsPage.tsx'));
const CookiesPage = screen(() => import('./pages/CookiesPage.tsx'));
const AboutPage = screen(() => import('./pages/AboutPage.tsx'));
const CareersPage = screen(() => import('./pages/CareersPage.tsx'));
const PressPage = screen(() => import('./pages/PressPage.tsx'));
const JobSeekersPage = screen(() => import('./pages/JobSeekersPage.tsx'));
const NotFoundPage = screen(() => import('./features/system/NotFoundPage.tsx'));
const SolutionsPage = screen(() => import('./features/dashboard/SolutionsPage.tsx'));
const JobSeekerDashboardPage = screen(() => import('./features/dashboard/JobSeekerDashboardPage.tsx'));
const EmployerDashboardPage = screen(() => import('./features/dashboard/EmployerDashboardPage.tsx'));
const PartnerDashboardPage = screen(() => import('./features/dashboard/PartnerDashboardPage.tsx'));
const ProviderDashboardPage = screen(() => import('./features/dashboard/ProviderDashboardPage.tsx'));
const JobsPage = screen(
  () => import('./features/jobs/JobsPage.tsx'),
  // The address parser comes with the screen's code, not in the entry every page loads.
  async (utils, search) => utils.jobs.search.prefetchInfinite((await import('./features/jobs/search-params.ts')).parseJobSearch(search)),
);
const JobPage = screen(() => import('./features/jobs/JobPage.tsx'));
const DemoApplyPage = screen(() => import('./features/jobs/DemoApplyPage.tsx'));
const SavedJobsPage = screen(() => import('./features/saved-jobs/SavedJobsPage.tsx'));
const ApplicationsPage = screen(() => import('./features/applications/ApplicationsPage.tsx'));
const AnalyticsPage = screen(() => import('./features/analytics/AnalyticsPage.tsx'));
const MessagesPage = screen(() => import('./features/messages/MessagesPage.tsx'));
const AssessmentPage = screen(() => import('./features/assessment/AssessmentPage.tsx'));
const CommunityPage = screen(() => import('./features/forum/CommunityPage.tsx'));
const PostDetailPage = screen(() => import('./features/forum/PostDetailPage.tsx'));
const NewsPage = screen(() => import('./features/news/NewsPage.tsx'));
const ArticlePage = screen(() => import('./features/news/ArticlePage.tsx'));
const InterviewPage = screen(() => import('./features/interview/InterviewPage.tsx'));
const AdminPage = screen(() => import('./features/admin/AdminPage.tsx'));
const ConversationThread = screen(() => import('./features/messages/conversations/ConversationThread.tsx'));
const HelpPage = screen(() => import('./features/help/HelpPage.tsx'));
const HelpCategoryPage = screen(() => import('./features/help/HelpCategoryPage.tsx'));
const HelpArticlePage = screen(() => import('./features/help/HelpArticlePage.tsx'));
const ContactPage = screen(() => import('./features/outreach/ContactPage.tsx'));
const WaitlistPage = screen(() => import('./features/outreach/WaitlistPage.tsx'));
const ProfilePage = screen(() => import('./features/profile/ProfilePage.tsx'));
const MemberPage = screen(() => import('./features/profile/MemberPage.tsx'));
const ResumeBuilderPage = screen(() => import('./features/resumes/ResumeBuilderPage.tsx'));
const CoverLettersPage = screen(() => import('./features/cover-letters/CoverLettersPage.tsx'));

const redirectTo = (to: string) =>
  function ReplaceRedirect() {
    return <Redirect to={to} replace />;
  };

const SCREENS: Record<RoutePattern, Screen> = {
  '/': HomePage,
  '/login': AuthPage,
  '/signup': AuthPage,
  '/auth': AuthPage,
  '/auth/callback': AuthCallbackPage,
  '/auth/reset': ResetPasswordPage,
  '/onboarding/job-seeker': OnboardingPage,
  '/mfa-challenge': MfaChallengePage,
  '/mfa-setup': MfaSetupPage,
  '/solutions': SolutionsPage,
  '/features/matching': SolutionsPage,
  '/pricing': PricingPage,
  '/insights': CommunityPage,
  '/community': CommunityPage,
  '/community/post/:postId': PostDetailPage,
  '/help': HelpPage,
  '/help/:category': HelpCategoryPage,
  '/help/:category/:slug': HelpArticlePage,
  '/docs': DocsPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/cookies': CookiesPage,
  '/contact': ContactPage,
  '/about': AboutPage,
  '/careers': CareersPage,
  '/press': PressPage,
  '/job-seekers': JobSeekersPage,
  '/employers': redirectTo(REDIRECTS['/employers']!),
  '/partners': redirectTo(REDIRECTS['/partners']!),
  '/providers': redirectTo(REDIRECTS['/providers']!),
  '/news': NewsPage,
  '/news/:articleId': ArticlePage,
  '/waitlist': WaitlistPage,
  '/features/resume-builder': ResumeBuilderPage,
  '/features/cover-letters': CoverLettersPage,
  '/features/assessment': AssessmentPage,
  '/features/interview-prep': InterviewPage,
  '/jobs': JobsPage,
  '/jobs/:jobId': JobPage,
  '/jobs/:jobId/demo-apply': DemoApplyPage,
  '/saved-jobs': SavedJobsPage,
  '/applications': ApplicationsPage,
  '/analytics': AnalyticsPage,
  '/messages': MessagesPage,
  '/messages/:conversationId': ConversationThread,
  '/profile': ProfilePage,
  '/members/:userId': MemberPage,
  '/settings': SettingsPage,
  '/account-settings': SettingsPage,
  '/dashboard': JobSeekerDashboardPage,
  '/dashboard/job-seeker': JobSeekerDashboardPage,
  '/dashboard/employer': EmployerDashboardPage,
  '/dashboard/partner': PartnerDashboardPage,
  '/dashboard/provider': ProviderDashboardPage,
  '/admin': AdminPage,
  '/billing/checkout': LocalCheckoutPage,
  '/billing/portal': LocalPortalPage,
};

/**
 * Starts fetching the chunk of the screen at the address, and the data it asks for first. Called before
 * the first render, it overlaps both with the start-up of React and the shell, instead of beginning
 * them when the lazy screen first renders (about a second later on a slow phone).
 */
export function preloadScreen({ pathname, search }: { pathname: string; search: string }, utils: QueryUtils) {
  const pattern = findRoute(pathname);
  if (!pattern) return;
  void SCREENS[pattern].preload?.();
  // A failed prefetch is only a missed head start: the screen asks again and shows its own error.
  SCREENS[pattern].prefetch?.(utils, search).catch(() => undefined);
}

/** On each navigation: back to the top, and the new route's title and description. */
function RouteChange() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  useRouteMeta();
  return null;
}

export function AppRoutes() {
  return (
    <LayoutFor>
      <RouteChange />
      <Suspense fallback={<PageLoader />}>
        <Switch>
          {(Object.keys(SCREENS) as RoutePattern[]).map((pattern) => {
            const Screen = SCREENS[pattern];
            return (
              <Route key={pattern} path={pattern}>
                {ROUTES[pattern].protected ? (
                  <ProtectedRoute>
                    <Screen />
                  </ProtectedRoute>
                ) : (
                  <Screen />
                )}
              </Route>
            );
          })}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </LayoutFor>
  );
}
