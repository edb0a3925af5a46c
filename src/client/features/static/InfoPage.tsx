import { useLocation } from 'wouter';
import { HeadingOnlyPage } from '../../components/PageHeading.tsx';

const TITLES: Record<string, string> = {
  '/help': 'Help Center',
  '/docs': 'Documentation',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/cookies': 'Cookie Policy',
};

/** One shared information screen for help, docs and the legal pages. */
export default function InfoPage() {
  const [location] = useLocation();
  return <HeadingOnlyPage title={TITLES[location] ?? 'Help Center'} />;
}
