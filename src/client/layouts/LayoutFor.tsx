import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { BARE_PATHS } from '#shared/routes.ts';
import { PageLoader } from '../components/PageLoader.tsx';
import { MainLayout } from './MainLayout.tsx';

const DashboardLayout = lazy(() => import('./DashboardLayout.tsx'));

/** Bare for the auth screen, a sidebar under /dashboard, header and footer everywhere else. */
export function LayoutFor({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (BARE_PATHS.includes(location)) return <main>{children}</main>;
  if (location === '/dashboard' || location.startsWith('/dashboard/')) {
    return (
      <Suspense fallback={<PageLoader />}>
        <DashboardLayout>{children}</DashboardLayout>
      </Suspense>
    );
  }
  return <MainLayout>{children}</MainLayout>;
}
