// Link lists of the header, the signed-in menu, the footer and the dashboard sidebar.
import type { UserType } from '#shared/constants.ts';
import { link, type Href } from '#shared/routes.ts';

export interface NavLink {
  label: string;
  href: Href;
}

export const HEADER_LINKS: NavLink[] = [
  { label: 'Solutions', href: link('/solutions') },
  { label: 'Jobs', href: link('/jobs') },
  { label: 'Pricing', href: link('/pricing') },
  { label: 'Insights', href: link('/insights') },
  { label: 'Community', href: link('/community') },
  { label: 'News', href: link('/news') },
];

export const AUDIENCE_LINKS: NavLink[] = [
  { label: 'Job Seekers', href: link('/job-seekers') },
  { label: 'Employers', href: link('/waitlist') },
  { label: 'Partners', href: link('/waitlist') },
  { label: 'Providers', href: link('/waitlist') },
  { label: 'Waitlist', href: link('/waitlist') },
];

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Features',
    links: [
      { label: 'Resume Builder', href: link('/features/resume-builder') },
      { label: 'Cover Letters', href: link('/features/cover-letters') },
      { label: 'Career Assessment', href: link('/features/assessment') },
      { label: 'Job Matching', href: link('/features/matching') },
      { label: 'Interview Prep', href: link('/features/interview-prep') },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: link('/help') },
      { label: 'Documentation', href: link('/docs') },
      { label: 'Contact', href: link('/contact') },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: link('/about') },
      { label: 'Careers', href: link('/careers') },
      { label: 'Press', href: link('/press') },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', href: link('/privacy') },
      { label: 'Terms', href: link('/terms') },
      { label: 'Cookies', href: link('/cookies') },
    ],
  },
];

export function sidebarLinks(userType: UserType | null): NavLink[] {
  return [
    { label: 'Dashboard', href: link(`/dashboard/${userType ?? 'job-seeker'}`) },
    { label: 'Profile', href: link('/profile') },
    { label: 'Jobs', href: link('/jobs') },
    { label: 'Applications', href: link('/applications') },
    { label: 'Messages', href: link('/messages') },
    { label: 'Analytics', href: link('/analytics') },
    { label: 'Community', href: link('/community') },
    { label: 'Settings', href: link('/settings') },
  ];
}
