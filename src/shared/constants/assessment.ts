// The career assessment: the spec's 5-question career-fit quiz (free, with a shortened result) and
// the O*NET Interest Profiler Short Form (premium). The profiler's items and careers are server
// data; what both the screens and the server need to agree on lives here.
import { FREE_LIMITS } from '../constants.ts';

export const ASSESSMENT_TYPES = ['career_fit', 'interest_profiler'] as const;

export const QUIZ_CATEGORIES = ['motivation', 'environment', 'tasks', 'communication', 'schedule'] as const;
export type QuizCategory = (typeof QUIZ_CATEGORIES)[number];

/** Option 1 scores analytical, 2 social, 3 creative, 4 leadership; a tie goes to the earlier trait. */
export const TRAITS = ['analytical', 'social', 'creative', 'leadership'] as const;
export type Trait = (typeof TRAITS)[number];

export const TRAIT_LABELS: Record<Trait, string> = {
  analytical: 'Analytical',
  social: 'Social',
  creative: 'Creative',
  leadership: 'Leadership',
};

export interface QuizQuestion {
  id: number;
  category: QuizCategory;
  text: string;
  /** In trait order: the option at index i adds its points to TRAITS[i]. */
  options: readonly [string, string, string, string];
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    category: 'motivation',
    text: 'What makes a working day feel worthwhile to you?',
    options: [
      'Cracking a hard problem nobody else could solve',
      'Knowing I made someone’s day easier',
      'Making something new that did not exist this morning',
      'Moving a team closer to a goal I set',
    ],
  },
  {
    id: 2,
    category: 'environment',
    text: 'Where do you do your best work?',
    options: [
      'A quiet desk with time to think things through',
      'A busy place full of people to talk to',
      'A studio or workshop with room to experiment',
      'Wherever the decisions are being made',
    ],
  },
  {
    id: 3,
    category: 'tasks',
    text: 'Which of these tasks would you pick first?',
    options: [
      'Finding the pattern in a spreadsheet of results',
      'Helping a new colleague settle in',
      'Designing the look of a new product',
      'Planning who does what on a project',
    ],
  },
  {
    id: 4,
    category: 'communication',
    text: 'How do you prefer to share an idea?',
    options: [
      'A written summary with the evidence behind it',
      'A conversation where everyone gets a say',
      'A sketch, a demo or a story',
      'A short pitch that ends with a decision',
    ],
  },
  {
    id: 5,
    category: 'schedule',
    text: 'What kind of schedule suits you?',
    options: [
      'Long stretches of focused time',
      'A day full of meetings and people',
      'Flexible hours that follow my ideas',
      'A full calendar I am in charge of',
    ],
  },
];

export const QUIZ_LIMITS = {
  questions: QUIZ_QUESTIONS.length,
  options: 4,
  /** Each answer adds this many points to its trait, so five answers total 10. */
  pointsPerAnswer: 2,
  /** Past assessments listed under the quiz. */
  history: 3,
  /** A free user's share of the career suggestions; the rest are counted, not sent. */
  freeSuggestions: FREE_LIMITS.assessmentSuggestions,
} as const;

export interface TraitResult {
  suggestions: readonly [string, string, string, string];
  strengths: readonly [string, string, string, string];
  /** Development areas: what to work on next. */
  recommendations: readonly [string, string, string];
}

