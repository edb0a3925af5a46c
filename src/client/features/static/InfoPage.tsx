import { useLocation } from 'wouter';
import { HeadingOnlyPage } from '../../components/PageHeading.tsx';

const TITLES: Record<string, string> = {
  '/help': 'Help Center',
  '/docs': 'Documentation',
};

/** Help and docs until their own screens land: the heading alone. */
export default function InfoPage() {
  const [location] = useLocation();
  return <HeadingOnlyPage title={TITLES[location] ?? 'Help Center'} />;
}
