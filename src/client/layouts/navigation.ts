// Link lists of the header, the signed-in menu, the footer and the dashboard sidebar.
import type { UserType } from '#shared/constants.ts';

export interface NavLink {
  label: string;
  href: string;
}

export const HEADER_LINKS: NavLink[] = [
  { label: 'Solutions', href: '/solutions' },
  { label: 'Jobs', href: '/jobs' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Insights', href: '/insights' },
  { label: 'Community', href: '/community' },
  { label: 'News', href: '/news' },
];

export const AUDIENCE_LINKS: NavLink[] = [
  { label: 'Job Seekers', href: '/job-seekers' },
  { label: 'Employers', href: '/waitlist' },
  { label: 'Partners', href: '/waitlist' },
  { label: 'Providers', href: '/waitlist' },
  { label: 'Waitlist', href: '/waitlist' },
];

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Features',
    links: [
      { label: 'Resume Builder', href: '/features/resume-builder' },
      { label: 'Career Assessment', href: '/features/assessment' },
      { label: 'Job Matching', href: '/features/matching' },
      { label: 'Interview Prep', href: '/features/interview-prep' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: '/help' },
      { label: 'Documentation', href: '/docs' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Press', href: '/press' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
      { label: 'Cookies', href: '/cookies' },
    ],
  },
];

export function sidebarLinks(userType: UserType | null): NavLink[] {
  return [
    { label: 'Dashboard', href: `/dashboard/${userType ?? 'job-seeker'}` },
    { label: 'Profile', href: '/profile' },
    { label: 'Jobs', href: '/jobs' },
    { label: 'Applications', href: '/applications' },
    { label: 'Messages', href: '/messages' },
    { label: 'Analytics', href: '/analytics' },
    { label: 'Community', href: '/community' },
    { label: 'Settings', href: '/settings' },
  ];
}
