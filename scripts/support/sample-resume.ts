// A full resume that runs to about two pages in every template: four jobs with wrapped bullets,
// two degrees, two dozen skills, three certifications. The PDF benchmark times it, and the
// document tests render it and read it back.
import { resumeContent, type ResumeContent } from '#shared/schemas/resumes.ts';

export const sampleResume: ResumeContent = resumeContent.parse({
  personalInfo: {
    firstName: 'Maria',
    lastName: 'Delgado',
    email: 'maria.delgado@example.com',
    phone: '(512) 555-0147',
    location: 'Austin, TX',
    linkedin: 'https://www.linkedin.com/in/maria-delgado',
    portfolio: 'https://mariadelgado.dev',
  },
  professionalSummary:
    'Product-minded backend engineer with nine years of experience building payment and logistics platforms. Led teams of up to eight engineers through service migrations that cut infrastructure cost by 35% while keeping 99.99% availability. Comfortable owning a system end to end, from the data model to the on-call rota.',
  experience: [
    {
      id: 'job-1',
      position: 'Staff Software Engineer',
      company: 'Brightline Payments',
      location: 'Austin, TX',
      startDate: '2022-01',
      endDate: '',
      current: true,
      description: [
        'Led the rewrite of the settlement ledger in TypeScript and Postgres, cutting nightly settlement from four hours to eighteen minutes across 14 currencies',
        'Designed the idempotency layer that removed duplicate payouts, saving an estimated $1.2M a year in manual reconciliation',
        'Mentored six engineers, two of whom were promoted to senior within eighteen months',
        'Introduced contract tests between 23 services, halving the number of incidents caused by releases',
        'Chaired the architecture review board and wrote the company guide to database migrations',
      ].join('\n'),
    },
    {
      id: 'job-2',
      position: 'Senior Software Engineer',
      company: 'Café Müller Logistics',
      location: 'Denver, CO',
      startDate: '2019-03',
      endDate: '2021-12',
      current: false,
      description: [
        'Built the route-planning API serving 40,000 deliveries a day with a p99 latency under 120 ms',
        'Moved batch jobs from cron hosts to a durable queue, ending missed runs after deploys',
        'Ran the hiring loop for the platform team: 120 interviews, 9 hires',
        'Cut the monthly cloud bill by 28% by right-sizing databases and caching carrier rates',
      ].join('\n'),
    },
    {
      id: 'job-3',
      position: 'Software Engineer',
      company: 'Northwind Health',
      location: 'Remote',
      startDate: '2016-06',
      endDate: '2019-02',
      current: false,
      description: [
        'Shipped the patient scheduling service used by 300 clinics, replacing a fax-based workflow',
        'Wrote the HL7 integration that synchronised appointments with four electronic health record systems',
        'Added audit logging that passed the first HIPAA assessment without findings',
      ].join('\n'),
    },
    {
      id: 'job-4',
      position: 'Junior Developer',
      company: 'Lone Star Media',
      location: 'San Antonio, TX',
      startDate: '2015-01',
      endDate: '2016-05',
      current: false,
      description: [
        'Maintained the content management system for three regional newspapers',
        'Automated the nightly print export, saving the production desk two hours a day',
      ].join('\n'),
    },
  ],
  education: [
    { id: 'edu-1', institution: 'University of Texas at Austin', degree: 'Master of Science', field: 'Computer Science', graduationDate: '2016-05', gpa: '3.9' },
    { id: 'edu-2', institution: 'Texas State University', degree: 'Bachelor of Science', field: 'Mathematics', graduationDate: '2014-12', gpa: '' },
  ],
  skills: [
    'TypeScript',
    'Node.js',
    'PostgreSQL',
    'Distributed Systems',
    'Event Sourcing',
    'Kafka',
    'Redis',
    'AWS',
    'Terraform',
    'Kubernetes',
    'Docker',
    'GraphQL',
    'REST API Design',
    'React',
    'Go',
    'Python',
    'Observability',
    'Incident Management',
    'System Design',
    'Technical Leadership',
    'Mentoring',
    'Agile Delivery',
    'Payments',
    'HIPAA Compliance',
  ],
  certifications: [
    { id: 'cert-1', name: 'AWS Certified Solutions Architect – Professional', issuer: 'Amazon Web Services', date: '2023-04' },
    { id: 'cert-2', name: 'Certified Kubernetes Administrator', issuer: 'Cloud Native Computing Foundation', date: '2021-09' },
    { id: 'cert-3', name: 'Professional Scrum Master I', issuer: 'Scrum.org', date: '2018-02' },
  ],
});

