import { useLocation } from 'wouter';
import { APP_NAME } from '#shared/constants.ts';
import { HeadingOnlyPage } from '../../components/PageHeading.tsx';

const TITLES: Record<string, string> = {
  '/about': `About ${APP_NAME}`,
  '/careers': `Careers at ${APP_NAME}`,
  '/press': 'Press',
};

/** One shared screen for about, careers and press. */
export default function CompanyPage() {
  const [location] = useLocation();
  return <HeadingOnlyPage title={TITLES[location] ?? `About ${APP_NAME}`} />;
}
