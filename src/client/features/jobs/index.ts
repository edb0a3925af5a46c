// What other areas use of the job board: the job card, and the staff's Jobs tab.
export { JOB_SKELETON_CARDS, JobBadges, JobHeader, JobOffBoardBadge, JobPosted } from './JobCard.tsx';
export { JobsPanel } from './staff/JobsPanel.tsx';