/**
 * A graduating student's resume with every section: an internship, two projects (one ongoing, one
 * with a link), a degree, leadership and volunteer roles, certifications, awards (one with a
 * description) and languages. The document and import tests render it and read it back.
 */
export const sampleStudentResume: ResumeContent = resumeContent.parse({
  personalInfo: {
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara.okafor@example.com',
    phone: '(614) 555-0182',
    location: 'Columbus, OH',
    linkedin: 'https://www.linkedin.com/in/amara-okafor',
    portfolio: 'https://github.com/amaraokafor',
  },
  professionalSummary:
    'Computer science senior who builds data tools people actually use. Shipped a bus arrival predictor used by 2,000 students and led a coding club of 40 members.',
  experience: [
    {
      id: 'job-1',
      position: 'Software Engineering Intern',
      company: 'Lumen Logistics',
      location: 'Columbus, OH',
      startDate: '2025-05',
      endDate: '2025-08',
      description: [
        'Built a React dashboard for dock scheduling that replaced a shared spreadsheet for 12 warehouses',
        'Wrote integration tests for the shipment API, raising coverage from 41% to 78%',
      ].join('\n'),
    },
  ],
  projects: [
    {
      id: 'proj-1',
      name: 'CampusBus Arrival Predictor',
      role: 'Team lead',
      url: 'https://github.com/amaraokafor/campusbus',
      startDate: '2024-09',
      endDate: '2025-04',
      description: [
        'Trained a gradient-boosted model on 18 months of GPS pings to predict arrivals within 90 seconds',
        'Served predictions from a Flask API to a web app used by 2,000 students a week',
      ].join('\n'),
    },
    {
      id: 'proj-2',
      name: 'Pantry Inventory Tracker',
      role: 'Solo developer',
      url: '',
      startDate: '2025-09',
      endDate: '',
      description: 'Built a barcode-scanning inventory app in TypeScript and PostgreSQL for a campus food pantry',
    },
  ],
  education: [
    { id: 'edu-1', institution: 'Ohio State University', degree: 'Bachelor of Science', field: 'Computer Science', graduationDate: '2026-05', gpa: '3.8' },
  ],
  leadership: [
    {
      id: 'lead-1',
      role: 'President',
      organization: 'Women in Computing',
      location: 'Columbus, OH',
      startDate: '2024-08',
      endDate: '',
      current: true,
      description: 'Grew membership from 15 to 40 and ran four workshops a semester with local employers',
    },
  ],
  volunteer: [
    {
      id: 'vol-1',
      role: 'Math Tutor',
      organization: 'Columbus Literacy Council',
      location: 'Columbus, OH',
      startDate: '2023-01',
      endDate: '2024-06',
      current: false,
      description: 'Tutored eight middle-school students weekly in algebra and geometry',
    },
  ],
  skills: ['Python', 'TypeScript', 'React', 'SQL', 'PostgreSQL', 'Flask', 'scikit-learn', 'Git'],
  certifications: [{ id: 'cert-1', name: 'AWS Certified Cloud Practitioner', issuer: 'Amazon Web Services', date: '2025-03' }],
  awards: [
    { id: 'award-1', title: "Dean's List", awarder: 'Ohio State University', date: '2025-05', description: '' },
    {
      id: 'award-2',
      title: 'First Place, Best Use of Data',
      awarder: 'HackOHI/O',
      date: '2024-11',
      description: 'Chosen from 120 teams for a map of food deserts built in 24 hours',
    },
  ],
  languages: [
    { id: 'lang-1', language: 'English', fluency: 'Native' },
    { id: 'lang-2', language: 'Igbo', fluency: 'Conversational' },
    { id: 'lang-3', language: 'French', fluency: 'B2' },
  ],
});
