// The employer, partner and provider dashboards are static samples (docs/product.md): these
// figures are invented and labelled "Sample data" on screen.

export interface SampleStat {
  label: string;
  value: string;
  hint?: string;
}

export interface SampleListItem {
  title: string;
  detail: string;
  status: string;
}

export interface SampleDashboard {
  title: string;
  subtitle: string;
  /** Who the disabled quick actions wait for: "Available when {audience} accounts launch". */
  audience: string;
  stats: SampleStat[];
  quickActions: string[];
  listTitle: string;
  list: SampleListItem[];
  statusColors: Record<string, string>;
}

export const EMPLOYER_SAMPLE: SampleDashboard = {
  title: 'Employer Dashboard',
  subtitle: 'Manage job postings and review candidates.',
  audience: 'employer',
  stats: [
    { label: 'Active Job Posts', value: '12', hint: '3 closing this week' },
    { label: 'Total Applicants', value: '248', hint: '+36 this week' },
    { label: 'Interviews Scheduled', value: '18' },
    { label: 'Positions Filled', value: '5', hint: 'This quarter' },
  ],
  quickActions: ['Post a Job', 'Review Applicants', 'Schedule Interviews'],
  listTitle: 'Recent Candidates',
  list: [
    { title: 'Jordan Smith', detail: 'Frontend Developer', status: 'New' },
    { title: 'Maria Garcia', detail: 'Product Designer', status: 'Reviewed' },
    { title: 'Alex Chen', detail: 'Data Analyst', status: 'Interview' },
    { title: 'Sam Okafor', detail: 'Marketing Coordinator', status: 'New' },
  ],
  statusColors: { New: 'blue', Reviewed: 'yellow', Interview: 'green' },
};

export const PARTNER_SAMPLE: SampleDashboard = {
  title: 'Partner Dashboard',
  subtitle: 'Track the clients you place and your partnership results.',
  audience: 'partner',
  stats: [
    { label: 'Active Clients', value: '24' },
    { label: 'Placements This Quarter', value: '9' },
    { label: 'Partner Revenue', value: '$48,500' },
    { label: 'Client Satisfaction', value: '96%' },
  ],
  quickActions: ['Add Client', 'Create Report', 'Schedule Meeting'],
  listTitle: 'Clients',
  list: [
    { title: 'Northwind Staffing', detail: '8 candidates in program', status: 'Active' },
    { title: 'Riverbend College', detail: 'Career services pilot', status: 'Completing' },
    { title: 'Bluepeak Workforce Board', detail: '12 candidates in program', status: 'Active' },
  ],
  statusColors: { Active: 'green', Completing: 'yellow' },
};

export const PROVIDER_SAMPLE: SampleDashboard = {
  title: 'Provider Dashboard',
  subtitle: 'Manage your career services and orders.',
  audience: 'provider',
  stats: [
    { label: 'Active Orders', value: '7' },
    { label: 'Completed Orders', value: '132' },
    { label: 'Monthly Revenue', value: '$6,240' },
    { label: 'Average Rating', value: '4.9' },
  ],
  quickActions: ['Create Service', 'View Orders', 'Message Clients'],
  listTitle: 'Recent Orders',
  list: [
    { title: 'Resume rewrite', detail: 'Casey Morgan', status: 'New' },
    { title: 'Mock interview (60 min)', detail: 'Devon Patel', status: 'In Progress' },
    { title: 'LinkedIn profile review', detail: 'Riley Brooks', status: 'Completed' },
  ],
  statusColors: { New: 'blue', 'In Progress': 'yellow', Completed: 'green' },
};

export const PROVIDER_PERFORMANCE = [
  { label: 'Profile Views', value: 845 },
  { label: 'Service Inquiries', value: 320 },
  { label: 'Orders Completed', value: 1250 },
] as const;

/** The spec's performance bars: value / 1000 as a percentage, never past 100%. */
export const performancePercent = (value: number) => Math.min(100, Math.max(0, (value / 1000) * 100));