export const TRAIT_RESULTS: Record<Trait, TraitResult> = {
  analytical: {
    suggestions: ['Data Analyst', 'Software Developer', 'Financial Analyst', 'Research Scientist'],
    strengths: ['Breaking problems into parts', 'Working carefully with evidence', 'Staying focused on detail', 'Learning technical tools quickly'],
    recommendations: [
      'Practise explaining your findings to people without your background',
      'Build a small portfolio project that answers a real question with data',
      'Take on a task where you must decide before all the facts are in',
    ],
  },
  social: {
    suggestions: ['Human Resources Specialist', 'Teacher', 'Counselor', 'Customer Success Manager'],
    strengths: ['Listening and understanding others', 'Building trust quickly', 'Working well in teams', 'Resolving disagreements calmly'],
    recommendations: [
      'Learn to measure the results of your work in numbers',
      'Practise saying no to protect your own priorities',
      'Volunteer to lead a small group activity or meeting',
    ],
  },
  creative: {
    suggestions: ['UX Designer', 'Content Writer', 'Graphic Designer', 'Marketing Specialist'],
    strengths: ['Generating original ideas', 'Seeing a problem from new angles', 'Telling a story that sticks', 'Turning rough ideas into something people can see'],
    recommendations: [
      'Keep a portfolio that shows your process, not only the result',
      'Practise finishing work to a fixed deadline and brief',
      'Learn the basics of how your ideas are judged by numbers (reach, conversion, cost)',
    ],
  },
  leadership: {
    suggestions: ['Project Manager', 'Operations Manager', 'Sales Manager', 'Entrepreneur'],
    strengths: ['Setting direction for a group', 'Making decisions under pressure', 'Motivating people toward a goal', 'Organising work and resources'],
    recommendations: [
      'Ask for feedback on how your decisions land with the team',
      'Lead a project from start to finish, even a small one',
      'Learn a budgeting or planning tool used in your target field',
    ],
  },
};

// ---- O*NET Interest Profiler Short Form ----------------------------------------------------------

export const RIASEC_AREAS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecArea = (typeof RIASEC_AREAS)[number];

export const RIASEC_NAMES: Record<RiasecArea, string> = {
  R: 'Realistic',
  I: 'Investigative',
  A: 'Artistic',
  S: 'Social',
  E: 'Enterprising',
  C: 'Conventional',
};

/** What each area means, in a sentence; the report adds O*NET's own example activities. */
export const RIASEC_MEANINGS: Record<RiasecArea, string> = {
  R: 'Hands-on work with tools, machines, plants or animals, often outdoors, with practical results you can see.',
  I: 'Working with ideas: observing, researching and solving problems through thought and analysis.',
  A: 'Self-expression through forms, designs, words or sound, in work with room for originality.',
  S: 'Helping, teaching, advising or caring for people.',
  E: 'Starting projects, persuading and leading people, and taking decisions and risks for a business.',
  C: 'Following set procedures, keeping records and organising data and detail in an orderly way.',
};

/** The Short Form's answer scale, coded 0-4 when scored. */
export const PROFILER_SCALE = ['Strongly Dislike', 'Dislike', 'Unsure', 'Like', 'Strongly Like'] as const;

/** O*NET's Job Zones: how much preparation an occupation needs. */
export const JOB_ZONES = [1, 2, 3, 4, 5] as const;
export type JobZone = (typeof JOB_ZONES)[number];
export const JOB_ZONE_LABELS: Record<JobZone, string> = {
  1: 'Little or no preparation',
  2: 'Some preparation (high school)',
  3: 'Medium preparation (vocational training, associate degree)',
  4: 'Considerable preparation (bachelor’s degree)',
  5: 'Extensive preparation (graduate degree)',
};

export const PROFILER_LIMITS = {
  items: 60,
  itemsPerArea: 10,
  scaleMax: PROFILER_SCALE.length - 1,
  /** An area's raw score: 10 items × 4 points. */
  areaMax: 40,
  /** The interest code holds the top one to three areas. */
  codeMax: 3,
  /** Items on one screen of the profiler. */
  pageSize: 10,
  /** Careers the report lists for the chosen Job Zone. */
  careers: 12,
  /** Hot technologies shown per career in the learning path. */
  learningPath: 6,
} as const;

export const ASSESSMENT_TEXT = {
  answerCount: `Answer all ${QUIZ_LIMITS.questions} questions`,
  answerIndex: `Each answer must be an option from 0 to ${QUIZ_LIMITS.options - 1}`,
  profilerAnswerCount: `The Interest Profiler has ${PROFILER_LIMITS.items} items`,
  profilerAnswer: `Each answer must be from 0 to ${PROFILER_LIMITS.scaleMax}`,
  profilerUnanswered: `Answer all ${PROFILER_LIMITS.items} items first`,
  jobZone: `Choose a Job Zone from ${JOB_ZONES[0]} to ${JOB_ZONES.at(-1)}`,
} as const;
