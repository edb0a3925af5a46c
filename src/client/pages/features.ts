// What a job seeker can do in Upward, one line each with where it lives; the job-seekers and about
// pages list them, and the e2e test follows every link to a real route.
import { FREE_LIMITS } from '#shared/constants.ts';
import { link, type Href } from '#shared/routes.ts';
export interface FeatureLine {
  title: string;
  href: Href;
  line: string;
  premium?: boolean;
}

export const JOB_SEEKER_FEATURES: FeatureLine[] = [
  { title: 'Job board', href: link('/jobs'), line: 'Search real postings by keyword and location, filter by work type, experience and pay, and apply in one step.' },
  {
    title: 'Saved jobs and alerts',
    href: link('/saved-jobs'),
    line: 'Keep the jobs you want to come back to; set alerts on the job board for a daily e-mail of new postings that match.',
  },
  {
    title: 'Application tracker',
    href: link('/applications'),
    line: 'Follow every application from applied to offer, with notes, the resume you sent and follow-up reminders.',
  },
  {
    title: 'Resume builder',
    href: link('/features/resume-builder'),
    line: 'Write resumes from templates, import PDF, DOCX or JSON Resume files, download a PDF, and see a live ATS score with its breakdown against a job, free; premium adds AI optimisation: missing keywords, suggestions, a rewritten summary and skills.',
  },
  {
    title: 'Cover letters',
    href: link('/features/cover-letters'),
    line: `Write letters in your resume's template for a job or a tracked application, checked against the job, and download them as PDF, Word or text (up to ${FREE_LIMITS.coverLetters} free); premium drafts them from your resume, every sentence with its evidence.`,
  },
  {
    title: 'Career assessment',
    href: link('/features/assessment'),
    line: 'A quick assessment of your working style, and for premium the 60-question O*NET Interest Profiler with careers matched to it.',
  },
  {
    title: 'Interview coach',
    href: link('/features/interview-prep'),
    line: 'Practise answers to questions shaped by a job you are applying for, timed and scored on structure, specifics and relevance.',
    premium: true,
  },
  { title: 'Community', href: link('/community'), line: 'Ask questions and share what worked in a forum of people on the same path.' },
  { title: 'News', href: link('/news'), line: 'Articles on job searching, resumes and careers, searchable, with some for premium members.' },
  {
    title: 'Analytics',
    href: link('/analytics'),
    line: 'Your own job-search funnel over time: applications per week, response rate, days to a response, and which resume works best.',
  },
  { title: 'Inbox', href: link('/messages'), line: 'Notifications about your applications, alerts and plan, and conversations with other members, in one place.' },
];
