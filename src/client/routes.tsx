// The complete route table: every pattern of src/shared/routes.ts gets a screen (TypeScript
// refuses a missing one), screens are code-split, and the layout follows from the path.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { REDIRECTS, ROUTES, type RoutePattern } from '#shared/routes.ts';
import { PageLoader } from './components/PageLoader.tsx';
import { headingPage } from './components/PageHeading.tsx';
import { ProtectedRoute } from './components/ProtectedRoute.tsx';
import { LayoutFor } from './layouts/LayoutFor.tsx';

// Every screen is its own chunk, declared once here; a screen that serves several patterns (the
// forum, the dashboards, the information pages) is the same component under each.
const HomePage = lazy(() => import('./features/home/HomePage.tsx'));
const AuthPage = lazy(() => import('./features/auth/AuthPage.tsx'));
const AuthCallbackPage = lazy(() => import('./features/auth/AuthCallbackPage.tsx'));
const ResetPasswordPage = lazy(() => import('./features/auth/ResetPasswordPage.tsx'));
const MfaChallengePage = lazy(() => import('./features/mfa/MfaChallengePage.tsx'));
const MfaSetupPage = lazy(() => import('./features/mfa/MfaSetupPage.tsx'));
const OnboardingPage = lazy(() => import('./features/onboarding/OnboardingPage.tsx'));
const SettingsPage = lazy(() => import('./features/settings/SettingsPage.tsx'));
const PricingPage = lazy(() => import('./features/billing/PricingPage.tsx'));
const LocalCheckoutPage = lazy(() => import('./features/billing/LocalCheckoutPage.tsx'));
const LocalPortalPage = lazy(() => import('./features/billing/LocalPortalPage.tsx'));
const InfoPage = lazy(() => import('./features/static/InfoPage.tsx'));
const CompanyPage = lazy(() => import('./features/static/CompanyPage.tsx'));
const NotFoundPage = lazy(() => import('./features/system/NotFoundPage.tsx'));
const SolutionsPage = lazy(() => import('./features/solutions/SolutionsPage.tsx'));
const JobSeekerDashboardPage = lazy(() => import('./features/dashboard/JobSeekerDashboardPage.tsx'));
const EmployerDashboardPage = lazy(() => import('./features/dashboard/EmployerDashboardPage.tsx'));
const PartnerDashboardPage = lazy(() => import('./features/dashboard/PartnerDashboardPage.tsx'));
const ProviderDashboardPage = lazy(() => import('./features/dashboard/ProviderDashboardPage.tsx'));
const JobsPage = lazy(() => import('./features/jobs/JobsPage.tsx'));
const SavedJobsPage = lazy(() => import('./features/saved-jobs/SavedJobsPage.tsx'));
const ApplicationsPage = lazy(() => import('./features/applications/ApplicationsPage.tsx'));
const CommunityPage = lazy(() => import('./features/forum/CommunityPage.tsx'));
const PostDetailPage = lazy(() => import('./features/forum/PostDetailPage.tsx'));
const NewsPage = lazy(() => import('./features/news/NewsPage.tsx'));
const ArticlePage = lazy(() => import('./features/news/ArticlePage.tsx'));
const AdminPage = lazy(() => import('./features/admin/AdminPage.tsx'));
const ContactPage = lazy(() => import('./features/outreach/ContactPage.tsx'));
const WaitlistPage = lazy(() => import('./features/outreach/WaitlistPage.tsx'));

const redirectTo = (to: string) =>
  function ReplaceRedirect() {
    return <Redirect to={to} replace />;
  };

const SCREENS: Record<RoutePattern, ComponentType> = {
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
  '/help': InfoPage,
  '/docs': InfoPage,
  '/privacy': InfoPage,
  '/terms': InfoPage,
  '/cookies': InfoPage,
  '/contact': ContactPage,
  '/about': CompanyPage,
  '/careers': CompanyPage,
  '/press': CompanyPage,
  '/job-seekers': headingPage('For Job Seekers'),
  '/employers': redirectTo(REDIRECTS['/employers']!),
  '/partners': redirectTo(REDIRECTS['/partners']!),
  '/providers': redirectTo(REDIRECTS['/providers']!),
  '/news': NewsPage,
  '/news/:articleId': ArticlePage,
  '/waitlist': WaitlistPage,
  '/features/resume-builder': headingPage('Resume Builder'),
  '/features/assessment': headingPage('Career Assessment'),
  '/features/interview-prep': headingPage('Interview Prep'),
  '/jobs': JobsPage,
  '/saved-jobs': SavedJobsPage,
  '/applications': ApplicationsPage,
  '/profile': headingPage('Profile'),
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

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRoutes() {
  return (
    <LayoutFor>
      <ScrollToTop />
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
